import { csvLine } from '@/platform/csv'
import { slugify } from '@/platform/slugs'

import { guideOrder, type ListingRow } from './listing-rows'
import type { SeasonView } from './season-view'
import { ACCESS_FEATURE_LABELS, LISTING_STATE_LABELS, type AccessFeature } from './vocabulary'

/** The guide CSV's columns, in order. */
export const GUIDE_COLUMNS = [
  'Weekends',
  'Neighbourhood',
  'Artist',
  'Studio address',
  'Unit',
  'Studio name',
  'Sharing with',
  'Description',
  'Directions',
  'Hours',
  'Accessibility',
  'Picture',
  'Status',
] as const

export type GuideEntry = { row: ListingRow; picture: string | null }

/**
 * The season's listings in the guide's order, each with the name its picture
 * has in the ZIP (numbered in that order, so the files sort as the guide
 * does), or null when it has none.
 */
export function guideEntries(rows: readonly ListingRow[]): GuideEntry[] {
  return [...rows].sort(guideOrder).map((row, index) => ({
    row,
    picture: row.image?.filename
      ? `pictures/${String(index + 1).padStart(4, '0')}-${slugify(row.artistName) || `listing-${row.id}`}.jpg`
      : null,
  }))
}

/** One listing as a line of `guide.csv`. */
export function guideLine({ row, picture }: GuideEntry, season: SeasonView): string {
  const weekends = season.weekends.filter((weekend) => row.weekends.includes(weekend.number))
  const first = weekends[0]
  return csvLine([
    weekends.map((weekend) => weekend.number).join('; '),
    row.studio?.neighbourhood ?? '',
    row.artistName,
    row.studio?.address ?? '',
    row.studio?.unit ?? '',
    row.studio?.name ?? '',
    row.sharing.join('; '),
    row.description,
    row.directions,
    row.hours || (first ? `${first.opensAt}–${first.closesAt}` : ''),
    [
      row.accessibility.map((feature) => ACCESS_FEATURE_LABELS[feature as AccessFeature] ?? feature).join('; '),
      row.accessibilityNotes,
    ]
      .filter(Boolean)
      .join('. '),
    picture ?? '',
    LISTING_STATE_LABELS[row.status],
  ])
}
