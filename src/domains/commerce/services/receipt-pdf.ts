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
      title: `${view.paid ? view.title : 'Order'} ${view.number}`,
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

  pdfLetterhead(doc, organisation, view.paid ? view.title : 'Order — not a receipt')

  const facts: [string, string][] = [
    ['Order', view.number],
    ['Date', view.date],
    [view.buyerLabel, [view.buyer.name, view.buyer.email].filter(Boolean).join(', ') || '—'],
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
  for (const part of view.parts) drawPart(doc, part)
  doc.moveDown(2)
  doc.x = left
  doc.fillColor(PDF_MUTED).fontSize(10).text(text(view.thanks), { width })
}

const QR_SIZE = 110

/** A kind's section: its heading, sentences, facts, and each code beside its QR code. */
function drawPart(doc: PDFKit.PDFDocument, part: ReceiptView['parts'][number]) {
  const left = PDF_MARGIN
  const width = pdfWidth(doc)
  doc.moveDown(1.5)
  doc.x = left
  doc.font('Helvetica-Bold').fontSize(13).fillColor(PDF_INK).text(winAnsi(part.heading), { width })
  doc.moveDown(0.4)
  doc.font('Helvetica').fontSize(11)
  for (const paragraph of part.paragraphs) doc.text(winAnsi(paragraph), { width }).moveDown(0.4)
  for (const fact of part.facts ?? []) {
    const y = doc.y
    doc.font('Helvetica-Bold').fillColor(PDF_MUTED).text(winAnsi(fact.label), left, y, { width: 140 })
    doc
      .font('Helvetica')
      .fillColor(PDF_INK)
      .text(winAnsi(fact.value), left + 140, y, { width: width - 140 })
    doc.moveDown(0.3)
  }
  for (const code of part.codes ?? []) {
    if (doc.y + QR_SIZE > doc.page.height - PDF_MARGIN) doc.addPage()
    const y = doc.y
    doc.image(code.qr, left, y, { width: QR_SIZE, height: QR_SIZE })
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(PDF_INK)
      .text(winAnsi(code.label), left + QR_SIZE + 16, y + 30, {
        width: width - QR_SIZE - 16,
      })
    doc
      .font('Courier-Bold')
      .fontSize(16)
      .text(code.code, left + QR_SIZE + 16, y + 50)
    doc.y = y + QR_SIZE + 8
  }
  doc.x = left
}
