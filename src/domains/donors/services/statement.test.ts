import { describe, expect, it } from 'vitest'

import { pdfText } from '../../../../tests/support/pdf-text'

import { NO_GOODS_OR_SERVICES, statementView, statementYear, type StatementSource } from './statement'
import { statementPdf } from './statement-pdf'

const LA = 'America/Los_Angeles'

const source: StatementSource = {
  year: 2026,
  donor: { name: 'Ada Lovelace', email: 'ada@example.org', organisation: null },
  gifts: [
    {
      paidAt: '2026-11-02T12:00:00.000Z',
      campaign: 'New studio roof',
      amountMinor: 10_000,
      currency: 'USD',
      orderNumber: 'V-2026-000002',
    },
    {
      paidAt: '2026-01-15T12:00:00.000Z',
      campaign: 'Open Studios',
      amountMinor: 2_550,
      currency: 'USD',
      orderNumber: 'V-2026-000001',
    },
  ],
}

describe('statementYear', () => {
  it('takes a four-digit year of ours and nothing else', () => {
    expect(statementYear('2026')).toBe(2026)
    for (const bad of ['1999', '2101', '26', '2026.pdf', '', null, ' 2026']) expect(statementYear(bad)).toBeNull()
  })
})

describe('statementView', () => {
  it('lists the year’s gifts oldest first, with the total and the tax wording', () => {
    const view = statementView(source, LA)
    expect(view).toEqual({
      title: 'Giving statement 2026',
      year: 2026,
      donor: ['Ada Lovelace', 'ada@example.org'],
      gifts: [
        { date: 'January 15, 2026', campaign: 'Open Studios', amount: '$25.50', order: 'V-2026-000001' },
        { date: 'November 2, 2026', campaign: 'New studio roof', amount: '$100.00', order: 'V-2026-000002' },
      ],
      totals: ['$125.50'],
      notice: NO_GOODS_OR_SERVICES,
    })
  })

  it('names an organisation first, and who gave through it', () => {
    const view = statementView({ ...source, donor: { ...source.donor, organisation: 'Acme Trust' } }, LA)
    expect(view.donor).toEqual(['Acme Trust', 'Given through Ada Lovelace', 'ada@example.org'])
  })
})

describe('statementPdf', () => {
  it('is a PDF with the organisation, the donor, every gift, the total and the tax wording', async () => {
    const pdf = await statementPdf(statementView(source, LA), { organisation: 'Vernissage', compress: false })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toEqual(
      expect.arrayContaining([
        'Vernissage',
        'Giving statement 2026',
        'Ada Lovelace',
        'ada@example.org',
        'January 15, 2026',
        'Open Studios',
        'V-2026-000001',
        '$25.50',
        'New studio roof',
        '$100.00',
        'Total',
        '$125.50',
        NO_GOODS_OR_SERVICES,
      ]),
    )
  })
})
