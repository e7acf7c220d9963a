import type { NumberField } from 'payload'

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

type Sibling = { siblingData?: Record<string, unknown> }

/** A relationship required only when the block's `switchName` field is `when` (the other fields are hidden then). */
export const chosenWhen =
  (switchName: string, when: string, message: string) =>
  (value: unknown, { siblingData }: Sibling): true | string => {
    if (siblingData?.[switchName] !== when) return true
    const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0)
    return empty ? message : true
  }
