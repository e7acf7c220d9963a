const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** A moment for staff to read, formatted on the server (so the browser shows the same text). */
export function formatWhen(iso: string): string {
  return `${WHEN.format(new Date(iso))} UTC`
}

export const ROLE_WORDS: Record<string, string> = {
  admin: 'administrator',
  staff: 'staff',
  artist: 'artist',
  artlover: 'art lover',
  advertiser: 'advertiser',
  partner: 'partner business',
}

export function roleList(roles: readonly string[]): string {
  return roles.length === 0 ? 'none (member)' : roles.map((role) => ROLE_WORDS[role] ?? role).join(', ')
}
