import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { ADS_TAG } from './ad-orders'
import { OPEN_STUDIOS_MAP_TAG, OPEN_STUDIOS_PATH } from './map-addresses'

/** The cached public pages that show a season: the studio map (its weekends) and the ad rates (sizes, deadlines). */
export function expireSeasonPages(): void {
  expireCachedPages({ tags: [OPEN_STUDIOS_MAP_TAG, ADS_TAG], paths: [OPEN_STUDIOS_PATH, '/advertise'] })
}

/** A season, a weekend or an ad size changed, whoever wrote it (a tool, REST, the admin). */
export const seasonPartChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireSeasonPages()
  return doc
}

export const seasonPartDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireSeasonPages()
  return doc
}
