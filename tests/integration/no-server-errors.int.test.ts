import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { OsSeason, User } from '@/payload-types'

import { type ApiAnswer, graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * No 5xx from Payload's API (decision 069): every collection of the configuration — read
 * from it, so a new one is covered when it joins — answers a malformed id, its versions and
 * a version by id with a 4xx or a 2xx and words, over REST and GraphQL, for a member and for
 * staff; and a delete that others still refer to is refused with 409 naming them.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let member: string
let staff: string
let staffPerson: User

const messageOf = (answer: ApiAnswer) => {
  const errors = answer.body.errors as { message?: string }[] | undefined
  return errors?.[0]?.message ?? (answer.body.message as string | undefined) ?? ''
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'member@example.org', password: PASSWORD, roles: [] },
  })
  staffPerson = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'staff@example.org', password: PASSWORD, roles: ['staff'] },
  })
  member = await tokenFor(payload, 'member@example.org', PASSWORD)
  staff = await tokenFor(payload, 'staff@example.org', PASSWORD)
})

describe('every collection, for a member and for staff', () => {
  const REQUESTS: [string, (slug: string) => string][] = [
    ['GET', (slug) => `/${slug}/abc`],
    ['PATCH', (slug) => `/${slug}/abc`],
    ['DELETE', (slug) => `/${slug}/abc`],
    ['GET', (slug) => `/${slug}/1.5`],
    ['DELETE', (slug) => `/${slug}/99999999999`],
    ['GET', (slug) => `/${slug}/versions`],
    ['GET', (slug) => `/${slug}/versions/abc`],
    ['GET', (slug) => `/${slug}/versions/1`],
  ]

  it('answers malformed ids and versions over REST without a 5xx, in words', async () => {
    const slugs = payload.config.collections.map(({ slug }) => slug)
    expect(slugs.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const [who, token] of [
      ['member', member],
      ['staff', staff],
    ] as const) {
      for (const slug of slugs) {
        for (const [method, path] of REQUESTS) {
          const answer = await rest(method, path(slug), { token, body: method === 'PATCH' ? { name: 'x' } : undefined })
          if (answer.status >= 500 || (answer.status >= 400 && messageOf(answer) === '')) {
            failures.push(`${who} ${method} ${path(slug)} → ${answer.status} ${JSON.stringify(answer.body)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  }, 180_000)

  it('says what is wrong with a malformed id, and that a collection keeps no versions', async () => {
    const malformed = await rest('GET', '/users/abc', { token: staff })
    expect(malformed.status).toBe(400)
    expect(messageOf(malformed)).toMatch(/"abc" is not an id: ids are whole numbers/)
    const noVersions = await rest('GET', '/users/versions', { token: staff })
    expect(noVersions.status).toBe(404)
    expect(messageOf(noVersions)).toBe('users keeps no versions.')
    // A collection with versions still lists them.
    expect((await rest('GET', '/artist-profiles/versions', { token: staff })).status).toBe(200)
    expect((await rest('GET', '/artist-profiles/versions/abc', { token: staff })).status).toBe(400)
    const preference = await rest('DELETE', '/payload-preferences/never-saved', { token: member })
    expect(preference.status).toBe(404)
    expect(messageOf(preference)).toMatch(/never-saved/)
    // A saved one is deleted, and only the person's own.
    expect((await rest('POST', '/payload-preferences/columns', { token: member, body: { value: [1] } })).status).toBe(
      200,
    )
    expect((await rest('POST', '/payload-preferences/columns', { token: staff, body: { value: [2] } })).status).toBe(
      200,
    )
    expect((await rest('DELETE', '/payload-preferences/columns', { token: member })).status).toBe(200)
    expect((await rest('GET', '/payload-preferences/columns', { token: member })).body.value).toBeNull()
    expect((await rest('GET', '/payload-preferences/columns', { token: staff })).body.value).toEqual([2])
  })

  it('answers a GraphQL query by a malformed id in words', async () => {
    const failures: string[] = []
    for (const collection of payload.config.collections) {
      if (!collection.graphQL) continue
      for (const id of ['"abc"', '1.5', '99999999999']) {
        for (const token of [member, staff]) {
          const answer = await graphql(`{ ${collection.graphQL.singularName}(id: ${id}) { id } }`, { token })
          if (answer.status >= 500 || !answer.body.errors?.[0]?.message) {
            failures.push(`${collection.slug} ${id} → ${answer.status} ${JSON.stringify(answer.body)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('deleting what others refer to', () => {
  let season: OsSeason

  beforeAll(async () => {
    season = await payload.create({
      collection: 'os-seasons',
      overrideAccess: true,
      data: {
        year: 2026,
        name: 'Open Studios 2026',
        status: 'current',
        currency: 'USD',
        secondWeekendDiscountMinor: 0,
        withdrawalRefundPercent: 100,
        guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
      },
    })
  })

  const adSize = () =>
    payload.create({
      collection: 'os-ad-sizes',
      overrideAccess: true,
      data: {
        season: season.id,
        name: 'Half page',
        trimWidthInches: 4,
        trimHeightInches: 5.5,
        bleedInches: 0.125,
        priceMinor: 45000,
        quantity: 5,
      },
    })

  const adOrders = async (size: number, count: number) => {
    for (let n = 0; n < count; n += 1) {
      await payload.create({
        collection: 'os-ad-orders',
        overrideAccess: true,
        data: {
          season: season.id,
          size,
          buyer: staffPerson.id,
          businessName: `Framing ${n}`,
          status: 'awaiting-payment',
        },
      })
    }
  }

  it('refuses staff deleting an ad size that guide ads use, naming them, and keeps every row', async () => {
    const size = await adSize()
    await adOrders(size.id, 3)
    const answer = await rest('DELETE', `/os-ad-sizes/${size.id}`, { token: staff })
    expect(answer.status).toBe(409)
    expect(messageOf(answer)).toBe('This guide ad size is used by 3 guide ad orders; remove them first.')
    const kept = await payload.count({ collection: 'os-ad-orders', where: { size: { equals: size.id } } })
    expect(kept.totalDocs).toBe(3)
    expect((await payload.findByID({ collection: 'os-ad-sizes', id: size.id })).id).toBe(size.id)

    const mutation = await graphql(`mutation { deleteOsAdSize(id: ${size.id}) { id } }`, { token: staff })
    expect(mutation.status).toBeLessThan(500)
    expect(mutation.body.errors?.[0]?.message).toBe(
      'This guide ad size is used by 3 guide ad orders; remove them first.',
    )
    expect((await payload.findByID({ collection: 'os-ad-sizes', id: size.id })).id).toBe(size.id)
  })

  it('refuses staff deleting a season others refer to, naming each kind', async () => {
    const answer = await rest('DELETE', `/os-seasons/${season.id}`, { token: staff })
    expect(answer.status).toBe(409)
    expect(messageOf(answer)).toMatch(/^This open studios season is used by .*guide ad sizes?.*; remove them first\.$/)
    expect(messageOf(answer)).toMatch(/\b3 guide ad orders\b/)
    expect((await payload.findByID({ collection: 'os-seasons', id: season.id })).id).toBe(season.id)
    expect((await payload.count({ collection: 'os-ad-orders' })).totalDocs).toBe(3)
  })

  it('still deletes what nothing refers to', async () => {
    const size = await adSize()
    const answer = await rest('DELETE', `/os-ad-sizes/${size.id}`, { token: staff })
    expect(answer.status).toBe(200)
    expect((await payload.count({ collection: 'os-ad-sizes', where: { id: { equals: size.id } } })).totalDocs).toBe(0)
  })
})
