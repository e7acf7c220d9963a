import { describe, expect, it } from 'vitest'

import { planPagePath, planPageRewrite } from './addresses'

describe('the plan pages’ addresses', () => {
  it('sends /{product}membership to the plan page’s route', () => {
    expect(planPageRewrite('/artistmembership')).toBe('/membership-plan/artist')
    expect(planPageRewrite('/householdmembership')).toBe('/membership-plan/household')
    expect(planPagePath('artlover')).toBe('/artlovermembership')
  })

  it('leaves other addresses alone and hides the internal route', () => {
    expect(planPageRewrite('/membership')).toBeNull()
    expect(planPageRewrite('/Artistmembership')).toBeNull()
    expect(planPageRewrite('/artistmembership/extra')).toBeNull()
    expect(planPageRewrite('/artists')).toBeNull()
    expect(planPageRewrite('/membership-plan/artist')).toBe('/not-a-page')
  })
})
