import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseArtSearch, searchArtists } from '@/domains/artists'
import { studiosOnMap } from '@/domains/openStudios'
import { geocode } from '@/domains/openStudios/services/geocoding'
import { mayUseControlPanelTool } from '@/domains/accounts'
import { MAPPING_TOOL } from '@/domains/openStudios/admin/tools'
import { geocodeStudio, saveDrawnOutline } from '@/domains/openStudios/services/studio-positions'
import type { OsRegistration, OsStudio, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The studio map (decision 054): who is on it (registered artists grouped by
 * studio, a draft's address never), the search's weekend facet kept current
 * by the database as registrations change, studios unreadable to others
 * through REST and GraphQL, and geocoding against a local stand-in.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let season: { id: number }
const weekends: Record<number, number> = {}
let staff: User

async function artist(key: string, name: string) {
  const owner = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${key}@example.org`, password: PASSWORD, roles: ['artist'], name },
  })
  const profile = await payload.create({
    collection: 'artist-profiles',
    overrideAccess: true,
    data: {
      owner: owner.id,
      displayName: name,
      bio: `${name} makes things.`,
      status: 'published',
      _status: 'published',
    },
  })
  return { owner, profile }
}

async function studio(address: string, owner: User, position?: [number, number]): Promise<OsStudio> {
  return payload.create({
    collection: 'os-studios',
    overrideAccess: true,
    data: {
      address,
      city: 'San Francisco',
      latitude: position?.[0] ?? null,
      longitude: position?.[1] ?? null,
      positionSource: position ? 'placed' : 'none',
      addedBy: owner.id,
    },
  })
}

async function register(
  owner: User,
  place: OsStudio,
  numbers: number[],
  status: OsRegistration['status'] = 'registered',
): Promise<OsRegistration> {
  return payload.create({
    collection: 'os-registrations',
    overrideAccess: true,
    data: {
      season: season.id,
      artist: owner.id,
      tier: 'participating',
      weekends: numbers.map((number) => weekends[number]!),
      studio: place.id,
      accessibility: ['step-free'],
      status,
    },
  })
}

const weekendFacet = async (query = '') =>
  Object.fromEntries(
    (await searchArtists(payload, parseArtSearch(new URLSearchParams(query)))).facets.weekends.map((facet) => [
      facet.value,
      facet.count,
    ]),
  )
const namesFor = async (query: string) =>
  (await searchArtists(payload, parseArtSearch(new URLSearchParams(query)))).artists.map((hit) => hit.displayName)

let ada: Awaited<ReturnType<typeof artist>>
let ben: Awaited<ReturnType<typeof artist>>
let cleo: Awaited<ReturnType<typeof artist>>
let shared: OsStudio
let alone: OsStudio
let hidden: OsStudio
let cleoRegistration: OsRegistration

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'stella@example.org', password: PASSWORD, roles: ['staff'] },
  })
  const made = await payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year: 2031,
      name: 'Open Studios 2031',
      status: 'current',
      tiers: [
        {
          key: 'participating',
          name: 'Participating',
          earlyPriceMinor: 100,
          regularPriceMinor: 200,
          latePriceMinor: 300,
        },
      ],
      currency: 'USD',
      secondWeekendDiscountMinor: 0,
      withdrawalRefundPercent: 100,
      guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
    },
  })
  season = { id: made.id }
  for (const number of [1, 2]) {
    const weekend = await payload.create({
      collection: 'os-weekends',
      overrideAccess: true,
      data: {
        season: made.id,
        number,
        label: `Weekend ${number}`,
        startsOn: `2031-10-0${number * 2}`,
        endsOn: `2031-10-0${number * 2 + 1}`,
        opensAt: '11:00',
        closesAt: '18:00',
      },
    })
    weekends[number] = weekend.id
  }
  ada = await artist('ada', 'Ada Acrylic')
  ben = await artist('ben', 'Ben Bronze')
  cleo = await artist('cleo', 'Cleo Clay')
  shared = await studio('2 Shared Street', ada.owner, [37.76, -122.41])
  alone = await studio('1 Alone Avenue', ben.owner)
  hidden = await studio('9 Secret Lane', cleo.owner, [37.7, -122.4])
  await register(ada.owner, shared, [1])
  await register(ben.owner, shared, [2])
  cleoRegistration = await register(cleo.owner, hidden, [1, 2], 'draft')
})

afterAll(async () => {
  await payload.update({ collection: 'os-seasons', id: season.id, overrideAccess: true, data: { status: 'past' } })
})

describe('who is on the map', () => {
  it('groups registered artists by studio, and never shows a draft’s address', async () => {
    const studios = await studiosOnMap(payload, season)
    expect(studios.map((one) => one.address)).toEqual(['2 Shared Street'])
    expect(studios[0]).toMatchObject({
      weekends: [1, 2],
      latitude: 37.76,
      longitude: -122.41,
      accessibility: ['step-free'],
      artists: [
        { name: 'Ada Acrylic', slug: ada.profile.slug, status: 'registered' },
        { name: 'Ben Bronze', slug: ben.profile.slug, status: 'registered' },
      ],
    })
    expect(JSON.stringify(studios)).not.toContain('Secret Lane')
  })

  it('shows one weekend’s studios, and staff every studio of the season', async () => {
    const second = await studiosOnMap(payload, season, { weekend: 2 })
    expect(second[0]!.artists.map((one) => one.name)).toEqual(['Ben Bronze'])
    const staffView = await studiosOnMap(payload, season, { audience: 'staff' })
    expect(staffView.map((one) => one.address)).toEqual(['2 Shared Street', '9 Secret Lane'])
  })

  it('lists a studio without a position rather than dropping it', async () => {
    const dan = await artist('dan', 'Dan Drawing')
    await register(dan.owner, alone, [2])
    const studios = await studiosOnMap(payload, season)
    expect(studios.find((one) => one.address === '1 Alone Avenue')).toMatchObject({ latitude: null, longitude: null })
  })
})

describe('the search’s weekend facet', () => {
  it('counts and filters the artists by the weekends they show in', async () => {
    expect(await weekendFacet()).toEqual({ '1': 1, '2': 2 })
    expect(await namesFor('weekend=1')).toEqual(['Ada Acrylic'])
    expect(await namesFor('weekend=2')).toEqual(['Ben Bronze', 'Dan Drawing'])
  })

  it('follows a registration as it is paid, changes weekends and is withdrawn', async () => {
    await payload.update({
      collection: 'os-registrations',
      id: cleoRegistration.id,
      overrideAccess: true,
      data: { status: 'registered' },
    })
    expect(await weekendFacet()).toEqual({ '1': 2, '2': 3 })
    expect(await namesFor('weekend=1')).toEqual(['Ada Acrylic', 'Cleo Clay'])

    await payload.update({
      collection: 'os-registrations',
      id: cleoRegistration.id,
      overrideAccess: true,
      data: { weekends: [weekends[2]!] },
    })
    expect(await weekendFacet()).toEqual({ '1': 1, '2': 3 })

    await payload.update({
      collection: 'os-registrations',
      id: cleoRegistration.id,
      overrideAccess: true,
      data: { status: 'withdrawn' },
    })
    expect(await weekendFacet()).toEqual({ '1': 1, '2': 2 })
    expect(await namesFor('weekend=2')).toEqual(['Ben Bronze', 'Dan Drawing'])
  })

  it('counts the weekends with the other filters, and only the current season', async () => {
    expect(await weekendFacet('q=Bronze')).toEqual({ '2': 1 })
    await payload.update({ collection: 'os-seasons', id: season.id, overrideAccess: true, data: { status: 'past' } })
    expect(await weekendFacet()).toEqual({})
    await payload.update({ collection: 'os-seasons', id: season.id, overrideAccess: true, data: { status: 'current' } })
    expect(await weekendFacet()).toEqual({ '1': 1, '2': 2 })
  })
})

describe('studios through the API', () => {
  it('are not readable by a guest or another artist, through REST or GraphQL', async () => {
    const guest = await rest('GET', `/os-studios/${shared.id}`)
    expect(guest.status).toBe(403)
    const benToken = await tokenFor(payload, 'ben@example.org', PASSWORD)
    // Found only among the studios they added: to them, another's studio does not exist.
    expect((await rest('GET', `/os-studios/${shared.id}`, { token: benToken })).status).toBe(404)
    const listed = await rest('GET', '/os-studios', { token: benToken })
    expect((listed.body.docs as { address: string }[]).map((one) => one.address)).toEqual(['1 Alone Avenue'])
    const asked = await graphql('{ OsStudios { docs { address } } }', { token: benToken })
    expect(JSON.stringify(asked.body)).not.toContain('Shared Street')
    const asGuest = await graphql('{ OsStudios { docs { address } } }')
    expect(JSON.stringify(asGuest.body)).not.toContain('Street')
  })
})

describe('geocoding', () => {
  let server: Server
  let base = ''
  const asked: string[] = []

  beforeAll(async () => {
    // A stand-in for a Nominatim-style geocoder: one known address, nothing else.
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      asked.push(`${url.pathname}?${url.searchParams}`)
      const q = url.searchParams.get('q') ?? ''
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(q.startsWith('1 Alone Avenue') ? [{ lat: '37.7512', lon: '-122.4201' }] : []))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('asks the geocoder in its shape and reads its answer', async () => {
    expect(await geocode(base, '1 Alone Avenue, San Francisco')).toEqual({
      position: { latitude: 37.7512, longitude: -122.4201 },
    })
    expect(asked.at(-1)).toBe('/search?q=1+Alone+Avenue%2C+San+Francisco&format=json&limit=1')
    expect(await geocode(base, 'Nowhere')).toEqual({ problem: 'The geocoder found no place at this address.' })
  })

  it('places a studio where the geocoder says, with its source and an audit row', async () => {
    const { config } = await import('@/platform/config')
    Object.assign(config(), { GEOCODER_URL: base })
    try {
      const result = await geocodeStudio(payload, staff, alone.id)
      expect(result).toMatchObject({ address: '1 Alone Avenue', position: { latitude: 37.7512 } })
      const placed = await payload.findByID({ collection: 'os-studios', id: alone.id, overrideAccess: true })
      expect(placed).toMatchObject({ latitude: 37.7512, longitude: -122.4201, positionSource: 'geocoded' })
      const audit = await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'open-studios.studio.geocode' } },
        overrideAccess: true,
      })
      expect(audit.docs[0]).toMatchObject({ targetId: String(alone.id), target: '1 Alone Avenue' })
      expect(await geocodeStudio(payload, staff, shared.id)).toEqual({
        problem: '2 Shared Street: The geocoder found no place at this address.',
      })
    } finally {
      Object.assign((await import('@/platform/config')).config(), { GEOCODER_URL: undefined })
    }
  })
})

describe('a neighbourhood’s outline drawn on the map (decision 089)', () => {
  const drawn = [
    [-122.42, 37.75],
    [-122.4, 37.75],
    [-122.41, 37.77],
  ]

  it('is stored closed, with an audit row, and a bad drawing changes nothing', async () => {
    const place = await payload.create({
      collection: 'neighbourhoods',
      overrideAccess: true,
      data: { name: 'Drawn Hill' },
    })
    expect(await saveDrawnOutline(payload, staff, place.id, drawn)).toEqual({ name: 'Drawn Hill', removed: false })
    const stored = { type: 'Polygon', coordinates: [[...drawn, drawn[0]]] }
    const read = async () =>
      (await payload.findByID({ collection: 'neighbourhoods', id: place.id, overrideAccess: true })).outline
    expect(await read()).toEqual(stored)
    const audits = async () =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { action: { equals: 'open-studios.outline.save' }, targetId: { equals: String(place.id) } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await audits()).toBe(1)

    const bowTie = [
      [-122.42, 37.75],
      [-122.4, 37.77],
      [-122.4, 37.75],
      [-122.42, 37.77],
    ]
    expect(await saveDrawnOutline(payload, staff, place.id, bowTie)).toMatchObject({ problem: /crosses itself/ })
    expect(await saveDrawnOutline(payload, staff, place.id, drawn.slice(0, 2))).toMatchObject({
      problem: /three different points/,
    })
    expect(await saveDrawnOutline(payload, staff, place.id, [...drawn, [-122.41, 95]])).toMatchObject({
      problem: /latitude 95/,
    })
    expect(await saveDrawnOutline(payload, staff, 999_999, drawn)).toEqual({
      problem: 'There is no such neighbourhood.',
    })
    expect(await read()).toEqual(stored)
    expect(await audits()).toBe(1)
  })

  it('is the mapping tool’s, refused to members, artists and visitors', async () => {
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'mo@example.org', password: PASSWORD, roles: [] },
    })
    const ben = (await payload.find({ collection: 'users', where: { email: { equals: 'ben@example.org' } } })).docs[0]
    expect(mayUseControlPanelTool(MAPPING_TOOL, staff)).toBe(true)
    for (const person of [member, ben, null]) expect(mayUseControlPanelTool(MAPPING_TOOL, person)).toBe(false)
    // Nor around the tool, through the API.
    const place = await payload.create({ collection: 'neighbourhoods', overrideAccess: true, data: { name: 'Kept' } })
    const outline = { type: 'Polygon', coordinates: [[...drawn, drawn[0]]] }
    for (const token of [
      await tokenFor(payload, 'ben@example.org', PASSWORD),
      await tokenFor(payload, 'mo@example.org', PASSWORD),
      undefined,
    ]) {
      const answer = await rest('PATCH', `/neighbourhoods/${place.id}`, { token, body: { outline } })
      expect(answer.status).toBe(403)
    }
    expect(
      (await payload.findByID({ collection: 'neighbourhoods', id: place.id, overrideAccess: true })).outline,
    ).toBeFalsy()
  })
})
