import type { Payload, Where } from 'payload'

/** The file types the library filters by, as people name them. */
export const IMAGE_TYPES = {
  jpeg: { label: 'JPEG', mimeType: 'image/jpeg' },
  png: { label: 'PNG', mimeType: 'image/png' },
  webp: { label: 'WebP', mimeType: 'image/webp' },
  avif: { label: 'AVIF', mimeType: 'image/avif' },
  gif: { label: 'GIF', mimeType: 'image/gif' },
  tiff: { label: 'TIFF', mimeType: 'image/tiff' },
} as const
export type ImageType = keyof typeof IMAGE_TYPES

export const LIBRARY_SORTS = {
  newest: { label: 'Newest first', sort: '-createdAt' },
  oldest: { label: 'Oldest first', sort: 'createdAt' },
  name: { label: 'File name A–Z', sort: 'filename' },
  largest: { label: 'Largest file first', sort: '-filesize' },
} as const
export type LibrarySort = keyof typeof LIBRARY_SORTS

export const IMAGES_PER_PAGE = 40
const QUERY_MAX = 200

/** What the library shows, read from its address so a view can be bookmarked and shared. */
export type LibraryQuery = {
  text: string
  type?: ImageType
  /** Only images that have no credit yet. */
  uncredited: boolean
  sort: LibrarySort
  page: number
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The library's query from the address; anything not understood falls back to the default rather than failing. */
export function parseLibraryQuery(params: Params): LibraryQuery {
  const type = first(params.type)
  const sort = first(params.sort)
  const page = Number.parseInt(first(params.page), 10)
  return {
    text: first(params.q).trim().slice(0, QUERY_MAX),
    type: type in IMAGE_TYPES ? (type as ImageType) : undefined,
    uncredited: first(params.uncredited) === '1',
    sort: sort in LIBRARY_SORTS ? (sort as LibrarySort) : 'newest',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/** Payload's query for the library: every word must appear in the alt text, caption, credit or file name. */
export function libraryWhere(query: LibraryQuery): Where {
  const conditions: Where[] = query.text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      or: ['alt', 'caption', 'credit', 'filename'].map((field) => ({ [field]: { like: word } })),
    }))
  if (query.type) conditions.push({ mimeType: { equals: IMAGE_TYPES[query.type].mimeType } })
  if (query.uncredited) conditions.push({ or: [{ credit: { exists: false } }, { credit: { equals: '' } }] })
  return conditions.length > 0 ? { and: conditions } : {}
}

export function findLibraryImages(payload: Payload, query: LibraryQuery) {
  return payload.find({
    collection: 'images',
    where: libraryWhere(query),
    sort: LIBRARY_SORTS[query.sort].sort,
    page: query.page,
    limit: IMAGES_PER_PAGE,
    depth: 0,
    overrideAccess: true,
  })
}
