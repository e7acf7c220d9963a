import { describe, expect, it } from 'vitest'

import { isGuestKey } from './guest-access'

describe('a guest’s key', () => {
  it('opens the order only when it is the order’s own', () => {
    expect(isGuestKey('q8Yd3x0sT1bVn2Lk4Hf9Ag', 'q8Yd3x0sT1bVn2Lk4Hf9Ag')).toBe(true)
    expect(isGuestKey('q8Yd3x0sT1bVn2Lk4Hf9Ah', 'q8Yd3x0sT1bVn2Lk4Hf9Ag')).toBe(false)
    expect(isGuestKey('q8Yd3x0s', 'q8Yd3x0sT1bVn2Lk4Hf9Ag')).toBe(false)
    expect(isGuestKey('', 'q8Yd3x0sT1bVn2Lk4Hf9Ag')).toBe(false)
  })

  it('opens nothing for an order without one (a person’s)', () => {
    expect(isGuestKey('', null)).toBe(false)
    expect(isGuestKey('anything', undefined)).toBe(false)
  })
})
