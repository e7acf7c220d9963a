import { expireCachedPages } from '@/platform/http/public-pages'

/**
 * `/artlover` is cached whole for anonymous visitors (decision 039); the perks
 * it lists are read under this tag, expired by any change to a perk. A perk
 * that starts or ends at midnight shows within `PERKS_DATA_SECONDS`, since the
 * day is part of the data's key.
 */
export const PERKS_TAG = 'perks'
export const PERKS_DATA_SECONDS = 60

export function perksChanged(): void {
  expireCachedPages({ tags: [PERKS_TAG], paths: ['/artlover'] })
}
