import type { WorkQueue } from '@/platform/cpanel/work'
import { countAwaitingReview } from '@/platform/payload'

/** Partners' perks submitted for review: the review tool lists exactly these. */
export const PERKS_QUEUES: readonly WorkQueue[] = [
  { tool: 'reviewperks', label: 'Perks awaiting review', count: (payload) => countAwaitingReview(payload, 'perks') },
]
