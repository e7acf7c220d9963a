import type { TaskConfig } from 'payload'

import { mailPlaces, PLACE_MAIL_TASK } from './services/place-mail'
import { settleEventWaitingLists } from './services/rsvp'

/** The scheduled job task that lapses offers past their end and offers free places to the waiting lists. */
export const WAITING_LIST_TASK = 'settleEventWaitingLists'
/** Every ten minutes: an offer past its end goes to the next person within ten minutes. */
export const WAITING_LIST_SCHEDULE = '*/10 * * * *'

/**
 * The events domain's queued and scheduled work (decisions 037, 064, 065):
 * `mailEventPlaces`, queued by whatever changed places at an event, mails
 * what each place's status calls for once that transaction has committed;
 * `settleEventWaitingLists` lapses RSVP offers past their end, offers free
 * places to the waiting lists and mails standing offers not yet mailed.
 * Both are idempotent: each mail has its key, so a retry sends only what
 * failed, and places are counted under the event's lock.
 */
export function eventsTasks(): [
  TaskConfig<{ input: { places: number[] }; output: { sent: number } }>,
  TaskConfig<{ input: object; output: { lapsed: number; offered: number } }>,
] {
  return [
    {
      slug: PLACE_MAIL_TASK,
      label: 'Events: mail attendees',
      inputSchema: [{ name: 'places', type: 'number', hasMany: true, required: true }],
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { sent: await mailPlaces(req.payload, input.places) } }),
    },
    {
      slug: WAITING_LIST_TASK,
      label: 'Events: lapse RSVP offers, offer free places',
      schedule: [{ cron: WAITING_LIST_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'lapsed', type: 'number', required: true },
        { name: 'offered', type: 'number', required: true },
      ],
      handler: async ({ req }) => ({ output: await settleEventWaitingLists(req.payload, new Date()) }),
    },
  ]
}
