import { describe, expect, it } from 'vitest'

import {
  dateRefusal,
  eventRefusal,
  nextOffers,
  OFFER_HOURS,
  offerEnd,
  parseRsvpForm,
  placesLeft,
  placesLeftText,
} from './rsvp-rules'

const at = (iso: string) => new Date(iso)
const HOUR = 3_600_000

describe('who is offered a freed place', () => {
  const waiting = [
    { id: 7, queuedAt: '2026-12-01T10:00:02.000Z' },
    { id: 3, queuedAt: '2026-12-01T10:00:00.000Z' },
    { id: 9, queuedAt: '2026-12-01T10:00:00.000Z' },
    { id: 5, queuedAt: '2026-12-01T10:00:01.000Z' },
  ]

  it('is the first to join, then the next, as many as there is room for', () => {
    expect(nextOffers(waiting, 1)).toEqual([3])
    expect(nextOffers(waiting, 2)).toEqual([3, 9])
    expect(nextOffers(waiting, 3)).toEqual([3, 9, 5])
  })

  it('is nobody when there is no room, and everyone when there is no limit', () => {
    expect(nextOffers(waiting, 0)).toEqual([])
    expect(nextOffers(waiting, -2)).toEqual([])
    expect(nextOffers(waiting, null)).toEqual([3, 9, 5, 7])
    expect(nextOffers([], 4)).toEqual([])
  })
})

describe('when an offer ends', () => {
  const now = at('2026-12-01T10:00:00.000Z')

  it('is OFFER_HOURS from now', () => {
    expect(offerEnd(now, at('2026-12-10T19:00:00.000Z'))).toEqual(new Date(now.getTime() + OFFER_HOURS * HOUR))
  })

  it('is the date’s start when that comes first', () => {
    expect(offerEnd(now, at('2026-12-01T19:00:00.000Z'))).toEqual(at('2026-12-01T19:00:00.000Z'))
  })
})

describe('places left', () => {
  it('counts down to full, and has no number without a limit', () => {
    expect(placesLeft(3, 1)).toBe(2)
    expect(placesLeft(3, 5)).toBe(0)
    expect(placesLeft(null, 40)).toBeNull()
    expect(placesLeftText(12)).toBe('12 places left')
    expect(placesLeftText(1)).toBe('1 place left')
    expect(placesLeftText(0)).toBe('Full — join the waiting list')
    expect(placesLeftText(null)).toBe('Places free')
  })
})

describe('who may RSVP', () => {
  const open = { status: 'published', _status: 'published', registration: 'rsvp' }

  it('refuses an event not public, cancelled, or without RSVPs, in words', () => {
    expect(eventRefusal(open)).toBeNull()
    expect(eventRefusal(null)).toBe('There is no such event.')
    expect(eventRefusal({ ...open, _status: 'draft' })).toBe('There is no such event.')
    expect(eventRefusal({ ...open, status: 'pending' })).toBe('There is no such event.')
    expect(eventRefusal({ ...open, status: 'cancelled' })).toBe('This event is cancelled.')
    expect(eventRefusal({ ...open, registration: 'tickets' })).toBe('This event takes no RSVPs.')
  })

  it('refuses a date passed, or one the event does not have', () => {
    const date = { startsAt: at('2026-12-03T03:00:00.000Z'), endsAt: at('2026-12-03T05:00:00.000Z') }
    expect(dateRefusal(date.startsAt, [date], at('2026-12-01T00:00:00.000Z'))).toBeNull()
    expect(dateRefusal(date.startsAt, [date], at('2026-12-03T03:00:00.000Z'))).toBe('This date has passed.')
    expect(dateRefusal(at('2026-12-04T03:00:00.000Z'), [date], at('2026-12-01T00:00:00.000Z'))).toBe(
      'The event does not take place on this date.',
    )
  })
})

describe('the RSVP page’s forms', () => {
  it('read an RSVP to a date, and a cancellation, decline or acceptance of a place', () => {
    expect(parseRsvpForm({ intent: 'rsvp', event: '12', startsAt: '2026-12-03T03:00:00.000Z' })).toEqual({
      ok: true,
      value: { intent: 'rsvp', event: 12, startsAt: at('2026-12-03T03:00:00.000Z') },
    })
    expect(parseRsvpForm({ intent: 'cancel', place: '4' })).toEqual({ ok: true, value: { intent: 'cancel', place: 4 } })
    expect(parseRsvpForm({ intent: 'decline', place: '4' })).toEqual({
      ok: true,
      value: { intent: 'cancel', place: 4 },
    })
    expect(parseRsvpForm({ intent: 'accept', place: '4' })).toEqual({ ok: true, value: { intent: 'accept', place: 4 } })
  })

  it('refuse what is missing or malformed, in words', () => {
    const broken = { ok: false, message: 'This form is out of date. Reload the page and try again.' }
    expect(parseRsvpForm({})).toEqual(broken)
    expect(parseRsvpForm({ intent: 'rsvp', event: '12', startsAt: 'next thursday' })).toEqual(broken)
    expect(parseRsvpForm({ intent: 'rsvp', event: '-1', startsAt: '2026-12-03T03:00:00.000Z' })).toEqual(broken)
    expect(parseRsvpForm({ intent: 'accept', place: '1.5' })).toEqual(broken)
    expect(parseRsvpForm({ intent: 'delete', place: '4' })).toEqual(broken)
  })
})
