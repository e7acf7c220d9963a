import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { runLifeCycle } from './services/life-cycle-run'

/** Every hour at twenty past: a term passes into grace or expiry within the hour its day begins. */
export const LIFE_CYCLE_SCHEDULE = '20 * * * *'

export const LIFE_CYCLE_TASK = 'settleMemberships'

/**
 * Membership's scheduled work (decisions 037, 047): `settleMemberships`
 * moves terms into grace and expiry, takes back the roles they granted and
 * records the reminders due. Idempotent (states are recomputed from the
 * terms, events are recorded once by key), and the jobs queue runs it in
 * one process at a time.
 */
export function membershipTasks(): [TaskConfig<{ input: object; output: { settled: number; reminders: number } }>] {
  return [
    {
      slug: LIFE_CYCLE_TASK,
      label: 'Settle memberships (grace, expiry, reminders)',
      schedule: [{ cron: LIFE_CYCLE_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'settled', type: 'number', required: true },
        { name: 'reminders', type: 'number', required: true },
      ],
      handler: async ({ req }) => {
        const run = await runLifeCycle(req.payload, new Date(), config().TIMEZONE)
        if (run.settled || run.reminders) req.payload.logger.info(run, `Settled ${run.settled} memberships`)
        return { output: run }
      },
    },
  ]
}
