/** "Thu, Dec 3, 7:00 PM": a date and time as staff at the door read it, in the organisation's zone. */
export function whenAtDoor(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(instant)
}
