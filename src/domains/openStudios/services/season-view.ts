import type { CalendarDate } from '@/platform/calendar'

import type { PricePhase, SeasonStatus } from './vocabulary'

/** A registration tier with its price in each phase, in minor units. */
export type Tier = {
  key: string
  name: string
  includes: string
  prices: Record<PricePhase, number>
}

/** A season's deadlines: each the last day (where the organisation is) of what it ends; null while not set. */
export type Deadlines = {
  registrationOpens: CalendarDate | null
  earlyPriceEnds: CalendarDate | null
  regularPriceEnds: CalendarDate | null
  registrationCloses: CalendarDate | null
  materialsDue: CalendarDate | null
  adReservationsClose: CalendarDate | null
  adArtworkDue: CalendarDate | null
}

export type WeekendView = {
  id: number
  number: number
  label: string
  startsOn: CalendarDate
  endsOn: CalendarDate
  opensAt: string
  closesAt: string
  neighbourhoods: { id: number; name: string; slug: string }[]
  capacity: number | null
}

/** The guide's limits and print size for the season's listings. */
export type GuideSpec = {
  descriptionLimit: number
  directionsLimit: number
  imageWidthInches: number
  imageHeightInches: number
  printDpi: number
}

/** A season as Open Studios' rules read it: plain data, no Payload types (decision 049). */
export type SeasonView = {
  id: number
  year: number
  name: string
  status: SeasonStatus
  requiresMembership: boolean
  deadlines: Deadlines
  tiers: Tier[]
  secondWeekendDiscountMinor: number
  emergingDiscountMinor: number | null
  emergingDefinition: string
  currency: string
  withdrawalRefundPercent: number
  guide: GuideSpec
  weekends: WeekendView[]
}
