import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { audienceRecipientsSql, savedAudiences, type AudienceRecipient } from '@/domains/audiences'
import { MAIL_TOPICS } from '@/domains/comms'
import { instantOf, WALL_CLOCK } from '@/platform/calendar'
import { database, rowsOf } from '@/platform/database/transaction'
import { fieldErrorsOf } from '@/platform/forms'

import type { MailingBlock } from './content'
import { MAX_RATE_PER_MINUTE, type MailingDraft } from './store'

export const TOPIC_LABELS: Record<(typeof MAIL_TOPICS)[number], string> = {
  news: 'News',
  openStudios: 'Open Studios',
  events: 'Events',
  giving: 'Giving',
}

export const DRAFT_FIELDS = ['subject', 'topic', 'audience', 'ratePerMinute'] as const
export type DraftField = (typeof DRAFT_FIELDS)[number]

const draftSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Give the mailing a subject.')
    .max(200, 'At most 200 characters.')
    .refine((value) => !/[\r\n]/.test(value), 'One line.'),
  topic: z.enum(MAIL_TOPICS, { error: 'Choose what the mailing is about.' }),
  audience: z.coerce
    .number({ error: 'Choose an audience.' })
    .int('Choose an audience.')
    .positive('Choose an audience.'),
  ratePerMinute: z.coerce
    .number({ error: 'A whole number of messages per minute.' })
    .int('A whole number of messages per minute.')
    .min(1, 'At least 1 message per minute.')
    .max(MAX_RATE_PER_MINUTE, `At most ${MAX_RATE_PER_MINUTE} messages per minute.`),
})

/** A draft's settings from its form (the blocks kept as they are), or each field's problem in words. */
export async function readDraft(
  payload: Payload,
  values: Record<DraftField, string>,
  blocks: MailingBlock[],
): Promise<{ ok: true; draft: MailingDraft } | { ok: false; errors: Partial<Record<DraftField, string>> }> {
  const parsed = draftSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) }
  const audiences = await savedAudiences(payload)
  if (!audiences.some((audience) => audience.id === parsed.data.audience)) {
    return { ok: false, errors: { audience: 'There is no such saved audience: choose one of the list.' } }
  }
  return { ok: true, draft: { ...parsed.data, blocks } }
}

/** The time a schedule form names, read in the organisation's time zone; it must be in the future. */
export function readSendAt(
  wallClock: string,
  timeZone: string,
  now: Date,
): { ok: true; at: Date } | { ok: false; problem: string } {
  if (!WALL_CLOCK.test(wallClock)) return { ok: false, problem: 'Give a date and a time, such as 2026-12-01T09:00.' }
  const at = instantOf(wallClock, timeZone)
  if (Number.isNaN(at.getTime())) return { ok: false, problem: 'That date and time do not exist.' }
  if (at.getTime() <= now.getTime())
    return { ok: false, problem: 'That time has passed: choose a later one, or send now.' }
  return { ok: true, at }
}

/** Some of the audience's people, to preview the mailing as one of them. */
export async function audienceSample(payload: Payload, audienceId: number, limit = 50): Promise<AudienceRecipient[]> {
  const audience = await audienceRecipientsSql(payload, audienceId)
  const rows = await rowsOf<{ email: string; name: string | null; user_id: number | null }>(
    database(payload),
    sql`SELECT email, name, user_id FROM (${audience}) AS people ORDER BY email LIMIT ${limit}`,
  )
  return rows.map((row) => ({ email: row.email, name: row.name ?? '', userId: row.user_id }))
}
