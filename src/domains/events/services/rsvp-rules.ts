import { formatDateTime } from '@/platform/calendar'

import type { Occurrence } from './recurrence'

/**
 * The rules of RSVPs (decision 065), as plain functions: who may RSVP to a
 * date, who on the waiting list is offered a freed place and until when,
 * what a place's standing says, and what the RSVP page's forms ask for.
 */

/** How long a freed place is held for the person offered it (never past the date's start). */
export const OFFER_HOURS = 24

/** When an offer made now for a date ends: OFFER_HOURS from now, or the date's start if that comes first. */
export function offerEnd(now: Date, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + OFFER_HOURS * 3_600_000, startsAt.getTime()))
}

/** Places still free at a date: null when it has no limit. */
export function placesLeft(capacity: number | null | undefined, taken: number): number | null {
  return capacity == null ? null : Math.max(0, capacity - taken)
}

export type Waiting = { id: number; queuedAt: Date | string }

/** The order of a waiting list: who joined first, then who was written first (two in the same millisecond). */
export function waitingOrder(a: Waiting, b: Waiting): number {
  return new Date(a.queuedAt).getTime() - new Date(b.queuedAt).getTime() || a.id - b.id
}

/** Which waiting places are offered the room there is: the first in the list's order, as many as fit. */
export function nextOffers(waiting: readonly Waiting[], room: number | null): number[] {
  const ordered = [...waiting].sort(waitingOrder)
  return (room == null ? ordered : ordered.slice(0, Math.max(0, room))).map((place) => place.id)
}

export type RsvpEvent = {
  status: string
  _status?: string | null
  registration?: string | null
}

/** Why nobody may RSVP to this event now, in words; null when they may. */
export function eventRefusal(event: RsvpEvent | null): string | null {
  if (!event || event._status !== 'published' || (event.status !== 'published' && event.status !== 'cancelled')) {
    return 'There is no such event.'
  }
  if (event.status === 'cancelled') return 'This event is cancelled.'
  if (event.registration !== 'rsvp') return 'This event takes no RSVPs.'
  return null
}

/** Why this date cannot be RSVPed to now, in words; null when it can. */
export function dateRefusal(startsAt: Date, dates: readonly Occurrence[], now: Date): string | null {
  if (startsAt.getTime() <= now.getTime()) return 'This date has passed.'
  return dates.some((date) => date.startsAt.getTime() === startsAt.getTime())
    ? null
    : 'The event does not take place on this date.'
}

/** An instant as the RSVP page and mails write it: "December 3, 2026 at 7:00 PM". */
export function momentText(instant: Date, timeZone: string): string {
  return formatDateTime(instant, timeZone)
}

/** How a date's places read on the RSVP page. */
export function placesLeftText(left: number | null): string {
  if (left === null) return 'Places free'
  if (left === 0) return 'Full — join the waiting list'
  return left === 1 ? '1 place left' : `${left} places left`
}

export type RsvpIntent =
  { intent: 'rsvp'; event: number; startsAt: Date } | { intent: 'cancel' | 'accept'; place: number }

const positiveId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * What one of the RSVP page's forms asks: to RSVP to a date of an event, or
 * to cancel (or decline) or accept a place. A message in words when the form
 * is not one of them.
 */
export function parseRsvpForm(
  fields: Record<string, string | undefined>,
): { ok: true; value: RsvpIntent } | { ok: false; message: string } {
  const broken = { ok: false as const, message: 'This form is out of date. Reload the page and try again.' }
  switch (fields.intent) {
    case 'rsvp': {
      const event = positiveId(fields.event)
      const startsAt = new Date(fields.startsAt ?? '')
      if (event === null || Number.isNaN(startsAt.getTime())) return broken
      return { ok: true, value: { intent: 'rsvp', event, startsAt } }
    }
    case 'cancel':
    case 'decline':
    case 'accept': {
      const place = positiveId(fields.place)
      if (place === null) return broken
      return { ok: true, value: { intent: fields.intent === 'accept' ? 'accept' : 'cancel', place } }
    }
    default:
      return broken
  }
}
