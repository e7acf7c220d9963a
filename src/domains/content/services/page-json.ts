import type { Payload } from 'payload'

import { artistsLandingData } from '@/domains/artists'
import { donorsPage } from '@/domains/donors'
import { pageImage } from '@/domains/media'

import { fixedPage } from './fixed-pages'
import { publishedPage } from './page-data'

/**
 * The data of the fixed pages `/` and `/artists` as JSON (`{path}/_payload.json`,
 * decision 101): what the page shows, its library pictures as the page draws
 * them (`pageImage`: alt text, files and sizes — never who uploaded them).
 */

type Log = Payload['logger']

const isLibraryImage = (value: object) => 'mimeType' in value && 'filename' in value

/** Blocks as stored, each populated picture replaced by what the page draws of it. */
function publicBlocks(value: unknown, log: Log): unknown {
  if (Array.isArray(value)) return value.map((item) => publicBlocks(item, log))
  if (typeof value !== 'object' || value === null) return value
  if (isLibraryImage(value)) return pageImage(value, log)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, publicBlocks(item, log)]))
}

export async function homePageData(payload: Payload) {
  const home = await fixedPage(payload, 'home-page')
  return {
    path: '/',
    heading: home.heading,
    introduction: home.introduction,
    picture: pageImage(home.picture, payload.logger),
    pictureCredit: home.pictureCredit ?? null,
    callsToAction: (home.callsToAction ?? []).map(({ label, link }) => ({ label, link })),
    blocks: publicBlocks(home.blocks ?? [], payload.logger),
  }
}

export async function artistsPageData(payload: Payload) {
  const [words, landing] = await Promise.all([fixedPage(payload, 'artists-page'), artistsLandingData(payload)])
  return {
    path: '/artists',
    heading: words.heading,
    introduction: words.introduction,
    blocks: publicBlocks(words.blocks ?? [], payload.logger),
    ...landing,
    sections: [
      ...(words.sections ?? []).map((section) => ({ title: section.title, path: `/artists/${section.slug}` })),
      { title: 'Resources for artists', path: '/artists/artistresources' },
    ],
  }
}

/** `/programs/{slug}/_payload.json`: a published public program's page, or null (→ 404; a members-only one too). */
export async function programPageData(payload: Payload, slug: string) {
  const page = await publishedPage('programs', slug)
  if (!page) return null
  return {
    path: page.address,
    title: page.title,
    program: page.program,
    seo: page.seo,
    blocks: publicBlocks(page.blocks, payload.logger),
    updatedAt: page.updatedAt,
  }
}

/** `/donors/_payload.json`: the introduction, then the open campaigns and the year's donors by level, as the page shows them. */
export async function donorsPageData(payload: Payload, giving: { year: number; currency: string }) {
  const [words, page] = await Promise.all([
    fixedPage(payload, 'donors-page'),
    donorsPage(payload, giving.year, giving.currency),
  ])
  return {
    path: '/donors',
    heading: words.heading,
    introduction: words.introduction,
    blocks: publicBlocks(words.blocks ?? [], payload.logger),
    ...page,
  }
}
