import { describe, expect, it } from 'vitest'

import { parseTicketProduct, parseTicketQuantity, ticketProduct, ticketsLeftText, ticketsRefusal } from './tickets'

describe('a ticket line’s product', () => {
  const startsAt = new Date('2026-12-05T18:00:00.000Z')

  it('names the event, the date and the ticket kind, and reads back the same', () => {
    const product = ticketProduct({ event: 42, startsAt, ticketKind: '674f1a2b3c4d5e6f7a8b9c0d' })
    expect(product).toBe('42:2026-12-05T18:00:00.000Z:674f1a2b3c4d5e6f7a8b9c0d')
    expect(parseTicketProduct(product)).toEqual({ event: 42, startsAt, ticketKind: '674f1a2b3c4d5e6f7a8b9c0d' })
  })

  it.each([
    '',
    '42',
    '42:2026-12-05T18:00:00.000Z',
    '42:2026-12-05T18:00:00.000Z:',
    'x:2026-12-05T18:00:00.000Z:adult',
    '0:2026-12-05T18:00:00.000Z:adult',
    '-1:2026-12-05T18:00:00.000Z:adult',
    '42:2026-12-05T18:00:00Z:adult',
    '42:2026-12-05T18:00:00.000+01:00:adult',
    '42:2026-02-30T18:00:00.000Z:adult',
    '42:2026-12-05T25:00:00.000Z:adult',
    '42:2026-12-05 18:00:00.000Z:adult',
    '42:2026-12-05T18:00:00.000Z:adult:extra',
    '42:2026-12-05T18:00:00.000Z:a b',
    ` 42:2026-12-05T18:00:00.000Z:adult`,
    `42:2026-12-05T18:00:00.000Z:${'a'.repeat(41)}`,
  ])('refuses %j', (product) => {
    expect(parseTicketProduct(product)).toBeNull()
  })
})

describe('tickets left, in words', () => {
  it('says how many are left, or that they are sold out', () => {
    expect(ticketsLeftText(3)).toBe('3 left')
    expect(ticketsLeftText(1)).toBe('1 left')
    expect(ticketsLeftText(0)).toBe('Sold out')
    expect(ticketsLeftText(-2)).toBe('Sold out')
  })

  it('refuses more than are left, naming the kind and the date', () => {
    expect(ticketsRefusal('Adult', 'Saturday, December 5', 3, 3)).toBeNull()
    expect(ticketsRefusal('Adult', 'Saturday, December 5', 3, 4)).toBe(
      'Only 3 left of Adult for Saturday, December 5: choose 3 or fewer.',
    )
    expect(ticketsRefusal('Adult', 'Saturday, December 5', 0, 1)).toBe(
      'Sold out: there are no Adult tickets left for Saturday, December 5.',
    )
  })
})

describe('a quantity of tickets as typed', () => {
  it('reads nothing as none, and whole numbers from 0 to 10', () => {
    expect(parseTicketQuantity('')).toBe(0)
    expect(parseTicketQuantity(' 2 ')).toBe(2)
    expect(parseTicketQuantity('10')).toBe(10)
  })

  it.each(['11', '-1', '1.5', 'two', '1e1', '007'])('refuses %j', (typed) => {
    expect(parseTicketQuantity(typed)).toBeNull()
  })
})
