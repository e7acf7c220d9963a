import { describe, expect, it } from 'vitest'

import { testSeason } from './test-season'
import { GUIDE_COLUMNS, guideEntries, guideLine } from './guide-csv'
import type { ListingRow } from './listing-rows'

function row(
  id: number,
  artistName: string,
  weekends: number[],
  neighbourhood: string,
  filename: string | null = null,
): ListingRow {
  return {
    id,
    season: 1,
    artist: id,
    registration: id,
    registrationStatus: 'registered',
    status: 'approved',
    description: 'Prints, "etchings", and more',
    directions: '=Back door',
    hours: '',
    reviewNote: '',
    submittedAt: null,
    reviewedAt: null,
    updatedAt: '2026-08-01T00:00:00.000Z',
    artistName,
    email: `${id}@example.org`,
    weekends,
    studio: { address: '1 Main St', unit: '2B', city: '', postcode: '', name: '', accessNotes: '', neighbourhood },
    sharing: [],
    accessibility: ['step-free', 'seating'],
    accessibilityNotes: 'Ramp at the side',
    image: filename ? { id, filename, width: 1000, height: 1000 } : null,
  }
}

describe('the guide’s order', () => {
  it('goes by first weekend, then neighbourhood (none last), then name as people sort names, then id', () => {
    const entries = guideEntries([
      row(1, 'zoe Quinn', [2], 'Bernal'),
      row(2, 'Ámos Bell', [2], 'Bernal', 'a.jpg'),
      row(3, 'Cat Diaz', [1, 2], 'Mission', 'c.jpg'),
      row(4, 'Abe Nox', [2], ''),
      row(5, 'Ben Ode', [1], 'Dogpatch'),
      row(6, 'Ámos Bell', [2], 'Bernal'),
    ])
    expect(entries.map((entry) => entry.row.id)).toEqual([5, 3, 2, 6, 1, 4])
    expect(entries.map((entry) => entry.picture)).toEqual([
      null,
      'pictures/0002-cat-diaz.jpg',
      'pictures/0003-amos-bell.jpg',
      null,
      null,
      null,
    ])
  })
})

describe('a line of guide.csv', () => {
  it('has every column, the weekend’s hours when the listing has none, and a formula-looking text kept as text', () => {
    const [entry] = guideEntries([row(3, 'Cat Diaz', [1, 2], 'Mission', 'c.jpg')])
    const line = guideLine(entry!, testSeason())
    expect(GUIDE_COLUMNS).toHaveLength(13)
    expect(line).toBe(
      '1; 2,Mission,Cat Diaz,1 Main St,2B,,,"Prints, ""etchings"", and more",\'=Back door,11:00–18:00,' +
        'Step-free entrance; Seating available. Ramp at the side,pictures/0001-cat-diaz.jpg,Approved\r\n',
    )
  })
})
