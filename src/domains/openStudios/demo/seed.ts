import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { addDays, middayOf, organisationDate, startOfDay, yearOf } from '@/platform/calendar'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { priceRegistration } from '../services/pricing'
import { seasonById } from '../services/seasons'
import {
  ACCESS_FEATURES,
  GUIDE_DEFAULTS,
  type AccessFeature,
  type ListingState,
  type RegistrationState,
} from '../services/vocabulary'

export type OpenStudiosDemo = {
  season: number
  year: number
  registrations: number
  listings: number
  adSizes: number
  ads: number
}

/** A whole number in [0, n) from `i`: the same demo on every machine (Knuth's multiplicative hash). */
function spread(i: number, n: number): number {
  return (Math.imul(i + 1, 2654435761) >>> 0) % n
}

const TIERS = [
  {
    key: 'premier',
    name: 'Premier',
    includes: 'A half-column guide entry with a larger picture, a highlighted map pin and a place in the preview show.',
    earlyPriceMinor: 25000,
    regularPriceMinor: 30000,
    latePriceMinor: 35000,
  },
  {
    key: 'participating',
    name: 'Participating',
    includes: 'A guide entry with a picture, a map pin and a listing in the artists search.',
    earlyPriceMinor: 15000,
    regularPriceMinor: 18000,
    latePriceMinor: 22000,
  },
]

const AD_SIZES = [
  { name: 'Full page', trimWidthInches: 5, trimHeightInches: 8, bleedInches: 0.125, priceMinor: 90000, quantity: 4 },
  { name: 'Half page', trimWidthInches: 5, trimHeightInches: 4, bleedInches: 0.125, priceMinor: 50000, quantity: 8 },
  { name: 'Quarter page', trimWidthInches: 2.5, trimHeightInches: 4, bleedInches: 0, priceMinor: 30000, quantity: 12 },
  { name: 'Business card', trimWidthInches: 2.5, trimHeightInches: 2, bleedInches: 0, priceMinor: 15000, quantity: 20 },
]

const ADVERTISERS = [
  { business: 'Mission Art Supply', size: 0 },
  { business: 'Dogpatch Frame Shop', size: 1 },
  { business: 'The Potrero Café', size: 2 },
  { business: 'Bayview Fine Printing', size: 1 },
  { business: 'Bernal Hill Books', size: 3 },
  { business: 'Noe Valley Ceramics Studio', size: 3 },
]

const DESCRIPTIONS = [
  'Paintings of the fog coming in over the hills, large and small, with the sketches that began them.',
  'Wheel-thrown stoneware for the table, fired in a gas kiln; seconds for sale on Sunday afternoon.',
  'Prints from the press in the back room: linocuts, monotypes and a demonstration every hour.',
  'Sculpture in reclaimed wood and steel, made from what the neighbourhood throws away.',
  'Photographs of the city at night, printed in the studio’s darkroom; come see the enlarger at work.',
  'Jewelry in recycled silver and sea glass, with the bench and tools out for visitors to try.',
  'Textiles woven on a floor loom from plant-dyed wool; the dye pots will be on the stove.',
  'Small oil studies of kitchens, gardens and the people in them, hung salon style.',
]

const DIRECTIONS = [
  'Ring the bell marked “Studios”; second floor, at the end of the hall.',
  'Through the gate at the side of the house; the studio is the garden shed.',
  'Enter from the alley; look for the balloons on the door.',
  'Ground floor, first door on the left; step-free from the street.',
  'Take the freight lift to the third floor and follow the signs.',
]

type DemoProfile = {
  profile: number
  owner: number
  name: string
  neighbourhood: number | null
  street: string | null
  city: string | null
  postcode: string | null
  latitude: string | null
  longitude: string | null
}

/**
 * A current Open Studios season for the demo site (issue 14): three weekends
 * over the demo city's neighbourhoods, two tiers and their prices, deadlines
 * around today (registration open at the early price), a few hundred
 * registrations of demo artists in studios — some sharing one — with their
 * guide listings, the guide's ad sizes and a few ads awaiting their artwork.
 * Registrations and ads carry no order (no money moved). Does nothing when a
 * season is already current. One transaction: all of it or none.
 */
export async function seedDemoOpenStudios(
  payload: Payload,
  options: { registrations?: number; now?: Date; timeZone: string },
): Promise<OpenStudiosDemo | null> {
  const current = await payload.count({ collection: 'os-seasons', where: { status: { equals: 'current' } } })
  if (current.totalDocs > 0) return null
  const now = options.now ?? new Date()
  const today = organisationDate(now, options.timeZone)
  // Open Studios opens on Saturdays: the first one twenty weeks from now.
  const later = addDays(today, 140)
  const firstWeekend = addDays(later, 6 - middayOf(later).getUTCDay())
  const year = yearOf(firstWeekend)
  const taken = await payload.count({ collection: 'os-seasons', where: { year: { equals: year } } })
  if (taken.totalDocs > 0) return null

  const profiles = await rowsOf<DemoProfile>(
    database(payload),
    sql`SELECT p.id AS profile, p.owner_id AS owner, p.display_name AS name, p.neighbourhood_id AS neighbourhood,
               p.studio_street AS street, p.studio_city AS city, p.studio_postcode AS postcode,
               p.studio_latitude AS latitude, p.studio_longitude AS longitude
        FROM artist_profiles p
        WHERE p._status = 'published' AND p.verified AND p.owner_id IS NOT NULL AND p.studio_street IS NOT NULL
        ORDER BY p.id LIMIT ${options.registrations ?? 240}`,
  )
  const neighbourhoods = (
    await payload.find({ collection: 'neighbourhoods', sort: 'order', limit: 100, depth: 0, pagination: false })
  ).docs.map((place) => place.id)
  const images = (
    await payload.find({ collection: 'images', sort: 'id', limit: 24, depth: 0, pagination: false })
  ).docs.filter((image) => (image.width ?? 0) >= 600 && (image.height ?? 0) >= 600)

  return inTransaction(payload, async ({ req }) => {
    const write = { overrideAccess: true, req, depth: 0 } as const
    const season = await payload.create({
      collection: 'os-seasons',
      ...write,
      data: {
        year,
        name: `Open Studios ${year}`,
        status: 'current',
        requiresMembership: true,
        deadlines: {
          registrationOpens: addDays(today, -45),
          earlyPriceEnds: addDays(today, 20),
          regularPriceEnds: addDays(today, 50),
          registrationCloses: addDays(today, 80),
          materialsDue: addDays(today, 95),
          adReservationsClose: addDays(today, 90),
          adArtworkDue: addDays(today, 105),
        },
        tiers: TIERS,
        secondWeekendDiscountMinor: 5000,
        emergingDiscountMinor: 4000,
        emergingDefinition: 'showing in Open Studios for the first or second year',
        currency: 'USD',
        withdrawalRefundPercent: 75,
        guide: { ...GUIDE_DEFAULTS },
      },
    })
    // Each weekend takes a third of the neighbourhoods, in their order.
    const weekendOf = new Map<number, number>()
    const weekends: number[] = []
    for (const number of [1, 2, 3]) {
      const start = addDays(firstWeekend, (number - 1) * 7)
      const places = neighbourhoods.filter((_, index) => index % 3 === number - 1)
      const weekend = await payload.create({
        collection: 'os-weekends',
        ...write,
        data: {
          season: season.id,
          number,
          label: `Weekend ${number}`,
          startsOn: start,
          endsOn: addDays(start, 1),
          opensAt: '11:00',
          closesAt: '18:00',
          neighbourhoods: places,
          capacity: number === 3 ? Math.max(10, Math.ceil(profiles.length / 3)) : null,
        },
      })
      weekends.push(weekend.id)
      for (const place of places) weekendOf.set(place, weekend.id)
    }
    const sizes: number[] = []
    for (const [position, size] of AD_SIZES.entries()) {
      const made = await payload.create({
        collection: 'os-ad-sizes',
        ...write,
        data: { ...size, season: season.id, position },
      })
      sizes.push(made.id)
    }
    // Businesses that bought an ad and have yet to send its artwork: accounts that cannot sign in, like the demo artists.
    for (const [index, advertiser] of ADVERTISERS.entries()) {
      const email = `demo-advertiser-${year}-${index + 1}@example.org`
      const buyer =
        (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, ...write }))
          .docs[0] ??
        (await payload.create({
          collection: 'users',
          ...write,
          // A password nobody knows: the account cannot be signed in to.
          data: {
            email,
            name: advertiser.business,
            password: randomBytes(32).toString('base64url'),
            roles: ['advertiser'],
            emailVerified: true,
          },
          disableVerificationEmail: true,
        }))
      await payload.create({
        collection: 'os-ad-orders',
        ...write,
        data: {
          season: season.id,
          size: sizes[advertiser.size]!,
          buyer: buyer.id,
          businessName: advertiser.business,
          status: 'awaiting-artwork',
        },
      })
    }

    const view = await seasonById({ req, db: database(payload) }, season.id)
    const registeredAt = startOfDay(addDays(today, -20), options.timeZone)
    let listings = 0
    const studios: { id: number; neighbourhood: number | null }[] = []
    for (const [index, artist] of profiles.entries()) {
      // About one artist in six shares the studio of the artist before them in the same neighbourhood.
      const previous = studios[studios.length - 1]
      const shares = index > 0 && spread(index, 6) === 0 && previous?.neighbourhood === artist.neighbourhood
      const studio = shares
        ? previous!.id
        : (
            await payload.create({
              collection: 'os-studios',
              ...write,
              data: {
                address: artist.street!.split(', Studio ')[0]!,
                unit: artist.street!.includes(', Studio ') ? `Studio ${artist.street!.split(', Studio ')[1]}` : null,
                city: artist.city,
                postcode: artist.postcode,
                neighbourhood: artist.neighbourhood,
                latitude: artist.latitude === null ? null : Number(artist.latitude),
                longitude: artist.longitude === null ? null : Number(artist.longitude),
                positionSource: artist.latitude === null ? 'none' : 'placed',
                addedBy: artist.owner,
              },
            })
          ).id
      if (!shares) studios.push({ id: studio, neighbourhood: artist.neighbourhood })
      const own = (artist.neighbourhood && weekendOf.get(artist.neighbourhood)) || weekends[spread(index, 3)]!
      const chosen = spread(index + 7, 4) === 0 ? [own, weekends.find((id) => id !== own)!] : [own]
      const tier = spread(index + 3, 5) === 0 ? 'premier' : 'participating'
      const emerging = spread(index + 11, 7) === 0
      const status: RegistrationState =
        index % 25 === 24 ? 'awaiting-payment' : index % 40 === 39 ? 'draft' : 'registered'
      const price = view
        ? priceRegistration(view, { tier, weekendCount: chosen.length, emerging }, registeredAt, options.timeZone)
        : null
      const priced = price && !('problem' in price) ? price : null
      const access: AccessFeature[] = [ACCESS_FEATURES[spread(index, ACCESS_FEATURES.length)]!]
      const registration = await payload.create({
        collection: 'os-registrations',
        ...write,
        data: {
          season: season.id,
          artist: artist.owner,
          profile: artist.profile,
          tier,
          weekends: chosen,
          studio,
          accessibility: access,
          emerging,
          status,
          priceMinor: status === 'registered' ? (priced?.totalMinor ?? null) : null,
          priceParts: status === 'registered' ? (priced?.parts ?? null) : null,
          registeredAt: status === 'registered' ? registeredAt.toISOString() : null,
        },
      })
      if (status !== 'registered') continue
      const listingStatus: ListingState = (['approved', 'approved', 'submitted', 'draft'] as const)[spread(index, 4)]!
      await payload.create({
        collection: 'os-listings',
        ...write,
        data: {
          registration: registration.id,
          season: season.id,
          artist: artist.owner,
          image: images.length ? images[spread(index, images.length)]!.id : null,
          description: DESCRIPTIONS[spread(index + 1, DESCRIPTIONS.length)],
          directions: DIRECTIONS[spread(index + 2, DIRECTIONS.length)],
          status: listingStatus,
          submittedAt: listingStatus === 'draft' ? null : registeredAt.toISOString(),
          reviewedAt: listingStatus === 'approved' ? registeredAt.toISOString() : null,
        },
      })
      listings += 1
    }
    return {
      commit: true,
      value: {
        season: season.id,
        year,
        registrations: profiles.length,
        listings,
        adSizes: AD_SIZES.length,
        ads: ADVERTISERS.length,
      },
    }
  })
}
