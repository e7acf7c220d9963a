import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { addressesOf, type PageAddressing } from './page-rules'

/**
 * Built pages are served whole from Next's cache (decision 039); their data is
 * cached under `pages`. Any change — a publish, an unpublish, a new slug or
 * section — expires it and the page's addresses, the old ones too, so the next
 * visitor sees the change (a 404 where a page was). The about landing lists
 * the about pages, so it is expired with them.
 */
export const PAGES_TAG = 'pages'

function expire(...pages: (PageAddressing | null | undefined)[]) {
  expireCachedPages({ tags: [PAGES_TAG], paths: ['/about', ...pages.flatMap(addressesOf)] })
}

export const pagesChanged: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expire(doc, previousDoc)
  return doc
}

export const pagesDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expire(doc)
  return doc
}
