import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { pdfText } from '../../../../tests/support/pdf-text'

import type { ReceiptView } from './receipt'
import { receiptPdf } from './receipt-pdf'

const view: ReceiptView = {
  number: 'V-2026-000123',
  date: 'November 26, 2026',
  status: 'fulfilled',
  statusLabel: 'Fulfilled',
  paid: true,
  buyer: { name: 'Ada Lovelace', email: 'ada@example.org' },
  lines: [
    { description: 'Print “Harbour at dusk”', quantity: 2, unitPrice: '$25.00', lineTotal: '$50.00' },
    { description: 'Guide copy', quantity: 1, unitPrice: '$12.50', lineTotal: '$12.50' },
  ],
  total: '$1,262.50',
  payment: { provider: 'Card payment through Stripe', when: 'November 26, 2026 at 3:42 PM', amount: '$1,262.50' },
  notice: null,
  title: 'Receipt',
  buyerLabel: 'Bought by',
  thanks: 'Thank you for supporting Vernissage.',
  parts: [],
}

describe('receiptPdf', () => {
  it('makes a PDF that names the organisation, the order, the buyer, every line, the total and the payment', async () => {
    const pdf = await receiptPdf(view, { organisation: 'Vernissage', compress: false })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/)
    const text = pdfText(pdf)
    expect(text).toEqual(
      expect.arrayContaining([
        'Vernissage',
        'Receipt',
        'V-2026-000123',
        'November 26, 2026',
        'Ada Lovelace, ada@example.org',
        'Fulfilled',
        'Print “Harbour at dusk”',
        '$50.00',
        'Guide copy',
        '$12.50',
        'Total',
        '$1,262.50',
        'Paid $1,262.50 on November 26, 2026 at 3:42 PM.',
        'Card payment through Stripe.',
      ]),
    )
  })

  it('compresses by default, with the same words inside', async () => {
    const pdf = await receiptPdf(view, { organisation: 'Vernissage' })
    expect(pdf.toString('latin1')).toMatch(/\/FlateDecode/)
    expect(pdfText(pdf)).toEqual(expect.arrayContaining(['V-2026-000123', '$1,262.50']))
  })

  it('says an unpaid order is not a receipt, and why', async () => {
    const unpaid: ReceiptView = {
      ...view,
      status: 'expired',
      statusLabel: 'Expired',
      paid: false,
      payment: null,
      notice: 'This order expired before it was paid: nothing was charged.',
    }
    const text = pdfText(await receiptPdf(unpaid, { organisation: 'Vernissage', compress: false }))
    expect(text).toContain('Order — not a receipt')
    expect(text).toContain('This order expired before it was paid: nothing was charged.')
    expect(text.some((line) => line.startsWith('Paid'))).toBe(false)
  })

  it('draws what the order’s kinds add: a gift’s acknowledgement in its words, tickets’ codes with their QR codes', async () => {
    const qr = `data:image/png;base64,${(await QRCode.toBuffer('ABCDEFGH23', { type: 'png', width: 120 })).toString('base64')}`
    const gift: ReceiptView = {
      ...view,
      title: 'Gift acknowledgement',
      buyerLabel: 'Given by',
      thanks: 'Thank you for your gift.',
      parts: [
        {
          heading: 'Your gift',
          paragraphs: ['No goods or services were provided in exchange for this gift.'],
          facts: [{ label: 'Tax number', value: '12-3456789' }],
        },
        { heading: 'Your tickets', paragraphs: [], codes: [{ label: 'Adult', code: 'ABCDE FGH23', qr }] },
      ],
    }
    const pdf = await receiptPdf(gift, { organisation: 'Vernissage', compress: false })
    const text = pdfText(pdf)
    expect(text).toEqual(
      expect.arrayContaining([
        'Gift acknowledgement',
        'Given by',
        'Your gift',
        'No goods or services were provided in exchange for this gift.',
        'Tax number',
        '12-3456789',
        'Adult',
        'ABCDE FGH23',
        'Thank you for your gift.',
      ]),
    )
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
  })

  it('draws many lines over more than one page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...view.lines[1]!, description: `Item ${i + 1}` }))
    const pdf = await receiptPdf({ ...view, lines }, { organisation: 'Vernissage', compress: false })
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
    expect(pdfText(pdf)).toEqual(expect.arrayContaining(['Item 1', 'Item 60', '$1,262.50']))
  })
})
