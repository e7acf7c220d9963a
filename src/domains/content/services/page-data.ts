import type { Payload, Where } from 'payload'

import { pageImage, type PageImage } from '@/domains/media'
import { cachedPageData } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'
import type { Page } from '@/payload-types'

import { PAGES_TAG } from './page-cache'
import { pageAddress, PROGRAM_KINDS, SLUG_MAX_LENGTH, type PageSection, type ProgramKind } from './page-rules'

/**
 * A built page as its view draws it: only what is shown, so a cached public
 * page holds no secret (a link-only page's key) and no more of its images'
 * records than drawing them needs.
 */
export type PageContent = {
  id: number
  title: string
  slug: string
  address: string
  blocks: NonNullable<Page['blocks']>
  seo: { title: string; description: string | null; image: PageImage | null }
  /** Only for a page in the programs section. */
  program: { kind: ProgramKind; summary: string | null; picture: PageImage | null; eventTag: number | null } | null
  updatedAt: string
}

/**
 * Scheduled publishing changes pages from the jobs queue, outside any request,
 * where the cache cannot be expired: the cached data is at most a minute old
 * for that case (decision 056). Edits made in the control panel expire it at once.
 */
const SAFETY_NET_SECONDS = 60

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/** What the view draws of a page. */
export function pageContent(payload: Payload, page: Page): PageContent {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug ?? String(page.id),
    address: pageAddress({ ...page, slug: page.slug ?? String(page.id) }),
    blocks: page.blocks ?? [],
    seo: {
      title: page.seo?.title?.trim() || page.title,
      description: page.seo?.description?.trim() || null,
      image: pageImage(page.seo?.image, payload.logger),
    },
    program:
      page.section === 'programs'
        ? {
            kind: page.program?.kind ?? 'other',
            summary: page.program?.summary?.trim() || page.seo?.description?.trim() || null,
            picture: pageImage(page.program?.picture ?? page.seo?.image, payload.logger),
            eventTag: idOf(page.program?.eventTag),
          }
        : null,
    updatedAt: page.updatedAt,
  }
}

const plausibleSlug = (slug: string) => slug.length > 0 && slug.length <= SLUG_MAX_LENGTH

/** Published public pages as a visitor may read them (the collection's access decides: no person, no override). */
async function findPublic(payload: Payload, where: Where, limit: number): Promise<Page[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where,
    limit,
    depth: 1,
    sort: 'title',
    overrideAccess: false,
  })
  return docs
}

const loadPublished = cachedPageData(
  async (section: PageSection, slug: string) => {
    const payload = await payloadInstance()
    const [page] = await findPublic(
      payload,
      { and: [{ section: { equals: section } }, { slug: { equals: slug } }, { aboutLanding: { not_equals: true } }] },
      1,
    )
    return page ? pageContent(payload, page) : null
  },
  ['content-pages', 'published'],
  { tags: [PAGES_TAG], revalidate: SAFETY_NET_SECONDS },
)

/** `/{slug}` or `/about/{slug}`: the published public page, or null (→ 404). */
export async function publishedPage(section: PageSection, slug: string): Promise<PageContent | null> {
  return plausibleSlug(slug) ? loadPublished(section, slug) : null
}

export type AboutSection = {
  landing: PageContent | null
  pages: { title: string; address: string; description: string | null }[]
}

/** `/about`: its landing page if one is published, and the about pages (listed when there is no landing). */
export const aboutSection = cachedPageData(
  async (): Promise<AboutSection> => {
    const payload = await payloadInstance()
    const pages = await findPublic(payload, { section: { equals: 'about' } }, 200)
    const landing = pages.find((page) => page.aboutLanding)
    return {
      landing: landing ? pageContent(payload, landing) : null,
      pages: pages
        .filter((page) => !page.aboutLanding)
        .map((page) => pageContent(payload, page))
        .map(({ title, address, seo }) => ({ title, address, description: seo.description })),
    }
  },
  ['content-pages', 'about'],
  { tags: [PAGES_TAG], revalidate: SAFETY_NET_SECONDS },
)

export type ProgramCard = {
  title: string
  address: string
  summary: string | null
  picture: PageImage | null
}

/** `/programs`: the published public programs, grouped by kind in the kinds' order (kinds without one left out). */
export const programsSection = cachedPageData(
  async (): Promise<{ kind: ProgramKind; programs: ProgramCard[] }[]> => {
    const payload = await payloadInstance()
    const pages = await findPublic(payload, { section: { equals: 'programs' } }, 200)
    const programs = pages.map((page) => pageContent(payload, page))
    return PROGRAM_KINDS.map((kind) => ({
      kind,
      programs: programs
        .filter((page) => page.program?.kind === kind)
        .map(({ title, address, program }) => ({
          title,
          address,
          summary: program?.summary ?? null,
          picture: program?.picture ?? null,
        })),
    })).filter((group) => group.programs.length > 0)
  },
  ['content-pages', 'programs'],
  { tags: [PAGES_TAG], revalidate: SAFETY_NET_SECONDS },
)

/** Every published public page with its last change, for the sitemap (never drafts, members or link pages); cached under the pages' tag. */
export function pageSitemap(payload: Payload): Promise<{ path: string; lastModified: string }[]> {
  return cachedPageData(
    async () => {
      const pages = await findPublic(payload, {}, 10_000)
      return pages.map((page) => ({
        path: pageAddress({ ...page, slug: page.slug ?? String(page.id) }),
        lastModified: page.updatedAt,
      }))
    },
    ['content-pages', 'sitemap'],
    { tags: [PAGES_TAG], revalidate: SAFETY_NET_SECONDS },
  )()
}

/** A page by its id or slug, as the newest draft has it (for `/temp/…`; never cached). */
export async function latestDraft(payload: Payload, key: string): Promise<(PageContent & { page: Page }) | null> {
  if (!key || key.length > SLUG_MAX_LENGTH) return null
  const { docs } = await payload.find({
    collection: 'pages',
    where: /^\d{1,10}$/.test(key)
      ? { or: [{ id: { equals: Number(key) } }, { slug: { equals: key } }] }
      : { slug: { equals: key } },
    draft: true,
    limit: 2,
    depth: 1,
    overrideAccess: true,
  })
  const page = docs.find((doc) => String(doc.id) === key) ?? docs[0]
  return page ? { ...pageContent(payload, page), page } : null
}

/** A published members-only or link-only page, read for `/private/{slug}` once the route has decided who sees it. */
export async function publishedPrivatePage(payload: Payload, slug: string): Promise<Page | null> {
  if (!plausibleSlug(slug)) return null
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { slug: { equals: slug } },
        { _status: { equals: 'published' } },
        { visibility: { in: ['members', 'link'] } },
      ],
    },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
