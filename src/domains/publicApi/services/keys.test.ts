import { describe, expect, it } from 'vitest'

import { hashSecret, newSecret, parseOrigins, parsePerMinute, plausibleSecret } from './keys'

describe('secrets', () => {
  it('are random, kept only as their hash, and recognisable by their start', () => {
    const one = newSecret()
    const two = newSecret()
    expect(one.secret).not.toBe(two.secret)
    expect(plausibleSecret(one.secret)).toBe(true)
    expect(one.hash).toBe(hashSecret(one.secret))
    expect(one.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(one.hash).not.toContain(one.secret.slice(3, 20))
    expect(one.secret.startsWith(one.hint)).toBe(true)
    expect(plausibleSecret('vk_short')).toBe(false)
  })
})

describe('a key’s origins and limit', () => {
  it('take origins only, one a line or separated by commas', () => {
    expect(parseOrigins('https://partner.example\nhttp://localhost:8080, https://partner.example/')).toEqual({
      origins: ['https://partner.example', 'http://localhost:8080'],
    })
    expect(parseOrigins('')).toEqual({ origins: [] })
    for (const bad of ['*', 'partner.example', 'https://partner.example/page', 'ftp://x.example']) {
      expect(parseOrigins(bad)).toHaveProperty('problem')
    }
  })

  it('take a whole number of requests a minute', () => {
    expect(parsePerMinute('60')).toEqual({ perMinute: 60 })
    for (const bad of ['0', '10001', 'x', '1.5']) expect(parsePerMinute(bad)).toHaveProperty('problem')
  })
})
