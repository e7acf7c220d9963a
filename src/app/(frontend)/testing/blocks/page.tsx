import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { blockFixtureIds, ContentBlocks, everyBlock } from '@/domains/content'
import { config as settings } from '@/platform/config'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Every content block (test page)', robots: { index: false } }

/**
 * Exists only when TEST_ROUTES=true (never in production): one of every
 * content block, drawn by the one renderer, for the browser tests. The blocks
 * that show records take their ids from the address (`?image=…&selection=…`).
 */
export default async function BlocksTestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (!settings().TEST_ROUTES) notFound()
  const blocks = everyBlock(blockFixtureIds(await searchParams))
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title" className="mx-auto max-w-3xl px-4 pt-12 text-4xl font-semibold sm:px-6">
        Every content block
      </h1>
      <ContentBlocks blocks={blocks} />
    </article>
  )
}
