import { describe, expect, it } from 'vitest'

import { clientAddress } from './client-address'

const request = (remoteAddress: string, forwarded?: string) => ({
  headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  socket: { remoteAddress },
})

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9')
  })

  it('is the last X-Forwarded-For hop behind a trusted proxy (earlier entries can be forged)', () => {
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7'), true)).toBe('198.51.100.7')
  })

  it('falls back to the peer when a trusted proxy sent no X-Forwarded-For', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2')
  })

  it('writes IPv4 clients of a dual-stack socket plainly', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), false)).toBe('127.0.0.1')
    expect(clientAddress(request('::1'), false)).toBe('::1')
  })
})
