import { describe, expect, it } from 'vitest'

import {
  DESK_AMOUNT_KIND,
  deskLines,
  deskSaleFields,
  parseDeskAmount,
  parseDeskBasket,
  parseDeskBuyer,
  type ProductOnSale,
} from './desk-sale'

const params = (values: Record<string, string>) => new URLSearchParams(values)

const ON_SALE: ProductOnSale[] = [
  { id: 7, name: 'Harbour linocut', kind: 'merchandise', priceMinor: 4200, stock: 3 },
  { id: 9, name: 'Studio guide 2026', kind: 'guide-copy', priceMinor: 1500, stock: null },
  { id: 11, name: 'Tote bag', kind: 'merchandise', priceMinor: 1800, stock: 0 },
]

describe('a free amount typed at the desk', () => {
  it('is whole minor units of the currency', () => {
    expect(parseDeskAmount('25', 'USD')).toEqual({ ok: true, minor: 2500 })
    expect(parseDeskAmount(' 1,250.50 ', 'USD')).toEqual({ ok: true, minor: 125050 })
    expect(parseDeskAmount('500', 'JPY')).toEqual({ ok: true, minor: 500 })
  })

  it('refuses, in words, what is not an amount, too fine, too small or too large', () => {
    expect(parseDeskAmount('', 'USD')).toEqual({ ok: false, message: 'Give the amount.' })
    expect(parseDeskAmount('ten', 'USD')).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not an amount'),
    })
    expect(parseDeskAmount('-5', 'USD')).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not an amount'),
    })
    expect(parseDeskAmount('12.345', 'USD')).toEqual({ ok: false, message: 'USD has 2 decimal places at most.' })
    expect(parseDeskAmount('12.5', 'JPY')).toEqual({
      ok: false,
      message: 'JPY has no smaller unit: write a whole amount.',
    })
    expect(parseDeskAmount('0.50', 'USD')).toEqual({ ok: false, message: 'The amount must be at least $1.00.' })
    expect(parseDeskAmount('100000.01', 'USD')).toEqual({
      ok: false,
      message: 'The amount can be at most $100,000.00.',
    })
  })
})

describe('who the sale is for', () => {
  it('is a person by id, or a guest by name and email, or nobody yet', () => {
    expect(parseDeskBuyer(params({ person: '12' }))).toEqual({ person: 12 })
    expect(parseDeskBuyer(params({ guestName: ' Lin ', guestEmail: 'lin@example.org' }))).toEqual({
      guest: { name: 'Lin', email: 'lin@example.org' },
    })
    expect(parseDeskBuyer(params({}))).toBeNull()
    expect(parseDeskBuyer(params({ person: '12abc' }))).toBeNull()
    expect(parseDeskBuyer(params({ person: '0' }))).toBeNull()
  })
})

describe('what staff chose', () => {
  it('reads quantities, skips zeros and empties, and the free amount with what it is for', () => {
    const parsed = parseDeskBasket(
      params({ 'qty-7': '2', 'qty-9': '0', 'qty-11': '', amount: '30', for: ' Workshop fee ' }),
      'USD',
    )
    expect(parsed).toEqual({
      ok: true,
      value: { items: [{ product: 7, quantity: 2 }], amount: { minor: 3000, description: 'Workshop fee' } },
    })
  })

  it('names each field that is wrong', () => {
    const parsed = parseDeskBasket(params({ 'qty-7': '1.5', 'qty-9': '1000', amount: '0.10', for: '' }), 'USD')
    expect(parsed).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        'qty-7': 'Give a whole number from 0 to 999.',
        'qty-9': 'Give a whole number from 0 to 999.',
        amount: 'The amount must be at least $1.00.',
        for: 'Say what the amount is for, such as “Workshop fee” or “Donation”.',
      },
    })
  })

  it('asks for the amount when only what it is for was written, and keeps the description short', () => {
    expect(parseDeskBasket(params({ for: 'Donation' }), 'USD')).toMatchObject({
      ok: false,
      fieldErrors: { amount: 'Give the amount. (for “Donation”)' },
    })
    expect(parseDeskBasket(params({ amount: '5', for: 'x'.repeat(121) }), 'USD')).toMatchObject({
      ok: false,
      fieldErrors: { for: 'Describe it in 120 characters at most.' },
    })
  })

  it('refuses a sale of nothing', () => {
    expect(parseDeskBasket(params({ 'qty-7': '0', amount: '', for: '' }), 'USD')).toEqual({
      ok: false,
      message: 'Choose at least one product, or give an amount and what it is for.',
      fieldErrors: {},
    })
  })
})

describe('the lines of a desk sale', () => {
  it('prices products as on sale now, adds the free amount last, and totals them', () => {
    const made = deskLines(
      {
        items: [
          { product: 7, quantity: 2 },
          { product: 9, quantity: 1 },
        ],
        amount: { minor: 2500, description: 'Donation' },
      },
      ON_SALE,
      'USD',
    )
    expect(made).toEqual({
      ok: true,
      totalMinor: 8400 + 1500 + 2500,
      lines: [
        {
          kind: 'merchandise',
          product: 7,
          description: 'Harbour linocut',
          unitMinor: 4200,
          quantity: 2,
          totalMinor: 8400,
        },
        {
          kind: 'guide-copy',
          product: 9,
          description: 'Studio guide 2026',
          unitMinor: 1500,
          quantity: 1,
          totalMinor: 1500,
        },
        {
          kind: DESK_AMOUNT_KIND,
          product: null,
          description: 'Donation',
          unitMinor: 2500,
          quantity: 1,
          totalMinor: 2500,
        },
      ],
    })
  })

  it('refuses more than is in stock, a sold-out product, and one no longer on sale, in the shop’s words', () => {
    expect(deskLines({ items: [{ product: 7, quantity: 4 }], amount: null }, ON_SALE, 'USD')).toEqual({
      ok: false,
      message: 'Only 3 left of Harbour linocut.',
    })
    expect(deskLines({ items: [{ product: 11, quantity: 1 }], amount: null }, ON_SALE, 'USD')).toEqual({
      ok: false,
      message: 'Tote bag is sold out.',
    })
    expect(deskLines({ items: [{ product: 99, quantity: 1 }], amount: null }, ON_SALE, 'USD')).toEqual({
      ok: false,
      message: 'A product you chose is no longer on sale: choose again.',
    })
    expect(deskLines({ items: [], amount: null }, ON_SALE, 'USD')).toMatchObject({ ok: false })
  })
})

describe('the sale carried between steps', () => {
  it('gives back what parsing reads', () => {
    const basket = { items: [{ product: 7, quantity: 2 }], amount: { minor: 2550, description: 'Workshop fee' } }
    const fields = deskSaleFields({ person: 12 }, basket, 'USD')
    expect(fields).toEqual({ person: '12', 'qty-7': '2', amount: '25.50', for: 'Workshop fee' })
    expect(parseDeskBuyer(params(fields))).toEqual({ person: 12 })
    expect(parseDeskBasket(params(fields), 'USD')).toEqual({ ok: true, value: basket })
    expect(deskSaleFields({ guest: { name: 'Lin', email: 'lin@example.org' } })).toEqual({
      guestName: 'Lin',
      guestEmail: 'lin@example.org',
    })
  })
})
