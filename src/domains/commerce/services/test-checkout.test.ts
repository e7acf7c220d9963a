import { describe, expect, it } from 'vitest'

import { testCheckoutChoice, testCheckoutPath, testCheckoutResult } from './test-checkout'

describe('the test checkout page’s buttons', () => {
  it('turns each button into what a card network would answer', () => {
    expect(testCheckoutChoice('pay')).toEqual({ outcome: 'succeeded' })
    expect(testCheckoutChoice('decline')).toEqual({ outcome: 'failed', failure: 'declined' })
    expect(testCheckoutChoice('authenticate')).toEqual({ next: 'authenticate' })
    expect(testCheckoutChoice('confirm')).toEqual({ outcome: 'succeeded' })
    expect(testCheckoutChoice('fail-authentication')).toEqual({ outcome: 'failed', failure: 'authentication-failed' })
  })

  it('knows no other button, not even an object’s own properties', () => {
    expect(testCheckoutChoice('refund')).toBeUndefined()
    expect(testCheckoutChoice('constructor')).toBeUndefined()
    expect(testCheckoutResult('toString')).toBeUndefined()
    expect(testCheckoutResult('declined')).toBe('declined')
  })

  it('keeps the session in the address of every step', () => {
    expect(testCheckoutPath('a.b', { step: 'authenticate' })).toBe('/shop/testpay?session=a.b&step=authenticate')
    expect(testCheckoutPath('a.b', { result: 'declined' })).toBe('/shop/testpay?session=a.b&result=declined')
  })
})
