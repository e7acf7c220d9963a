import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { addressesOf, type PageAddressing } from './page-rules'

/**
 * Built pages are served whole from Next's cache (decision 039); their data is
 * cached under `pages`. Any change — a publish, an unpublish, a new slug or
 * section — expires it and the page's addresses, the old ones too, so the next
 * visitor sees the change (a 404 where a page was). The about landing lists
 * the about pages and `/programs` the programs, so both are expired with them.
 */
export const PAGES_TAG = 'pages'

function expire(...pages: (PageAddressing | null | undefined)[]) {
  expireCachedPages({ tags: [PAGES_TAG], paths: ['/about', '/programs', ...pages.flatMap(addressesOf)] })
}

type Status = { _status?: string | null } | null | undefined
const published = (page: Status) => page?._status === 'published'

/**
 * A draft of a page never published changes nothing visitors see — and the
 * editor saves a new page's first draft while it renders, where Next forbids
 * expiring the cache: only a change touching a published version expires.
 */
export const pagesChanged: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  if (published(doc) || published(previousDoc)) expire(doc, previousDoc)
  return doc
}

export const pagesDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expire(doc)
  return doc
}
