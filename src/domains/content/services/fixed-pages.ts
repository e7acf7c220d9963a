import type { Payload } from 'payload'

import { cachedPageData } from '@/platform/http/public-pages'

import type { ArtistsPage, ArtLoverPage, DonorsPage, HomePage } from '@/payload-types'

type FixedSlugs = {
  'home-page': HomePage
  'artists-page': ArtistsPage
  'art-lover-page': ArtLoverPage
  'donors-page': DonorsPage
}

/** The cache tag of a fixed page's published version, expired when staff publish it. */
export const fixedPageTag = (slug: string) => `fixed-page:${slug}`

const published = (payload: Payload, slug: keyof FixedSlugs) =>
  cachedPageData(
    (key: keyof FixedSlugs) => payload.findGlobal({ slug: key, depth: 1, overrideAccess: false }),
    ['fixed-page'],
    // Under a tag, so a route handler reading it (`{path}/_payload.json`) expires with the page (decision 114).
    { tags: [fixedPageTag(slug)], revalidate: 60 },
  )(slug)

/**
 * A fixed page as visitors see it (its published version, read as a guest) or,
 * for a preview already allowed by `mayPreview`, its latest draft.
 */
export async function fixedPage<S extends keyof FixedSlugs>(
  payload: Payload,
  slug: S,
  { draft = false }: { draft?: boolean } = {},
): Promise<FixedSlugs[S]> {
  const page = draft ? payload.findGlobal({ slug, draft, depth: 1, overrideAccess: true }) : published(payload, slug)
  return (await page) as FixedSlugs[S]
}

export type ArtistsSectionPage = NonNullable<ArtistsPage['sections']>[number]

/** A section page of the artists section by its address, or null. */
export async function artistsSectionPage(
  payload: Payload,
  slug: string,
  options: { draft?: boolean } = {},
): Promise<ArtistsSectionPage | null> {
  const page = await fixedPage(payload, 'artists-page', options)
  return page.sections?.find((section) => section.slug === slug) ?? null
}

/** When the published version was published, and whether a newer draft waits (for the editor tools' overview). */
export async function fixedPageStatus(payload: Payload, slug: keyof FixedSlugs) {
  const [published, versions] = await Promise.all([
    payload.findGlobal({ slug, draft: false, depth: 0, overrideAccess: true }),
    payload.findGlobalVersions({ slug, limit: 1, sort: '-updatedAt', depth: 0, overrideAccess: true }),
  ])
  const latest = versions.docs[0]
  const publishedAt =
    (published as { _status?: string })._status === 'published' ? new Date(published.updatedAt!) : null
  const draftWaiting =
    latest?.version?._status === 'draft' &&
    (!publishedAt || new Date(latest.updatedAt).getTime() > publishedAt.getTime())
  return { publishedAt, draftSavedAt: draftWaiting ? new Date(latest.updatedAt) : null }
}
