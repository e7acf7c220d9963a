import { RichText } from '@payloadcms/richtext-lexical/react'

import type { DonorsPage } from '@/payload-types'

import { ContentBlocks } from '../blocks/ContentBlocks'

/** The top of `/donors` from `donorspageeditor`: its heading, introduction and blocks. */
export function DonorsIntroduction({ page }: { page: DonorsPage }) {
  return (
    <>
      <h1 className="text-4xl font-semibold">{page.heading}</h1>
      {page.introduction ? (
        <div className="prose-body mt-3 max-w-2xl text-lg text-muted">
          <RichText data={page.introduction} />
        </div>
      ) : null}
      {page.blocks?.length ? (
        <div className="prose-body max-w-3xl">
          <ContentBlocks blocks={page.blocks} />
        </div>
      ) : null}
    </>
  )
}
