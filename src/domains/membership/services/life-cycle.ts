import { addDays, addYears, type CalendarDate, yearOf } from '@/platform/calendar'
import type { GrantableRole, MembershipState, TermLength, TermState } from './vocabulary'

/**
 * A membership's life cycle as plain functions of its terms and today's date
 * (decision 047). Dates are the organisation's calendar dates, both ends of a
 * term included; `today` is always passed in, so every rule is tested with a
 * fixed clock.
 */

export type TermDays = {
  startsOn: CalendarDate
  endsOn: CalendarDate
  graceDays: number
  /** A cancelled term runs out on its end: no grace period follows it. */
  cancelled?: boolean
}

export type PlanTerm = { term: TermLength }

/**
 * From this day of the year, joining a calendar-year plan buys the rest of
 * this year and all of next (CiviCRM's "fixed period rollover day"): who
 * joins in October or later is not sold a term of a few weeks.
 */
export const CALENDAR_YEAR_ROLLOVER = '10-01'

/** The last day a term's holder keeps their benefits: its end, then its grace days unless cancelled. */
export function lastDayOf(term: TermDays): CalendarDate {
  return term.cancelled ? term.endsOn : addDays(term.endsOn, term.graceDays)
}

export function termState(term: TermDays, today: CalendarDate): TermState {
  if (today < term.startsOn) return 'upcoming'
  if (today <= term.endsOn) return 'active'
  if (today <= lastDayOf(term)) return 'grace'
  return 'expired'
}

/**
 * A membership's state today: active when a term is; else in grace when one
 * is; else expired once a term has run out; awaiting payment before any term
 * has begun.
 */
export function membershipState(terms: readonly TermDays[], today: CalendarDate): MembershipState {
  const states = terms.map((term) => termState(term, today))
  if (states.includes('active')) return 'active'
  if (states.includes('grace')) return 'grace'
  if (states.includes('expired')) return 'expired'
  return 'awaiting-payment'
}

/** Active or in grace: what other domains call "a member in good standing". */
export function inGoodStanding(terms: readonly TermDays[], today: CalendarDate): boolean {
  const state = membershipState(terms, today)
  return state === 'active' || state === 'grace'
}

/** The term that ends last, or undefined when there is none. */
export function latestTerm<T extends TermDays>(terms: readonly T[]): T | undefined {
  return terms.reduce<T | undefined>(
    (latest, term) => (!latest || term.endsOn > latest.endsOn ? term : latest),
    undefined,
  )
}

/** The term in force today (the active one, else the one in grace), else the latest. */
export function termInForce<T extends TermDays>(terms: readonly T[], today: CalendarDate): T | undefined {
  const byState = (state: TermState) => terms.find((term) => termState(term, today) === state)
  return byState('active') ?? byState('grace') ?? latestTerm(terms)
}

/** The end of a term of `plan` that starts on `startsOn` as a first term (or after expiry). */
export function endOfNewTerm(plan: PlanTerm, startsOn: CalendarDate): CalendarDate {
  if (plan.term === 'twelve-months') return addYears(startsOn, 1)
  const year = yearOf(startsOn)
  return startsOn.slice(5) >= CALENDAR_YEAR_ROLLOVER ? `${year + 1}-12-31` : `${year}-12-31`
}

/**
 * The days the next term of `plan` covers. While the membership is active or
 * in grace (or a renewal is already waiting), it extends from the latest end:
 * no day is lost by renewing early, none is given by renewing late. Once
 * expired, or for a first term, it starts today. A different plan from the
 * current one is a change of plan: it takes effect with this next term.
 */
export function nextTermDays(
  plan: PlanTerm,
  terms: readonly TermDays[],
  today: CalendarDate,
): { startsOn: CalendarDate; endsOn: CalendarDate; renewal: boolean } {
  const latest = latestTerm(terms)
  if (!latest || today > lastDayOf(latest))
    return { startsOn: today, endsOn: endOfNewTerm(plan, today), renewal: false }
  const startsOn = addDays(latest.endsOn, 1)
  const endsOn = plan.term === 'twelve-months' ? addYears(latest.endsOn, 1) : `${yearOf(latest.endsOn) + 1}-12-31`
  return { startsOn, endsOn, renewal: true }
}

/** Whether a membership in this state offers Renew rather than Join. */
export function offersRenewal(state: MembershipState): boolean {
  return state === 'active' || state === 'grace'
}

/** Whether the membership ends within `days` of today: its term in force is active, ends by then, and no renewal waits. */
export function endsWithin(terms: readonly TermDays[], today: CalendarDate, days: number): boolean {
  const current = termInForce(terms, today)
  if (!current || termState(current, today) !== 'active') return false
  const latest = latestTerm(terms)
  // A renewal already bought: the membership does not end with the current term.
  if (latest && latest.endsOn > current.endsOn) return false
  return addDays(today, days) >= current.endsOn
}

/** A membership as the role rule sees it. */
export type RoleHolding = {
  id: number
  goodStanding: boolean
  grants: GrantableRole | null
  roleGranted: GrantableRole | null
}

/**
 * The roles a person holds once their memberships are as they are now, and
 * which membership holds each role it granted. A membership grants its
 * plan's role only when the person lacks it: a role they held otherwise
 * (staff gave it by hand, an artist account) is never recorded as granted, so
 * it is never taken back. A role granted by a membership that lapses passes
 * to another membership in good standing that grants it, or is removed.
 */
export function settleRoles(
  roles: readonly string[],
  memberships: readonly RoleHolding[],
): { roles: string[]; granted: Map<number, GrantableRole | null>; added: GrantableRole[]; removed: GrantableRole[] } {
  const held = new Set(roles)
  const granted = new Map<number, GrantableRole | null>(memberships.map((m) => [m.id, m.roleGranted]))
  const added: GrantableRole[] = []
  const removed: GrantableRole[] = []
  for (const lapsed of memberships) {
    const role = lapsed.roleGranted
    if (!role || (lapsed.goodStanding && lapsed.grants === role)) continue
    granted.set(lapsed.id, null)
    const heir = memberships.find(
      (m) => m.id !== lapsed.id && m.goodStanding && m.grants === role && !granted.get(m.id),
    )
    if (heir) granted.set(heir.id, role)
    else if (held.delete(role)) removed.push(role)
  }
  for (const member of memberships) {
    const role = member.grants
    if (!member.goodStanding || !role || granted.get(member.id) === role || held.has(role)) continue
    held.add(role)
    granted.set(member.id, role)
    added.push(role)
  }
  return { roles: roles.filter((role) => held.has(role)).concat(added), granted, added, removed }
}
