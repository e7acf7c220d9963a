import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

export const SLUG_MAX_LENGTH = 80
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u

/**
 * The address form of a name: lower case, accents dropped ("Márquez" →
 * "marquez"), anything but letters and digits made a single dash. Letters of
 * other scripts are kept, so a name in Japanese still has an address.
 */
export function slugify(text: string, fallback = 'untitled'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  if (!slug) return fallback
  if (slug.length <= SLUG_MAX_LENGTH) return slug
  const cut = slug.slice(0, SLUG_MAX_LENGTH)
  // Cut at a word boundary when there is one, so no word is left half-written.
  const lastDash = cut.lastIndexOf('-')
  return (lastDash > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '')
}

/** Why staff cannot use this slug, in words, or undefined when they can. */
export function slugProblem(slug: string | null | undefined): string | undefined {
  if (!slug) return 'Give the address (slug).'
  if (slug.length > SLUG_MAX_LENGTH) return `The address is at most ${SLUG_MAX_LENGTH} characters.`
  if (!SLUG_PATTERN.test(slug)) return 'Use lower-case letters and digits, with single dashes between words.'
  return undefined
}

/** The base itself when free, else the base with the first free suffix: `ada-lee`, `ada-lee-2`, `ada-lee-3`… */
export function withFreeSuffix(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * A slug made from `text` that no other document of the collection holds. Two
 * saves racing for the same slug are stopped by the column's unique index.
 */
export async function freeSlug(
  payload: Payload,
  options: { collection: CollectionSlug; text: string; fallback: string; req?: PayloadRequest; exceptId?: number },
): Promise<string> {
  const base = slugify(options.text, options.fallback)
  const { docs } = await payload.find({
    collection: options.collection,
    where: {
      and: [
        { slug: { like: base } },
        ...(options.exceptId === undefined ? [] : [{ id: { not_equals: options.exceptId } }]),
      ],
    },
    select: { slug: true } as never,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req: options.req,
  })
  const taken = new Set(docs.map((doc) => (doc as { slug?: string | null }).slug).filter((slug) => slug != null))
  return withFreeSuffix(base, taken as Set<string>)
}

/** Whether a slug is the one `text` would make, suffix aside: `ada-lee` and `ada-lee-3` fit “Ada Lee”. */
export function slugFits(slug: string | null | undefined, text: string | null | undefined, fallback = 'artist') {
  if (!slug || !text) return false
  const base = slugify(text, fallback)
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)))
}
