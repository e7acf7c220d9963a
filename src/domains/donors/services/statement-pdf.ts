import { PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFile, pdfLetterhead, pdfTable, pdfWidth, winAnsi } from '@/platform/pdf'

import type { StatementView } from './statement'

export type StatementPdfOptions = {
  organisation: string
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

/**
 * The year-end giving statement as a one-file PDF (decision 044), drawn as
 * the receipt is (`platform/pdf`): the organisation, the donor as known, each
 * paid gift of the year with its campaign and order, the total and the tax
 * wording.
 */
export function statementPdf(view: StatementView, options: StatementPdfOptions): Promise<Buffer> {
  return pdfFile(
    { title: `${view.title}, ${view.donor[0] ?? ''}`, author: options.organisation, compress: options.compress },
    (doc) => draw(doc, view, options.organisation),
  )
}

function draw(doc: PDFKit.PDFDocument, view: StatementView, organisation: string) {
  const left = PDF_MARGIN
  const width = pdfWidth(doc)

  pdfLetterhead(doc, organisation, view.title)

  doc.fontSize(11).fillColor(PDF_INK)
  for (const [index, line] of view.donor.entries()) {
    doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').text(winAnsi(line), left, doc.y, { width })
  }
  doc.moveDown(1)
  doc
    .font('Helvetica')
    .text(winAnsi(`Your gifts to ${organisation} from January 1 to December 31, ${view.year}:`), left, doc.y, { width })
  doc.moveDown(0.8)

  const table = pdfTable(doc, [{ width: 120 }, {}, { width: 110 }, { width: 90, align: 'right' }])
  table.row(['Date', 'Campaign', 'Order', 'Amount'], true)
  table.rule()
  for (const gift of view.gifts) table.row([gift.date, gift.campaign, gift.order, gift.amount])
  table.rule()
  for (const total of view.totals) table.row(['Total', '', '', total], true)
  doc.moveDown(1.5)

  doc.x = left
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_INK).text(winAnsi(view.notice), { width })
  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fillColor(PDF_MUTED)
    .fontSize(10)
    .text(winAnsi(`Thank you for supporting ${organisation}. Please keep this statement for your records.`), {
      width,
    })
}
