import type { NumberField, RelationshipFieldValidation } from 'payload'
import { relationship } from 'payload/shared'

import { GRID_MAX } from '@/domains/artists'

export { GRID_MAX }
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
