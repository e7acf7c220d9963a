import { z } from 'zod'

import { LOCK_MINUTES, MERGED_MESSAGE, SUSPENDED_MESSAGE } from '../collections/Users'
import { ADDRESS_LIMIT_PREFIX } from './address-limit'

export const signInSchema = z.object({
  email: z.email({ message: 'Enter your email address, like name@example.org.' }).max(254),
  password: z.string().min(1, 'Enter your password.').max(256, 'That password is longer than 256 characters.'),
})

const PUBLIC_REFUSALS = [SUSPENDED_MESSAGE, MERGED_MESSAGE]

export type SignInState = {
  status: 'idle' | 'error'
  message?: string
  fields?: { email?: string }
  fieldErrors?: { email?: string; password?: string }
}

export const LOCKED_MESSAGE = `Too many failed attempts: this account is locked for ${LOCK_MINUTES} minutes. Try again later, or reset your password.`
const INCORRECT_MESSAGE = 'The email or password is incorrect.'

/**
 * A failed sign-in in words a person can act on. The production bundle renames
 * Payload's error classes, so neither their names nor `instanceof` can be
 * trusted: a lockout is read from the account itself, and our own refusals
 * (suspended, merged) are recognised by their message.
 */
export function signInFailureMessage(error: unknown, account?: { lockUntil?: string | null } | null, now = new Date()) {
  if (account?.lockUntil && new Date(account.lockUntil).getTime() > now.getTime()) return LOCKED_MESSAGE
  const message = error instanceof Error ? error.message : ''
  if (PUBLIC_REFUSALS.includes(message) || message.startsWith(ADDRESS_LIMIT_PREFIX)) return message
  return INCORRECT_MESSAGE
}
