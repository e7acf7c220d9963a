import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { addDays, organisationDate } from '@/platform/calendar'
import { recordEvent, settleMembership } from './memberships'
import { reminderDays } from './reminder-days'

export type LifeCycleRun = { settled: number; reminders: number }

/**
 * One pass of the membership life cycle at `now` (decision 047): every
 * membership whose terms' stored states are behind today is settled (into
 * grace, into expiry, a waiting renewal begun; roles granted and taken back),
 * each in its own transaction; then the reminders due are recorded, each
 * once. Run again, it finds nothing to do.
 */
export async function runLifeCycle(payload: Payload, now: Date, timeZone: string): Promise<LifeCycleRun> {
  const today = organisationDate(now, timeZone)
  const behind = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT DISTINCT membership_id AS id FROM membership_terms
        WHERE (status = 'upcoming' AND starts_on <= ${today})
           OR (status = 'active' AND ends_on < ${today})
           OR (status = 'grace' AND (CASE WHEN cancelled_at IS NULL THEN ends_on::date + grace_days::int
                                          ELSE ends_on::date END) < ${today}::date)
        ORDER BY membership_id`,
  )
  let settled = 0
  for (const { id } of behind) {
    await inTransaction(payload, async (tx) => ({ commit: true, value: await settleMembership(tx, id, today) }))
    settled += 1
  }
  return { settled, reminders: await recordReminders(payload, today, await reminderDays(payload)) }
}

/**
 * A reminder is due for an active, uncancelled membership whose last term
 * ends within one of the reminder days staff chose: only the nearest one, so
 * a task that did not run for weeks does not record a stale reminder beside
 * a fresh one. Each is recorded once per term and day (its key), and its
 * mail queued with it.
 */
async function recordReminders(payload: Payload, today: string, reminderDays: number[]): Promise<number> {
  const soon = addDays(today, Math.max(...reminderDays))
  const due = await rowsOf<{ membership: number; person: number; term: number; endsOn: string }>(
    database(payload),
    sql`SELECT m.id AS membership, m.person_id AS person, t.id AS term, t.ends_on AS "endsOn"
        FROM memberships m JOIN membership_terms t ON t.membership_id = m.id AND t.ends_on = m.ends_on
        WHERE m.status = 'active' AND m.cancelled_at IS NULL AND m.ends_on >= ${today} AND m.ends_on <= ${soon}`,
  )
  let recorded = 0
  for (const reminder of due) {
    const days = Math.min(...reminderDays.filter((offset) => addDays(today, offset) >= reminder.endsOn))
    const made = await inTransaction(payload, async (tx) => ({
      commit: true,
      value: await recordEvent(tx, {
        key: `term:${reminder.term}:reminder:${days}`,
        membership: reminder.membership,
        person: reminder.person,
        term: reminder.term,
        kind: 'reminder-due',
        detail: `${days} days before ${reminder.endsOn}`,
      }),
    }))
    if (made) recorded += 1
  }
  return recorded
}
