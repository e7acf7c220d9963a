import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { CalendarDate } from '@/platform/calendar'
import type { RateLimit } from '@/platform/rate-limit'

import { standingOf } from './member-view'
import type { Audience } from './vocabulary'

/**
 * The digital membership card (decision 062): a random token per member,
 * shown as a QR code of the public verification address. The address answers
 * only whether the card is valid today and of which kind of membership — never
 * who holds it. Issuing a new card replaces the token, so an old card (a
 * screenshot passed on) stops verifying.
 */

/** Checks from one client address before it must wait: enough for a shop's counter, too few to guess tokens. */
export const CARD_CHECKS: RateLimit = { name: 'membership-card-checks', points: 30, durationSeconds: 10 * 60 }

const TOKEN = /^[A-Za-z0-9_-]{32}$/

/** 24 random bytes, 32 URL-safe characters: too many to guess within any rate limit. */
const newToken = () => randomBytes(24).toString('base64url')

export function cardVerifyPath(token: string): string {
  return `/membership/verify/${token}`
}

/** The person's card token, made on first asking. */
export async function cardTokenOf(payload: Payload, person: number): Promise<string> {
  const { docs } = await payload.find({
    collection: 'membership-cards',
    where: { person: { equals: person } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].token
  try {
    return (
      await payload.create({
        collection: 'membership-cards',
        data: { person, token: newToken() },
        overrideAccess: true,
      })
    ).token
  } catch (error) {
    // Two first visits at once: the unique index kept one card; read it.
    const again = await payload.find({
      collection: 'membership-cards',
      where: { person: { equals: person } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (again.docs[0]) return again.docs[0].token
    throw error
  }
}

/** A new token for the person's card: the old one no longer verifies. */
export async function reissueCard(payload: Payload, person: number): Promise<string> {
  await cardTokenOf(payload, person)
  const { docs } = await payload.update({
    collection: 'membership-cards',
    where: { person: { equals: person } },
    data: { token: newToken() },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!.token
}

export type CardCheck = { valid: false } | { valid: true; kinds: Audience[] }

/** What the verification address answers for `token` on `today`: valid (and of which kinds) or not. */
export async function checkCard(payload: Payload, token: string, today: CalendarDate): Promise<CardCheck> {
  if (!TOKEN.test(token)) return { valid: false }
  const { docs } = await payload.find({
    collection: 'membership-cards',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const card = docs[0]
  if (!card) return { valid: false }
  const person = typeof card.person === 'object' ? card.person.id : card.person
  const standing = await standingOf(payload, person, today)
  const kinds = (Object.keys(standing) as Audience[]).filter(
    (audience) => standing[audience] === 'active' || standing[audience] === 'grace',
  )
  return kinds.length ? { valid: true, kinds } : { valid: false }
}
