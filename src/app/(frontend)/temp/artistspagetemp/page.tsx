import { notFound } from 'next/navigation'

import { ArtistsContentPage, ArtistsLanding, PreviewFrame, previewMetadata, previewToken } from '@/domains/content'
import { payloadInstance } from '@/platform/payload'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The artists page's draft — the landing, or a section page with `?section={slug}` — for staff or a preview link's holder. */
export default async function ArtistsPagePreview({ searchParams }: Props) {
  const params = await searchParams
  const section = typeof params.section === 'string' ? params.section : null
  const payload = await payloadInstance()
  return (
    <PreviewFrame target="artists-page" token={previewToken(params)}>
      {async () =>
        section === null ? (
          <ArtistsLanding payload={payload} draft />
        ) : section ? (
          <ArtistsContentPage id={section} draft />
        ) : (
          notFound()
        )
      }
    </PreviewFrame>
  )
}
