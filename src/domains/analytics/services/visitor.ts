import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { organisationDate } from '@/platform/calendar'

/**
 * The salt's day is the organisation's (TIMEZONE), as the dashboard's days are: a person who visits in the
 * afternoon and again in the evening is one visitor of that day, not two either side of midnight in UTC.
 */
export function dayOf(now: Date, timeZone: string): string {
  return organisationDate(now, timeZone)
}

/** The same person on the same day gets the same hash; across days, or without the salt, hashes link to nothing. */
export function visitorHash(salt: string, parts: { address: string; userAgent: string; host: string }): string {
  return createHash('sha256')
    .update(`${salt}\n${parts.address}\n${parts.userAgent}\n${parts.host}`)
    .digest('hex')
    .slice(0, 32)
}

const saltCache = new Map<string, string>()

async function storedSalt(payload: Payload, day: string): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'analytics-salts',
    overrideAccess: true,
    where: { day: { equals: day } },
    limit: 1,
  })
  return docs[0]?.salt
}

/** Today's salt, created by whichever app instance needs it first; older salts are destroyed. */
export async function dailySalt(payload: Payload, now: Date, timeZone: string): Promise<string> {
  const day = dayOf(now, timeZone)
  const cached = saltCache.get(day)
  if (cached) return cached
  let salt = await storedSalt(payload, day)
  if (!salt) {
    try {
      const created = await payload.create({
        collection: 'analytics-salts',
        overrideAccess: true,
        data: { day, salt: randomBytes(32).toString('hex') },
      })
      salt = created.salt
    } catch {
      // Another instance created today's salt first: use theirs.
      salt = await storedSalt(payload, day)
      if (!salt) throw new Error('Could not create or read the daily analytics salt')
    }
    await payload.delete({ collection: 'analytics-salts', overrideAccess: true, where: { day: { not_equals: day } } })
  }
  saltCache.clear()
  saltCache.set(day, salt)
  return salt
}
