/** A policy's "Last updated" date, as the public page and the tool write it: the day of its last saved version, in the organisation's time zone. */
export function lastUpdated(updatedAt: string, timeZone: string): string {
  return new Date(updatedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone })
}
