import type { WorkQueue } from '@/platform/cpanel/work'

import { OPEN_STATUSES } from '../services/problem-report-rules'

/** Problem reports still open (new, confirmed or in progress), as the bug tracker's “Open” filter lists them. */
export const OPERATIONS_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'bugtracker',
    label: 'Open problem reports',
    filter: 'status=open',
    count: async (payload) =>
      (
        await payload.count({
          collection: 'problem-reports',
          where: { status: { in: [...OPEN_STATUSES] } },
          overrideAccess: true,
        })
      ).totalDocs,
  },
]
