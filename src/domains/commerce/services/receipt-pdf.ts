import { PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFile, pdfLetterhead, pdfTable, pdfWidth, winAnsi } from '@/platform/pdf'

import type { ReceiptView } from './receipt'

export type ReceiptPdfOptions = {
  organisation: string
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

/**
 * The receipt as a one-file PDF (decision 044): the organisation, the order's
 * number, date and buyer, its lines, total and payment (`platform/pdf`).
 */
export function receiptPdf(view: ReceiptView, options: ReceiptPdfOptions): Promise<Buffer> {
  return pdfFile(
    {
      title: `${view.paid ? 'Receipt' : 'Order'} ${view.number}`,
      author: options.organisation,
      subject: `Order ${view.number}`,
      compress: options.compress,
    },
    (doc) => draw(doc, view, options.organisation),
  )
}

function draw(doc: PDFKit.PDFDocument, view: ReceiptView, organisation: string) {
  const left = PDF_MARGIN
  const width = pdfWidth(doc)
  const text = (value: string) => winAnsi(value)

  pdfLetterhead(doc, organisation, view.paid ? 'Receipt' : 'Order — not a receipt')

  const facts: [string, string][] = [
    ['Order', view.number],
    ['Date', view.date],
    ['Buyer', [view.buyer.name, view.buyer.email].filter(Boolean).join(', ') || '—'],
    ['Status', view.statusLabel],
  ]
  doc.fontSize(11)
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('Helvetica-Bold').fillColor(PDF_MUTED).text(label, left, y, { width: 90 })
    doc
      .font('Helvetica')
      .fillColor(PDF_INK)
      .text(text(value), left + 90, y, { width: width - 90 })
    doc.moveDown(0.3)
  }
  doc.moveDown(1)

  const table = pdfTable(doc, [
    {},
    { width: 50, align: 'right' },
    { width: 90, align: 'right' },
    { width: 90, align: 'right' },
  ])
  table.row(['Description', 'Qty', 'Unit price', 'Amount'], true)
  table.rule()
  for (const line of view.lines) table.row([line.description, String(line.quantity), line.unitPrice, line.lineTotal])
  table.rule()
  table.row(['Total', '', '', view.total], true)
  doc.moveDown(1)

  doc.x = left
  doc.font('Helvetica').fontSize(11).fillColor(PDF_INK)
  if (view.payment) {
    doc.text(text(`Paid ${view.payment.amount} on ${view.payment.when}.`), { width })
    doc
      .fillColor(PDF_MUTED)
      .text(text(`${view.payment.provider}.`), { width })
      .fillColor(PDF_INK)
  } else if (view.paid) {
    doc.text('Paid.', { width })
  }
  if (view.notice) doc.text(text(view.notice), { width })
  doc.moveDown(2)
  doc
    .fillColor(PDF_MUTED)
    .fontSize(10)
    .text(text(`Thank you for supporting ${organisation}.`), { width })
}
