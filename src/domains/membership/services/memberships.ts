import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import { type CalendarDate } from '@/platform/calendar'
import { queueNotice } from './notices'
import {
  lastDayOf,
  latestTerm,
  membershipState,
  nextTermDays,
  settleRoles,
  termInForce,
  termState,
  type TermDays,
} from './life-cycle'
import type {
  Audience,
  GrantableRole,
  MembershipEventKind,
  MembershipState,
  TermLength,
  TermSource,
  TermState,
} from './vocabulary'

/** A plan as the services read it. */
export type PlanRow = {
  id: number
  name: string
  slug: string
  audience: Audience
  priceMinor: number
  reducedPriceMinor: number | null
  reducedFor: string | null
  currency: string
  term: TermLength
  graceDays: number
  grantsRole: GrantableRole | null
  whoFor: string | null
  status: 'active' | 'retired'
}

const PLAN_COLUMNS = sql`id, name, slug, audience, price_minor::float8 AS "priceMinor",
  reduced_price_minor::float8 AS "reducedPriceMinor", reduced_for AS "reducedFor", currency, term,
  grace_days::int AS "graceDays", grants_role AS "grantsRole", who_for AS "whoFor", status`

export async function planBySlug(db: SqlExecutor, slug: string): Promise<PlanRow | undefined> {
  const [plan] = await rowsOf<PlanRow>(db, sql`SELECT ${PLAN_COLUMNS} FROM membership_plans WHERE slug = ${slug}`)
  return plan
}

export async function planById(db: SqlExecutor, id: number): Promise<PlanRow | undefined> {
  const [plan] = await rowsOf<PlanRow>(db, sql`SELECT ${PLAN_COLUMNS} FROM membership_plans WHERE id = ${id}`)
  return plan
}

export type TermRow = TermDays & {
  id: number
  plan: number
  status: TermState
  source: TermSource
  order: number | null
}

export type MembershipRow = {
  id: number
  person: number
  audience: Audience
  plan: number | null
  status: MembershipState
  roleGranted: GrantableRole | null
  cancelled: boolean
}

const MEMBERSHIP_COLUMNS = sql`id, person_id AS person, audience, plan_id AS plan, status,
  role_granted AS "roleGranted", cancelled_at IS NOT NULL AS cancelled`

export async function termsOf(db: SqlExecutor, membership: number): Promise<TermRow[]> {
  return rowsOf<TermRow>(
    db,
    sql`SELECT id, plan_id AS plan, starts_on AS "startsOn", ends_on AS "endsOn", grace_days::int AS "graceDays",
               cancelled_at IS NOT NULL AS cancelled, status, source, order_id AS "order"
        FROM membership_terms WHERE membership_id = ${membership} ORDER BY starts_on, id`,
  )
}

/** The person's membership of that audience, made if they have none, locked for this transaction. */
export async function lockMembershipOf(tx: Transaction, person: number, audience: Audience): Promise<MembershipRow> {
  await tx.db.execute(
    sql`INSERT INTO memberships (person_id, audience, status, updated_at, created_at)
        VALUES (${person}, ${audience}, 'awaiting-payment', now(), now())
        ON CONFLICT (person_id, audience) DO NOTHING`,
  )
  const [membership] = await rowsOf<MembershipRow>(
    tx.db,
    sql`SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE person_id = ${person} AND audience = ${audience} FOR UPDATE`,
  )
  return membership
}

async function lockMembership(tx: Transaction, id: number): Promise<MembershipRow | undefined> {
  const [membership] = await rowsOf<MembershipRow>(
    tx.db,
    sql`SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE id = ${id} FOR UPDATE`,
  )
  return membership
}

/**
 * Records what happened, once: a second record of the same key is nothing.
 * An event that is mailed (a term started, a reminder due, an expiry) queues
 * its mail in the same transaction.
 */
export async function recordEvent(
  tx: Transaction,
  event: {
    key: string
    membership: number
    person: number
    term: number | null
    kind: MembershipEventKind
    detail?: string
  },
): Promise<boolean> {
  const [made] = await rowsOf<{ id: number }>(
    tx.db,
    sql`INSERT INTO membership_events (key, membership_id, person_id, term_id, kind, detail, updated_at, created_at)
        VALUES (${event.key}, ${event.membership}, ${event.person}, ${event.term}, ${event.kind},
                ${event.detail ?? null}, now(), now())
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  )
  if (made) await queueNotice(tx, Number(made.id), event.kind)
  return Boolean(made)
}

export type NewTerm = {
  person: number
  plan: PlanRow
  source: TermSource
  order?: number | null
  paidMinor: number
  currency: string
  reduced?: boolean
  note?: string | null
}

export type TermMade = {
  membership: number
  term: number
  startsOn: CalendarDate
  endsOn: CalendarDate
  renewal: boolean
}

/**
 * Adds the next term of a plan to the person's membership of its audience —
 * joining, renewing or changing plan — and settles the membership and the
 * roles it grants, in the caller's transaction. A renewal lifts a
 * cancellation: the member chose to stay after all.
 */
export async function addTerm(tx: Transaction, wanted: NewTerm, today: CalendarDate): Promise<TermMade> {
  const membership = await lockMembershipOf(tx, wanted.person, wanted.plan.audience)
  const terms = await termsOf(tx.db, membership.id)
  const days = nextTermDays(wanted.plan, terms, today)
  const status = termState({ ...days, graceDays: wanted.plan.graceDays }, today)
  const [term] = await rowsOf<{ id: number }>(
    tx.db,
    sql`INSERT INTO membership_terms (membership_id, person_id, plan_id, starts_on, ends_on, grace_days, status, source,
                                      order_id, paid_minor, currency, reduced, note, updated_at, created_at)
        VALUES (${membership.id}, ${wanted.person}, ${wanted.plan.id}, ${days.startsOn}, ${days.endsOn},
                ${wanted.plan.graceDays}, ${status}, ${wanted.source}, ${wanted.order ?? null}, ${wanted.paidMinor},
                ${wanted.currency}, ${wanted.reduced ?? false}, ${wanted.note ?? null}, now(), now())
        RETURNING id`,
  )
  await tx.db.execute(sql`UPDATE memberships SET cancelled_at = NULL WHERE id = ${membership.id}`)
  const event = { membership: membership.id, person: wanted.person, term: term.id }
  const kind: MembershipEventKind = wanted.source === 'free' ? 'free-term' : days.renewal ? 'renewed' : 'joined'
  await recordEvent(tx, {
    ...event,
    key: `term:${term.id}:${kind}`,
    kind,
    detail: `${days.startsOn} to ${days.endsOn}`,
  })
  const previous = latestTerm(terms)
  if (previous && previous.plan !== wanted.plan.id) {
    await recordEvent(tx, {
      ...event,
      key: `term:${term.id}:plan-changed`,
      kind: 'plan-changed',
      detail: wanted.plan.name,
    })
  }
  await settleMembership(tx, membership.id, today)
  return { membership: membership.id, term: term.id, ...days }
}

/**
 * Brings a membership up to today: each term's state, the membership's
 * state, plan and dates, the events of its passing into grace and expiry,
 * and the person's roles. Idempotent: settling a settled membership changes
 * nothing and records nothing.
 */
export async function settleMembership(
  tx: Transaction,
  id: number,
  today: CalendarDate,
): Promise<MembershipState | null> {
  const membership = await lockMembership(tx, id)
  if (!membership) return null
  const terms = await termsOf(tx.db, id)
  for (const term of terms) {
    const state = termState(term, today)
    if (state !== term.status)
      await tx.db.execute(sql`UPDATE membership_terms SET status = ${state}, updated_at = now() WHERE id = ${term.id}`)
  }
  const state = membershipState(terms, today)
  const current = termInForce(terms, today)
  const latest = latestTerm(terms)
  const event = { membership: id, person: membership.person }
  if (state === 'grace' && current) {
    await recordEvent(tx, { ...event, term: current.id, key: `term:${current.id}:grace`, kind: 'grace' })
  }
  if (state === 'expired' && latest) {
    await recordEvent(tx, { ...event, term: latest.id, key: `term:${latest.id}:expired`, kind: 'expired' })
  }
  await tx.db.execute(
    sql`UPDATE memberships
        SET status = ${state}, plan_id = ${current?.plan ?? membership.plan},
            started_on = ${terms[0]?.startsOn ?? null}, ends_on = ${latest?.endsOn ?? null},
            grace_ends_on = ${latest ? lastDayOf(latest) : null}, updated_at = now()
        WHERE id = ${id}`,
  )
  await settlePersonRoles(tx, membership.person, current?.id ?? null)
  return state
}

/**
 * The person's roles as their memberships now stand (`settleRoles`), saved
 * through Payload so the change is audited like any other; the events say
 * which term granted or took back which role.
 */
async function settlePersonRoles(tx: Transaction, person: number, term: number | null): Promise<void> {
  const memberships = await rowsOf<{
    id: number
    status: MembershipState
    grants: GrantableRole | null
    roleGranted: GrantableRole | null
  }>(
    tx.db,
    sql`SELECT m.id, m.status, p.grants_role AS grants, m.role_granted AS "roleGranted"
        FROM memberships m LEFT JOIN membership_plans p ON p.id = m.plan_id
        WHERE m.person_id = ${person} ORDER BY m.id`,
  )
  const roles = (
    await rowsOf<{ value: string }>(
      tx.db,
      sql`SELECT value FROM users_roles WHERE parent_id = ${person} ORDER BY "order"`,
    )
  ).map((row) => row.value)
  const settled = settleRoles(
    roles,
    memberships.map((m) => ({ ...m, goodStanding: m.status === 'active' || m.status === 'grace' })),
  )
  for (const membership of memberships) {
    const granted = settled.granted.get(membership.id) ?? null
    if (granted !== membership.roleGranted) {
      await tx.db.execute(sql`UPDATE memberships SET role_granted = ${granted} WHERE id = ${membership.id}`)
    }
  }
  if (!settled.added.length && !settled.removed.length) return
  await tx.req.payload.update({
    collection: 'users',
    id: person,
    data: { roles: settled.roles as never },
    overrideAccess: true,
    req: tx.req,
  })
  const owner = memberships[0]
  for (const [kind, list] of [
    ['role-granted', settled.added],
    ['role-removed', settled.removed],
  ] as const) {
    for (const role of list) {
      const holder = memberships.find((m) => m.grants === role) ?? owner
      await recordEvent(tx, {
        key: `person:${person}:${kind}:${role}:term:${term ?? 'none'}`,
        membership: holder.id,
        person,
        term,
        kind,
        detail: role,
      })
    }
  }
}

/**
 * Cancels a membership: its terms run out on their ends, with no grace
 * period after; nothing is refunded here (staff refund the order through
 * commerce if they choose).
 */
export async function cancelMembership(tx: Transaction, id: number, now: Date, today: CalendarDate): Promise<boolean> {
  const membership = await lockMembership(tx, id)
  if (!membership || membership.cancelled) return false
  await tx.db.execute(sql`UPDATE memberships SET cancelled_at = ${now.toISOString()} WHERE id = ${id}`)
  await tx.db.execute(
    sql`UPDATE membership_terms SET cancelled_at = ${now.toISOString()}
        WHERE membership_id = ${id} AND cancelled_at IS NULL AND ends_on >= ${today}`,
  )
  await recordEvent(tx, {
    key: `membership:${id}:cancelled:${now.toISOString()}`,
    membership: id,
    person: membership.person,
    term: null,
    kind: 'cancelled',
  })
  await settleMembership(tx, id, today)
  return true
}
