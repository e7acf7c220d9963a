import { CALENDAR_DATE, daysBetween, formatCalendarDate, type CalendarDate } from '@/platform/calendar'

import type { Deadlines } from './season-view'
import { CLOCK_TIME, PRICE_PHASE_LABELS, PRICE_PHASES, type PricePhase } from './vocabulary'

/**
 * The cross-checks of a season's set-up (decision 050): its deadlines, tiers,
 * discounts and weekends, each problem in words naming the field it is about
 * (the field's path as Payload and the tools' forms name it). An error stops
 * a save; a warning is shown and saved anyway. Plain functions on plain data.
 */

export type SetupProblem = { field: string; message: string; severity: 'error' | 'warning' }

export type DeadlineName = keyof Deadlines

/** The deadlines in the order a season meets them, with the words people read. */
export const DEADLINE_LABELS: Record<DeadlineName, string> = {
  registrationOpens: 'Registration opens',
  earlyPriceEnds: 'Early price ends',
  regularPriceEnds: 'Regular price ends',
  registrationCloses: 'Registration closes',
  materialsDue: 'Guide materials due',
  adReservationsClose: 'Ad reservations close',
  adArtworkDue: 'Ad artwork due',
}
export const DEADLINE_NAMES = Object.keys(DEADLINE_LABELS) as DeadlineName[]

/** A tier as typed or stored: prices may be missing or not whole while being checked. */
export type TierInput = { key: string; name: string; prices: Record<PricePhase, number | null> }

/** A weekend as typed or stored. */
export type WeekendInput = {
  id?: number
  number: number | null
  startsOn: string
  endsOn: string
  opensAt: string
  closesAt: string
  capacity: number | null
}

export const TIER_KEY = /^[a-z][a-z0-9-]{1,39}$/
/** A weekend is a few days in a row: a long weekend at most. */
export const WEEKEND_MAX_DAYS = 4

/** A calendar date as people read it, e.g. "30 June 2026". */
export function readableDate(date: CalendarDate): string {
  return formatCalendarDate(date, { locale: 'en-GB', day: 'numeric', month: 'long', year: 'numeric' })
}

const error = (field: string, message: string): SetupProblem => ({ field, message, severity: 'error' })
const warning = (field: string, message: string): SetupProblem => ({ field, message, severity: 'warning' })
const deadlineField = (name: DeadlineName) => `deadlines.${name}`
const named = (name: DeadlineName, date: CalendarDate) => `${DEADLINE_LABELS[name]} (${readableDate(date)})`

/** Each pair that must be in order: the first on or before the second. */
const ORDERED: DeadlineName[][] = [
  ['registrationOpens', 'earlyPriceEnds', 'regularPriceEnds', 'registrationCloses'],
  ['registrationCloses', 'materialsDue'],
  ['adReservationsClose', 'adArtworkDue'],
]

/**
 * The deadlines in order: registration opens ≤ early price ends ≤ regular
 * price ends ≤ registration closes ≤ guide materials due; ad reservations
 * close ≤ ad artwork due; every one before the first weekend starts. An
 * unset deadline is skipped (the chain compares the ones that are set).
 */
export function deadlineProblems(deadlines: Deadlines, firstWeekendStarts: CalendarDate | null): SetupProblem[] {
  const problems: SetupProblem[] = []
  for (const name of DEADLINE_NAMES) {
    const date = deadlines[name]
    if (date && !CALENDAR_DATE.test(date)) {
      problems.push(error(deadlineField(name), `${DEADLINE_LABELS[name]} must be a date written YYYY-MM-DD.`))
    }
  }
  if (problems.length) return problems
  for (const chain of ORDERED) {
    let before: DeadlineName | null = null
    for (const name of chain) {
      const date = deadlines[name]
      if (!date) continue
      const earlier = before ? deadlines[before] : null
      if (before && earlier && date < earlier) {
        problems.push(
          error(
            deadlineField(name),
            `${named(name, date)} is before ${named(before, earlier)}: it must be on or after it.`,
          ),
        )
      }
      before = name
    }
  }
  if (firstWeekendStarts) {
    for (const name of DEADLINE_NAMES) {
      const date = deadlines[name]
      if (date && date >= firstWeekendStarts) {
        problems.push(
          error(
            deadlineField(name),
            `${named(name, date)} must be before the first weekend, which starts on ${readableDate(firstWeekendStarts)}.`,
          ),
        )
      }
    }
  }
  return problems
}

const wholeMinor = (value: number | null): value is number =>
  value !== null && Number.isSafeInteger(value) && value >= 0

/**
 * The tiers: each with a key (short, lower-case, unique), a name, and a price
 * in whole minor units for every phase. A price that falls as the phases go
 * on (early above regular, regular above late) is allowed but warned of.
 */
export function tierProblems(tiers: readonly TierInput[], money: (minor: number) => string): SetupProblem[] {
  const problems: SetupProblem[] = []
  const seen = new Set<string>()
  tiers.forEach((tier, index) => {
    const at = `tiers.${index}`
    const called = tier.name.trim() || `Tier ${index + 1}`
    if (!TIER_KEY.test(tier.key)) {
      problems.push(
        error(
          `${at}.key`,
          `${called}: the key must be 2 to 40 characters, lower-case letters, digits and hyphens, starting with a letter (e.g. “premier”).`,
        ),
      )
    } else if (seen.has(tier.key)) {
      problems.push(
        error(`${at}.key`, `${called}: another tier already has the key “${tier.key}”; each key is used once.`),
      )
    }
    seen.add(tier.key)
    if (!tier.name.trim()) problems.push(error(`${at}.name`, `Tier ${index + 1} needs a name.`))
    for (const phase of PRICE_PHASES) {
      if (!wholeMinor(tier.prices[phase])) {
        problems.push(
          error(
            `${at}.${phase}PriceMinor`,
            `${called}: the ${PRICE_PHASE_LABELS[phase].toLowerCase()} price is missing or not a whole amount of 0 or more.`,
          ),
        )
      }
    }
    const { early, regular, late } = tier.prices
    if (wholeMinor(early) && wholeMinor(regular) && early > regular) {
      problems.push(
        warning(
          `${at}.earlyPriceMinor`,
          `${called}: the early price (${money(early)}) is above the regular price (${money(regular)}).`,
        ),
      )
    }
    if (wholeMinor(regular) && wholeMinor(late) && regular > late) {
      problems.push(
        warning(
          `${at}.regularPriceMinor`,
          `${called}: the regular price (${money(regular)}) is above the late price (${money(late)}).`,
        ),
      )
    }
  })
  return problems
}

/** The discounts: a second weekend discount above the cheapest tier's price would make a second weekend free. */
export function discountProblems(
  tiers: readonly TierInput[],
  secondWeekendDiscountMinor: number | null,
  emergingDiscountMinor: number | null,
  money: (minor: number) => string,
): SetupProblem[] {
  const problems: SetupProblem[] = []
  if (secondWeekendDiscountMinor !== null && !wholeMinor(secondWeekendDiscountMinor)) {
    problems.push(
      error('secondWeekendDiscountMinor', 'The second weekend discount must be a whole amount of 0 or more.'),
    )
  }
  if (emergingDiscountMinor !== null && !wholeMinor(emergingDiscountMinor)) {
    problems.push(error('emergingDiscountMinor', 'The emerging artist discount must be a whole amount of 0 or more.'))
  }
  const prices = tiers.flatMap((tier) => PRICE_PHASES.map((phase) => tier.prices[phase])).filter(wholeMinor)
  if (prices.length && wholeMinor(secondWeekendDiscountMinor)) {
    const cheapest = Math.min(...prices)
    if (secondWeekendDiscountMinor > cheapest) {
      problems.push(
        warning(
          'secondWeekendDiscountMinor',
          `The second weekend discount (${money(secondWeekendDiscountMinor)}) is above the cheapest tier’s price (${money(cheapest)}): a second weekend would be free at that price.`,
        ),
      )
    }
  }
  return problems
}

/** The withdrawal refund: a whole percentage from 0 to 100. */
export function refundProblems(percent: number | null): SetupProblem[] {
  return percent !== null && Number.isSafeInteger(percent) && percent >= 0 && percent <= 100
    ? []
    : [error('withdrawalRefundPercent', 'The refund on withdrawal must be a whole percentage from 0 to 100.')]
}

const weekendName = (weekend: WeekendInput) => (weekend.number === null ? 'This weekend' : `Weekend ${weekend.number}`)

/**
 * One weekend, against its season's other weekends and deadlines: its last
 * day on or after its first and at most four days in all, closing after
 * opening, a number no other weekend has, no day shared with another
 * weekend, a capacity that is a positive whole number or none, and no
 * deadline on or after its first day.
 */
export function weekendProblems(
  weekend: WeekendInput,
  others: readonly WeekendInput[],
  deadlines: Deadlines | null,
): SetupProblem[] {
  const problems: SetupProblem[] = []
  const called = weekendName(weekend)
  if (weekend.number === null || !Number.isSafeInteger(weekend.number) || weekend.number < 1 || weekend.number > 20) {
    problems.push(error('number', 'The weekend’s number must be a whole number from 1 to 20.'))
  } else if (others.some((other) => other.number === weekend.number)) {
    problems.push(error('number', `Another weekend of this season is already number ${weekend.number}.`))
  }
  const startValid = CALENDAR_DATE.test(weekend.startsOn)
  const endValid = CALENDAR_DATE.test(weekend.endsOn)
  if (!startValid) problems.push(error('startsOn', `${called}: the first day must be a date written YYYY-MM-DD.`))
  if (!endValid) problems.push(error('endsOn', `${called}: the last day must be a date written YYYY-MM-DD.`))
  if (startValid && endValid) {
    const days = daysBetween(weekend.startsOn, weekend.endsOn) + 1
    if (days < 1) {
      problems.push(
        error(
          'endsOn',
          `${called}: the last day (${readableDate(weekend.endsOn)}) is before the first (${readableDate(weekend.startsOn)}).`,
        ),
      )
    } else if (days > WEEKEND_MAX_DAYS) {
      problems.push(error('endsOn', `${called} is ${days} days long: a weekend is at most ${WEEKEND_MAX_DAYS} days.`))
    } else {
      const overlapping = others.find(
        (other) =>
          CALENDAR_DATE.test(other.startsOn) &&
          CALENDAR_DATE.test(other.endsOn) &&
          other.startsOn <= weekend.endsOn &&
          weekend.startsOn <= other.endsOn,
      )
      if (overlapping) {
        problems.push(
          error(
            'startsOn',
            `${called} shares days with ${weekendName(overlapping)} (${readableDate(overlapping.startsOn)} to ${readableDate(overlapping.endsOn)}).`,
          ),
        )
      }
    }
    if (deadlines) {
      const late = DEADLINE_NAMES.find((name) => {
        const date = deadlines[name]
        return date !== null && date >= weekend.startsOn
      })
      if (late) {
        problems.push(
          error(
            'startsOn',
            `${called} starts on ${readableDate(weekend.startsOn)}, not after ${named(late, deadlines[late]!)}: every deadline must be before the weekends.`,
          ),
        )
      }
    }
  }
  const opens = CLOCK_TIME.test(weekend.opensAt)
  const closes = CLOCK_TIME.test(weekend.closesAt)
  if (!opens) problems.push(error('opensAt', `${called}: the opening time must be written HH:MM, e.g. 11:00.`))
  if (!closes) problems.push(error('closesAt', `${called}: the closing time must be written HH:MM, e.g. 18:00.`))
  if (opens && closes && weekend.closesAt <= weekend.opensAt) {
    problems.push(
      error(
        'closesAt',
        `${called}: closing time (${weekend.closesAt}) must be after opening time (${weekend.opensAt}).`,
      ),
    )
  }
  if (weekend.capacity !== null && !(Number.isSafeInteger(weekend.capacity) && weekend.capacity >= 1)) {
    problems.push(error('capacity', `${called}: the capacity must be a whole number of 1 or more, or left empty.`))
  }
  return problems
}

/** A season as its checks read it. */
export type SeasonInput = {
  deadlines: Deadlines
  tiers: readonly TierInput[]
  secondWeekendDiscountMinor: number | null
  emergingDiscountMinor: number | null
  withdrawalRefundPercent: number | null
  weekends: readonly { startsOn: CalendarDate }[]
}

/** The first day of the season's earliest weekend, or null when it has none. */
export function firstWeekendStart(weekends: readonly { startsOn: CalendarDate }[]): CalendarDate | null {
  return (
    weekends
      .map((weekend) => weekend.startsOn)
      .filter((date) => CALENDAR_DATE.test(date))
      .sort()[0] ?? null
  )
}

/** Every check of a season's own fields (the weekends only as the first day the deadlines must precede). */
export function seasonProblems(season: SeasonInput, money: (minor: number) => string): SetupProblem[] {
  return [
    ...deadlineProblems(season.deadlines, firstWeekendStart(season.weekends)),
    ...tierProblems(season.tiers, money),
    ...discountProblems(season.tiers, season.secondWeekendDiscountMinor, season.emergingDiscountMinor, money),
    ...refundProblems(season.withdrawalRefundPercent),
  ]
}

/**
 * What a season needs before it can be the current one: registration's
 * opening and closing days, at least one tier and one weekend, and no error
 * in its set-up.
 */
export function readinessProblems(season: SeasonInput, money: (minor: number) => string): SetupProblem[] {
  const problems: SetupProblem[] = []
  if (!season.deadlines.registrationOpens) {
    problems.push(error('deadlines.registrationOpens', 'Set the day registration opens (in sfosdeadlines).'))
  }
  if (!season.deadlines.registrationCloses) {
    problems.push(error('deadlines.registrationCloses', 'Set the day registration closes (in sfosdeadlines).'))
  }
  if (season.tiers.length === 0) problems.push(error('tiers', 'Add at least one registration tier (in sfospricing).'))
  if (season.weekends.length === 0) problems.push(error('weekends', 'Add at least one weekend.'))
  return [...problems, ...seasonProblems(season, money).filter((problem) => problem.severity === 'error')]
}

export const errorsOf = (problems: readonly SetupProblem[]) =>
  problems.filter((problem) => problem.severity === 'error')
export const warningsOf = (problems: readonly SetupProblem[]) =>
  problems.filter((problem) => problem.severity === 'warning')
