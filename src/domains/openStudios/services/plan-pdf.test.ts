import { describe, expect, it } from 'vitest'

import type { PlanData } from './plan-page'
import { planPdf } from './plan-pdf'

const studio = (id: number, label: string, artist: string, longitude: number) => ({
  id,
  label,
  neighbourhood: 'Mission',
  artists: [{ name: artist, slug: null }],
  accessNotes: null,
  latitude: 37.76,
  longitude,
  weekends: [1],
})

const open = { opensAt: '11:00', closesAt: '17:00' }
const plan: PlanData = {
  season: { id: 1, name: 'Open Studios 2026' },
  choice: { studios: [2, 1], inMyOrder: false },
  studios: [studio(2, '40 East Street', 'Eli East', -122.41), studio(1, '10 West Street', 'Wren West', -122.42)],
  missing: [],
  days: [
    {
      date: '2026-10-17',
      label: 'Saturday, October 17',
      weekend: { number: 1, label: 'Weekend 1' },
      studios: [
        { id: 2, place: 0, hours: open },
        { id: 1, place: 1, hours: { opensAt: '11:00', closesAt: '12:00' } },
      ],
    },
    {
      date: '2026-10-18',
      label: 'Sunday, October 18',
      weekend: { number: 1, label: 'Weekend 1' },
      studios: [
        { id: 2, place: 0, hours: open },
        { id: 1, place: 1, hours: 'closed' },
      ],
    },
  ],
  matrix: {
    metres: [
      [0, 880],
      [880, 0],
    ],
    seconds: [
      [0, 704],
      [704, 0],
    ],
    source: 'straight',
  },
  note: null,
}

/** The words of an uncompressed PDF's text operators, in the order drawn. */
const wordsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
    .join('')

describe('a plan as a PDF', () => {
  it('has each day’s stops in walking order, with hours, walks and the date made on the organisation’s clocks', async () => {
    const pdf = await planPdf(plan, {
      organisation: 'Vernissage',
      timeZone: 'America/Los_Angeles',
      now: new Date('2026-10-01T06:30:00Z'),
      compress: false,
    })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const words = wordsOf(pdf)
    // 06:30 UTC is the evening before in San Francisco.
    expect(words).toContain('Made on September 30, 2026 at 11:30 PM')
    expect(words).toContain('Saturday, October 17')
    // The west studio closes at noon, so it comes first; the east one after an 880 m walk.
    expect(words.indexOf('10 West Street')).toBeLessThan(words.indexOf('40 East Street'))
    expect(words).toContain('Open 11:00 AM to 12:00 PM')
    expect(words).toContain('Walk 880 m, 12 min')
    expect(words).toContain('Eli East')
    expect(words).toContain('Closed on this day: 10 West Street.')
  })
})
