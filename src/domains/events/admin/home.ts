import type { Finder } from '@/platform/cpanel/find'
import { likeWords } from '@/platform/cpanel/find'
import type { WorkQueue } from '@/platform/cpanel/work'
import { countAwaitingReview } from '@/platform/payload'

import { EVENT_STATUS_LABELS } from '../services/rules'

/** Members' events submitted for review: the review tool lists exactly these. */
export const EVENT_QUEUES: readonly WorkQueue[] = [
  { tool: 'reviewevents', label: 'Events awaiting review', count: (payload) => countAwaitingReview(payload, 'events') },
]

/** An event by words of its title, the latest first. */
export const EVENT_FINDER: Finder = {
  kind: 'Events',
  find: async (payload, words) => {
    const { docs } = await payload.find({
      collection: 'events',
      where: { title: { like: likeWords(words) } },
      sort: '-startsAt',
      limit: 6,
      depth: 0,
      overrideAccess: true,
      select: { title: true, status: true },
    })
    return docs.map((event) => ({
      label: event.title,
      detail: EVENT_STATUS_LABELS[event.status],
      path: `collections/events/${event.id}`,
    }))
  },
}
