import { describe, expect, it } from 'vitest'

import { receiptView, type ReceiptSource } from './receipt'

const LA = { timeZone: 'America/Los_Angeles' }

const order = (changes: Partial<ReceiptSource['order']> = {}): ReceiptSource['order'] => ({
  number: 'V-2026-000123',
  status: 'fulfilled',
  currency: 'USD',
  totalMinor: 6250,
  createdAt: '2026-11-26T15:30:00.000Z',
  paidAt: '2026-11-26T15:42:00.000Z',
  lines: [
    { kind: 'merchandise', product: 'p1', description: 'Print “Harbour”', unitPriceMinor: 2500, quantity: 2 },
    { kind: 'guide', product: 'g', description: 'Guide copy', unitPriceMinor: 1250, quantity: 1 },
  ],
  ...changes,
})

const success = { provider: 'test' as const, outcome: 'succeeded' as const, currency: 'USD', amountMinor: 6250 }
const source = (changes: Partial<ReceiptSource> = {}): ReceiptSource => ({
  order: order(),
  buyer: { name: 'Ada Lovelace', email: 'ada@example.org' },
  payments: [{ ...success, createdAt: '2026-11-26T15:41:59.000Z' }],
  ...changes,
})

describe('receiptView', () => {
  it('shows every line with its quantity, unit price and line total, and the total, in the order’s currency', () => {
    const view = receiptView(source(), { timeZone: 'UTC' })
    expect(view).toMatchObject({
      number: 'V-2026-000123',
      date: 'November 26, 2026',
      statusLabel: 'Fulfilled',
      paid: true,
      total: '$62.50',
      notice: null,
      buyer: { name: 'Ada Lovelace', email: 'ada@example.org' },
    })
    expect(view.lines).toEqual([
      { description: 'Print “Harbour”', quantity: 2, unitPrice: '$25.00', lineTotal: '$50.00' },
      { description: 'Guide copy', quantity: 1, unitPrice: '$12.50', lineTotal: '$12.50' },
    ])
  })

  it('uses the currency’s own minor digits', () => {
    const yen = order({ currency: 'JPY', totalMinor: 1250, lines: [{ ...order().lines[1]!, unitPriceMinor: 1250 }] })
    const view = receiptView(source({ order: yen, payments: [] }), { timeZone: 'UTC' })
    expect(view.total).toBe('¥1,250')
    expect(view.lines[0]!.unitPrice).toBe('¥1,250')
  })

  it('names the payment: the provider in words, when it was paid and how much', () => {
    const view = receiptView(source(), { timeZone: 'UTC' })
    expect(view.payment).toEqual({
      provider: 'Test payment (no real money)',
      when: 'November 26, 2026 at 3:42 PM',
      amount: '$62.50',
    })
  })

  it('shows the first success for the total, not a declined attempt or a payment of another amount', () => {
    const view = receiptView(
      source({
        payments: [
          { ...success, outcome: 'failed', createdAt: '2026-11-26T15:40:00.000Z' },
          { ...success, amountMinor: 100, createdAt: '2026-11-26T15:40:30.000Z' },
          { ...success, provider: 'stripe', createdAt: '2026-11-26T15:41:00.000Z' },
          { ...success, provider: 'manual', createdAt: '2026-11-26T15:45:00.000Z' },
        ],
      }),
      { timeZone: 'UTC' },
    )
    expect(view.payment?.provider).toBe('Card payment through Stripe')
  })

  it('says an order awaiting payment is not charged yet, and shows no payment', () => {
    const view = receiptView(source({ order: order({ status: 'awaiting-payment', paidAt: null }), payments: [] }), LA)
    expect(view).toMatchObject({ paid: false, statusLabel: 'Awaiting payment', payment: null })
    expect(view.notice).toMatch(/awaiting payment: nothing has been charged yet/)
  })

  it('says an expired or cancelled order charged nothing, even after a declined attempt', () => {
    const declined = [{ ...success, outcome: 'failed' as const, createdAt: '2026-11-26T15:40:00.000Z' }]
    const expired = receiptView(source({ order: order({ status: 'expired', paidAt: null }), payments: declined }), LA)
    expect(expired.statusLabel).toBe('Expired')
    expect(expired.notice).toBe('This order expired before it was paid: nothing was charged.')
    const cancelled = receiptView(source({ order: order({ status: 'cancelled', paidAt: null }), payments: [] }), LA)
    expect(cancelled.notice).toMatch(/cancelled before it was paid: nothing was charged/)
  })

  it('does not say nothing was charged when money came for an order that did not become paid', () => {
    const view = receiptView(source({ order: order({ status: 'expired', paidAt: null }) }), LA)
    expect(view.notice).not.toMatch(/nothing was charged/)
    expect(view.notice).toMatch(/our office needs to check/)
  })

  it('keeps showing the payment of a refunded order, with its status', () => {
    const view = receiptView(source({ order: order({ status: 'partly-refunded' }) }), { timeZone: 'UTC' })
    expect(view).toMatchObject({ paid: true, statusLabel: 'Partly refunded', notice: null })
    expect(view.payment?.amount).toBe('$62.50')
  })

  it('dates an order paid at 11 PM on 31 December in Los Angeles 31 December, not the next day as UTC would', () => {
    const late = '2026-01-01T07:00:00.000Z'
    const view = receiptView(source({ order: order({ createdAt: late, paidAt: late }) }), LA)
    expect(view.date).toBe('December 31, 2025')
    expect(view.payment?.when).toBe('December 31, 2025 at 11:00 PM')
    expect(receiptView(source({ order: order({ createdAt: late, paidAt: late }) }), { timeZone: 'UTC' }).date).toBe(
      'January 1, 2026',
    )
  })
})
