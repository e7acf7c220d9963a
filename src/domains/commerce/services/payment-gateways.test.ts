import { describe, expect, it } from 'vitest'

import { paymentGateway, paymentGateways } from './payment-gateways'

const base = { PAYLOAD_SECRET: 'a-secret-of-this-installation', PUBLIC_URL: 'http://localhost:3000' }
const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }
const names = (settings: Parameters<typeof paymentGateways>[0]) => paymentGateways(settings).map((g) => g.name)

describe('the payment providers offered', () => {
  it('put Stripe first, as the default, when its keys are set, and keep the test provider outside production', () => {
    expect(names({ ...base, ...stripe, production: false })).toEqual(['stripe', 'test'])
    expect(names({ ...base, production: false })).toEqual(['test'])
  })

  it('in production are Stripe alone, or none without it (staff’s manual payments only)', () => {
    expect(names({ ...base, ...stripe, production: true })).toEqual(['stripe'])
    expect(names({ ...base, production: true })).toEqual([])
    expect(paymentGateway({ ...base, production: true }, 'test')).toBeUndefined()
  })
})
