import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { renewYearlyGifts } from './services/yearly-gifts'

/** Every hour at a quarter past: a yearly gift is renewed within the hour its year is up. */
export const RENEWAL_SCHEDULE = '15 * * * *'

/**
 * Donors' scheduled work (decision 037), idempotent:
 *
 * - `renewYearlyGifts`, hourly, with the test provider only: each renewal is
 *   made under its yearly gift's lock and paid with an event id of the yearly
 *   gift and the renewal's number, so a second run (two processes, a
 *   restart) renews nothing twice and charges nothing twice. With Stripe,
 *   yearly gifts are to be Stripe subscriptions: not built yet.
 */
export function donorsTasks(): [TaskConfig<{ input: object; output: { renewed: number; refused: number } }>] {
  return [
    {
      slug: 'renewYearlyGifts',
      label: 'Renew yearly gifts',
      schedule: [{ cron: RENEWAL_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'renewed', type: 'number', required: true },
        { name: 'refused', type: 'number', required: true },
      ],
      handler: async ({ req }) => {
        const { renewed, refused } = await renewYearlyGifts(req.payload, config())
        if (renewed || refused) req.payload.logger.info({ renewed, refused }, `Renewed ${renewed} yearly gifts`)
        return { output: { renewed, refused } }
      },
    },
  ]
}
