import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { marketingRefusals, type MailTopic } from '@/domains/comms'
import { database, rowsOf } from '@/platform/database/transaction'

import type { RecipientState } from './sending'

export type MailingReport = {
  total: number
  byState: Record<RecipientState, number>
  /** Why recipients failed or were skipped, or why their outcome is unknown, with how many each. */
  reasons: { state: 'failed' | 'skipped' | 'unknown'; reason: string; count: number }[]
}

const STATES: RecipientState[] = ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown']

/** One mailing's report, from its recipients' rows (two grouped counts). */
export async function mailingReport(payload: Payload, mailingId: number): Promise<MailingReport> {
  const db = database(payload)
  const [counts, reasons] = await Promise.all([
    rowsOf<{ state: RecipientState; count: string }>(
      db,
      sql`SELECT state, count(*) AS count FROM mailing_recipients WHERE mailing_id = ${mailingId} GROUP BY state`,
    ),
    rowsOf<{ state: 'failed' | 'skipped' | 'unknown'; reason: string; count: string }>(
      db,
      sql`SELECT state, coalesce(reason, '') AS reason, count(*) AS count FROM mailing_recipients
          WHERE mailing_id = ${mailingId} AND state IN ('failed', 'skipped', 'unknown')
          GROUP BY state, reason ORDER BY count(*) DESC LIMIT 50`,
    ),
  ])
  const byState = Object.fromEntries(STATES.map((state) => [state, 0])) as Record<RecipientState, number>
  for (const row of counts) byState[row.state] = Number(row.count)
  return {
    total: Object.values(byState).reduce((sum, count) => sum + count, 0),
    byState,
    reasons: reasons.map((row) => ({ ...row, count: Number(row.count) })),
  }
}

/** The recipients whose outcome is unknown (a crash mid-send), for staff to look at. */
export async function unknownRecipients(payload: Payload, mailingId: number): Promise<string[]> {
  const rows = await rowsOf<{ email: string }>(
    database(payload),
    sql`SELECT email FROM mailing_recipients WHERE mailing_id = ${mailingId} AND state = 'unknown' ORDER BY email LIMIT 200`,
  )
  return rows.map((row) => row.email)
}

/**
 * Of those who were sent the mailing, how many have since unsubscribed or
 * turned its topic off: consent's refusals asked for them now (one query).
 */
export async function unsubscribedAfter(payload: Payload, mailing: { id: number; topic: MailTopic }): Promise<number> {
  const db = database(payload)
  const sent = await rowsOf<{ email: string }>(
    db,
    sql`SELECT email FROM mailing_recipients WHERE mailing_id = ${mailing.id} AND state = 'sent'`,
  )
  const refusals = await marketingRefusals(
    db,
    sent.map((row) => row.email),
    mailing.topic,
  )
  return [...refusals.values()].filter((why) => why === 'unsubscribed' || why === 'topic-off').length
}
