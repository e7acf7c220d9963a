import PDFDocument from 'pdfkit'

import type { ReceiptView } from './receipt'

export type ReceiptPdfOptions = {
  organisation: string
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

const MARGIN = 56
const INK = '#18181b'
const MUTED = '#52525b'
const RULE = '#d4d4d8'

/**
 * The receipt as a one-file PDF (decision 044): the organisation, the order's
 * number, date and buyer, its lines, total and payment, in pdfkit's built-in
 * Helvetica — no font file to ship, at the price of WinAnsi text only
 * (`winAnsi` below).
 */
export function receiptPdf(view: ReceiptView, options: ReceiptPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${view.paid ? 'Receipt' : 'Order'} ${view.number}`,
      Author: options.organisation,
      Subject: `Order ${view.number}`,
    },
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

function draw(doc: PDFKit.PDFDocument, view: ReceiptView, organisation: string) {
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const text = (value: string) => winAnsi(value)

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(text(organisation), left, MARGIN)
  doc.moveDown(0.2)
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(MUTED)
    .text(view.paid ? 'Receipt' : 'Order — not a receipt')
  doc.moveDown(1)

  const facts: [string, string][] = [
    ['Order', view.number],
    ['Date', view.date],
    ['Buyer', [view.buyer.name, view.buyer.email].filter(Boolean).join(', ') || '—'],
    ['Status', view.statusLabel],
  ]
  doc.fontSize(11)
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('Helvetica-Bold').fillColor(MUTED).text(label, left, y, { width: 90 })
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(text(value), left + 90, y, { width: width - 90 })
    doc.moveDown(0.3)
  }
  doc.moveDown(1)

  // Description takes what the amounts leave.
  const columns = { quantity: 50, unit: 90, total: 90 }
  const descriptionWidth = width - columns.quantity - columns.unit - columns.total
  const x = {
    description: left,
    quantity: left + descriptionWidth,
    unit: left + descriptionWidth + columns.quantity,
    total: left + width - columns.total,
  }
  const row = (cells: [string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK)
    const [description, quantity, unit, total] = cells.map(text)
    const height = doc.heightOfString(description!, { width: descriptionWidth - 10 })
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
    const y = doc.y
    doc.text(description!, x.description, y, { width: descriptionWidth - 10 })
    doc.text(quantity!, x.quantity, y, { width: columns.quantity, align: 'right' })
    doc.text(unit!, x.unit, y, { width: columns.unit, align: 'right' })
    doc.text(total!, x.total, y, { width: columns.total, align: 'right' })
    doc.y = y + height + 6
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

  row(['Description', 'Qty', 'Unit price', 'Amount'], true)
  rule()
  for (const line of view.lines) row([line.description, String(line.quantity), line.unitPrice, line.lineTotal])
  rule()
  row(['Total', '', '', view.total], true)
  doc.moveDown(1)

  doc.x = left
  doc.font('Helvetica').fontSize(11).fillColor(INK)
  if (view.payment) {
    doc.text(text(`Paid ${view.payment.amount} on ${view.payment.when}.`), { width })
    doc
      .fillColor(MUTED)
      .text(text(`${view.payment.provider}.`), { width })
      .fillColor(INK)
  } else if (view.paid) {
    doc.text('Paid.', { width })
  }
  if (view.notice) doc.text(text(view.notice), { width })
  doc.moveDown(2)
  doc
    .fillColor(MUTED)
    .fontSize(10)
    .text(text(`Thank you for supporting ${organisation}.`), { width })
}

// The characters beyond Latin-1 that WinAnsi (the built-in fonts' encoding) has.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Text the built-in fonts can draw: accents that Latin-1 lacks are dropped
 * ("Dvořák" → "Dvorák"), other spaces and line breaks become spaces, and
 * anything else becomes "?" rather than the wrong glyph. Names in other
 * scripts need an embedded font (not yet).
 */
export function winAnsi(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char
      continue
    }
    if (code < 0x20 || /\s/u.test(char)) {
      out += ' ' // line breaks, and the narrow spaces Intl puts in dates and amounts
      continue
    }
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '')
    out += plain && [...plain].every((c) => c.codePointAt(0)! < 0x7f) ? plain : '?'
  }
  return out
}
