import { inflateSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

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
}

// The bytes 0x80–0x9f of WinAnsi, the built-in fonts' encoding; the rest is Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x97: '—' }

/**
 * The words of a PDF, one string per text-showing operator: what a text
 * extractor does for simple fonts. Content streams are inflated when
 * compressed, and each `[<hex> kerning <hex>…] TJ` array — how pdfkit writes
 * text — is decoded from WinAnsi and joined, the kerning numbers dropped.
 */
function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const texts: string[] = []
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\n([^]*?)\nendstream/g)) {
    const raw = Buffer.from(match[2]!, 'latin1')
    const content = (/\/FlateDecode/.test(match[1]!) ? inflateSync(raw) : raw).toString('latin1')
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex'))
      texts.push([...Buffer.concat(pieces)].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join(''))
    }
  }
  return texts
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

  it('draws many lines over more than one page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...view.lines[1]!, description: `Item ${i + 1}` }))
    const pdf = await receiptPdf({ ...view, lines }, { organisation: 'Vernissage', compress: false })
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
    expect(pdfText(pdf)).toEqual(expect.arrayContaining(['Item 1', 'Item 60', '$1,262.50']))
  })
})
