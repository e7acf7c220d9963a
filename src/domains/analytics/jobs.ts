import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { rollUpPageViews } from './services/rollups'

/** Every five minutes: the dashboard is at most that far behind the page views. */
export const ROLLUP_SCHEDULE = '*/5 * * * *'

/**
 * The analytics domain's scheduled work (decision 037): the page views summed per day and month
 * for the dashboard (decision 084). Each run replaces whole days, so a run cut off and run again,
 * or run twice, gives the same numbers.
 */
export function analyticsTasks(): TaskConfig<{ input: object; output: { from: string; to: string } }>[] {
  return [
    {
      slug: 'rollUpPageViews',
      label: 'Sum the page views for the analytics dashboard',
      schedule: [{ cron: ROLLUP_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'from', type: 'text', required: true },
        { name: 'to', type: 'text', required: true },
      ],
      handler: async ({ req }) => {
        const run = await rollUpPageViews(req.payload, { timeZone: config().TIMEZONE })
        return { output: { from: run?.from ?? '', to: run?.to ?? '' } }
      },
    },
  ]
}
