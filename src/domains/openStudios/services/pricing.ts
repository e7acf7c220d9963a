import { formatMoney } from '@/domains/commerce'

import { phaseAt } from './deadlines'
import type { SeasonView } from './season-view'
import { PRICE_PHASE_LABELS, type PricePhase } from './vocabulary'

/** What an artist asks to register for: a tier, one or two weekends, and whether they state they are emerging. */
export type RegistrationChoice = { tier: string; weekendCount: number; emerging: boolean }

/** One part of a registration's price: a charge, or a discount (negative), with the reason it applies. */
export type PricePart = { label: string; amountMinor: number; reason: string }

export type RegistrationPrice = {
  totalMinor: number
  currency: string
  phase: PricePhase
  parts: PricePart[]
  /** One line that says it all, for the order's line and the registration page. */
  description: string
}

export type PriceRefusal = { problem: string }

function money(minor: number, currency: string): string {
  return formatMoney({ minor, currency })
}

/**
 * The price of a registration at `now` (decision 049): the tier's price for
 * the phase in force then, once per weekend; the season's discount off the
 * second weekend; the emerging artists' discount off the first. No part
 * makes the total fall below zero. Each part says why it applies, so the
 * artist sees the sum before paying, and the order keeps it.
 */
export function priceRegistration(
  season: SeasonView,
  choice: RegistrationChoice,
  now: Date,
  timeZone: string,
): RegistrationPrice | PriceRefusal {
  const tier = season.tiers.find((candidate) => candidate.key === choice.tier)
  if (!tier) return { problem: `There is no “${choice.tier}” tier this season.` }
  if (choice.weekendCount !== 1 && choice.weekendCount !== 2) {
    return { problem: 'Choose one or two weekends.' }
  }
  if (choice.weekendCount > season.weekends.length) {
    return { problem: `This season has ${season.weekends.length} weekend${season.weekends.length === 1 ? '' : 's'}.` }
  }
  const { phase, until } = phaseAt(season.deadlines, now, timeZone)
  const each = tier.prices[phase]
  const phaseReason = until
    ? `${PRICE_PHASE_LABELS[phase]} price, until ${until}`
    : `${PRICE_PHASE_LABELS[phase]} price`
  const parts: PricePart[] = [{ label: `${tier.name}, first weekend`, amountMinor: each, reason: phaseReason }]
  if (choice.weekendCount === 2) {
    parts.push({ label: `${tier.name}, second weekend`, amountMinor: each, reason: phaseReason })
    const discount = Math.min(season.secondWeekendDiscountMinor, each)
    if (discount > 0) {
      parts.push({
        label: 'Second weekend discount',
        amountMinor: -discount,
        reason: `${money(discount, season.currency)} off a second weekend`,
      })
    }
  }
  if (choice.emerging) {
    if (season.emergingDiscountMinor === null) return { problem: 'This season has no emerging artist price.' }
    const sum = parts.reduce((total, part) => total + part.amountMinor, 0)
    const discount = Math.min(season.emergingDiscountMinor, sum)
    if (discount > 0) {
      parts.push({
        label: 'Emerging artist discount',
        amountMinor: -discount,
        reason: season.emergingDefinition
          ? `For emerging artists: ${season.emergingDefinition}`
          : 'For emerging artists',
      })
    }
  }
  const totalMinor = parts.reduce((total, part) => total + part.amountMinor, 0)
  const weekends = choice.weekendCount === 2 ? 'two weekends' : 'one weekend'
  return {
    totalMinor,
    currency: season.currency,
    phase,
    parts,
    description: `Open Studios ${season.year}: ${tier.name}, ${weekends} (${PRICE_PHASE_LABELS[phase].toLowerCase()} price)`,
  }
}

/** What a withdrawal refunds of what was paid, by the season's rule: its percentage before registration closes, nothing after. */
export function withdrawalRefund(season: SeasonView, paidMinor: number, registrationClosed: boolean): number {
  if (registrationClosed) return 0
  return Math.floor((paidMinor * season.withdrawalRefundPercent) / 100)
}
