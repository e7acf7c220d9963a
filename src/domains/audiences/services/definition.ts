import { MEMBER_STATUSES_FOR_AUDIENCES, type MemberStatusForAudiences } from '@/domains/membership'
import { REGISTRATION_STATES, type RegistrationState } from '@/domains/openStudios'
import { CALENDAR_DATE, type CalendarDate } from '@/platform/calendar'

/** Where a rule finds its people. */
export const AUDIENCE_SOURCES = ['members', 'artists', 'artLovers', 'donors', 'attendees', 'favourited', 'contacts', 'audience'] as const
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number]

export const SOURCE_LABELS: Record<AudienceSource, string> = {
  members: 'Members',
  artists: "Artists of this season's Open Studios",
  artLovers: 'Art lovers',
  donors: 'Donors',
  attendees: 'Attendees of an event',
  favourited: 'People who favourited an artist',
  contacts: 'Contacts with a tag',
  audience: 'Another saved audience',
}

export type AudienceRule =
  | { source: 'members'; plan?: number; status?: MemberStatusForAudiences; expiringWithinDays?: number }
  | { source: 'artists'; status?: RegistrationState; weekend?: number }
  | { source: 'artLovers' }
  | { source: 'donors'; level?: number; lastGiftSince?: CalendarDate; lastGiftBefore?: CalendarDate; yearly?: boolean }
  | { source: 'attendees'; event: number }
  | { source: 'favourited'; artist: number }
  | { source: 'contacts'; tag: string }
  | { source: 'audience'; audience: number }

/** "All of" (and) or "any of" (or) the rules, but not anyone of the exceptions. */
export type AudienceDefinition = { match: 'all' | 'any'; rules: AudienceRule[]; except: AudienceRule[] }

export const MAX_RULES = 20
/** A horizon for "expiring within": longer is not "expiring". */
export const MAX_EXPIRING_DAYS = 366
/** Longer than any contact tag's name may be. */
const MAX_TAG_LENGTH = 200

export type DefinitionCheck = { ok: true; definition: AudienceDefinition } | { ok: false; problems: string[] }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A condition given as a number or a numeric string (a form's field); `undefined` when left empty. */
function idOf(value: unknown): number | undefined | 'bad' {
  if (value === undefined || value === null || value === '') return undefined
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : 'bad'
}

function dateOf(value: unknown): CalendarDate | undefined | 'bad' {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return 'bad'
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day ? value : 'bad'
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined | 'bad' {
  if (value === undefined || value === null || value === '') return undefined
  return allowed.includes(value as T) ? (value as T) : 'bad'
}

/** One rule checked, its problems named by `where` ("Rule 2") and the condition's words. */
function ruleOf(value: unknown, where: string, problems: string[]): AudienceRule | null {
  if (!isRecord(value)) {
    problems.push(`${where}: a rule must name its source.`)
    return null
  }
  const source = oneOf(value.source, AUDIENCE_SOURCES)
  if (source === undefined || source === 'bad') {
    problems.push(`${where}: the source must be one of ${AUDIENCE_SOURCES.join(', ')}.`)
    return null
  }
  const before = problems.length
  const id = (name: string, label: string, required: boolean) => {
    const found = idOf(value[name])
    if (found === 'bad') problems.push(`${where}: ${label} must be chosen from the list.`)
    else if (found === undefined && required) problems.push(`${where}: choose ${label}.`)
    return found === 'bad' ? undefined : found
  }
  const date = (name: string, label: string) => {
    const found = dateOf(value[name])
    if (found === 'bad') problems.push(`${where}: ${label} must be a date such as 2026-03-31.`)
    return found === 'bad' ? undefined : found
  }
  const rule = ((): AudienceRule | null => {
    switch (source) {
      case 'members': {
        const status = oneOf(value.status, MEMBER_STATUSES_FOR_AUDIENCES)
        if (status === 'bad') problems.push(`${where}: the status must be one of ${MEMBER_STATUSES_FOR_AUDIENCES.join(', ')}.`)
        let days: number | undefined
        const rawDays = value.expiringWithinDays
        if (rawDays !== undefined && rawDays !== null && rawDays !== '') {
          const number = typeof rawDays === 'string' && /^\d{1,4}$/.test(rawDays.trim()) ? Number(rawDays) : rawDays
          if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > MAX_EXPIRING_DAYS) {
            problems.push(`${where}: "expiring within" must be a whole number of days from 0 to ${MAX_EXPIRING_DAYS}.`)
          } else days = number
        }
        if (days !== undefined && status === 'expired') {
          problems.push(`${where}: a membership already expired is not expiring: choose one status or the other.`)
        }
        return {
          source,
          plan: id('plan', 'the plan', false),
          status: status === 'bad' ? undefined : status,
          expiringWithinDays: days,
        }
      }
      case 'artists': {
        const status = oneOf(value.status, REGISTRATION_STATES)
        if (status === 'bad') problems.push(`${where}: the registration status must be one of ${REGISTRATION_STATES.join(', ')}.`)
        return { source, status: status === 'bad' ? undefined : status, weekend: id('weekend', 'the weekend', false) }
      }
      case 'artLovers':
        return { source }
      case 'donors': {
        const lastGiftSince = date('lastGiftSince', '"last gift since"')
        const lastGiftBefore = date('lastGiftBefore', '"last gift before"')
        if (lastGiftSince && lastGiftBefore && lastGiftSince >= lastGiftBefore) {
          problems.push(`${where}: "last gift since" must be before "last gift before".`)
        }
        const yearly = value.yearly === true || value.yearly === 'on' || value.yearly === 'true'
        if (value.yearly !== undefined && value.yearly !== null && typeof value.yearly !== 'boolean' && !['', 'on', 'true', 'false'].includes(String(value.yearly))) {
          problems.push(`${where}: "giving yearly" is either ticked or not.`)
        }
        return { source, level: id('level', 'the level', false), lastGiftSince, lastGiftBefore, yearly: yearly || undefined }
      }
      case 'attendees':
        return { source, event: id('event', 'the event', true) ?? 0 }
      case 'favourited':
        return { source, artist: id('artist', 'the artist', true) ?? 0 }
      case 'contacts': {
        const tag = typeof value.tag === 'string' ? value.tag.trim() : ''
        if (!tag) problems.push(`${where}: choose the tag.`)
        else if (tag.length > MAX_TAG_LENGTH) problems.push(`${where}: a tag has at most ${MAX_TAG_LENGTH} characters.`)
        return { source, tag }
      }
      case 'audience':
        return { source, audience: id('audience', 'the saved audience', true) ?? 0 }
    }
  })()
  if (problems.length > before || !rule) return null
  // Conditions left empty are left out, so equal rules are stored alike.
  return Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined)) as AudienceRule
}

/**
 * The definition of a saved audience checked: every problem named in staff's words, or the
 * definition with its conditions in their stored form. At least one rule, at most `MAX_RULES` in all.
 */
export function checkDefinition(value: unknown): DefinitionCheck {
  const problems: string[] = []
  if (!isRecord(value)) return { ok: false, problems: ['The definition must have rules.'] }
  const match = value.match === undefined ? 'all' : value.match
  if (match !== 'all' && match !== 'any') problems.push('Match must be "all" (all of the rules) or "any" (any of them).')
  const rules = Array.isArray(value.rules) ? value.rules : null
  const except = value.except === undefined ? [] : Array.isArray(value.except) ? value.except : null
  if (!rules) problems.push('The rules must be a list.')
  if (!except) problems.push('The exceptions ("but not") must be a list.')
  if (rules && rules.length === 0) problems.push('Add at least one rule.')
  if (rules && except && rules.length + except.length > MAX_RULES) {
    problems.push(`An audience has at most ${MAX_RULES} rules and exceptions together.`)
  }
  const checkedRules = (rules ?? []).map((rule, index) => ruleOf(rule, `Rule ${index + 1}`, problems))
  const checkedExcept = (except ?? []).map((rule, index) => ruleOf(rule, `But not ${index + 1}`, problems))
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    definition: {
      match: match as 'all' | 'any',
      rules: checkedRules as AudienceRule[],
      except: checkedExcept as AudienceRule[],
    },
  }
}

/** The saved audiences a definition names, for the check that none leads back to itself. */
export function audiencesNamed(definition: AudienceDefinition): number[] {
  return [...definition.rules, ...definition.except].flatMap((rule) => (rule.source === 'audience' ? [rule.audience] : []))
}
