/**
 * The words and checks of favourites and art lovers' public pages (decision
 * 059), free of Payload so the heart's client island and the tests share them.
 */

export const FAVOURITE_KINDS = ['artist', 'artwork'] as const
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number]
export type FavouriteTarget = { kind: FavouriteKind; id: number }

export const DISPLAY_NAME_MAX = 60
/** The endpoint the heart asks whether this person has hearted what the page shows. */
export const FAVOURITE_STATE_ENDPOINT = '/api/membership/favourite'
export const artLoverPagePath = (person: number | string) => `/artlover/${person}`
/** The cache tag of one art lover's public page: their favourites or their switch changed. */
export const artLoverPageTag = (person: number | string) => `artlover-page:${person}`

/** A heart's target from a form or a query (`kind`, `id`), or null. */
export function parseFavouriteTarget(kind: unknown, id: unknown): FavouriteTarget | null {
  const number = Number(id)
  if (!FAVOURITE_KINDS.includes(kind as FavouriteKind)) return null
  if (!Number.isSafeInteger(number) || number <= 0) return null
  return { kind: kind as FavouriteKind, id: number }
}

/** The public page's settings from the dashboard form, or what is wrong with them. */
export function parseArtLoverPageForm(input: {
  shown: string
  displayName: string
}): { ok: true; shown: boolean; displayName: string } | { ok: false; field: 'displayName'; message: string } {
  const shown = input.shown === 'on'
  const displayName = input.displayName.trim().replace(/\s+/g, ' ')
  if (displayName.length > DISPLAY_NAME_MAX) {
    return {
      ok: false,
      field: 'displayName',
      message: `The name is ${displayName.length} characters: at most ${DISPLAY_NAME_MAX}.`,
    }
  }
  if (shown && !displayName) {
    return {
      ok: false,
      field: 'displayName',
      message: 'Give the name your public page shows (it can be a first name).',
    }
  }
  return { ok: true, shown, displayName }
}
