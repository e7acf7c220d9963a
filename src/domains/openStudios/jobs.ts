import type { Payload, TaskConfig } from 'payload'

import type { Storage } from '@/platform/storage'

import { GUIDE_EXPORT_TASK, runGuideExport } from './services/guide-export'
import { mailOffers, OFFER_MAIL_TASK, settleWaitingLists, WAITING_LIST_TASK } from './services/waiting-list'

/** Every ten minutes: an offer past its end goes to the next artist within ten minutes. */
export const WAITING_LIST_SCHEDULE = '*/10 * * * *'

/**
 * Open Studios' scheduled and queued work (decisions 037, 051, 052):
 * `settleOpenStudiosWaitingLists` lapses offers past their end, offers free
 * places to the waiting lists and mails offers not yet mailed;
 * `mailOpenStudiosOffers`, queued by whatever made an offer, mails it once
 * that transaction has committed. Both are idempotent: an offer is its
 * mail's key, and places are counted under the season's lock.
 * `exportOpenStudiosGuide`, queued by staff in `sfoslistings`, writes the
 * guide's ZIP; run again (a retry, a process cut off) it writes the whole ZIP
 * again, and one already done is left.
 */
export function openStudiosTasks(files: { storage: (payload: Payload) => Storage }): [
  TaskConfig<{ input: object; output: { lapsed: number; offered: number } }>,
  TaskConfig<{ input: object; output: { sent: number } }>,
  TaskConfig<{ input: { export: number }; output: { listings: number; bytes: number } }>,
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
    {
      slug: GUIDE_EXPORT_TASK,
      label: 'Export the Open Studios guide (CSV and pictures in a ZIP)',
      inputSchema: [{ name: 'export', type: 'number', required: true }],
      outputSchema: [
        { name: 'listings', type: 'number', required: true },
        { name: 'bytes', type: 'number', required: true },
      ],
      retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
      handler: async ({ input, req }) => ({
        output: await runGuideExport(req.payload, files.storage(req.payload), input.export),
      }),
    },
  ]
}
