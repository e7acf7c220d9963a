import type { NumberField, RelationshipFieldValidation } from 'payload'
import { relationship } from 'payload/shared'

/**
 * The most cards an editor may ask a grid for: the artists domain's grids draw
 * no more (its own `GRID_MAX`). Not imported from it: the artists' pages read
 * content, so the block configs must not need the artists domain loaded first.
 */
export const GRID_MAX = 24
/** How many cards a grid shows unless the editor says otherwise. */
export const GRID_DEFAULT = 8

export function limitField(defaultValue: number, max: number): NumberField {
  return {
    name: 'limit',
    label: 'At most',
    type: 'number',
    required: true,
    min: 1,
    max,
    defaultValue,
    admin: { description: `How many cards at most, from 1 to ${max}.`, step: 1 },
  }
}

/**
 * A relationship required only when the block's `switchName` field is `when`
 * (it is hidden otherwise); Payload's own checks of a relationship still apply.
 */
export const chosenWhen =
  (switchName: string, when: string, message: string): RelationshipFieldValidation =>
  (value, options) => {
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0)
    if (empty && (options.siblingData as Record<string, unknown> | undefined)?.[switchName] === when) return message
    return relationship(value, options)
  }
