import type { Payload } from 'payload'

/** Days before a term's end when a reminder falls due, unless staff chose others (decision 047). */
export const DEFAULT_REMINDER_DAYS = [30, 7] as const

/** The most reminders a term gets: more would be nagging, not reminding. */
export const MOST_REMINDERS = 5

/** Why these days cannot be the reminders' days, in words, or null. */
export function reminderDaysProblem(days: readonly number[]): string | null {
  if (days.length === 0) return 'Choose at least one day before the end for a reminder.'
  if (days.length > MOST_REMINDERS) return `Choose at most ${MOST_REMINDERS} reminder days.`
  const wrong = days.find((day) => !Number.isInteger(day) || day < 1 || day > 365)
  if (wrong !== undefined) return `${wrong} is not a number of days from 1 to 365.`
  if (new Set(days).size !== days.length) return 'Each reminder day may be chosen once.'
  return null
}

/**
 * The days typed in the form ("30, 7"), from the earliest, or the problem in
 * words.
 */
export function parseReminderDays(text: string): { ok: true; days: number[] } | { ok: false; message: string } {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean)
  const notNumber = parts.find((part) => !/^\d{1,3}$/.test(part))
  if (notNumber !== undefined) return { ok: false, message: `“${notNumber}” is not a number of days.` }
  const days = parts.map(Number).sort((a, b) => b - a)
  const problem = reminderDaysProblem(days)
  return problem ? { ok: false, message: problem } : { ok: true, days }
}

/** The days staff chose, or the defaults. */
export async function reminderDays(payload: Payload): Promise<number[]> {
  const chosen = await payload.findGlobal({ slug: 'membership-reminders', depth: 0, overrideAccess: true })
  const days = (chosen.daysBefore ?? []).filter((day): day is number => typeof day === 'number')
  return days.length ? days : [...DEFAULT_REMINDER_DAYS]
}
