import type { Payload, TaskConfig } from 'payload'

import { mailerFor, mailSettings } from '@/domains/comms'
import { config } from '@/platform/config'
import { expireCachedPages } from '@/platform/http/public-pages'

import { NEWSLETTERS_TAG } from './services/newsletters'
import { finishMailing, materialiseRecipients, sendSlice, startWhenDue, type Site } from './services/sending'

export const SEND_MAILING_TASK = 'sendMailing'

/**
 * How long one job sends before handing over to a job queued after it: the
 * jobs queue runs one job at a time, and other domains' work waits meanwhile.
 */
const SLICE_MS = 4 * 60_000

export function mailingSite(): Site {
  return { organisationName: 'Vernissage', publicUrl: config().PUBLIC_URL }
}

/** Queues the sending of a mailing for its time (a scheduled mailing waits in the queue until then). */
export async function queueSending(payload: Payload, mailingId: number, sendAt: Date): Promise<void> {
  await payload.jobs.queue({
    task: SEND_MAILING_TASK,
    input: { mailing: mailingId, sendAt: sendAt.toISOString() },
    waitUntil: sendAt,
  })
}

/**
 * Group mail's work (decision 092): `sendMailing` starts a mailing whose time
 * has come, writes its recipients once, then sends for a few minutes at the
 * mailing's rate and queues itself again until nobody is left. Cut off by a
 * crash, it is run again: the rows tell what was sent, and what was being
 * sent at the crash is reported as unknown, not sent again.
 */
export function mailingsTasks(): [
  TaskConfig<{ input: { mailing: number; sendAt?: string | null }; output: { outcome: string } }>,
] {
  return [
    {
      slug: SEND_MAILING_TASK,
      label: 'Send a group mailing',
      inputSchema: [
        { name: 'mailing', type: 'number', required: true },
        // The time it was queued for: a job left from an earlier schedule (unscheduled, then scheduled again) starts nothing.
        { name: 'sendAt', type: 'text' },
      ],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      handler: async ({ input, req }) => {
        const payload = req.payload
        if (!(await startWhenDue(payload, input.mailing, input.sendAt ?? null)))
          return { output: { outcome: 'not due' } }
        await materialiseRecipients(payload, input.mailing)
        const slice = await sendSlice(payload, input.mailing, {
          mailer: mailerFor(payload, mailSettings(config())),
          site: mailingSite(),
          budgetMs: SLICE_MS,
        })
        if (slice.done) {
          await finishMailing(payload, input.mailing)
          expireCachedPages({ tags: [NEWSLETTERS_TAG] })
        } else await queueSending(payload, input.mailing, new Date())
        payload.logger.info({ mailing: input.mailing, ...slice }, 'Group mailing: a slice sent')
        return { output: { outcome: slice.done ? 'finished' : 'continues' } }
      },
    },
  ]
}
