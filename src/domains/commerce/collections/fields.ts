import type { NumberField } from 'payload'

/** An amount in the currency's minor units: a whole number, never a float (decision 044). */
export function minorUnits(name: string, label: string): NumberField {
  return {
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    // A field's own validate replaces Payload's checks of `required` and `min`, so it makes them too.
    validate: (value: number | null | undefined) =>
      Number.isSafeInteger(value) && (value as number) >= 0
        ? true
        : `${label} must be a whole number of minor units, 0 or more.`,
  }
}

export const currencyField = {
  name: 'currency',
  type: 'text',
  required: true,
  minLength: 3,
  maxLength: 3,
} as const
