import { describe, expect, it } from 'vitest'

import { CODE_LENGTH, newPlaceCode, normalisePlaceCode } from './places'

describe('check-in codes', () => {
  it('are 10 characters that cannot be mistaken for each other, and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newPlaceCode()))
    expect(codes.size).toBe(500)
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH)
      expect(code).not.toMatch(/[01ILO]/)
    }
  })

  it('are read as people type them: spaces, dashes and lower case allowed', () => {
    expect(normalisePlaceCode('abcd-efgh 23')).toBe('ABCDEFGH23')
    expect(normalisePlaceCode(' ABCDEFGH23 ')).toBe('ABCDEFGH23')
  })

  it('are refused when they cannot be a code', () => {
    expect(normalisePlaceCode('')).toBeNull()
    expect(normalisePlaceCode('ABCDEFGH2')).toBeNull()
    expect(normalisePlaceCode('ABCDEFGH2O')).toBeNull()
    expect(normalisePlaceCode('ABCDEFGH234')).toBeNull()
  })
})
