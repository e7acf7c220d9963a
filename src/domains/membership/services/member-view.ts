import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import type { CalendarDate } from '@/platform/calendar'
import { endsWithin, lastDayOf, latestTerm, membershipState, offersRenewal, termInForce, termState } from './life-cycle'
import type { Audience, MembershipState, TermSource, TermState } from './vocabulary'

export type TermLine = {
  id: number
  planName: string
  startsOn: CalendarDate
  endsOn: CalendarDate
  state: TermState
  source: TermSource
  orderNumber: string | null
  paidMinor: number | null
  currency: string | null
  cancelled: boolean
}

export type MembershipView = {
  id: number
  audience: Audience
  planName: string | null
  /** The plan this membership is renewed on: its current plan, while that plan is offered. */
  renewPlan: string | null
  state: MembershipState
  endsOn: CalendarDate | null
  graceEndsOn: CalendarDate | null
  renewal: boolean
  endsSoon: boolean
  cancelled: boolean
  /** What the plan in force gives its members, in the plan's order; none unless the membership is in force. */
  benefits: string[]
  /** Newest first. */
  terms: TermLine[]
}

/**
 * A person's memberships as their dashboard shows them, computed from the
 * terms for `today` (never from a state the life-cycle task may not have
 * settled yet).
 */
export async function membershipsOf(payload: Payload, person: number, today: CalendarDate): Promise<MembershipView[]> {
  const memberships = await rowsOf<{
    id: number
    audience: Audience
    planName: string | null
    planSlug: string | null
    planActive: boolean | null
    cancelled: boolean
  }>(
    database(payload),
    sql`SELECT m.id, m.audience, p.name AS "planName", p.slug AS "planSlug", p.status = 'active' AS "planActive",
               m.cancelled_at IS NOT NULL AS cancelled
        FROM memberships m LEFT JOIN membership_plans p ON p.id = m.plan_id
        WHERE m.person_id = ${person} ORDER BY m.audience`,
  )
  if (!memberships.length) return []
  const terms = await rowsOf<
    Omit<TermLine, 'state'> & {
      membership: number
      graceDays: number
      plan: number
      planSlug: string
      planActive: boolean
    }
  >(
    database(payload),
    sql`SELECT t.id, t.membership_id AS membership, t.plan_id AS plan, p.name AS "planName", p.slug AS "planSlug",
               p.status = 'active' AS "planActive", t.starts_on AS "startsOn", t.ends_on AS "endsOn",
               t.grace_days::int AS "graceDays", t.source, o.number AS "orderNumber",
               t.paid_minor::float8 AS "paidMinor", t.currency, t.cancelled_at IS NOT NULL AS cancelled
        FROM membership_terms t JOIN membership_plans p ON p.id = t.plan_id LEFT JOIN orders o ON o.id = t.order_id
        WHERE t.person_id = ${person} ORDER BY t.starts_on DESC, t.id DESC`,
  )
  const plans = [...new Set(terms.map((term) => term.plan))]
  const benefits = plans.length
    ? await rowsOf<{ plan: number; benefit: string }>(
        database(payload),
        sql`SELECT _parent_id AS plan, benefit FROM membership_plans_benefits
            WHERE _parent_id IN (${sql.join(
              plans.map((plan) => sql`${plan}`),
              sql`, `,
            )}) ORDER BY _parent_id, _order`,
      )
    : []
  return memberships.map((membership) => {
    const own = terms.filter((term) => term.membership === membership.id)
    const state = membershipState(own, today)
    const current = termInForce(own, today)
    const latest = latestTerm(own)
    const slug = current?.planActive ? current.planSlug : membership.planActive ? membership.planSlug : null
    return {
      id: membership.id,
      audience: membership.audience,
      planName: current?.planName ?? membership.planName,
      renewPlan: slug,
      state,
      endsOn: latest?.endsOn ?? null,
      graceEndsOn: latest ? lastDayOf(latest) : null,
      renewal: offersRenewal(state),
      endsSoon: endsWithin(own, today, 30) || state === 'grace',
      cancelled: membership.cancelled,
      benefits:
        current && (state === 'active' || state === 'grace')
          ? benefits.filter((row) => row.plan === current.plan).map((row) => row.benefit)
          : [],
      terms: own.map((term) => ({
        id: term.id,
        planName: term.planName,
        startsOn: term.startsOn,
        endsOn: term.endsOn,
        state: termState(term, today),
        source: term.source,
        orderNumber: term.orderNumber,
        paidMinor: term.paidMinor,
        currency: term.currency,
        cancelled: term.cancelled,
      })),
    }
  })
}

/** Which audiences the person is a member of today, and how: what a plan page's button reads to say Join or Renew. */
export async function standingOf(
  payload: Payload,
  person: number,
  today: CalendarDate,
): Promise<Partial<Record<Audience, MembershipState>>> {
  const views = await membershipsOf(payload, person, today)
  return Object.fromEntries(views.map((view) => [view.audience, view.state]))
}
