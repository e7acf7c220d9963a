import PDFDocument from 'pdfkit'

import { winAnsi } from '@/domains/commerce'

import type { StatementView } from './statement'

export type StatementPdfOptions = {
  organisation: string
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

const MARGIN = 56
const INK = '#18181b'
const MUTED = '#52525b'
const RULE = '#d4d4d8'

/**
 * The year-end giving statement as a one-file PDF (decision 044), drawn as
 * the receipt is: the organisation, the donor as known, each paid gift of the
 * year with its campaign and order, the total and the tax wording, in
 * pdfkit's built-in Helvetica (WinAnsi text only: `winAnsi`).
 */
export function statementPdf(view: StatementView, options: StatementPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: winAnsi(`${view.title}, ${view.donor[0] ?? ''}`), Author: options.organisation },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc, view, options.organisation)
  doc.end()
  return done
}

function draw(doc: PDFKit.PDFDocument, view: StatementView, organisation: string) {
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(winAnsi(organisation), left, MARGIN)
  doc.moveDown(0.2)
  doc.font('Helvetica').fontSize(14).fillColor(MUTED).text(winAnsi(view.title))
  doc.moveDown(1)

  doc.fontSize(11).fillColor(INK)
  for (const [index, line] of view.donor.entries()) {
    doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').text(winAnsi(line), left, doc.y, { width })
  }
  doc.moveDown(1)
  doc
    .font('Helvetica')
    .text(winAnsi(`Your gifts to ${organisation} from January 1 to December 31, ${view.year}:`), left, doc.y, { width })
  doc.moveDown(0.8)

  const columns = { date: 120, order: 110, amount: 90 }
  const campaignWidth = width - columns.date - columns.order - columns.amount
  const x = {
    date: left,
    campaign: left + columns.date,
    order: left + columns.date + campaignWidth,
    amount: left + width - columns.amount,
  }
  const row = (cells: [string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK)
    const [date, campaign, order, amount] = cells.map(winAnsi)
    const height = doc.heightOfString(campaign!, { width: campaignWidth - 10 })
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
    const y = doc.y
    doc.text(date!, x.date, y, { width: columns.date - 10 })
    doc.text(campaign!, x.campaign, y, { width: campaignWidth - 10 })
    doc.text(order!, x.order, y, { width: columns.order - 10 })
    doc.text(amount!, x.amount, y, { width: columns.amount, align: 'right' })
    doc.y = y + Math.max(height, doc.currentLineHeight()) + 6
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.75)
      .stroke()
    doc.y += 6
  }

  row(['Date', 'Campaign', 'Order', 'Amount'], true)
  rule()
  for (const gift of view.gifts) row([gift.date, gift.campaign, gift.order, gift.amount])
  rule()
  for (const total of view.totals) row(['Total', '', '', total], true)
  doc.moveDown(1.5)

  doc.x = left
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(winAnsi(view.notice), { width })
  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .fontSize(10)
    .text(winAnsi(`Thank you for supporting ${organisation}. Please keep this statement for your records.`), {
      width,
    })
}
