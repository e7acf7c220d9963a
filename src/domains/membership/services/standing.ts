import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import { addDays, organisationDate } from '@/platform/calendar'
import type { Audience } from './vocabulary'

function executorOf(source: Payload | Transaction): SqlExecutor {
  return 'req' in source && 'db' in source && !('collections' in source) ? source.db : database(source as Payload)
}

/**
 * Whether the person is a member in good standing (of one audience, or of
 * either) on the organisation's date of `on`: a term of theirs is active or in
 * its grace period then. Read from the terms, so it answers for any date,
 * past or future, whatever the life-cycle task has settled yet. Open Studios
 * registration and partners' perks ask it (decision 047).
 */
export async function memberInGoodStanding(
  source: Payload | Transaction,
  personId: number | string,
  options: { audience?: Audience; on: Date; timeZone?: string },
): Promise<boolean> {
  const person = Number(personId)
  if (!Number.isSafeInteger(person)) return false
  const day = organisationDate(options.on, options.timeZone ?? config().TIMEZONE)
  const rows = await rowsOf<{ found: number }>(
    executorOf(source),
    sql`SELECT 1 AS found FROM membership_terms t JOIN memberships m ON m.id = t.membership_id
        WHERE t.person_id = ${person}
          AND (${options.audience ?? null}::text IS NULL OR m.audience::text = ${options.audience ?? null})
          AND t.starts_on <= ${day}
          AND ${day}::date <= CASE WHEN t.cancelled_at IS NULL THEN t.ends_on::date + t.grace_days::int
                                   ELSE t.ends_on::date END
        LIMIT 1`,
  )
  return rows.length > 0
}

/** Days before a term's end from which the header's account menu shows a badge. */
export const BADGE_DAYS = 30

/**
 * What the header's account menu shows about the person's memberships: a
 * badge while one ends within `BADGE_DAYS` with no renewal bought, or is in
 * its grace period. Read from the stored state the services and the
 * life-cycle task keep, one cheap query per session request.
 */
export async function membershipNotices(
  payload: Payload,
  personId: number | string,
  now: Date,
  timeZone = config().TIMEZONE,
): Promise<{ text: string; href: string }[]> {
  const person = Number(personId)
  if (!Number.isSafeInteger(person)) return []
  const today = organisationDate(now, timeZone)
  const rows = await rowsOf<{ status: string; endsOn: string }>(
    database(payload),
    sql`SELECT status, ends_on AS "endsOn" FROM memberships
        WHERE person_id = ${person} AND cancelled_at IS NULL
          AND ((status = 'active' AND ends_on <= ${addDays(today, BADGE_DAYS)}) OR status = 'grace')
        ORDER BY ends_on LIMIT 1`,
  )
  if (!rows.length) return []
  const grace = rows[0].status === 'grace' || rows[0].endsOn < today
  return [{ text: grace ? 'Membership ended: renew' : 'Membership ends soon', href: '/dashboard#membership' }]
}
