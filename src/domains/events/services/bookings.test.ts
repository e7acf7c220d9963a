import { describe, expect, it } from 'vitest'

import { bookingsOf, type ListedPlace } from './bookings'

const at = new Date('2026-12-03T03:00:00.000Z')
const place = (overrides: Partial<ListedPlace>): ListedPlace => ({
  id: 1,
  slug: 'letterpress-night',
  title: 'Letterpress night',
  startsAt: at,
  endsAt: new Date(at.getTime() + 3_600_000),
  allDay: false,
  kind: 'ticket',
  ticketLabel: 'Adult',
  status: 'confirmed',
  orderNumber: 'V-2026-000001',
  ...overrides,
})

describe('bookingsOf', () => {
  it('puts the tickets of one order for one date in one row, counting each kind', () => {
    const rows = bookingsOf([
      place({ id: 1 }),
      place({ id: 2 }),
      place({ id: 3, ticketLabel: 'Child' }),
      place({ id: 4, kind: 'rsvp', ticketLabel: null, orderNumber: null, slug: 'talk', title: 'Talk' }),
    ])
    expect(rows.map((row) => [row.title, row.what, row.count, row.orderNumber])).toEqual([
      ['Letterpress night', '3 tickets: 2 × Adult, Child', 3, 'V-2026-000001'],
      ['Talk', 'RSVP', 1, null],
    ])
  })

  it('keeps apart two orders, two dates of one order, and a single ticket says its kind', () => {
    const later = new Date(at.getTime() + 86_400_000)
    const rows = bookingsOf([
      place({ id: 1 }),
      place({ id: 2, orderNumber: 'V-2026-000002' }),
      place({ id: 3, startsAt: later }),
      place({ id: 4, kind: 'ticket', orderNumber: null, ticketLabel: null }),
    ])
    expect(rows.map((row) => [row.what, row.count, row.orderNumber])).toEqual([
      ['Ticket: Adult', 1, 'V-2026-000001'],
      ['Ticket: Adult', 1, 'V-2026-000002'],
      ['Ticket: Adult', 1, 'V-2026-000001'],
      ['Ticket: Admission', 1, null],
    ])
  })
})
