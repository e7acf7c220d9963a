import { RichText } from '@payloadcms/richtext-lexical/react'

import { DonorsRoute } from '@/domains/donors'
import type { DonorsPage } from '@/payload-types'
import { payloadInstance } from '@/platform/payload'

import { ContentBlocks } from '../blocks/ContentBlocks'
import { fixedPage } from '../services/fixed-pages'

/** `/donors`, or with `draft` its introduction's draft (for `/temp/donorspagetemp`, which decides who sees it). */
export async function DonorsPageRoute({ draft = false }: { draft?: boolean } = {}) {
  const words = await fixedPage(await payloadInstance(), 'donors-page', { draft })
  return <DonorsRoute introduction={<DonorsIntroduction page={words} />} />
}

/** The top of `/donors` from `donorspageeditor`: its heading, introduction and blocks. */
function DonorsIntroduction({ page }: { page: DonorsPage }) {
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
