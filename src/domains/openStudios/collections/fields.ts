import type { TextField } from 'payload'

import { CLOCK_TIME } from '../services/vocabulary'

/** A time of day on the 24-hour clock (`HH:MM`), in the organisation's time zone. */
export function clockTimeField(name: string, label: string): TextField {
  return {
    name,
    label,
    type: 'text',
    required: true,
    maxLength: 5,
    validate: (value: string | null | undefined) =>
      CLOCK_TIME.test(value ?? '') ? true : `${label} must be a time written HH:MM, e.g. 11:00.`,
  }
}
