import type { WorkQueue } from '@/platform/cpanel/work'

import { waitingOnUsCount } from '../services/inbox'

/** Open conversations whose last message is the person's, as the team inbox's “Waiting on us” filter lists them. */
export const MESSAGES_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'mcenter',
    label: 'Conversations waiting on us',
    filter: 'show=us',
    count: (payload) => waitingOnUsCount(payload),
  },
]
