import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { planStateResponse } from '@/domains/openStudios/services/plan-route'
import { planOf, savePlan } from '@/domains/openStudios/services/plan-store'
import type { User } from '@/payload-types'

import { rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * A signed-in visitor's route plan on their account (decision 102): saved
 * whole for its owner, read by its owner alone — not by another person, not
 * by staff, not by a guest — and written through REST by nobody.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let season: number
let ada: User
let ben: User
let staff: User

const user = (email: string, roles: ('staff' | 'artist')[] = []) =>
  payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })

const stateFor = async (token?: string) => {
  const response = await planStateResponse(
    async () => payload,
    new Request('http://localhost:3000/api/openstudios/plan', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  )
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return (await response.json()) as { signedIn: boolean; choice: unknown }
}

beforeAll(async () => {
  payload = await testPayload()
  ada = await user('ada-plan@example.org')
  ben = await user('ben-plan@example.org')
  staff = await user('stella-plan@example.org', ['staff'])
  const made = await payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year: 2032,
      name: 'Open Studios 2032',
      status: 'current',
      tiers: [
        { key: 'participating', name: 'Participating', earlyPriceMinor: 1, regularPriceMinor: 2, latePriceMinor: 3 },
      ],
      currency: 'USD',
      secondWeekendDiscountMinor: 0,
      withdrawalRefundPercent: 100,
      guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
    },
  })
  season = made.id
})

describe('a plan on the account', () => {
  it('is saved whole and replaced on the next save, one per person and season', async () => {
    expect(await savePlan(payload, ada.id, season, { studios: [4, 2, 9], inMyOrder: false })).toMatchObject({
      ok: true,
    })
    expect(await savePlan(payload, ada.id, season, { studios: [2, 4], inMyOrder: true })).toMatchObject({ ok: true })
    expect(await planOf(payload, ada.id, season)).toEqual({ studios: [2, 4], inMyOrder: true })
    expect((await payload.count({ collection: 'os-plans', overrideAccess: true })).totalDocs).toBe(1)
    expect(await planOf(payload, ben.id, season)).toBeNull()
  })

  it('refuses what is not a plan, in words, and keeps the one saved', async () => {
    for (const [value, problem] of [
      [{ studios: 'all' }, /list of studio numbers/],
      [{ studios: [1, 1] }, /twice/],
      [{ studios: Array.from({ length: 41 }, (_, index) => index + 1) }, /at most 40/],
      [{ studios: [1.5] }, /list of studio numbers/],
    ] as const) {
      const answer = await savePlan(payload, ada.id, season, value)
      expect(answer.ok).toBe(false)
      expect(!answer.ok && answer.problem).toMatch(problem)
    }
    expect(await planOf(payload, ada.id, season)).toEqual({ studios: [2, 4], inMyOrder: true })
  })

  it('is read by its owner only, through the planner and through REST', async () => {
    const adaToken = await tokenFor(payload, ada.email, PASSWORD)
    const benToken = await tokenFor(payload, ben.email, PASSWORD)
    const staffToken = await tokenFor(payload, staff.email, PASSWORD)
    expect(await stateFor(adaToken)).toMatchObject({ signedIn: true, choice: { studios: [2, 4], inMyOrder: true } })
    expect(await stateFor(benToken)).toMatchObject({ signedIn: true, choice: null })
    expect(await stateFor()).toMatchObject({ signedIn: false, choice: null })

    const mine = await rest('GET', '/os-plans', { token: adaToken })
    expect(mine.status).toBe(200)
    expect(mine.body.totalDocs).toBe(1)
    for (const token of [benToken, staffToken]) {
      const others = await rest('GET', '/os-plans', { token })
      expect(others.body.totalDocs ?? 0).toBe(0)
    }
    expect((await rest('GET', '/os-plans')).status).toBe(403)
  })

  it('is written through REST by nobody, its owner included', async () => {
    const adaToken = await tokenFor(payload, ada.email, PASSWORD)
    const [plan] = (await payload.find({ collection: 'os-plans', overrideAccess: true })).docs
    expect(
      (await rest('POST', '/os-plans', { token: adaToken, body: { owner: ben.id, season, studios: [1] } })).status,
    ).toBe(403)
    expect((await rest('PATCH', `/os-plans/${plan!.id}`, { token: adaToken, body: { studios: [7] } })).status).toBe(403)
    const benToken = await tokenFor(payload, ben.email, PASSWORD)
    expect((await rest('DELETE', `/os-plans/${plan!.id}`, { token: benToken })).status).toBe(403)
    expect(await planOf(payload, ada.id, season)).toEqual({ studios: [2, 4], inMyOrder: true })
  })
})
