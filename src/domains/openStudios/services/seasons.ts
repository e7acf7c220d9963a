import type { Payload } from 'payload'

import type { Transaction } from '@/platform/database/transaction'
import type { OsSeason, OsWeekend } from '@/payload-types'

import type { SeasonView, WeekendView } from './season-view'
import { GUIDE_DEFAULTS } from './vocabulary'

type Source = Payload | Transaction

function payloadOf(source: Source): { payload: Payload; req?: Transaction['req'] } {
  return 'req' in source && !('collections' in source)
    ? { payload: source.req.payload, req: source.req }
    : { payload: source as Payload }
}

function weekendView(weekend: OsWeekend): WeekendView {
  return {
    id: weekend.id,
    number: weekend.number,
    label: weekend.label,
    startsOn: weekend.startsOn,
    endsOn: weekend.endsOn,
    opensAt: weekend.opensAt,
    closesAt: weekend.closesAt,
    neighbourhoods: (weekend.neighbourhoods ?? []).flatMap((place) =>
      typeof place === 'object' && place ? [{ id: place.id, name: place.name, slug: place.slug ?? '' }] : [],
    ),
    capacity: weekend.capacity ?? null,
  }
}

/** A stored season and its weekends as plain data. */
export function seasonView(season: OsSeason, weekends: OsWeekend[]): SeasonView {
  const deadlines = season.deadlines ?? {}
  return {
    id: season.id,
    year: season.year,
    name: season.name,
    status: season.status,
    requiresMembership: season.requiresMembership !== false,
    deadlines: {
      registrationOpens: deadlines.registrationOpens ?? null,
      earlyPriceEnds: deadlines.earlyPriceEnds ?? null,
      regularPriceEnds: deadlines.regularPriceEnds ?? null,
      registrationCloses: deadlines.registrationCloses ?? null,
      materialsDue: deadlines.materialsDue ?? null,
      adReservationsClose: deadlines.adReservationsClose ?? null,
      adArtworkDue: deadlines.adArtworkDue ?? null,
    },
    tiers: (season.tiers ?? []).map((tier) => ({
      key: tier.key,
      name: tier.name,
      includes: tier.includes ?? '',
      prices: { early: tier.earlyPriceMinor, regular: tier.regularPriceMinor, late: tier.latePriceMinor },
    })),
    secondWeekendDiscountMinor: season.secondWeekendDiscountMinor ?? 0,
    emergingDiscountMinor: season.emergingDiscountMinor ?? null,
    emergingDefinition: season.emergingDefinition ?? '',
    currency: season.currency,
    withdrawalRefundPercent: season.withdrawalRefundPercent ?? 100,
    guide: {
      descriptionLimit: season.guide?.descriptionLimit ?? GUIDE_DEFAULTS.descriptionLimit,
      directionsLimit: season.guide?.directionsLimit ?? GUIDE_DEFAULTS.directionsLimit,
      imageWidthInches: season.guide?.imageWidthInches ?? GUIDE_DEFAULTS.imageWidthInches,
      imageHeightInches: season.guide?.imageHeightInches ?? GUIDE_DEFAULTS.imageHeightInches,
      printDpi: season.guide?.printDpi ?? GUIDE_DEFAULTS.printDpi,
    },
    weekends: [...weekends].sort((a, b) => a.number - b.number).map(weekendView),
  }
}

/** A season by id, with its weekends, read past access rules (callers decide who may see what). */
export async function seasonById(source: Source, id: number): Promise<SeasonView | null> {
  const { payload, req } = payloadOf(source)
  const season = await payload
    .findByID({ collection: 'os-seasons', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!season) return null
  const weekends = await payload.find({
    collection: 'os-weekends',
    where: { season: { equals: id } },
    depth: 1,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return seasonView(season, weekends.docs)
}

/** The current season (the one the site shows), or null when none is current. */
export async function currentSeason(source: Source): Promise<SeasonView | null> {
  const { payload, req } = payloadOf(source)
  const found = await payload.find({
    collection: 'os-seasons',
    where: { status: { equals: 'current' } },
    sort: '-year',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ? seasonById(source, found.docs[0].id) : null
}
