import { slugProblem } from '@/platform/slugs'

import { AVAILABILITY, type Availability } from './rules'

/**
 * A search of `/artists/artsearch` as its address holds it: reading it and
 * writing it back, with the price bands and limits. Apart from the SQL
 * (`art-search.ts`) because the browser needs it too (decision 034).
 */

export const PRICE_BANDS = [
  { value: 'under-500', label: 'Under $500', min: null, max: 500 },
  { value: '500-2000', label: '$500 to $2,000', min: 500, max: 2000 },
  { value: '2000-5000', label: '$2,000 to $5,000', min: 2000, max: 5000 },
  { value: 'over-5000', label: '$5,000 and over', min: 5000, max: null },
  { value: 'on-request', label: 'Price on request', min: null, max: null },
] as const satisfies readonly { value: string; label: string; min: number | null; max: number | null }[]
export type PriceBand = (typeof PRICE_BANDS)[number]['value']
/** A band's lower end is in it, its upper end in the next: $500 is "$500 to $2,000". Prices are in {@link ART_CURRENCY}. */
export const PRICED_BANDS = PRICE_BANDS.filter((band) => band.value !== 'on-request')

export const DEFAULT_PER_PAGE = 24
export const MAX_PER_PAGE = 60
export const MAX_PAGE = 1000
export const TEXT_MAX_LENGTH = 200
const MAX_SLUGS = 20
/** Artworks shown with each artist in the results. */
export const ARTWORKS_PER_ARTIST = 3

export type ArtSearchQuery = {
  text: string
  /** Slugs of mediums and neighbourhoods, as in the address. */
  mediums: string[]
  neighbourhoods: string[]
  priceBands: PriceBand[]
  availability: Availability[]
  /** Open Studios weekend numbers, as in the address: the artists showing on one of them (decision 054). */
  weekends: string[]
  page: number
  perPage: number
  /** The results as a list, or also on the studio map. */
  view: ArtSearchView
}

export const ART_SEARCH_VIEWS = ['list', 'map'] as const
export type ArtSearchView = (typeof ART_SEARCH_VIEWS)[number]

export const EMPTY_ART_SEARCH: ArtSearchQuery = {
  text: '',
  mediums: [],
  neighbourhoods: [],
  priceBands: [],
  availability: [],
  weekends: [],
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  view: 'list',
}

type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

function valuesOf(params: SearchParamsInput, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat()
  return raw.filter((value): value is string => typeof value === 'string')
}

/** Repeated keys and comma-separated lists both work: `?medium=a&medium=b` and `?medium=a,b`. */
function listOf<T extends string>(params: SearchParamsInput, key: string, accept: (value: string) => value is T): T[] {
  const values = valuesOf(params, key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
  return [...new Set(values.filter(accept))].slice(0, MAX_SLUGS)
}

function wholeNumber(params: SearchParamsInput, key: string, fallback: number, max: number): number {
  const value = valuesOf(params, key)[0]?.trim()
  if (!value || !/^\d{1,7}$/.test(value)) return fallback
  const number = Number(value)
  return number >= 1 && number <= max ? number : fallback
}

const isSlug = (value: string): value is string => slugProblem(value) === undefined
const isPriceBand = (value: string): value is PriceBand => PRICE_BANDS.some((band) => band.value === value)
const isAvailability = (value: string): value is Availability => (AVAILABILITY as readonly string[]).includes(value)
/** A weekend's number: 1 to 20, as a season's weekends are numbered. */
const isWeekend = (value: string): value is string => /^([1-9]|1\d|20)$/.test(value)

/**
 * The search in a page's address. A search is shared as a link, so anything
 * this cannot use — an unknown band, a page of "two", a slug with spaces — is
 * left out rather than refused: the visitor still gets results.
 */
export function parseArtSearch(params: SearchParamsInput): ArtSearchQuery {
  // Control characters (a NUL above all, which PostgreSQL refuses in text) separate words like spaces.
  const text = (valuesOf(params, 'q').find((value) => value.trim()) ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    text: text.slice(0, TEXT_MAX_LENGTH),
    mediums: listOf(params, 'medium', isSlug),
    neighbourhoods: listOf(params, 'neighbourhood', isSlug),
    priceBands: listOf(params, 'price', isPriceBand),
    availability: listOf(params, 'availability', isAvailability),
    weekends: listOf(params, 'weekend', isWeekend),
    page: wholeNumber(params, 'page', 1, MAX_PAGE),
    perPage: wholeNumber(params, 'perPage', DEFAULT_PER_PAGE, MAX_PER_PAGE),
    view: valuesOf(params, 'view')[0] === 'map' ? 'map' : 'list',
  }
}

/** The address query of a search (defaults left out), for links, facets and pages. */
export function artSearchParams(query: ArtSearchQuery, changes: Partial<ArtSearchQuery> = {}): URLSearchParams {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.text) params.set('q', next.text)
  for (const value of next.mediums) params.append('medium', value)
  for (const value of next.neighbourhoods) params.append('neighbourhood', value)
  for (const value of next.priceBands) params.append('price', value)
  for (const value of next.availability) params.append('availability', value)
  for (const value of next.weekends) params.append('weekend', value)
  if (next.page > 1) params.set('page', String(next.page))
  if (next.perPage !== DEFAULT_PER_PAGE) params.set('perPage', String(next.perPage))
  if (next.view !== 'list') params.set('view', next.view)
  return params
}
