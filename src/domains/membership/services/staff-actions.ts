import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'

import { type CalendarDate } from '@/platform/calendar'
import { latestTerm } from './life-cycle'
import { addTerm, cancelMembership, planById, settleMembership, termsOf } from './memberships'
import { CALENDAR_DATE } from '@/platform/calendar'

/**
 * What staff do to a person's membership from `membershiper` (decision 048):
 * give a free term, extend the current term, cancel. Each checks the caller
 * is staff, runs in one transaction through membership's services (so the
 * terms, the events and the roles stay as the life cycle keeps them) and is
 * audited with the staff member, in the same transaction.
 */

export type StaffAnswer = { ok: true; message: string } | { ok: false; message: string }

const refused = (message: string) => ({ commit: false, value: { ok: false, message } as StaffAnswer })

async function personNamed(tx: Transaction, id: number) {
  const [person] = await rowsOf<{ id: number; name: string | null; email: string }>(
    tx.db,
    sql`SELECT id, name, email FROM users WHERE id = ${id}`,
  )
  return person ? { ...person, label: person.name || person.email } : undefined
}

const staffName = async (tx: Transaction, staff: Person) => (await personNamed(tx, Number(staff.id)))?.label ?? 'staff'

/** A date typed in a form (YYYY-MM-DD) that is a real day, or null. */
export function calendarDate(value: string): CalendarDate | null {
  const date = value.trim()
  if (!CALENDAR_DATE.test(date)) return null
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null
}

/**
 * Gives the person one free term of a plan (`addTerm`, as the plan's next
 * term: it follows a term in force) or, with `endsOn`, a free term to that
 * date. Who gave it is written on the term. The plan's role is granted as
 * for a paid term.
 */
export async function giveFreeTerm(
  payload: Payload,
  staff: Person,
  wanted: { person: number; plan: number; endsOn: CalendarDate | null; reason: string },
  today: CalendarDate,
): Promise<StaffAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff give free terms.' }
  const reason = wanted.reason.trim()
  if (reason.length > 300) return { ok: false, message: 'The reason is longer than 300 characters.' }
  return inTransaction(payload, async (tx) => {
    const person = await personNamed(tx, wanted.person)
    if (!person) return refused('There is no such person.')
    const plan = await planById(tx.db, wanted.plan)
    if (!plan) return refused('Choose the plan of the free term.')
    if (plan.status !== 'active') return refused(`The ${plan.name} plan is retired: choose an offered plan.`)
    if (plan.audience === 'artist') {
      const [artist] = await rowsOf(
        tx.db,
        sql`SELECT 1 FROM users_roles WHERE parent_id = ${person.id} AND value = 'artist'`,
      )
      if (!artist)
        return refused(`The ${plan.name} plan is for artists: ${person.label} has no approved artist account.`)
    }
    const giver = await staffName(tx, staff)
    const made = await addTerm(
      tx,
      {
        person: person.id,
        plan,
        source: 'free',
        paidMinor: 0,
        currency: plan.currency,
        note: [`Given by ${giver}`, reason].filter(Boolean).join(': '),
      },
      today,
    )
    let endsOn = made.endsOn
    if (wanted.endsOn && wanted.endsOn !== made.endsOn) {
      if (wanted.endsOn < made.startsOn) {
        return refused(`The free term would start on ${made.startsOn}: choose an end on or after that day.`)
      }
      endsOn = wanted.endsOn
      await tx.db.execute(sql`UPDATE membership_terms SET ends_on = ${endsOn} WHERE id = ${made.term}`)
      await tx.db.execute(
        sql`UPDATE membership_events SET detail = ${`${made.startsOn} to ${endsOn}`}
            WHERE key = ${`term:${made.term}:free-term`}`,
      )
      await settleMembership(tx, made.membership, today)
    }
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'membership.free-term',
        targetCollection: 'membership-terms',
        targetId: made.term,
        target: person.email,
        summary: { person: person.id, plan: plan.slug, startsOn: made.startsOn, endsOn, reason },
      },
      tx.req,
    )
    return {
      commit: true,
      value: {
        ok: true,
        message: `${person.label} has a free ${plan.name} term from ${made.startsOn} to ${endsOn}.`,
      },
    }
  })
}

async function lockedMembership(tx: Transaction, id: number) {
  const [membership] = await rowsOf<{ id: number; person: number; cancelled: boolean }>(
    tx.db,
    sql`SELECT id, person_id AS person, cancelled_at IS NOT NULL AS cancelled FROM memberships WHERE id = ${id} FOR UPDATE`,
  )
  return membership
}

/**
 * Moves the end of a membership's latest term to a later day: a term that
 * has lapsed runs again, and the role it grants comes back, as the life
 * cycle settles it.
 */
export async function extendTerm(
  payload: Payload,
  staff: Person,
  wanted: { membership: number; endsOn: CalendarDate },
  today: CalendarDate,
): Promise<StaffAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff extend terms.' }
  return inTransaction(payload, async (tx) => {
    const membership = await lockedMembership(tx, wanted.membership)
    if (!membership) return refused('There is no such membership.')
    const latest = latestTerm(await termsOf(tx.db, membership.id))
    if (!latest) return refused('This membership has no term to extend: give a free term instead.')
    if (wanted.endsOn <= latest.endsOn) {
      return refused(`The term ends on ${latest.endsOn} already: choose a later day to extend it to.`)
    }
    await tx.db.execute(
      sql`UPDATE membership_terms SET ends_on = ${wanted.endsOn}, updated_at = now() WHERE id = ${latest.id}`,
    )
    await settleMembership(tx, membership.id, today)
    const person = await personNamed(tx, membership.person)
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'membership.extend',
        targetCollection: 'membership-terms',
        targetId: latest.id,
        target: person?.email,
        summary: { person: membership.person, from: latest.endsOn, to: wanted.endsOn },
      },
      tx.req,
    )
    return {
      commit: true,
      value: { ok: true, message: `The term now ends on ${wanted.endsOn} instead of ${latest.endsOn}.` },
    }
  })
}

/**
 * Cancels a membership (`cancelMembership`): the term runs out on its end,
 * with no grace period; nothing is refunded here.
 */
export async function cancelByStaff(
  payload: Payload,
  staff: Person,
  wanted: { membership: number; reason: string },
  now: Date,
  today: CalendarDate,
): Promise<StaffAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff cancel memberships.' }
  const reason = wanted.reason.trim()
  if (reason.length > 300) return { ok: false, message: 'The reason is longer than 300 characters.' }
  return inTransaction(payload, async (tx) => {
    const membership = await lockedMembership(tx, wanted.membership)
    if (!membership) return refused('There is no such membership.')
    if (membership.cancelled) return refused('This membership is cancelled already.')
    const latest = latestTerm(await termsOf(tx.db, membership.id))
    if (!latest || latest.endsOn < today) return refused('This membership has no term still to run: nothing to cancel.')
    await cancelMembership(tx, membership.id, now, today)
    const person = await personNamed(tx, membership.person)
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'membership.cancel',
        targetCollection: 'memberships',
        targetId: membership.id,
        target: person?.email,
        summary: { person: membership.person, endsOn: latest.endsOn, reason },
      },
      tx.req,
    )
    return {
      commit: true,
      value: {
        ok: true,
        message: `Cancelled: the membership ends on ${latest.endsOn}, with no grace period. Nothing was refunded.`,
      },
    }
  })
}
