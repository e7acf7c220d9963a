import { describe, expect, it } from 'vitest'

import type { ReceiptView } from './receipt'
import { receiptMail } from './receipt-mail'

const view: ReceiptView = {
  number: 'V-2026-000123',
  date: 'November 26, 2026',
  status: 'fulfilled',
  statusLabel: 'Fulfilled',
  paid: true,
  buyer: { name: 'Ada <b>Lovelace</b>', email: 'ada@example.org' },
  lines: [{ description: 'Print <script>alert(1)</script>', quantity: 2, unitPrice: '$25.00', lineTotal: '$50.00' }],
  total: '$50.00',
  payment: { provider: 'Card payment through Stripe', when: 'November 26, 2026 at 3:42 PM', amount: '$50.00' },
  notice: null,
  title: 'Receipt',
  buyerLabel: 'Bought by',
  thanks: 'Thank you for supporting Vernissage.',
  parts: [],
}

const options = {
  organisation: 'Vernissage',
  publicUrl: 'https://vernissage.example.org',
  link: 'https://vernissage.example.org/shop/orders/V-2026-000123?key=k&x="y"',
  guest: true,
  attached: true,
}

describe('receiptMail', () => {
  it('thanks the buyer and lists the lines, total, payment and link, in both parts', () => {
    const mail = receiptMail(view, options)
    expect(mail.subject).toBe('Your receipt for order V-2026-000123')
    expect(mail.text).toContain('Hello Ada <b>Lovelace</b>,')
    expect(mail.text).toContain('2 × Print <script>alert(1)</script>: $50.00')
    expect(mail.text).toContain('Total: $50.00')
    expect(mail.text).toContain('Paid $50.00 on November 26, 2026 at 3:42 PM. Card payment through Stripe.')
    expect(mail.text).toContain(`See your receipt online:\n${options.link}\nThe link is yours alone`)
    expect(mail.text).toContain('A PDF copy is attached')
    expect(mail.html).toContain('<strong>V-2026-000123</strong>')
    expect(mail.html).toContain('<strong>$50.00</strong>')
  })

  it('escapes every value from the order in the html part', () => {
    const { html } = receiptMail(view, options)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Lovelace')
    expect(html).toContain('Print &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('href="https://vernissage.example.org/shop/orders/V-2026-000123?key=k&amp;x=&quot;y&quot;"')
  })

  it('tells only a guest to keep the link to themselves, and mentions the PDF only when attached', () => {
    const mail = receiptMail(view, { ...options, guest: false, attached: false })
    expect(mail.text).not.toContain('The link is yours alone')
    expect(mail.text).not.toContain('PDF')
    expect(receiptMail({ ...view, buyer: { name: null, email: 'x@example.org' } }, options).text).toMatch(
      /^Hello there,/,
    )
  })
})
