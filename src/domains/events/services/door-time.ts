/** "Thu, Dec 3, 7:00 PM", or "Sat, Dec 19, all day": a date as staff at the door read it, in the organisation's zone. */
export function whenAtDoor(instant: Date, timeZone: string, allDay = false): string {
  const day = { weekday: 'short', month: 'short', day: 'numeric', timeZone } as const
  if (allDay) return `${new Intl.DateTimeFormat('en-US', day).format(instant)}, all day`
  return new Intl.DateTimeFormat('en-US', { ...day, hour: 'numeric', minute: '2-digit' }).format(instant)
}
