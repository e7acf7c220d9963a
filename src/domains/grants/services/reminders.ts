import { addDays, type CalendarDate } from '@/platform/calendar'

export const DEADLINE_REMINDER_TEMPLATE = 'grant-deadline-reminder'

/**
 * The dates whose reminder is due: from today to `days` ahead, in the
 * organisation's calendar. A date already past is not reminded of: its
 * reminder went while it was ahead, or it was added too late to help.
 */
export function withinReminder<T extends { due: CalendarDate }>(
  deadlines: readonly T[],
  today: CalendarDate,
  days: number,
): T[] {
  const last = addDays(today, days)
  return deadlines.filter((deadline) => deadline.due >= today && deadline.due <= last)
}

/**
 * The key a reminder is sent under: one mail per date and day it falls on,
 * so a job run twice sends nothing twice, and a date moved is reminded of again.
 */
export function reminderKey(deadline: { id: number; due: CalendarDate }): string {
  return `${DEADLINE_REMINDER_TEMPLATE}:${deadline.id}:${deadline.due}`
}
