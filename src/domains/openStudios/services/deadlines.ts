import { addDays, organisationDate, startOfDay, type CalendarDate } from '@/platform/calendar'

import type { Deadlines } from './season-view'
import type { PricePhase } from './vocabulary'

/**
 * What the season's deadlines make of a moment (decision 049). A deadline is
 * the last day of what it ends, where the organisation is (`TIMEZONE`):
 * "early price ends 30 June" keeps the early price until midnight at the end
 * of 30 June there, whatever the server's clock zone. Plain functions; the
 * clock is always passed in.
 */

/** The instant after a deadline's last day: when what it ends has ended. */
export function endOf(deadline: CalendarDate, timeZone: string): Date {
  return startOfDay(addDays(deadline, 1), timeZone)
}

/** Whether a deadline's last day is over at `now`; an unset deadline never passes. */
export function isPast(deadline: CalendarDate | null, now: Date, timeZone: string): boolean {
  return deadline !== null && organisationDate(now, timeZone) > deadline
}

export type RegistrationWindow =
  | { open: true; closesAt: Date }
  | { open: false; why: 'not-set' | 'not-yet' | 'closed'; opensAt: Date | null; closedAt: Date | null }

/** Whether registration is open at `now`: from the first moment of its opening day to the end of its closing day. */
export function registrationWindow(deadlines: Deadlines, now: Date, timeZone: string): RegistrationWindow {
  const { registrationOpens, registrationCloses } = deadlines
  if (!registrationOpens || !registrationCloses) return { open: false, why: 'not-set', opensAt: null, closedAt: null }
  const opensAt = startOfDay(registrationOpens, timeZone)
  const closedAt = endOf(registrationCloses, timeZone)
  if (now < opensAt) return { open: false, why: 'not-yet', opensAt, closedAt }
  if (now >= closedAt) return { open: false, why: 'closed', opensAt, closedAt }
  return { open: true, closesAt: closedAt }
}

export type PhaseAt = { phase: PricePhase; until: CalendarDate | null }

/**
 * The price phase at `now` and the last day it lasts: early through its
 * deadline, then regular through its own, then late until registration
 * closes. An unset early or regular deadline skips that phase.
 */
export function phaseAt(deadlines: Deadlines, now: Date, timeZone: string): PhaseAt {
  if (deadlines.earlyPriceEnds && !isPast(deadlines.earlyPriceEnds, now, timeZone)) {
    return { phase: 'early', until: deadlines.earlyPriceEnds }
  }
  if (deadlines.regularPriceEnds && !isPast(deadlines.regularPriceEnds, now, timeZone)) {
    return { phase: 'regular', until: deadlines.regularPriceEnds }
  }
  return { phase: 'late', until: deadlines.registrationCloses }
}

/** Whether guide listings are locked at `now`, and since when: from the day after the materials are due. */
export function listingsLock(
  deadlines: Deadlines,
  now: Date,
  timeZone: string,
): { locked: boolean; since: Date | null } {
  if (!deadlines.materialsDue) return { locked: false, since: null }
  const since = endOf(deadlines.materialsDue, timeZone)
  return { locked: now >= since, since }
}
