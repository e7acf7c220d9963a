import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ProductKinds, productKinds, type ProductKind } from './kinds'

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
    const kinds = new ProductKinds([poster])
    expect(kinds.get('poster')).toBe(poster)
    expect(kinds.require('poster')).toBe(poster)
    kinds.register(kind('card'))
    expect(kinds.names()).toEqual(['card', 'poster'])
  })

  it('refuses an unknown kind in words', () => {
    const kinds = new ProductKinds()
    expect(kinds.get('yacht')).toBeUndefined()
    expect(() => kinds.require('yacht')).toThrow('No product kind "yacht" is registered')
  })

  it('refuses a kind registered twice', () => {
    expect(() => new ProductKinds([kind('tote-bag'), kind('tote-bag')])).toThrow('registered twice')
  })

  it('refuses a name that is not lower-case words with dashes', () => {
    expect(() => new ProductKinds([kind('Gift Card')])).toThrow('is not a product kind')
    expect(() => new ProductKinds([kind('')])).toThrow('is not a product kind')
  })

  it('comes from the Payload config, and says so when the config has none', () => {
    const kinds = new ProductKinds()
    expect(productKinds({ config: { custom: { productKinds: kinds } } } as unknown as Payload)).toBe(kinds)
    expect(() => productKinds({ config: { custom: {} } } as unknown as Payload)).toThrow('has no product kinds')
  })
})
