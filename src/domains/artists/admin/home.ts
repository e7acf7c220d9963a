import type { Finder } from '@/platform/cpanel/find'
import { likeWords } from '@/platform/cpanel/find'
import type { WorkQueue } from '@/platform/cpanel/work'
import { countAwaitingReview } from '@/platform/payload'

/** Artist profiles submitted for verification, beside the artist applications in the verifier. */
export const ARTIST_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'verifier',
    label: 'Artist profiles awaiting verification',
    filter: 'kind=artist-profile',
    count: (payload) => countAwaitingReview(payload, 'artist-profiles'),
  },
]

/** An artist by words of the name on their profile. */
export const ARTIST_FINDER: Finder = {
  kind: 'Artists',
  find: async (payload, words) => {
    const { docs } = await payload.find({
      collection: 'artist-profiles',
      where: { displayName: { like: likeWords(words) } },
      sort: 'displayName',
      limit: 6,
      depth: 0,
      overrideAccess: true,
      select: { displayName: true },
    })
    return docs.map((profile) => ({ label: profile.displayName, path: `collections/artist-profiles/${profile.id}` }))
  },
}
