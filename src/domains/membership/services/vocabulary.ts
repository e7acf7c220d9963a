import type { Role } from '@/domains/accounts'

/** The two audiences a plan is for; a person has at most one membership of each. */
export const AUDIENCES = ['artist', 'artlover'] as const
export type Audience = (typeof AUDIENCES)[number]
export const AUDIENCE_LABELS: Record<Audience, string> = { artist: 'Artist', artlover: 'Art lover' }

/** How long a term runs: twelve months from its start, or to the end of the calendar year. */
export const TERM_LENGTHS = ['twelve-months', 'calendar-year'] as const
export type TermLength = (typeof TERM_LENGTHS)[number]
export const TERM_LENGTH_LABELS: Record<TermLength, string> = {
  'twelve-months': '12 months from the start',
  'calendar-year': 'The calendar year',
}

export const PLAN_STATUSES = ['active', 'retired'] as const
export type PlanStatus = (typeof PLAN_STATUSES)[number]

/** The roles a plan may grant: the members' roles, never staff's. */
export const GRANTABLE_ROLES = ['artist', 'artlover'] as const satisfies readonly Role[]
export type GrantableRole = (typeof GRANTABLE_ROLES)[number]

/** A membership's state on a day; `awaiting-payment` until its first term is paid. */
export const MEMBERSHIP_STATES = ['awaiting-payment', 'active', 'grace', 'expired'] as const
export type MembershipState = (typeof MEMBERSHIP_STATES)[number]
export const MEMBERSHIP_STATE_LABELS: Record<MembershipState, string> = {
  'awaiting-payment': 'Awaiting payment',
  active: 'Active',
  grace: 'In grace period',
  expired: 'Expired',
}

/** A term's state on a day: a renewal paid early is `upcoming` until its start. */
export const TERM_STATES = ['upcoming', 'active', 'grace', 'expired'] as const
export type TermState = (typeof TERM_STATES)[number]
export const TERM_STATE_LABELS: Record<TermState, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  grace: 'In grace period',
  expired: 'Expired',
}

/** How a term came: an order paid through checkout, a free term staff gave, a payment staff recorded by hand. */
export const TERM_SOURCES = ['order', 'free', 'manual'] as const
export type TermSource = (typeof TERM_SOURCES)[number]
export const TERM_SOURCE_LABELS: Record<TermSource, string> = {
  order: 'Paid order',
  free: 'Free term from staff',
  manual: 'Payment recorded by staff',
}

/**
 * What happened to a membership, recorded once each (by a unique key) so a
 * mail can be attached to it: the welcome on `joined`, the expiry notice on
 * `expired`, reminders on `reminder-due`.
 */
export const MEMBERSHIP_EVENTS = [
  'joined',
  'renewed',
  'free-term',
  'plan-changed',
  'cancelled',
  'grace',
  'expired',
  'role-granted',
  'role-removed',
  'reminder-due',
] as const
export type MembershipEventKind = (typeof MEMBERSHIP_EVENTS)[number]

/** The product kind memberships are sold as through commerce. */
export const MEMBERSHIP_KIND = 'membership'

/** A plan's slug is the first word of its page's address, `/{slug}membership`. */
export const PLAN_SLUG = /^[a-z][a-z0-9]{1,39}$/
