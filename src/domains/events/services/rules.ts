/**
 * The rules of an event's life (decision 060), as plain functions: what a
 * member's save leaves, what staff must give when they reject, and which
 * changes a subscribed calendar must be told about (iCalendar SEQUENCE).
 */

export const EVENT_STATUSES = ['draft', 'pending', 'published', 'rejected', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  published: 'Published',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
}

/** What the public sees: published events, and cancelled ones (shown marked, so people who planned to go know). */
export const PUBLIC_STATUSES: readonly EventStatus[] = ['published', 'cancelled']

export const REGISTRATIONS = ['none', 'rsvp', 'tickets'] as const
export type Registration = (typeof REGISTRATIONS)[number]

export const REGISTRATION_LABELS: Record<Registration, string> = {
  none: 'Free, just come',
  rsvp: 'Free, with RSVP',
  tickets: 'Tickets',
}

/** Free or paid, as the calendar filters: only tickets cost money. */
export const isPaid = (registration: Registration | null | undefined) => registration === 'tickets'

export const TITLE_MAX_LENGTH = 120
export const TEXT_MAX_LENGTH = 500
export const REJECTION_REASON_MAX_LENGTH = 1000

export const PUBLISH_REFUSAL = 'Only staff publish an event. Submit it for review instead.'

/**
 * The status a member's save leaves: a submission is waiting for review;
 * any other save (an edit of a published, pending or rejected event) is a
 * draft. Staff's approval alone publishes, so an edit of a published event
 * waits for review while the published version stays public.
 */
export function statusAfterMemberSave(requested: EventStatus | null | undefined): EventStatus {
  return requested === 'pending' ? 'pending' : 'draft'
}

/** Why a member may not ask for this status, in words; null when they may. */
export function memberStatusRefusal(requested: EventStatus | null | undefined): string | null {
  if (requested === 'published') return PUBLISH_REFUSAL
  if (requested === 'rejected') return 'Only staff reject an event.'
  if (requested === 'cancelled') return 'Cancel an event from your list of events.'
  return null
}

export function rejectionProblem(status: EventStatus | null | undefined, reason: string | null | undefined) {
  return status === 'rejected' && !reason?.trim()
    ? 'Say why the event is rejected: its organiser is told the reason.'
    : undefined
}

/** The fields a subscribed calendar shows: a change to one of them is a new SEQUENCE (RFC 5545 §3.8.7.4). */
export const CALENDAR_FIELDS = [
  'title',
  'summary',
  'startsAt',
  'endsAt',
  'allDay',
  'recurrence',
  'exceptions',
  'venue',
  'onlineLink',
  'status',
] as const

const comparable = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const time = Date.parse(value)
    return Number.isNaN(time) ? value : new Date(time).toISOString()
  }
  return JSON.stringify(value ?? null)
}

/** The event's next SEQUENCE: one more when a calendar field changed since `previous`, the same otherwise. */
export function nextSequence(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): number {
  const sequence = Number(previous?.sequence ?? 0) || 0
  if (!previous) return sequence
  const changed = CALENDAR_FIELDS.some(
    (field) => field in data && comparable(data[field]) !== comparable(previous[field]),
  )
  return changed ? sequence + 1 : sequence
}

/** An id from a relation's value, populated or not. */
export function idOf(value: unknown): number | string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return (value as { id?: number | string }).id ?? null
  return value as number | string
}

export type EventFields = {
  title?: string | null
  slug?: string | null
  startsAt?: string | Date | null
  endsAt?: string | Date | null
  venue?: { name?: string | null } | null
  onlineLink?: string | null
  organiser?: unknown
  picture?: unknown
  status?: EventStatus | null
  rejectionReason?: string | null
}

/** What an event lacks before it goes to review or is published, as field and message. */
export function submissionProblems(event: EventFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  if (!event.title?.trim()) problems.push({ path: 'title', message: 'Give the event a title.' })
  if (!event.startsAt) problems.push({ path: 'startsAt', message: 'Say when the event starts.' })
  if (!event.endsAt) problems.push({ path: 'endsAt', message: 'Say when the event ends.' })
  if (!event.venue?.name?.trim() && !event.onlineLink?.trim()) {
    problems.push({ path: 'venue.name', message: 'Say where it happens: a venue, or a link for an online event.' })
  }
  return problems
}
