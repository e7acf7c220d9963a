import { millimetres } from './print-size'
import { PDF_INK, PDF_MARGIN, PDF_MUTED, pdfFile, pdfLetterhead, pdfWidth, winAnsi } from '@/platform/pdf'

import { printCheck, printReadyJpeg } from './listing-picture'
import type { ListingRow } from './listing-rows'
import type { SeasonView } from './season-view'
import { ACCESS_FEATURE_LABELS, LISTING_STATE_LABELS, type AccessFeature } from './vocabulary'
import { weekendDays, weekendHours } from './weekend-words'

export type ProofOptions = {
  organisation: string
  /** The picture's original bytes, when the listing has one. */
  picture: Buffer | null
  compress?: boolean
}

/** Points per inch: a PDF's unit. */
const POINTS = 72

/** The words of the guide entry, as the export and the proof give them. */
export function guideFacts(row: ListingRow, season: SeasonView): [string, string][] {
  const weekends = season.weekends.filter((weekend) => row.weekends.includes(weekend.number))
  const first = weekends[0]
  return [
    ['Artist', row.artistName],
    [
      'Weekends',
      weekends.map((weekend) => `${weekend.label} (${weekendDays(weekend)})`).join('; ') || '—',
    ],
    ['Neighbourhood', row.studio?.neighbourhood || '—'],
    [
      'Studio',
      row.studio
        ? [row.studio.name, row.studio.address, row.studio.unit && `Unit ${row.studio.unit}`, row.studio.city]
            .filter(Boolean)
            .join(', ')
        : '—',
    ],
    ['Sharing with', row.sharing.join(', ') || '—'],
    ['Hours', row.hours || (first ? weekendHours(first) : '—')],
    [
      'Accessibility',
      [
        row.accessibility.map((feature) => ACCESS_FEATURE_LABELS[feature as AccessFeature] ?? feature).join(', '),
        row.accessibilityNotes,
      ]
        .filter(Boolean)
        .join('. ') || '—',
    ],
    ['Status', LISTING_STATE_LABELS[row.status]],
  ]
}

/**
 * A listing's printable proof (decision 052): the picture at its print size
 * (cropped and resized as the printer gets it), the texts as the guide
 * prints them, the weekend and studio, on one US Letter page.
 */
export async function listingProof(row: ListingRow, season: SeasonView, options: ProofOptions): Promise<Buffer> {
  const guide = season.guide
  const printed = options.picture ? await printReadyJpeg(options.picture, guide) : null
  const check = row.image ? printCheck(row.image, guide) : null
  return pdfFile(
    {
      title: `Guide proof: ${row.artistName}, ${season.name}`,
      author: options.organisation,
      subject: `Open Studios guide listing ${row.id}`,
      compress: options.compress,
    },
    (doc) => {
      const left = PDF_MARGIN
      const width = pdfWidth(doc)
      pdfLetterhead(doc, options.organisation, `Guide proof — ${season.name}`)
      const boxWidth = guide.imageWidthInches * POINTS
      const boxHeight = guide.imageHeightInches * POINTS
      const top = doc.y
      if (printed) doc.image(printed, left, top, { width: boxWidth, height: boxHeight })
      else {
        doc.rect(left, top, boxWidth, boxHeight).dash(4, { space: 4 }).strokeColor(PDF_MUTED).stroke().undash()
        doc
          .fontSize(9)
          .fillColor(PDF_MUTED)
          .text('Picture to come', left + 6, top + 6, { width: boxWidth - 12 })
      }
      doc
        .fontSize(8)
        .fillColor(PDF_MUTED)
        .text(
          winAnsi(
            `Printed ${guide.imageWidthInches} x ${guide.imageHeightInches} in (${millimetres(guide.imageWidthInches)} x ` +
              `${millimetres(guide.imageHeightInches)} mm) at ${guide.printDpi} dpi. ` +
              (check ? (check.ok ? 'Print check: passed.' : `Print check: ${check.message}`) : ''),
          ),
          left,
          top + boxHeight + 4,
          { width },
        )
      const textLeft = left + boxWidth + 18
      const textWidth = width - boxWidth - 18
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor(PDF_INK)
        .text(winAnsi(row.artistName), textLeft, top, { width: textWidth })
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(winAnsi(row.description || '(No description yet)'), { width: textWidth })
      doc.moveDown(0.4)
      doc.font('Helvetica-Oblique').text(winAnsi(row.directions || '(No directions)'), { width: textWidth })
      doc.y = Math.max(doc.y, top + boxHeight + 24)
      doc.x = left
      doc.moveDown(1)
      for (const [label, value] of guideFacts(row, season)) {
        const y = doc.y
        doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_MUTED).text(label, left, y, { width: 100 })
        doc
          .font('Helvetica')
          .fillColor(PDF_INK)
          .text(winAnsi(value), left + 100, y, { width: width - 100 })
        doc.moveDown(0.3)
      }
    },
  )
}
