import { z } from 'zod'

import { MERGED_MESSAGE, SUSPENDED_MESSAGE } from '../collections/Users'
import { THROTTLE_PREFIX } from './sign-in-throttle'

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

const INCORRECT_MESSAGE = 'The email or password is incorrect.'

/**
 * A failed sign-in in words a person can act on. The production bundle renames
 * Payload's error classes, so neither their names nor `instanceof` can be
 * trusted: our own refusals (suspended, merged, wait before trying again) are
 * recognised by their message.
 */
export function signInFailureMessage(error: unknown) {
  const message = error instanceof Error ? error.message : ''
  if (PUBLIC_REFUSALS.includes(message) || message.startsWith(THROTTLE_PREFIX)) return message
  return INCORRECT_MESSAGE
}
