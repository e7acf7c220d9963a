import { describe, expect, it } from 'vitest'

import { renewalEventId, yearlyGivingRenews } from './yearly-gifts'

const base = { PAYLOAD_SECRET: 'a-secret-of-this-installation', PUBLIC_URL: 'http://localhost:3000' }
const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('yearly giving', () => {
  it('is offered where something renews it: Stripe’s subscriptions, or the jobs queue for the test provider', () => {
    expect(yearlyGivingRenews({ ...base, production: false })).toBe(true)
    expect(yearlyGivingRenews({ ...base, ...stripe, production: false })).toBe(true)
    expect(yearlyGivingRenews({ ...base, ...stripe, production: true })).toBe(true)
    // In production without Stripe nothing takes payments online, so nothing could renew a yearly gift.
    expect(yearlyGivingRenews({ ...base, production: true })).toBe(false)
  })

  it('pays each renewal under its own event, so the same renewal is paid once', () => {
    expect(renewalEventId(12, 3)).toBe('yearly-gift-12-renewal-3')
    expect(renewalEventId(12, 3)).not.toBe(renewalEventId(12, 4))
  })
})
