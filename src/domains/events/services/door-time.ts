import { formatInstant } from '@/platform/calendar'

/** "Thu, Dec 3, 7:00 PM", or "Sat, Dec 19, all day": a date as staff at the door read it, in the organisation's zone. */
export function whenAtDoor(instant: Date, timeZone: string, allDay = false): string {
  const day = { weekday: 'short', month: 'short', day: 'numeric' } as const
  if (allDay) return `${formatInstant(instant, timeZone, day)}, all day`
  return formatInstant(instant, timeZone, { ...day, hour: 'numeric', minute: '2-digit' })
}
