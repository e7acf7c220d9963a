import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { LINK_DAYS } from './preview-link-days'

/** The fixed pages' preview targets; a built page's is `page:{id}`. */
export const FIXED_PREVIEWS = {
  'home-page': { path: '/temp/homepagetemp', label: 'Home page' },
  'artists-page': { path: '/temp/artistspagetemp', label: 'Artists page' },
  'art-lover-page': { path: '/temp/artlovertemp', label: 'Art lovers’ page' },
  'donors-page': { path: '/temp/donorspagetemp', label: 'Donors page' },
} as const

export type FixedPreviewTarget = keyof typeof FIXED_PREVIEWS

const PAGE_TARGET = /^page:([1-9][0-9]{0,9})$/

export function isPreviewTarget(target: string): boolean {
  return Object.hasOwn(FIXED_PREVIEWS, target) || PAGE_TARGET.test(target)
}

/** Where a target's draft is previewed. */
export function previewPath(target: string): string {
  if (Object.hasOwn(FIXED_PREVIEWS, target)) return FIXED_PREVIEWS[target as FixedPreviewTarget].path
  const page = PAGE_TARGET.exec(target)
  if (!page) throw new Error(`Not a preview target: ${target}`)
  return `/temp/${page[1]}`
}

const DAY_MS = 24 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Whether a days field is a whole number of days a link may last; else the reason, in words. */
export function linkDaysProblem(days: string): string | null {
  const value = Number(days.trim())
  if (!days.trim() || !Number.isInteger(value)) return 'Give the number of days as a whole number, such as 7.'
  if (value < LINK_DAYS.least || value > LINK_DAYS.most) {
    return `A preview link lasts from ${LINK_DAYS.least} to ${LINK_DAYS.most} days.`
  }
  return null
}

export type StoredLink = { target: string; tokenHash: string; expiresAt: string; revokedAt?: string | null }

/**
 * Whether a stored link opens this target's preview for this token now: the
 * same target, not revoked, not expired, and the token's hash equal to the
 * stored one (compared in constant time, so the answer's timing tells nothing
 * of how much of a guessed token was right).
 */
export function linkOpens(link: StoredLink, { target, token, now }: { target: string; token: string; now: Date }) {
  if (link.target !== target || link.revokedAt) return false
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return false
  const given = Buffer.from(hashToken(token), 'hex')
  const stored = Buffer.from(link.tokenHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** Whether some link staff made opens this target's preview for this token now. */
export async function previewLinkOpens(
  payload: Payload,
  { target, token, now }: { target: string; token: string | null | undefined; now: Date },
): Promise<boolean> {
  if (!token || token.length > 100 || !isPreviewTarget(target)) return false
  const { docs } = await payload.find({
    collection: 'preview-links',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: { target: { equals: target }, revokedAt: { exists: false }, expiresAt: { greater_than: now.toISOString() } },
  })
  // Every candidate is compared, so the time taken does not depend on which one matched.
  return docs.map((link) => linkOpens(link, { target, token, now })).includes(true)
}

export type MadeLink = { id: number; token: string; path: string; expiresAt: Date }

/** Makes a preview link lasting `days` from `now`; the token is returned once and stored only as its hash. */
export async function makePreviewLink(
  payload: Payload,
  { target, days, madeBy, now }: { target: string; days: number; madeBy: number; now: Date },
): Promise<MadeLink> {
  if (!isPreviewTarget(target)) throw new Error(`Not a preview target: ${target}`)
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + days * DAY_MS)
  const link = await payload.create({
    collection: 'preview-links',
    overrideAccess: true,
    data: { target, tokenHash: hashToken(token), expiresAt: expiresAt.toISOString(), madeBy },
  })
  return { id: link.id, token, path: `${previewPath(target)}?token=${token}`, expiresAt }
}

/** Revokes a link now; a link revoked already keeps its first revocation. Whether it was this target's link. */
export async function revokePreviewLink(
  payload: Payload,
  { id, target, now }: { id: number; target: string; now: Date },
): Promise<'revoked' | 'already' | 'unknown'> {
  const link = await payload.findByID({ collection: 'preview-links', id, overrideAccess: true, disableErrors: true })
  if (!link || link.target !== target) return 'unknown'
  if (link.revokedAt) return 'already'
  await payload.update({
    collection: 'preview-links',
    id,
    overrideAccess: true,
    data: { revokedAt: now.toISOString() },
  })
  return 'revoked'
}

/** A target's links, newest first, for the panel: which still open the preview and until when. */
export async function previewLinksOf(payload: Payload, target: string, now: Date) {
  const { docs } = await payload.find({
    collection: 'preview-links',
    overrideAccess: true,
    depth: 1,
    limit: 20,
    sort: '-createdAt',
    where: { target: { equals: target } },
  })
  return docs.map((link) => ({
    id: link.id,
    madeAt: new Date(link.createdAt),
    expiresAt: new Date(link.expiresAt),
    revokedAt: link.revokedAt ? new Date(link.revokedAt) : null,
    open: !link.revokedAt && new Date(link.expiresAt).getTime() > now.getTime(),
    madeBy: typeof link.madeBy === 'object' && link.madeBy ? (link.madeBy.email ?? null) : null,
  }))
}
