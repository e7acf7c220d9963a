import type { Payload } from 'payload'

import { artistsLandingData } from '@/domains/artists'
import { donorsPage } from '@/domains/donors'
import { pageImage } from '@/domains/media'

import type { PolicyPath } from '../collections/Policies'
import { artistsSectionPage, fixedPage } from './fixed-pages'
import { aboutSection, programsSection, publishedPage, type PageContent } from './page-data'
import type { PageSection } from './page-rules'
import { lastUpdated, publicPolicy } from './policies'

/**
 * The data of content's public pages as JSON (`{path}/_payload.json`,
 * decisions 101, 114), read by the functions the pages read with: what the
 * page shows, its library pictures as the page draws them (`pageImage`: alt
 * text, files and sizes — never who uploaded them).
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

/** A built page as its view draws it. */
function builtPage(payload: Payload, page: PageContent, path = page.address) {
  return {
    path,
    title: page.title,
    program: page.program,
    seo: page.seo,
    blocks: publicBlocks(page.blocks, payload.logger),
    updatedAt: page.updatedAt,
  }
}

/**
 * `/{slug}`, `/about/{slug}` and `/programs/{slug}`: a published public page of
 * that section, or null (→ 404: a draft, a members-only or a link-only page too).
 */
export async function builtPageData(payload: Payload, section: PageSection, slug: string) {
  const page = await publishedPage(section, slug)
  return page ? builtPage(payload, page) : null
}

/** `/about`: its landing page, or while there is none the list of its pages; null (→ 404) with no page at all. */
export async function aboutPageData(payload: Payload) {
  const { landing, pages } = await aboutSection()
  if (landing) return { ...builtPage(payload, landing, '/about'), pages }
  return pages.length ? { path: '/about', title: 'About us', pages } : null
}

/** `/artlover`'s words: why join, the perks of membership, the card, the blocks (the partners' perks are the perks domain's). */
export async function artLoverPageData(payload: Payload) {
  const page = await fixedPage(payload, 'art-lover-page')
  return {
    path: '/artlover',
    heading: page.heading,
    introduction: page.introduction,
    whyJoin: publicBlocks(page.whyJoin ?? null, payload.logger),
    perks: (page.perks ?? []).map(({ title, text }) => ({ title, text })),
    membershipCard: publicBlocks(page.membershipCard ?? null, payload.logger),
    blocks: publicBlocks(page.blocks ?? [], payload.logger),
  }
}

/** `/programs`: the published public programs by kind, as the page lists them. */
export async function programsPageData() {
  return { path: '/programs', kinds: await programsSection() }
}

/** `/artists/{slug}`: a section page of the artists section, or null (→ 404). */
export async function artistsSectionPageData(payload: Payload, slug: string) {
  const page = await artistsSectionPage(payload, slug)
  if (!page) return null
  return {
    path: `/artists/${page.slug}`,
    title: page.title,
    summary: page.summary ?? null,
    blocks: publicBlocks(page.blocks ?? [], payload.logger),
  }
}

/** `/privacypolicy` and `/copyrightnotice`: the policy as its page shows it, or null (→ 404) while there is none. */
export async function policyPageData(payload: Payload, path: PolicyPath, timeZone: string) {
  const policy = await publicPolicy(payload, path)
  if (!policy) return null
  return {
    path: `/${path}`,
    title: policy.title,
    summary: policy.summary ?? null,
    updatedAt: policy.updatedAt,
    lastUpdated: lastUpdated(policy.updatedAt, timeZone),
    body: publicBlocks(policy.body, payload.logger),
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
