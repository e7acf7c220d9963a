import { describe, expect, it } from 'vitest'

import type { PlanRow } from './memberships'
import { membershipProduct, parseMembershipProduct, refusalFor } from './membership-kind'

const plan: PlanRow = {
  id: 1,
  name: 'Art lover',
  slug: 'artlover',
  audience: 'artlover',
  priceMinor: 6000,
  reducedPriceMinor: 3500,
  reducedFor: 'Students and seniors',
  currency: 'USD',
  term: 'twelve-months',
  graceDays: 30,
  grantsRole: 'artlover',
  whoFor: null,
  status: 'active',
}
const member = { id: 7, roles: [] }

describe('the membership product', () => {
  it('names the plan and the reduced price', () => {
    expect(membershipProduct('artlover', true)).toBe('artlover:reduced')
    expect(parseMembershipProduct('artlover:reduced')).toEqual({ slug: 'artlover', reduced: true })
    expect(parseMembershipProduct('household')).toEqual({ slug: 'household', reduced: false })
    expect(parseMembershipProduct('artlover:half')).toBeNull()
    expect(parseMembershipProduct('Art Lover')).toBeNull()
  })
})

describe('who may buy a plan', () => {
  it('lets a signed-in person buy an active art lover plan, at either price', () => {
    expect(refusalFor(plan, { reduced: false }, member)).toBeNull()
    expect(refusalFor(plan, { reduced: true }, member)).toBeNull()
  })

  it('tells a guest to sign in or join first', () => {
    expect(refusalFor(plan, { reduced: false }, null)).toMatch(/sign in/i)
  })

  it('refuses an unknown or retired plan, and a reduced price the plan does not offer', () => {
    expect(refusalFor(undefined, { reduced: false }, member)).toMatch(/not known/)
    expect(refusalFor({ ...plan, status: 'retired' }, { reduced: false }, member)).toMatch(/no longer offered/)
    expect(refusalFor({ ...plan, reducedPriceMinor: null }, { reduced: true }, member)).toMatch(/no reduced price/)
  })

  it('sells the artist plan only to people with an artist account', () => {
    const artistPlan = { ...plan, audience: 'artist' as const, grantsRole: null }
    expect(refusalFor(artistPlan, { reduced: false }, member)).toMatch(/approved artist account/)
    expect(refusalFor(artistPlan, { reduced: false }, { id: 7, roles: ['artist'] })).toBeNull()
  })
})
