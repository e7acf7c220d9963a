import { formatInstant } from '@/platform/calendar'
import { config } from '@/platform/config'

/** A moment for staff to read, in the organisation's time zone, formatted on the server (so the browser shows the same text). */
export function formatWhen(iso: string): string {
  return formatInstant(iso, config().TIMEZONE, { locale: 'en-GB', dateStyle: 'medium', timeStyle: 'short' })
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
