import type { TextField } from 'payload'

import { CALENDAR_DATE } from '../services/vocabulary'

/** A calendar date of the organisation (YYYY-MM-DD): terms run by days where the organisation is, not instants. */
export function calendarDateField(name: string, label: string, required = false): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    maxLength: 10,
    validate: (value: string | null | undefined) =>
      (!value && !required) || CALENDAR_DATE.test(value ?? '') ? true : `${label} must be a date written YYYY-MM-DD.`,
  }
}
