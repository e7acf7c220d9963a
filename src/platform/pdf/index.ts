import PDFDocument from 'pdfkit'

/**
 * The organisation's documents as PDF (receipts, giving statements), one
 * way: pdfkit's built-in Helvetica on US Letter — no font file to ship, at
 * the price of WinAnsi text only (`winAnsi`) — with one margin and palette,
 * a letterhead, and tables whose one flexible column takes what the fixed
 * ones leave.
 */

export const PDF_MARGIN = 56
export const PDF_INK = '#18181b'
export const PDF_MUTED = '#52525b'
const RULE = '#d4d4d8'

export type PdfOptions = {
  title: string
  author: string
  subject?: string
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

/** A one-file PDF drawn by `draw`, as bytes. */
export function pdfFile(options: PdfOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PDF_MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: winAnsi(options.title),
      Author: winAnsi(options.author),
      // pdfkit writes every key it is given: an absent subject must not be there at all.
      ...(options.subject ? { Subject: winAnsi(options.subject) } : {}),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc)
  doc.end()
  return done
}

/** The width between the margins. */
export function pdfWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * PDF_MARGIN
}

/** The organisation's name large, and what the document is under it. */
export function pdfLetterhead(doc: PDFKit.PDFDocument, organisation: string, what: string): void {
  doc.fillColor(PDF_INK).font('Helvetica-Bold').fontSize(20).text(winAnsi(organisation), PDF_MARGIN, PDF_MARGIN)
  doc.moveDown(0.2)
  doc.font('Helvetica').fontSize(14).fillColor(PDF_MUTED).text(winAnsi(what))
  doc.moveDown(1)
}

/** A table's column: a fixed width, or none for the one column that takes the rest. */
export type PdfColumn = { width?: number; align?: 'left' | 'right' }

/**
 * Rows of cells under the given columns, each row as tall as its tallest
 * cell and moved to a new page when it would not fit, and rules between
 * parts of the table.
 */
export function pdfTable(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[]) {
  const left = PDF_MARGIN
  const width = pdfWidth(doc)
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0)
  const widths = columns.map((column) => column.width ?? width - fixed)
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, w) => sum + w, 0))
  // Left-aligned cells keep a gap before the next column; right-aligned ones end at the column's edge.
  const textWidth = (index: number) => (columns[index]!.align === 'right' ? widths[index]! : widths[index]! - 10)
  return {
    row(cells: readonly string[], bold = false) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(PDF_INK)
      const texts = cells.map(winAnsi)
      const height = Math.max(
        doc.currentLineHeight(),
        ...texts.map((text, index) => doc.heightOfString(text, { width: textWidth(index) })),
      )
      if (doc.y + height > doc.page.height - PDF_MARGIN) doc.addPage()
      const y = doc.y
      texts.forEach((text, index) => {
        doc.text(text, xs[index], y, { width: textWidth(index), align: columns[index]!.align ?? 'left' })
      })
      doc.y = y + height + 6
    },
    rule() {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(RULE)
        .lineWidth(0.75)
        .stroke()
      doc.y += 6
    },
  }
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
