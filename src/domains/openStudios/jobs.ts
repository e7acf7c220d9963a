import type { TaskConfig } from 'payload'

import { mailOffers, OFFER_MAIL_TASK, settleWaitingLists, WAITING_LIST_TASK } from './services/waiting-list'

/** Every ten minutes: an offer past its end goes to the next artist within ten minutes. */
export const WAITING_LIST_SCHEDULE = '*/10 * * * *'

/**
 * Open Studios' scheduled and queued work (decisions 037, 051):
 * `settleOpenStudiosWaitingLists` lapses offers past their end, offers free
 * places to the waiting lists and mails offers not yet mailed;
 * `mailOpenStudiosOffers`, queued by whatever made an offer, mails it once
 * that transaction has committed. Both are idempotent: an offer is its
 * mail's key, and places are counted under the season's lock.
 */
export function openStudiosTasks(): [
  TaskConfig<{ input: object; output: { lapsed: number; offered: number } }>,
  TaskConfig<{ input: object; output: { sent: number } }>,
] {
  return [
    {
      slug: WAITING_LIST_TASK,
      label: 'Open Studios: lapse offers, offer free places',
      schedule: [{ cron: WAITING_LIST_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'lapsed', type: 'number', required: true },
        { name: 'offered', type: 'number', required: true },
      ],
      handler: async ({ req }) => ({ output: await settleWaitingLists(req.payload, new Date()) }),
    },
    {
      slug: OFFER_MAIL_TASK,
      label: 'Open Studios: mail the places offered',
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ req }) => ({ output: { sent: await mailOffers(req.payload, null) } }),
    },
  ]
}
