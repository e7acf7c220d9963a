/**
 * The rules of built pages (`pages`) that need no database: what a slug may
 * be, where a page answers, and what the tool says of its state.
 */

export const PAGE_SECTIONS = ['top', 'about', 'programs'] as const
export type PageSection = (typeof PAGE_SECTIONS)[number]
export const PAGE_SECTION_LABELS: Record<PageSection, string> = {
  top: 'Its own address (/{slug})',
  about: 'The about section (/about/{slug})',
  programs: 'A program (/programs/{slug})',
}

/** What kind of program a program page is: how `/programs` groups them, in this order. */
export const PROGRAM_KINDS = ['residency', 'class', 'exhibition', 'other'] as const
export type ProgramKind = (typeof PROGRAM_KINDS)[number]
export const PROGRAM_KIND_LABELS: Record<ProgramKind, string> = {
  residency: 'Residencies',
  class: 'Classes and workshops',
  exhibition: 'Exhibitions',
  other: 'More programs',
}

export const PAGE_VISIBILITIES = ['public', 'members', 'link'] as const
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number]
export const PAGE_VISIBILITY_LABELS: Record<PageVisibility, string> = {
  public: 'Everyone',
  members: 'Signed-in members only',
  link: 'Whoever has its secret link',
}

export const SLUG_MAX_LENGTH = 80
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What is wrong with a slug, in words, or null when it is fine. */
export function slugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') return 'A page needs a slug: the words of its address.'
  if (slug.length > SLUG_MAX_LENGTH) return `A slug is at most ${SLUG_MAX_LENGTH} characters long.`
  if (!SLUG.test(slug))
    return 'A slug is lower-case letters and digits, words joined by single hyphens (like “our-story”).'
  return null
}

/** A slug made from a title: what an editor gets when they leave the slug empty. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

export type PageAddressing = {
  slug: string
  section?: PageSection | null
  aboutLanding?: boolean | null
  visibility?: PageVisibility | null
}

/** A slug's address in its section: `/about/{slug}`, `/programs/{slug}` or `/{slug}`. */
export const sectionAddress = (slug: string, section: PageSection | null | undefined) =>
  section === 'about' || section === 'programs' ? `/${section}/${slug}` : `/${slug}`

/** Where a published page answers: `/private/…` for members or link pages, else its section's address. */
export function pageAddress(page: PageAddressing): string {
  if (page.visibility === 'members' || page.visibility === 'link') return `/private/${page.slug}`
  if (page.section === 'about' && page.aboutLanding) return '/about'
  return sectionAddress(page.slug, page.section)
}

/** Every address a page may have had with these settings: all are expired from the cache when it changes. */
export function addressesOf(page: PageAddressing | null | undefined): string[] {
  if (!page?.slug) return []
  return [
    ...new Set([
      pageAddress(page),
      ...PAGE_SECTIONS.map((section) => sectionAddress(page.slug, section)),
      ...(page.aboutLanding ? ['/about'] : []),
    ]),
  ]
}

export type PageStateInput = {
  /** The status of the newest version: a draft saved after publishing makes it `draft`. */
  latestStatus: 'draft' | 'published'
  /** Whether visitors see a version of it now. */
  published: boolean
  scheduled?: readonly { type: 'publish' | 'unpublish'; at: string }[]
}

export type PageState =
  | { state: 'draft' }
  | { state: 'published' }
  | { state: 'changed' }
  | { state: 'scheduled'; type: 'publish' | 'unpublish'; at: string }

/**
 * What the page builder says of a page: a schedule first (it is what happens
 * next), then a draft never published, a published page with newer unpublished
 * changes, or a published page as it is.
 */
export function pageState(page: PageStateInput): PageState {
  const next = [...(page.scheduled ?? [])].sort((a, b) => a.at.localeCompare(b.at))[0]
  if (next) return { state: 'scheduled', type: next.type, at: next.at }
  if (!page.published) return { state: 'draft' }
  return page.latestStatus === 'draft' ? { state: 'changed' } : { state: 'published' }
}
