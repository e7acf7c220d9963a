import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemo } from '@/domains/artists/demo/seed'
import { currentSeason, registrationWindow, seedDemoOpenStudios } from '@/domains/openStudios'

import { testPayload } from './payload'

const LA = 'America/Los_Angeles'

describe('the demo Open Studios season', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    await seedDemo(payload, { size: { artists: 60, artworks: 60, pictures: 2 } })
  })

  it('adds a current season open at the early price, with weekends over the neighbourhoods, registrations, listings and ad sizes', async () => {
    const now = new Date()
    const made = await seedDemoOpenStudios(payload, { registrations: 50, now, timeZone: LA })
    expect(made).toMatchObject({ registrations: 50, adSizes: 4, ads: 6 })

    const season = await currentSeason(payload)
    expect(season?.id).toBe(made!.season)
    expect(registrationWindow(season!.deadlines, now, LA)).toMatchObject({ open: true })
    expect(season!.weekends.map((weekend) => weekend.number)).toEqual([1, 2, 3])
    // Saturday and Sunday, every weekend.
    expect(season!.weekends.map((weekend) => new Date(`${weekend.startsOn}T12:00:00Z`).getUTCDay())).toEqual([6, 6, 6])
    const places = season!.weekends.flatMap((weekend) => weekend.neighbourhoods.map((place) => place.id))
    expect(new Set(places).size).toBe(places.length)

    const registered = await payload.count({
      collection: 'os-registrations',
      where: { status: { equals: 'registered' } },
    })
    expect(registered.totalDocs).toBe(made!.listings)
    expect(registered.totalDocs).toBeGreaterThan(40)
    const paid = await payload.find({
      collection: 'os-registrations',
      where: { status: { equals: 'registered' } },
      limit: 1,
    })
    expect(paid.docs[0]!.priceMinor).toBeGreaterThan(0)

    // Some artists share a studio: fewer studios than registrations.
    const studios = await payload.count({ collection: 'os-studios' })
    expect(studios.totalDocs).toBeLessThan(50)
    expect(studios.totalDocs).toBeGreaterThan(30)

    const ads = await payload.find({ collection: 'os-ad-orders', depth: 1, limit: 10 })
    expect(ads.docs.map((ad) => ad.status)).toEqual(Array(6).fill('awaiting-artwork'))
    const buyer = ads.docs[0]!.buyer
    expect(typeof buyer === 'object' && buyer.roles).toEqual(['advertiser'])

    const listing = await payload.find({ collection: 'os-listings', limit: 1, depth: 1 })
    expect(listing.docs[0]!.description!.length).toBeLessThanOrEqual(165)
    expect(listing.docs[0]!.directions!.length).toBeLessThanOrEqual(99)
  })

  it('adds nothing while a season is current', async () => {
    expect(await seedDemoOpenStudios(payload, { timeZone: LA })).toBeNull()
    expect((await payload.count({ collection: 'os-seasons' })).totalDocs).toBe(1)
  })
})
