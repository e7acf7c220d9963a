/**
 * The pure rules of a selection's items: moving one up or down. Items are
 * addressed by their row id, so two staff members acting on a list both
 * changed meanwhile move the item they saw, not whatever is now at its place.
 */

export type Direction = 'up' | 'down'

/** The items with the one of this row id moved one place; null when it is not there or cannot move that way. */
export function moveItem<T extends { id?: string | null }>(items: readonly T[], rowId: string, direction: Direction) {
  const from = items.findIndex((item) => item.id === rowId)
  if (from < 0) return null
  const to = direction === 'up' ? from - 1 : from + 1
  if (to < 0 || to >= items.length) return null
  const moved = [...items]
  ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
  return moved
}

export const SELECTABLE = ['artist-profiles', 'artworks'] as const
export type Selectable = (typeof SELECTABLE)[number]

/** The id of what an item points to, whether Payload gave it populated or not. */
export function itemKey(item: { relationTo: string; value: unknown }): string {
  const value = item.value as { id?: unknown } | number | string
  const id = typeof value === 'object' && value !== null ? value.id : value
  return `${item.relationTo}:${id}`
}
