import { describe, expect, it } from 'vitest'

import { delayAfter } from '@/platform/rate-limit'

import {
  ACCOUNT_LIMIT,
  accountKey,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
  throttleMessage,
  waitInWords,
} from './sign-in-throttle'

describe('sign-in throttling', () => {
  it('waits 1, 2, 4 … seconds after five failures of an account, at most five minutes, and never locks', () => {
    expect([4, 5, 6, 7, 8, 12, 13, 1000].map((failures) => delayAfter(ACCOUNT_LIMIT, failures))).toEqual([
      0, 1000, 2000, 4000, 8000, 128_000, 256_000, 300_000,
    ])
    expect(delayAfter(DEVICE_LIMIT, 1000)).toBe(300_000)
  })

  it('lets an address fail twenty times, then waits at most a minute, since many may share it', () => {
    expect(delayAfter(ADDRESS_LIMIT, 19)).toBe(0)
    expect(delayAfter(ADDRESS_LIMIT, 20)).toBe(1000)
    expect(delayAfter(ADDRESS_LIMIT, 1000)).toBe(60_000)
  })

  it('says when to try again in words', () => {
    expect([1, 999, 1000, 1001, 59_000, 119_000, 120_000, 300_000].map(waitInWords)).toEqual([
      '1 second',
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '119 seconds',
      '2 minutes',
      '5 minutes',
    ])
    expect(throttleMessage('account', 4000)).toBe(
      'Too many failed sign-ins for this account. Try again in 4 seconds, or reset your password.',
    )
    expect(throttleMessage('address', 60_000)).toBe(
      'Too many failed sign-ins from your network. Try again in 60 seconds, or reset your password.',
    )
  })

  it('counts an account by its email whatever its case', () => {
    expect(accountKey(' Dana@Example.ORG ')).toBe('dana@example.org')
    expect(accountKey(undefined)).toBe('')
  })
})
