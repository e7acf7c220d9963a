import { describe, expect, it } from 'vitest'

import { serviceWorkerResponse } from './service-worker'

describe('serviceWorkerResponse', () => {
  it('names the configured map style’s origin, the one other origin it answers for', async () => {
    const response = serviceWorkerResponse('https://tiles.example.org/styles/streets/style.json')
    const source = await response.text()
    expect(source.startsWith("'use strict'\n")).toBe(true)
    expect(source).toContain('const MAP_ORIGIN = "https://tiles.example.org"\n')
    expect(response.headers.get('service-worker-allowed')).toBe('/')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    // The browser runs it as it is: it must at least parse.
    expect(() => new Function(source)).not.toThrow()
  })

  it('answers for no other origin without a configured style', async () => {
    const source = await serviceWorkerResponse(null).text()
    expect(source).toContain('const MAP_ORIGIN = null\n')
    expect(() => new Function(source)).not.toThrow()
  })
})
