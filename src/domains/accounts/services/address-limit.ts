import type { Payload } from 'payload'

import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

/** Failed sign-ins from one client address, over all accounts, before that address must wait. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 20
export const ADDRESS_WINDOW_MINUTES = 15

/** Counted in PostgreSQL, so every app process counts together (decisions 018, 038). */
const FAILED_SIGN_INS: RateLimit = {
  name: 'sign-in-failures',
  points: MAX_FAILED_SIGN_INS_PER_ADDRESS,
  durationSeconds: ADDRESS_WINDOW_MINUTES * 60,
}

/** How every refusal for an address begins, so the sign-in form recognises it whatever the error's class. */
export const ADDRESS_LIMIT_PREFIX = 'Too many failed sign-ins from your network.'

export function addressLimitMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
  return `${ADDRESS_LIMIT_PREFIX} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`
}

/**
 * Counts a sign-in attempt from `address` as a failure in advance (taken back
 * by `forgetAddressAttempt` when it succeeds). Answers null when the address
 * may try, or when it may try again: once the window opened by its first
 * counted failure closes.
 */
export async function takeAddressAttempt(payload: Payload, address: string): Promise<Date | null> {
  const verdict = await sharedRateLimiter(payload, FAILED_SIGN_INS).consume(address)
  return verdict.allowed ? null : new Date(Date.now() + verdict.retryAfterMs)
}

/** Takes back an attempt counted in advance, once it turned out to succeed. */
export async function forgetAddressAttempt(payload: Payload, address: string): Promise<void> {
  await sharedRateLimiter(payload, FAILED_SIGN_INS).reward(address)
}
