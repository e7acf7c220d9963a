import { describe, expect, it } from 'vitest'

import { guestSchema, receiptUrl } from './shop-checkout'

describe('checkout from the cart', () => {
  it('sends a signed-in buyer to their order, and a guest with the order’s key', () => {
    expect(receiptUrl('https://art.example.org', 'V-2026-000012', null)).toBe(
      'https://art.example.org/shop/orders/V-2026-000012',
    )
    expect(receiptUrl('https://art.example.org/', 'V-2026-000012', 'a_b-c')).toBe(
      'https://art.example.org/shop/orders/V-2026-000012?key=a_b-c',
    )
  })

  it('asks a guest for an address and a name, in words', () => {
    expect(guestSchema.safeParse({ email: 'grace@example.org', name: ' Grace ' }).data).toEqual({
      email: 'grace@example.org',
      name: 'Grace',
    })
    const refused = guestSchema.safeParse({ email: 'nope', name: '  ' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Give an email address for the receipt, such as ada@example.org.',
      'Give the name the order is for.',
    ])
  })
})
