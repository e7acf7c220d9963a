import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { runLifeCycle } from './services/life-cycle-run'
import { mailNotice, NOTICE_TASK, type NoticeSending } from './services/notices'

/** Every hour at twenty past: a term passes into grace or expiry within the hour its day begins. */
export const LIFE_CYCLE_SCHEDULE = '20 * * * *'

export const LIFE_CYCLE_TASK = 'settleMemberships'

/**
 * Membership's scheduled work (decisions 037, 047): `settleMemberships`
 * moves terms into grace and expiry, takes back the roles they granted and
 * records the reminders due. Idempotent (states are recomputed from the
 * terms, events are recorded once by key), and the jobs queue runs it in
 * one process at a time. `mailMembershipNotice`, queued with each event
 * that is mailed (a term started, a reminder due, an expiry), sends its
 * mail once — the event is the sending's key — and is tried again, further
 * apart each time, for about an hour when the mail server is away.
 */
export function membershipTasks(): [
  TaskConfig<{ input: object; output: { settled: number; reminders: number } }>,
  TaskConfig<{ input: { event: number }; output: { outcome: NoticeSending } }>,
] {
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
    {
      slug: NOTICE_TASK,
      label: 'Mail a membership notice (welcome, reminder, expiry)',
      inputSchema: [{ name: 'event', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { outcome: await mailNotice(req.payload, input.event) } }),
    },
  ]
}
