import { randomBytes, timingSafeEqual } from 'node:crypto'

import { hasRole, isStaff, type Person, type Role } from '@/domains/accounts'

import type { PageVisibility } from './page-rules'

/** Roles a members-only page may be narrowed to (staff always see it). */
export const PAGE_MEMBER_ROLES = ['artist', 'artlover', 'advertiser', 'partner'] as const satisfies readonly Role[]
export const PAGE_MEMBER_AUDIENCES = ['artist', 'artlover'] as const

export type PrivatePage = {
  visibility?: PageVisibility | null
  linkKey?: string | null
  /** Members-only, narrowed to people holding this role. */
  membersRole?: (typeof PAGE_MEMBER_ROLES)[number] | null
  /** Members-only, narrowed to members of this kind of membership (else any membership). */
  membersAudience?: (typeof PAGE_MEMBER_AUDIENCES)[number] | null
}

/**
 * What `/private/{slug}` answers: the page, a sign-in prompt for a visitor
 * not signed in to a members-only page, or the 404 page, which never says
 * whether the page exists.
 */
export type PrivateAnswer = 'open' | 'sign-in' | 'not-found'

/** A new secret for a link-only page: 144 random bits, safe in an address. */
export function newLinkKey(): string {
  return randomBytes(18).toString('base64url')
}

/** Whether the key given in the address is the page's (in constant time: the key is a password). */
export function keyMatches(expected: string | null | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function privatePageAnswer({
  page,
  person,
  key,
  inGoodStanding,
}: {
  page: PrivatePage | null
  person: Person | null | undefined
  key?: string | null
  /** Whether the person is a member in good standing (of the audience, when given). */
  inGoodStanding: (audience: PrivatePage['membersAudience']) => Promise<boolean>
}): Promise<PrivateAnswer> {
  if (!page) return 'not-found'
  if (page.visibility === 'link') return keyMatches(page.linkKey, key) ? 'open' : 'not-found'
  if (page.visibility !== 'members') return 'not-found'
  if (!person) return 'sign-in'
  if (isStaff(person)) return 'open'
  if (page.membersRole && !hasRole(person, page.membersRole)) return 'not-found'
  return (await inGoodStanding(page.membersAudience ?? null)) ? 'open' : 'not-found'
}
