import type { Payload } from 'payload'

import { cachedPageData } from '@/platform/http/public-pages'

import type { PolicyPath } from '../collections/Policies'

/** The cache tag of the policies, expired when one changes (decision 114). */
export const POLICIES_TAG = 'policies'

/** The policy at `/{path}` as its page and its page data read it, or null while there is none. */
export function publicPolicy(payload: Payload, path: PolicyPath) {
  return cachedPageData(
    async (key: PolicyPath) => {
      const { docs } = await payload.find({
        collection: 'policies',
        where: { path: { equals: key } },
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['policies'],
    { tags: [POLICIES_TAG], revalidate: 60 },
  )(path)
}

/** A policy's "Last updated" date, as the public page and the tool write it: the day of its last saved version, in the organisation's time zone. */
export function lastUpdated(updatedAt: string, timeZone: string): string {
  return new Date(updatedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone })
}
