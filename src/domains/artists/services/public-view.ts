import { artSearchParams, type ArtSearchQuery } from './art-search-query'
import { ART_CURRENCY, type Availability } from './rules'

/**
 * Pure helpers of the public artist pages (`/artist/{id}`, `/art/{id}`,
 * `/art/artists`, `/artists/artsearch`): addresses, words for numbers, and the
 * structured data search engines read. No Payload, no React: unit-tested.
 */

// ---------------------------------------------------------------- the A–Z index

export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const
export type IndexLetter = (typeof INDEX_LETTERS)[number]
export const INDEX_PER_PAGE = 60
/** "#" travels in the address as a word: a bare "#" would start the fragment. */
export const OTHER_LETTER_PARAM = 'other'

/** The letter and page in the index's address; anything else is the first page of A. */
export function parseIndexParams(params: Record<string, string | string[] | undefined>): {
  letter: IndexLetter
  page: number
} {
  const one = (key: string) => [params[key]].flat()[0]?.trim() ?? ''
  const raw = one('letter').toUpperCase()
  const letter: IndexLetter =
    raw === OTHER_LETTER_PARAM.toUpperCase() || raw === '#' ? '#' : /^[A-Z]$/.test(raw) ? (raw as IndexLetter) : 'A'
  const page = /^\d{1,5}$/.test(one('page')) ? Math.max(1, Number(one('page'))) : 1
  return { letter, page }
}

export function indexHref(letter: IndexLetter, page = 1): string {
  const params = new URLSearchParams({ letter: letter === '#' ? OTHER_LETTER_PARAM : letter })
  if (page > 1) params.set('page', String(page))
  return `/art/artists?${params}`
}

// ---------------------------------------------------------------- the search's links

export const SEARCH_PATH = '/artists/artsearch'

export type FacetKey = 'mediums' | 'neighbourhoods' | 'priceBands' | 'availability' | 'weekends'

export function searchHref(query: ArtSearchQuery, changes: Partial<ArtSearchQuery> = {}): string {
  const params = artSearchParams(query, changes).toString()
  return params ? `${SEARCH_PATH}?${params}` : SEARCH_PATH
}

/** The search with one facet value chosen or, when chosen, left out; back to the first page either way. */
export function facetToggleHref(query: ArtSearchQuery, facet: FacetKey, value: string): string {
  const current = query[facet] as string[]
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return searchHref(query, { [facet]: next, page: 1 })
}

/** Every choice of the search as a way to widen it: its label and the search without it. */
export function removableFilters(
  query: ArtSearchQuery,
  labels: Partial<Record<FacetKey, Map<string, string>>>,
): { label: string; href: string }[] {
  const filters: { label: string; href: string }[] = []
  if (query.text) filters.push({ label: `the words “${query.text}”`, href: searchHref(query, { text: '', page: 1 }) })
  for (const facet of ['mediums', 'neighbourhoods', 'priceBands', 'availability', 'weekends'] as const) {
    for (const value of query[facet] as string[]) {
      filters.push({ label: labels[facet]?.get(value) ?? value, href: facetToggleHref(query, facet, value) })
    }
  }
  return filters
}

/** Page numbers to offer around the current one, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]))
}

// ---------------------------------------------------------------- words for numbers

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: ART_CURRENCY, maximumFractionDigits: 2 })

export function priceText(artwork: { price?: number | null; priceOnRequest?: boolean | null }): string {
  if (artwork.priceOnRequest || artwork.price === null || artwork.price === undefined) return 'Price on request'
  return money.format(artwork.price).replace(/\.00$/, '')
}

type Dimensions = {
  height?: number | null
  width?: number | null
  depth?: number | null
  unit?: 'cm' | 'in' | null
}

/** "40 × 30 × 2 cm" (height × width × depth), or null when no measure is known. */
export function dimensionsText(dimensions: Dimensions | null | undefined): string | null {
  if (!dimensions) return null
  const measures = [dimensions.height, dimensions.width, dimensions.depth].filter(
    (value): value is number => typeof value === 'number',
  )
  if (measures.length === 0) return null
  return `${measures.map((value) => String(value)).join(' × ')} ${dimensions.unit === 'in' ? 'in' : 'cm'}`
}

// ---------------------------------------------------------------- images

type SizeData = { url?: string | null; width?: number | null; height?: number | null } | undefined
export type ImageData = {
  id: number | string
  alt?: string | null
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, SizeData> | null
}

const WIDTHS = [400, 1200, 2400] as const

/** `srcset` of one format ("…/a-400.avif 400w, …"): each stored size once, by its real width. */
export function srcSetOf(image: ImageData, format: 'avif' | 'webp'): string {
  const seen = new Set<string>()
  return WIDTHS.map((width) => image.sizes?.[`${format}${width}`])
    .filter((size): size is NonNullable<SizeData> => Boolean(size?.url && size.width))
    .filter((size) => !seen.has(size.url!) && seen.add(size.url!))
    .map((size) => `${size.url} ${size.width}w`)
    .join(', ')
}

/** The image at a width (or the nearest stored one), falling back to the original. */
export function imageAt(image: ImageData, width: 400 | 1200 | 2400): { url: string; width?: number; height?: number } {
  const size = image.sizes?.[`webp${width}`]
  if (size?.url) return { url: size.url, width: size.width ?? undefined, height: size.height ?? undefined }
  return { url: image.url ?? '', width: image.width ?? undefined, height: image.height ?? undefined }
}

/**
 * A picture's files in few characters, for a client component's props (which travel in the page's React
 * payload beside its HTML): the start their addresses share, once, then each file's rest — the fallback
 * with its width and height, each format's sizes with their widths, as `srcSetOf` and `imageAt` list them.
 */
export type PictureSources = {
  alt: string
  base: string
  img: [rest: string, width: number | null, height: number | null]
  avif: [rest: string, width: number][]
  webp: [rest: string, width: number][]
}

const sizesOf = (image: ImageData, format: 'avif' | 'webp'): [string, number][] =>
  srcSetOf(image, format)
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      const space = entry.lastIndexOf(' ')
      return [entry.slice(0, space), Number(entry.slice(space + 1, -1))]
    })

export function pictureSources(image: ImageData & { alt: string }, fallbackWidth: 400 | 1200 | 2400): PictureSources {
  const fallback = imageAt(image, fallbackWidth)
  const avif = sizesOf(image, 'avif')
  const webp = sizesOf(image, 'webp')
  const urls = [fallback.url, ...avif.map(([url]) => url), ...webp.map(([url]) => url)]
  let shared = fallback.url.length
  for (const url of urls) {
    while (shared > 0 && !url.startsWith(fallback.url.slice(0, shared))) shared -= 1
  }
  const rest = (url: string) => url.slice(shared)
  return {
    alt: image.alt,
    base: fallback.url.slice(0, shared),
    img: [rest(fallback.url), fallback.width ?? null, fallback.height ?? null],
    avif: avif.map(([url, width]) => [rest(url), width]),
    webp: webp.map(([url, width]) => [rest(url), width]),
  }
}

/** A format's `srcset` again from {@link pictureSources}: the same text as `srcSetOf`. */
export const srcSetFrom = (base: string, sizes: PictureSources['avif']) =>
  sizes.map(([rest, width]) => `${base}${rest} ${width}w`).join(', ')

/** The biggest stored size: what "view full size" opens. */
export function largestImage(image: ImageData): string {
  return image.sizes?.webp2400?.url ?? image.url ?? imageAt(image, 1200).url
}

// ---------------------------------------------------------------- sharing and search engines

export function absoluteUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString()
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written as `\u003c`
 * so no text an artist typed ("</script>") can end the script, and the line
 * separators JavaScript once refused are escaped too.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function personJsonLd(input: {
  url: string
  name: string
  description?: string | null
  image?: string | null
  sameAs: string[]
  mediums: string[]
  neighbourhood?: string | null
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': input.url,
    url: input.url,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
    ...(input.mediums.length > 0 ? { knowsAbout: input.mediums } : {}),
    ...(input.neighbourhood ? { homeLocation: { '@type': 'Place', name: input.neighbourhood } } : {}),
  }
}

export function artworkJsonLd(input: {
  url: string
  name: string
  artist: { name: string; url: string }
  description?: string | null
  images: string[]
  year?: number | null
  medium?: string | null
  dimensions?: Dimensions | null
  price?: number | null
  priceOnRequest?: boolean | null
  availability: Availability
  keywords: string[]
}) {
  const unit = input.dimensions?.unit === 'in' ? 'INH' : 'CMT'
  const measure = (value: number | null | undefined) =>
    typeof value === 'number' ? { '@type': 'QuantitativeValue', value, unitCode: unit } : undefined
  const forSale = input.availability === 'available' && !input.priceOnRequest && typeof input.price === 'number'
  return {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    '@id': input.url,
    url: input.url,
    name: input.name,
    creator: { '@type': 'Person', name: input.artist.name, url: input.artist.url },
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.year ? { dateCreated: String(input.year) } : {}),
    ...(input.medium ? { artMedium: input.medium } : {}),
    ...(measure(input.dimensions?.height) ? { height: measure(input.dimensions?.height) } : {}),
    ...(measure(input.dimensions?.width) ? { width: measure(input.dimensions?.width) } : {}),
    ...(measure(input.dimensions?.depth) ? { depth: measure(input.dimensions?.depth) } : {}),
    ...(input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
    ...(forSale
      ? {
          offers: {
            '@type': 'Offer',
            price: input.price,
            priceCurrency: ART_CURRENCY,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}
