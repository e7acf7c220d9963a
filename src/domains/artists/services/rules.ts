import type { Person } from '@/domains/accounts'

/**
 * The rules of artist profiles and artworks as plain functions: what an artist
 * may change about their own, what a profile needs before it is submitted, and
 * the checks of single fields. The collections' hooks apply them to every way
 * in (the local API, REST, GraphQL, the control panel); staff are not bound by
 * the artist's rules.
 */

export const PROFILE_STATUSES = ['draft', 'pending', 'published', 'hidden', 'rejected'] as const
export type ProfileStatus = (typeof PROFILE_STATUSES)[number]
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for verification',
  published: 'Published',
  hidden: 'Hidden by staff',
  rejected: 'Rejected',
}

export const ARTWORK_STATUSES = ['draft', 'published', 'hidden'] as const
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number]
export const ARTWORK_STATUS_LABELS: Record<ArtworkStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  hidden: 'Hidden by staff',
}

export const AVAILABILITY = ['available', 'sold', 'not-for-sale'] as const
export type Availability = (typeof AVAILABILITY)[number]
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  sold: 'Sold',
  'not-for-sale': 'Not for sale',
}

/** Every price on the site is in this currency (decision 024). */
export const ART_CURRENCY = 'USD'
export const PRICE_MAX = 10_000_000

export const DISPLAY_NAME_MAX_LENGTH = 120
export const BIO_MAX_LENGTH = 600
export const STATEMENT_MAX_LENGTH = 8000
export const REJECTION_REASON_MAX_LENGTH = 2000
export const LINKS_MAX = 10
export const LINK_KINDS = [
  'website',
  'instagram',
  'facebook',
  'x',
  'tiktok',
  'youtube',
  'vimeo',
  'linkedin',
  'other',
] as const
export const LINK_KIND_LABELS: Record<(typeof LINK_KINDS)[number], string> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  linkedin: 'LinkedIn',
  other: 'Other',
}
export const URL_MAX_LENGTH = 500
export const ARTWORK_IMAGES_MAX = 12
export const TAGS_MAX = 20
export const TAG_MAX_LENGTH = 40
export const EARLIEST_YEAR = 1000

/** A relationship's id whether it came as an id or as the related document. */
export function idOf(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return idOf((value as { id?: unknown }).id)
  if (typeof value === 'number' || typeof value === 'string') return value
  return null
}

const sameId = (a: unknown, b: unknown) => String(idOf(a)) === String(idOf(b))

// ---------------------------------------------------------------- profiles

export type ProfileFields = {
  owner?: unknown
  displayName?: string | null
  slug?: string | null
  bio?: string | null
  mediums?: unknown[] | null
  status?: ProfileStatus | null
  rejectionReason?: string | null
  verified?: boolean | null
  verifiedAt?: string | null
}

/** The message an artist sees when they try to publish their own profile. */
export const PUBLISH_REFUSAL = 'Only staff publish a profile. Submit it for verification instead.'

const changed = (data: Record<string, unknown>, original: Record<string, unknown>, field: string) =>
  field in data && (data[field] ?? null) !== (original[field] ?? null)

/**
 * Why an artist (anyone bound by the artist's rules) may not save this change
 * to a profile, in words; null when they may. `original` is absent when the
 * profile is being created.
 */
export function profileChangeRefusal(
  person: Person,
  change: { data: ProfileFields; original?: ProfileFields },
): string | null {
  const { data } = change
  const original = change.original ?? {}
  const creating = change.original === undefined
  if (creating ? !sameId(data.owner ?? person.id, person.id) : 'owner' in data && !sameId(data.owner, original.owner)) {
    return creating
      ? 'You can create an artist profile only for yourself.'
      : 'A profile stays with the person it belongs to; only staff move it to someone else.'
  }
  if (changed(data, original, 'verified') || changed(data, original, 'verifiedAt')) {
    if (!(creating && !data.verified && !data.verifiedAt)) return 'Only staff verify a profile.'
  }
  if (changed(data, original, 'slug') && !(creating && !data.slug)) {
    return 'The address of a profile is made from its name; only staff change it.'
  }
  if (changed(data, original, 'rejectionReason') && !(creating && !data.rejectionReason)) {
    return 'Only staff give the reason for a rejection.'
  }
  if (data.status && data.status !== (original.status ?? 'draft') && !['draft', 'pending'].includes(data.status)) {
    return data.status === 'published'
      ? PUBLISH_REFUSAL
      : 'Only staff hide or reject a profile. You can save it as a draft or submit it for verification.'
  }
  return null
}

/**
 * The status an artist's save leaves: a submission stays submitted; any other
 * save — an edit of a published, submitted, rejected or hidden profile
 * included — is a draft, which the artist submits again (decision 024).
 */
export function statusAfterArtistSave(requested: ProfileStatus | null | undefined): ProfileStatus {
  return requested === 'pending' ? 'pending' : 'draft'
}

/** What a profile lacks before it can be submitted for verification, as field and message. */
export function submissionProblems(profile: ProfileFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  if (!profile.displayName?.trim())
    problems.push({ path: 'displayName', message: 'Give the name you show the public.' })
  if (!profile.bio?.trim()) problems.push({ path: 'bio', message: 'Write a short bio before you submit the profile.' })
  if (!profile.mediums?.length) {
    problems.push({ path: 'mediums', message: 'Choose at least one medium before you submit the profile.' })
  }
  return problems
}

/** A rejection says why, since the artist is told. */
export function rejectionProblem(status: ProfileStatus | null | undefined, reason: string | null | undefined) {
  return status === 'rejected' && !reason?.trim()
    ? 'Say why the profile is rejected: the artist is told the reason.'
    : undefined
}

// ---------------------------------------------------------------- artworks

export type ArtworkFields = { artist?: unknown; slug?: string | null; status?: ArtworkStatus | null }

/**
 * Why an artist may not save this change to an artwork, in words; null when
 * they may. `profileOwner` is the owner of the profile the artwork will belong to.
 */
export function artworkChangeRefusal(
  person: Person,
  change: { data: ArtworkFields; original?: ArtworkFields; profileOwner: unknown },
): string | null {
  const { data } = change
  const original = change.original ?? {}
  const creating = change.original === undefined
  if (!sameId(change.profileOwner, person.id)) return 'You can add artworks only to your own artist profile.'
  if (changed(data, original, 'slug') && !(creating && !data.slug)) {
    return 'The address of an artwork is made from its title; only staff change it.'
  }
  const status = data.status ?? original.status ?? 'draft'
  if (original.status === 'hidden' && status !== 'hidden') {
    return 'Staff hid this artwork; only staff show it again.'
  }
  if (status === 'hidden' && original.status !== 'hidden') {
    return 'Only staff hide an artwork. Save it as a draft to take it off your public profile.'
  }
  return null
}

// ---------------------------------------------------------------- single fields

/** Why a link cannot be saved, in words, or undefined when it can: an absolute http(s) address. */
export function linkProblem(url: string | null | undefined): string | undefined {
  if (!url?.trim()) return 'Give the address, like https://example.org.'
  if (url.length > URL_MAX_LENGTH) return `A link is at most ${URL_MAX_LENGTH} characters.`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return `“${url.slice(0, 60)}” is not a web address: write it in full, like https://example.org.`
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'A link starts with https:// (or http://).'
  }
  if (!parsed.hostname.includes('.') || parsed.username || parsed.password) {
    return `“${url.slice(0, 60)}” is not a web address: write it in full, like https://example.org.`
  }
  return undefined
}

type LexicalNode = { text?: unknown; children?: unknown }

/** The words of a Lexical rich-text document, paragraphs joined by line breaks. */
export function richTextWords(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const walk = (node: LexicalNode): string => {
    if (typeof node.text === 'string') return node.text
    const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
    return children.map(walk).join(children.some((child) => Array.isArray(child.children)) ? '\n' : '')
  }
  return walk(root)
}

export function statementProblem(value: unknown): string | undefined {
  const length = richTextWords(value).length
  return length > STATEMENT_MAX_LENGTH
    ? `The statement is at most ${STATEMENT_MAX_LENGTH} characters (this has ${length}).`
    : undefined
}

export function yearProblem(year: number | null | undefined, now = new Date()): string | undefined {
  if (year === null || year === undefined) return undefined
  const latest = now.getUTCFullYear() + 1
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > latest) {
    return `Give the year as four digits, from ${EARLIEST_YEAR} to ${latest}.`
  }
  return undefined
}

export function tagsProblem(tags: readonly string[] | null | undefined): string | undefined {
  if (!tags) return undefined
  if (tags.length > TAGS_MAX) return `Use at most ${TAGS_MAX} tags.`
  const long = tags.find((tag) => tag.length > TAG_MAX_LENGTH)
  if (long) return `A tag is at most ${TAG_MAX_LENGTH} characters: “${long.slice(0, 60)}”.`
  if (tags.some((tag) => !tag.trim())) return 'A tag cannot be empty.'
  return undefined
}
