import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { templateSentUnder } from '@/domains/comms'
import { database, rowsOf } from '@/platform/database/transaction'

import { burstKey, mailDueAt, mailUnreadBurst, waitingBursts } from './services/unread-mail'

export const WATCH_UNREAD_TASK = 'watchUnreadMessages'
export const MAIL_UNREAD_TASK = 'mailUnreadMessages'

/**
 * Each burst of staff messages a person has not read gets one queued mail job, waiting until ten minutes
 * after its first message; a burst already mailed, or with its job queued, is left. Returns how many now.
 */
export async function queueUnreadMails(payload: Payload): Promise<number> {
  let queued = 0
  for (const burst of await waitingBursts(payload)) {
    if (await templateSentUnder(payload, burstKey(burst))) continue
    const input = { conversation: burst.conversation, readMark: burst.readMark }
    const [known] = await rowsOf<{ id: number }>(
      database(payload),
      sql`SELECT id FROM payload_jobs WHERE task_slug = ${MAIL_UNREAD_TASK} AND input @> ${JSON.stringify(input)}::jsonb LIMIT 1`,
    )
    if (known) continue
    await payload.jobs.queue({ task: MAIL_UNREAD_TASK, input, waitUntil: mailDueAt(burst) })
    queued += 1
  }
  return queued
}

/**
 * The message centre's scheduled work (decision 037, 099): every minute the bursts of unread staff
 * messages are watched, and each one's mail sent once, ten minutes after its first message, if still unread.
 */
export function messagesTasks(): [
  TaskConfig<{ input: object; output: { queued: number } }>,
  TaskConfig<{ input: { conversation: string; readMark: string }; output: { outcome: string } }>,
] {
  return [
    {
      slug: WATCH_UNREAD_TASK,
      label: 'Watch the message centre for unread replies',
      schedule: [{ cron: '* * * * *', queue: 'default' }],
      outputSchema: [{ name: 'queued', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { queued: await queueUnreadMails(req.payload) } }),
    },
    {
      slug: MAIL_UNREAD_TASK,
      label: 'Mail a person about an unread reply',
      inputSchema: [
        { name: 'conversation', type: 'text', required: true },
        { name: 'readMark', type: 'text' },
      ],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      handler: async ({ input, req }) => ({
        output: { outcome: await mailUnreadBurst(req.payload, input.conversation, input.readMark ?? '') },
      }),
    },
  ]
}
