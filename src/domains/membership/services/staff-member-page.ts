import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import type { CalendarDate } from '@/platform/calendar'
import { lastDayOf, latestTerm, membershipState, termState } from './life-cycle'
import {
  MEMBERSHIP_KIND,
  type Audience,
  type MembershipEventKind,
  type MembershipState,
  type TermSource,
  type TermState,
} from './vocabulary'

export type StaffTerm = {
  id: number
  planName: string
  startsOn: CalendarDate
  endsOn: CalendarDate
  graceDays: number
  state: TermState
  source: TermSource
  orderId: number | null
  orderNumber: string | null
  paidMinor: number | null
  currency: string | null
  reduced: boolean
  note: string | null
  cancelled: boolean
}

export type StaffMembership = {
  id: number
  audience: Audience
  planName: string | null
  state: MembershipState
  cancelled: boolean
  endsOn: CalendarDate | null
  graceEndsOn: CalendarDate | null
  roleGranted: string | null
  /** Newest first. */
  terms: StaffTerm[]
}

export type MemberDetail = {
  person: { id: number; name: string | null; email: string; roles: string[] }
  memberships: StaffMembership[]
  events: { id: number; kind: MembershipEventKind; detail: string | null; createdAt: string; audience: Audience }[]
  payments: {
    id: number
    number: string
    status: string
    totalMinor: number
    currency: string
    createdAt: string
    lines: string
  }[]
  mails: { id: number; subject: string; createdAt: string }[]
  staffChanges: { id: number; action: string; by: string | null; createdAt: string }[]
}

/**
 * Everything `membershiper` shows of one person (decision 048): their
 * memberships and terms with states computed for `today`, the membership
 * events, the orders with a membership line, the mail sent to them and what
 * staff did to their memberships. Null when there is no such person.
 */
export async function memberDetail(
  payload: Payload,
  person: number,
  today: CalendarDate,
): Promise<MemberDetail | null> {
  const db = database(payload)
  const [found] = await rowsOf<{ id: number; name: string | null; email: string }>(
    db,
    sql`SELECT id, name, email FROM users WHERE id = ${person}`,
  )
  if (!found) return null
  const [roles, memberships, terms, events, payments, mails, staffChanges] = await Promise.all([
    rowsOf<{ value: string }>(db, sql`SELECT value FROM users_roles WHERE parent_id = ${person} ORDER BY "order"`),
    rowsOf<{ id: number; audience: Audience; planName: string | null; cancelled: boolean; roleGranted: string | null }>(
      db,
      sql`SELECT m.id, m.audience, p.name AS "planName", m.cancelled_at IS NOT NULL AS cancelled,
                 m.role_granted AS "roleGranted"
          FROM memberships m LEFT JOIN membership_plans p ON p.id = m.plan_id
          WHERE m.person_id = ${person} ORDER BY m.audience`,
    ),
    rowsOf<Omit<StaffTerm, 'state'> & { membership: number }>(
      db,
      sql`SELECT t.id, t.membership_id AS membership, p.name AS "planName", t.starts_on AS "startsOn",
                 t.ends_on AS "endsOn", t.grace_days::int AS "graceDays", t.source, t.order_id AS "orderId",
                 o.number AS "orderNumber", t.paid_minor::float8 AS "paidMinor", t.currency,
                 coalesce(t.reduced, false) AS reduced, t.note, t.cancelled_at IS NOT NULL AS cancelled
          FROM membership_terms t JOIN membership_plans p ON p.id = t.plan_id LEFT JOIN orders o ON o.id = t.order_id
          WHERE t.person_id = ${person} ORDER BY t.starts_on DESC, t.id DESC`,
    ),
    rowsOf<MemberDetail['events'][number]>(
      db,
      sql`SELECT e.id, e.kind, e.detail, e.created_at AS "createdAt", m.audience
          FROM membership_events e JOIN memberships m ON m.id = e.membership_id
          WHERE e.person_id = ${person} ORDER BY e.created_at DESC, e.id DESC LIMIT 100`,
    ),
    rowsOf<MemberDetail['payments'][number]>(
      db,
      sql`SELECT o.id, o.number, o.status, o.total_minor::float8 AS "totalMinor", o.currency,
                 o.created_at AS "createdAt", string_agg(l.description, '; ' ORDER BY l._order) AS lines
          FROM orders o JOIN orders_lines l ON l._parent_id = o.id
          WHERE o.buyer_id = ${person}
            AND EXISTS (SELECT 1 FROM orders_lines k WHERE k._parent_id = o.id AND k.kind = ${MEMBERSHIP_KIND})
          GROUP BY o.id ORDER BY o.created_at DESC LIMIT 100`,
    ),
    rowsOf<MemberDetail['mails'][number]>(
      db,
      sql`SELECT id, subject, created_at AS "createdAt" FROM outbox
          WHERE position(lower(${found.email}) in lower("to")) > 0
          ORDER BY created_at DESC, id DESC LIMIT 100`,
    ),
    rowsOf<MemberDetail['staffChanges'][number]>(
      db,
      sql`SELECT a.id, a.action, coalesce(u.name, u.email) AS by, a.created_at AS "createdAt"
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
          WHERE a.action LIKE 'membership.%' AND a.summary->>'person' = ${String(person)}
          ORDER BY a.created_at DESC, a.id DESC LIMIT 100`,
    ),
  ])
  return {
    person: { ...found, roles: roles.map((role) => role.value) },
    memberships: memberships.map((membership) => {
      const own = terms.filter((term) => term.membership === membership.id)
      const latest = latestTerm(own)
      return {
        ...membership,
        state: membershipState(own, today),
        endsOn: latest?.endsOn ?? null,
        graceEndsOn: latest ? lastDayOf(latest) : null,
        terms: own.map(({ membership: _membership, ...term }) => ({ ...term, state: termState(term, today) })),
      }
    }),
    events,
    payments,
    mails,
    staffChanges,
  }
}

/** People found by name or email, for the members' page of someone without a membership yet. */
export async function findPeople(
  payload: Payload,
  words: string,
): Promise<{ id: number; name: string | null; email: string }[]> {
  const like = `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return rowsOf(
    database(payload),
    sql`SELECT id, name, email FROM users WHERE merged_into_id IS NULL AND (email ILIKE ${like} OR name ILIKE ${like})
        ORDER BY name, email LIMIT 20`,
  )
}
