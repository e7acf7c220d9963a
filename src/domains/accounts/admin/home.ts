import type { Finder } from '@/platform/cpanel/find'
import type { WorkQueue } from '@/platform/cpanel/work'

import { searchPeople } from '../services/people'

/** The people's work waiting on the staff home: artist applications for the verifier. */
export const ACCOUNT_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'verifier',
    label: 'Artist applications awaiting verification',
    filter: 'kind=artist-application',
    count: async (payload) =>
      (
        await payload.count({
          collection: 'users',
          overrideAccess: true,
          // The verifier's own queue: the same conditions.
          where: {
            and: [
              { artistApplication: { equals: 'pending' } },
              { status: { not_equals: 'suspended' } },
              { mergedInto: { exists: false } },
            ],
          },
        })
      ).totalDocs,
  },
]

/** A person by name or email, spelling mistakes forgiven (the people tools' search). */
export const PEOPLE_FINDER: Finder = {
  kind: 'People',
  find: async (payload, words) =>
    (await searchPeople(payload, words, 6)).map((person) => ({
      label: person.name || person.email,
      detail: person.name ? person.email : undefined,
      path: `collections/users/${person.id}`,
    })),
}
