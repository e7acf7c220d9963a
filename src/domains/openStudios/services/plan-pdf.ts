import { formatClockTime, formatDateTime } from '@/platform/calendar'
import { PDF_INK, PDF_MUTED, pdfFile, pdfLetterhead, pdfTable, winAnsi } from '@/platform/pdf'

import type { PlanData } from './plan-page'
import { clockOf, dayRoute } from './route-plan'

export type PlanPdfOptions = {
  organisation: string
  timeZone: string
  /** When the document is made: it says so, on the organisation's clocks. */
  now: Date
  /** Content streams as plain text, for tests that read the words back; compressed otherwise. */
  compress?: boolean
}

const distance = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`)
const walkMinutes = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`

/**
 * A plan as a one-file PDF (decision 102, `platform/pdf`): each day's stops
 * in the route's order — as the plan's page shows them — with the studio's
 * address, artists, hours that day and the walk from the stop before.
 */
export function planPdf(data: PlanData, options: PlanPdfOptions): Promise<Buffer> {
  return pdfFile(
    {
      title: `Open Studios route: ${data.season?.name ?? 'no season'}`,
      author: options.organisation,
      compress: options.compress,
    },
    (doc) => {
      pdfLetterhead(doc, options.organisation, `Your Open Studios route, ${data.season?.name ?? ''}`.trim())
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(PDF_MUTED)
        .text(
          winAnsi(`Made on ${formatDateTime(options.now, options.timeZone)}. Each visit is planned for 30 minutes.`),
        )
      doc.moveDown(1)
      if (!data.season || data.studios.length === 0) {
        doc.fontSize(12).fillColor(PDF_INK).text('None of these studios is open this season.')
        return
      }
      const studios = new Map(data.studios.map((studio) => [studio.id, studio]))
      for (const day of data.days) {
        const ordered = [...day.studios].sort(
          (a, b) => data.choice.studios.indexOf(a.id) - data.choice.studios.indexOf(b.id),
        )
        const route = dayRoute(ordered, data.matrix, data.choice.inMyOrder)
        if (route.stops.length === 0 && route.closed.length === 0) continue
        doc
          .font('Helvetica-Bold')
          .fontSize(14)
          .fillColor(PDF_INK)
          .text(winAnsi(`${day.label} · ${day.weekend.label}`))
        doc.moveDown(0.3)
        doc.fontSize(10)
        const table = pdfTable(doc, [{ width: 30 }, { width: 60 }, {}, { width: 130 }])
        table.row(['Stop', 'Arrive', 'Studio', 'Open, walk'], true)
        table.rule()
        route.stops.forEach((stop, position) => {
          const studio = studios.get(stop.studioId)
          table.row([
            String(position + 1),
            formatClockTime(clockOf(stop.arrives)),
            [studio?.label ?? `Studio ${stop.studioId}`, studio?.artists.map((artist) => artist.name).join(', ')]
              .filter(Boolean)
              .join('\n'),
            [
              `Open ${formatClockTime(stop.opensAt)} to ${formatClockTime(stop.closesAt)}`,
              stop.walk ? `Walk ${distance(stop.walk.metres)}, ${walkMinutes(stop.walk.seconds)}` : 'First stop',
              ...(stop.afterClosing ? ['Arrives after closing time'] : []),
            ].join('\n'),
          ])
        })
        if (route.closed.length > 0) {
          doc
            .font('Helvetica')
            .text(winAnsi(`Closed on this day: ${route.closed.map((id) => studios.get(id)?.label ?? id).join('; ')}.`))
        }
        doc.moveDown(1)
      }
    },
  )
}
