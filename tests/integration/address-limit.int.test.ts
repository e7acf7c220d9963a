import { describe, expect, it } from 'vitest'

import {
  addressBlockedUntil,
  MAX_FAILED_SIGN_INS_PER_ADDRESS,
  recordAddressFailure,
} from '@/domains/accounts/services/address-limit'
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
    for (let minute = 0; minute < MAX_FAILED_SIGN_INS_PER_ADDRESS; minute++) {
      await recordAddressFailure(payload, '203.0.113.5', new Date(start.getTime() + minute * 1000))
    }
    const at = new Date(start.getTime() + 60_000)
    expect(await addressBlockedUntil(payload, '203.0.113.5', at)).toEqual(new Date(start.getTime() + 15 * 60_000))
    expect(await addressBlockedUntil(payload, '203.0.113.5', new Date(start.getTime() + 15 * 60_000 + 1))).toBeNull()
  })
})
