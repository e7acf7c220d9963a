import { describe, expect, it, vi } from 'vitest'

import { MAX_FAILED_SIGN_INS_PER_ADDRESS, takeAddressAttempt } from '@/domains/accounts/services/address-limit'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'

import { testPayload } from './payload'

const from = (address: string) => ({ headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }) })

async function signIn(email: string, password: string, address: string) {
  const payload = await testPayload()
  return payload.login({ collection: 'users', data: { email, password }, req: from(address) })
}

describe('sign-in limit per client address', () => {
  it('stops an address that fails across many accounts, and only that address', async () => {
    const payload = await testPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'kim@example.org', password: 'a-good-password' },
    })
    // A success from the address does not count against it.
    await signIn('kim@example.org', 'a-good-password', '198.51.100.1')
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS_PER_ADDRESS; attempt++) {
      // Different (unknown) accounts each time: the per-account lockout never triggers.
      await expect(signIn(`nobody-${attempt}@example.org`, 'wrong-password', '198.51.100.1')).rejects.toThrow()
    }
    await expect(signIn('kim@example.org', 'a-good-password', '198.51.100.1')).rejects.toThrow(
      /Too many failed sign-ins from your network\. Try again in 15 minutes/,
    )
    const other = await signIn('kim@example.org', 'a-good-password', '198.51.100.2')
    expect(other.user?.email).toBe('kim@example.org')
  })

  it('lets the address in again once its failures age out of the window', async () => {
    const payload = await testPayload()
    const start = new Date('2026-01-01T10:00:00Z')
    // The limiter reads the clock: only the clock is faked, so the database answers as ever.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (let second = 0; second < MAX_FAILED_SIGN_INS_PER_ADDRESS; second++) {
        vi.setSystemTime(start.getTime() + second * 1000)
        expect(await takeAddressAttempt(payload, '203.0.113.5')).toBeNull()
      }
      vi.setSystemTime(start.getTime() + 60_000)
      expect(await takeAddressAttempt(payload, '203.0.113.5')).toEqual(new Date(start.getTime() + 15 * 60_000))
      vi.setSystemTime(start.getTime() + 15 * 60_000 + 1)
      expect(await takeAddressAttempt(payload, '203.0.113.5')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
