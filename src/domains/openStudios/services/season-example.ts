import { priceRegistration } from './pricing'
import type { SeasonView } from './season-view'
import { PRICE_PHASES, type PricePhase } from './vocabulary'

/**
 * The worked example of the pricing tool (decision 050): what each tier
 * costs for one and two weekends in each phase, with and without the
 * emerging artists' discount, computed by the very function that prices a
 * registration, so staff see what artists will pay.
 */

export type ExampleCell = { totalMinor: number } | { problem: string }
export type ExampleRow = {
  tier: string
  name: string
  phase: PricePhase
  oneWeekend: ExampleCell
  twoWeekends: ExampleCell
  /** Null when the season has no emerging artists' discount. */
  oneWeekendEmerging: ExampleCell | null
  twoWeekendsEmerging: ExampleCell | null
}

// A moment and deadlines around it that put it in each phase, whatever the season's own dates.
const NOW = new Date('2000-01-01T12:00:00Z')
const PHASE_DEADLINES: Record<PricePhase, { earlyPriceEnds: string | null; regularPriceEnds: string | null }> = {
  early: { earlyPriceEnds: '2000-01-02', regularPriceEnds: '2000-01-03' },
  regular: { earlyPriceEnds: '1999-12-30', regularPriceEnds: '2000-01-02' },
  late: { earlyPriceEnds: '1999-12-29', regularPriceEnds: '1999-12-30' },
}

export function priceExample(season: SeasonView): ExampleRow[] {
  return season.tiers.flatMap((tier) =>
    PRICE_PHASES.map((phase) => {
      const inPhase: SeasonView = { ...season, deadlines: { ...season.deadlines, ...PHASE_DEADLINES[phase] } }
      const cell = (weekendCount: number, emerging: boolean): ExampleCell => {
        const price = priceRegistration(inPhase, { tier: tier.key, weekendCount, emerging }, NOW, 'UTC')
        return 'problem' in price ? { problem: price.problem } : { totalMinor: price.totalMinor }
      }
      const emerging = season.emergingDiscountMinor !== null
      return {
        tier: tier.key,
        name: tier.name,
        phase,
        oneWeekend: cell(1, false),
        twoWeekends: cell(2, false),
        oneWeekendEmerging: emerging ? cell(1, true) : null,
        twoWeekendsEmerging: emerging ? cell(2, true) : null,
      }
    }),
  )
}
