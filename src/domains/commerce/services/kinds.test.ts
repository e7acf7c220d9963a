import { describe, expect, it } from 'vitest'

import { productKind, productKindNames, registerProductKind, requireProductKind, type ProductKind } from './kinds'

const kind = (name: string): ProductKind => ({
  name,
  label: name,
  mayBuy: async () => null,
  priceFor: async () => ({ unitMinor: 100, description: name, reason: 'list price' }),
  fulfil: async () => {},
})

describe('the product kinds registry', () => {
  it('finds a registered kind by its name', () => {
    const poster = kind('poster')
    registerProductKind(poster)
    expect(productKind('poster')).toBe(poster)
    expect(requireProductKind('poster')).toBe(poster)
    expect(productKindNames()).toContain('poster')
  })

  it('refuses an unknown kind in words', () => {
    expect(productKind('yacht')).toBeUndefined()
    expect(() => requireProductKind('yacht')).toThrow('No product kind "yacht" is registered')
  })

  it('refuses a kind registered twice', () => {
    registerProductKind(kind('tote-bag'))
    expect(() => registerProductKind(kind('tote-bag'))).toThrow('registered twice')
  })

  it('refuses a name that is not lower-case words with dashes', () => {
    expect(() => registerProductKind(kind('Gift Card'))).toThrow('is not a product kind')
    expect(() => registerProductKind(kind(''))).toThrow('is not a product kind')
  })
})
