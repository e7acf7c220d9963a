import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

/**
 * The shop's public pages (`/shop`, `/shop/{slug}`) are cached whole for
 * anonymous visitors (decision 039), their data under this tag. A product or
 * category saved in the control panel expires it at once; stock taken or
 * given back with plain SQL (checkout, expiry) expires it where a request is
 * running, and otherwise within the data's `SHOP_DATA_SECONDS`.
 */
export const SHOP_TAG = 'shop'

/** How long the shop's cached data may be old when stock changed outside a request (the expiry job). */
export const SHOP_DATA_SECONDS = 60

export function expireShopPages(): void {
  expireCachedPages({ tags: [SHOP_TAG], paths: ['/shop'] })
}

export const catalogueChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireShopPages()
  return doc
}

export const catalogueDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireShopPages()
  return doc
}
