import type { Payload } from 'payload'

import { hasRole, type Person } from '@/domains/accounts'
import { publicProfileWhere } from '@/domains/artists'
import { memberInGoodStanding } from '@/domains/membership'
import type { Transaction } from '@/platform/database/transaction'

import type { SeasonView } from './season-view'

/** Something an artist lacks to register, in words, with where to put it right. */
export type Missing = { key: 'artist' | 'profile' | 'membership'; problem: string; href: string; link: string }

export type Eligibility = { profile: number | null; missing: Missing[] }

type Source = Payload | Transaction
const payloadOf = (source: Source): Payload =>
  'req' in source && !('collections' in source) ? source.req.payload : (source as Payload)
const reqOf = (source: Source) => ('req' in source && !('collections' in source) ? source.req : undefined)

/**
 * What an artist needs to register (decision 051): an artist account with a
 * public profile (one staff have approved, as the artists domain decides),
 * and, when the season asks for it, an artist membership in good standing
 * on the day. Each missing thing is said with the page that gives it.
 */
export async function eligibilityOf(
  source: Source,
  season: SeasonView,
  person: Person,
  now: Date,
  timeZone: string,
): Promise<Eligibility> {
  const payload = payloadOf(source)
  const missing: Missing[] = []
  let profile: number | null = null
  if (!hasRole(person, 'artist')) {
    missing.push({
      key: 'artist',
      problem: 'Open Studios is for artists: your account is not an artist account yet.',
      href: '/dashboard',
      link: 'Apply for an artist account from your dashboard',
    })
  } else {
    const found = await payload.find({
      collection: 'artist-profiles',
      where: { and: [{ owner: { equals: person.id } }, publicProfileWhere()] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req: reqOf(source),
    })
    profile = found.docs[0]?.id ?? null
    if (profile === null) {
      missing.push({
        key: 'profile',
        problem:
          'Your artist profile is not public yet: visitors find you through it, so it must be approved before you register.',
        href: '/dashboard/profile',
        link: 'Complete your profile and send it for approval',
      })
    }
  }
  if (season.requiresMembership) {
    const standing = await memberInGoodStanding(source, person.id, { audience: 'artist', on: now, timeZone })
    if (!standing) {
      missing.push({
        key: 'membership',
        problem: `${season.name} is open to artist members: you need an artist membership in good standing.`,
        href: '/artistmembership',
        link: 'Join or renew the artist membership',
      })
    }
  }
  return { profile, missing }
}
