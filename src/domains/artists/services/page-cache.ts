import { expireCachedPages } from '@/platform/http/public-pages'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { idOf } from './rules'

/**
 * The public pages' data is cached by Next.js (`cachedPageData` in
 * `public-pages.ts`) under these tags, and each change of a profile, an
 * artwork, a medium or a neighbourhood expires the tags it touches at once, so
 * the next visitor sees the change (decision 025).
 */
export const PAGE_TAGS = {
  /** Every list of artists: the A–Z index, the sitemap, addresses resolved to ids. */
  artists: 'artists',
  /** Every list of artworks: the sitemap, addresses resolved to ids. */
  artworks: 'artworks',
  /** Names of mediums and neighbourhoods, shown on every page. */
  taxonomy: 'artists-taxonomy',
  /** One artist's page, and the pages of their artworks (which show the artist). */
  artist: (id: number | string) => `artist:${id}`,
  artwork: (id: number | string) => `artwork:${id}`,
  /** Every selection as content pages' grids show it. */
  selections: 'artists-selections',
} as const

/** The artists landing shows featured artists and artworks and the mediums: any of their changes. */
const LANDING = '/artists'

function expirePageTags(tags: readonly string[]) {
  expireCachedPages({ tags, paths: [LANDING] })
}

type Doc = { id?: number | string; artist?: unknown } | null | undefined

/** Every page that shows the profile: its own, its artworks', and every list of artists or artworks. */
export function expireProfilePages(id: number | string) {
  expirePageTags([PAGE_TAGS.artists, PAGE_TAGS.artworks, PAGE_TAGS.artist(id)])
}

/** A profile changed (a draft save too: harmless, and the hook cannot tell what it replaced in the main table). */
export const profileChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireProfilePages(doc.id)
  return doc
}

export const profileDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireProfilePages(doc.id)
  return doc
}

function artworkTags(doc: Doc, previous: Doc): string[] {
  const artists = [idOf(doc?.artist), idOf(previous?.artist)].filter((id) => id !== null)
  return [
    PAGE_TAGS.artworks,
    ...(doc?.id !== undefined ? [PAGE_TAGS.artwork(doc.id)] : []),
    // The artist's page lists their artworks.
    ...artists.map((id) => PAGE_TAGS.artist(id)),
  ]
}

export const artworkChanged: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expirePageTags(artworkTags(doc, previousDoc))
  return doc
}

export const artworkDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expirePageTags(artworkTags(doc, undefined))
  return doc
}

/** A medium or neighbourhood renamed, added or removed: its name is on many pages. */
export const taxonomyChanged: CollectionAfterChangeHook = ({ doc }) => {
  expirePageTags([PAGE_TAGS.taxonomy])
  return doc
}

export const taxonomyDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expirePageTags([PAGE_TAGS.taxonomy])
  return doc
}

/** A selection changed: the landing shows the featured one (and a later page may show any). */
export const selectionChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireCachedPages({ tags: [PAGE_TAGS.selections], paths: [LANDING, '/'] })
  return doc
}

export const selectionDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireCachedPages({ tags: [PAGE_TAGS.selections], paths: [LANDING, '/'] })
  return doc
}

const RESOURCES_PAGE = '/artists/artistresources'

export const resourceChanged: CollectionAfterChangeHook = ({ doc }) => {
  expireCachedPages({ paths: [RESOURCES_PAGE] })
  return doc
}

export const resourceDeleted: CollectionAfterDeleteHook = ({ doc }) => {
  expireCachedPages({ paths: [RESOURCES_PAGE] })
  return doc
}
