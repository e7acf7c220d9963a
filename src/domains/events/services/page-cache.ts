import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

/**
 * The calendar's pages and feeds read their data cached under these tags
 * (decision 061); every change of an event or a tag expires them at once.
 * One tag for all: a single event shows in the month grid, the list, the
 * feeds and its own page, and the calendar is small enough to read again.
 */
export const EVENTS_TAG = 'events'

export const eventChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireCachedPages({ tags: [EVENTS_TAG] })
  return doc
}

export const eventDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireCachedPages({ tags: [EVENTS_TAG] })
  return doc
}

export const eventTagChanged = eventChanged
