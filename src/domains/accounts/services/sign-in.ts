import { z } from 'zod'

export const signInSchema = z.object({
  email: z.email({ message: 'Enter your email address, like name@example.org.' }).max(254),
  password: z.string().min(1, 'Enter your password.').max(256, 'That password is longer than 256 characters.'),
})

export type SignInState = {
  status: 'idle' | 'error'
  message?: string
  fields?: { email?: string }
  fieldErrors?: { email?: string; password?: string }
}

/** Payload's sign-in errors, in words a person can act on. */
export function signInFailureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : ''
  const message = error instanceof Error ? error.message : ''
  if (name === 'LockedAuth') {
    return 'Too many failed attempts: this account is locked for 10 minutes. Try again later, or reset your password.'
  }
  if (name === 'UnverifiedEmail') return 'Please verify your email address first: follow the link we sent you.'
  if (name === 'APIError' && message) return message
  return 'The email or password is incorrect.'
}
