import type { Payload } from 'payload'

import type { PolicyPath } from '../collections/Policies'

/** The policy at `/{path}` as its page and its page data read it, or undefined while there is none. */
export async function publicPolicy(payload: Payload, path: PolicyPath) {
  const { docs } = await payload.find({
    collection: 'policies',
    where: { path: { equals: path } },
    limit: 1,
    overrideAccess: false,
  })
  return docs[0]
}

/** A policy's "Last updated" date, as the public page and the tool write it: the day of its last saved version, in the organisation's time zone. */
export function lastUpdated(updatedAt: string, timeZone: string): string {
  return new Date(updatedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone })
}
