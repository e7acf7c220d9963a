import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { MailTopic } from '@/domains/comms'
import { database, rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import type { MailingBlock } from './content'

/**
 * Mailings and their recipients, in two tables of their own (not Payload
 * collections: the recipients are rows a job claims one by one, decision 092).
 * A mailing is a draft until sending starts, then frozen.
 */
export type MailingState = 'draft' | 'scheduled' | 'sending' | 'sent'
export type Mailing = {
  id: number
  subject: string
  topic: MailTopic
  audience: number
  blocks: MailingBlock[]
  state: MailingState
  sendAt: Date | null
  ratePerMinute: number
  materialisedAt: Date | null
  finishedAt: Date | null
  createdAt: Date
}

export const DEFAULT_RATE_PER_MINUTE = 600
export const MAX_RATE_PER_MINUTE = 600_000

type Row = {
  id: number
  subject: string
  topic: MailTopic
  audience_id: number
  blocks: MailingBlock[]
  state: MailingState
  send_at: Date | string | null
  rate_per_minute: number
  materialised_at: Date | string | null
  finished_at: Date | string | null
  created_at: Date | string
}

const when = (value: Date | string | null) => (value === null ? null : new Date(value))

function mailingOf(row: Row): Mailing {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    audience: row.audience_id,
    blocks: row.blocks,
    state: row.state,
    sendAt: when(row.send_at),
    ratePerMinute: row.rate_per_minute,
    materialisedAt: when(row.materialised_at),
    finishedAt: when(row.finished_at),
    createdAt: new Date(row.created_at),
  }
}

export async function mailingById(db: SqlExecutor, id: number): Promise<Mailing | null> {
  const [row] = await rowsOf<Row>(db, sql`SELECT * FROM mailings WHERE id = ${id}`)
  return row ? mailingOf(row) : null
}

export async function mailingList(payload: Payload): Promise<Mailing[]> {
  const rows = await rowsOf<Row>(
    database(payload),
    sql`SELECT * FROM mailings ORDER BY created_at DESC, id DESC LIMIT 200`,
  )
  return rows.map(mailingOf)
}

/**
 * The public archive's rule: a mailing is public once it has been sent —
 * never a draft, a scheduled one or one still sending (decision 092).
 */
const PUBLIC_NEWSLETTER = sql`state = 'sent' AND finished_at IS NOT NULL`

/** How many mailings the public archive lists. */
export async function sentMailingCount(payload: Payload): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    database(payload),
    sql`SELECT count(*) AS count FROM mailings WHERE ${PUBLIC_NEWSLETTER}`,
  )
  return Number(row?.count ?? 0)
}

/** One page of the public archive, newest first. */
export async function sentMailings(payload: Payload, offset: number, limit: number): Promise<Mailing[]> {
  const rows = await rowsOf<Row>(
    database(payload),
    sql`SELECT * FROM mailings WHERE ${PUBLIC_NEWSLETTER}
        ORDER BY finished_at DESC, id DESC OFFSET ${offset} LIMIT ${limit}`,
  )
  return rows.map(mailingOf)
}

/** Every public mailing's id and when it was sent, for the sitemap. */
export async function sentMailingDates(payload: Payload): Promise<{ id: number; finishedAt: Date }[]> {
  const rows = await rowsOf<{ id: number; finished_at: Date | string }>(
    database(payload),
    sql`SELECT id, finished_at FROM mailings WHERE ${PUBLIC_NEWSLETTER} ORDER BY finished_at DESC, id DESC`,
  )
  return rows.map((row) => ({ id: row.id, finishedAt: new Date(row.finished_at) }))
}

export type MailingDraft = {
  subject: string
  topic: MailTopic
  audience: number
  blocks: MailingBlock[]
  ratePerMinute: number
}

export async function createMailing(db: SqlExecutor, draft: MailingDraft, staff: number | null): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO mailings (subject, topic, audience_id, blocks, rate_per_minute, created_by)
        VALUES (${draft.subject}, ${draft.topic}, ${draft.audience}, ${JSON.stringify(draft.blocks)}::jsonb,
                ${draft.ratePerMinute}, ${staff})
        RETURNING id`,
  )
  return row!.id
}

/** Saves a draft's words; false once sending has started or is scheduled (frozen). */
export async function saveDraft(db: SqlExecutor, id: number, draft: MailingDraft): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`UPDATE mailings SET subject = ${draft.subject}, topic = ${draft.topic}, audience_id = ${draft.audience},
          blocks = ${JSON.stringify(draft.blocks)}::jsonb, rate_per_minute = ${draft.ratePerMinute}, updated_at = now()
        WHERE id = ${id} AND state = 'draft'`,
  )
  return (rowCount ?? 0) > 0
}

/** A draft scheduled for `sendAt` (now for "send now"); false when it is not a draft. */
export async function scheduleMailing(db: SqlExecutor, id: number, sendAt: Date): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`UPDATE mailings SET state = 'scheduled', send_at = ${sendAt.toISOString()}, updated_at = now()
        WHERE id = ${id} AND state = 'draft'`,
  )
  return (rowCount ?? 0) > 0
}

/** Back to a draft, while nothing has been sent. */
export async function unscheduleMailing(db: SqlExecutor, id: number): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`UPDATE mailings SET state = 'draft', send_at = NULL, updated_at = now() WHERE id = ${id} AND state = 'scheduled'`,
  )
  return (rowCount ?? 0) > 0
}

/** The sending rate staff may change while it sends. */
export async function setRate(db: SqlExecutor, id: number, ratePerMinute: number): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`UPDATE mailings SET rate_per_minute = ${ratePerMinute}, updated_at = now() WHERE id = ${id} AND state <> 'sent'`,
  )
  return (rowCount ?? 0) > 0
}
