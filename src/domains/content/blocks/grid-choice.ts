import type { ArtistGridChoice, ArtworkGridChoice } from '@/domains/artists'

/**
 * What a grid block asks the artists domain for, from the block as saved:
 * relationships may come as ids or populated records, and a choice the
 * editor left incomplete (no selection chosen) asks for nothing.
 */

export type ArtistGridFields = {
  source?: 'selection' | 'query' | null
  selection?: unknown
  medium?: unknown
  neighbourhood?: unknown
  weekend?: number | null
  limit?: number | null
}

export type ArtworkGridFields = {
  source?: 'chosen' | 'selection' | 'medium' | null
  artworks?: readonly unknown[] | null
  selection?: unknown
  medium?: unknown
  limit?: number | null
}

const DEFAULT_LIMIT = 8

/** The id of a relationship's value, populated or not. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value)
  if (typeof value === 'object' && value !== null && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

/** The Open Studios weekend asked for, when the query asks for one. */
export function weekendAsked(block: ArtistGridFields): number | null {
  return block.source === 'query' && block.weekend && Number.isInteger(block.weekend) && block.weekend > 0
    ? block.weekend
    : null
}

/**
 * `weekendArtists`: the addresses of the artists showing that weekend (only
 * when `weekendAsked`); the query keeps to them.
 */
export function artistGridChoice(
  block: ArtistGridFields,
  weekendArtists: readonly string[] | null = null,
): ArtistGridChoice | null {
  const limit = block.limit ?? DEFAULT_LIMIT
  if (block.source === 'query') {
    return {
      medium: relationId(block.medium),
      neighbourhood: relationId(block.neighbourhood),
      among: weekendAsked(block) === null ? null : [...(weekendArtists ?? [])].sort(),
      limit,
    }
  }
  const selection = relationId(block.selection)
  return selection === null ? null : { selection, limit }
}

export function artworkGridChoice(block: ArtworkGridFields): ArtworkGridChoice | null {
  const limit = block.limit ?? DEFAULT_LIMIT
  if (block.source === 'selection') {
    const selection = relationId(block.selection)
    return selection === null ? null : { selection, limit }
  }
  if (block.source === 'medium') {
    const medium = relationId(block.medium)
    return medium === null ? null : { medium, limit }
  }
  const artworks = (block.artworks ?? []).map(relationId).filter((id) => id !== null)
  return artworks.length === 0 ? null : { artworks, limit }
}
