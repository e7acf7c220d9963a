import type { Payload } from 'payload'
import { z } from 'zod'

import type { Role } from '../roles'
import { sendPasswordResetMail, sendVerificationMail } from './account-mail'
import { addressTaken, findAccountByEmail } from './accounts-by-email'
import { redeemActionCode } from './action-codes'
import { identityChangeContext } from './identity-rules'
import { clearAccountThrottle } from './sign-in-throttle'

export const ACCOUNT_KINDS = ['artist', 'artlover', 'member'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]

export function passwordSchema(minLength: number) {
  return z
    .string()
    .min(minLength, `Use at least ${minLength} characters for your password.`)
    .max(256, 'Use at most 256 characters for your password.')
}

export function signUpSchema(minLength: number) {
  return z.object({
    name: z.string().trim().min(1, 'Tell us your name.').max(200, 'Use at most 200 characters for your name.'),
    email: z.email({ message: 'Enter your email address, like name@example.org.' }).max(254),
    password: passwordSchema(minLength),
    kind: z.enum(ACCOUNT_KINDS, { message: 'Choose how you are joining: artist, art lover or member.' }),
  })
}

export type SignUp = z.infer<ReturnType<typeof signUpSchema>>

/** Art lovers get their role at once; an artist becomes one when staff verify the account. */
export function rolesOnSignUp(kind: AccountKind): Role[] {
  return kind === 'artlover' ? ['artlover'] : []
}

export type SignUpResult = { ok: true; id: number } | { ok: false; problem: 'email-taken' }

export async function signUp(payload: Payload, data: SignUp): Promise<SignUpResult> {
  const email = data.email.toLowerCase()
  if (await addressTaken(payload, email)) return { ok: false, problem: 'email-taken' }
  const person = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      name: data.name,
      email,
      password: data.password,
      roles: rolesOnSignUp(data.kind),
      artistApplication: data.kind === 'artist' ? 'pending' : 'none',
    },
  })
  await sendVerificationMail(payload, { id: person.id, email, name: data.name })
  return { ok: true, id: person.id }
}

/** Always the same answer, whether the address has an account or not. */
export async function requestPasswordReset(payload: Payload, email: string): Promise<void> {
  const person = await findAccountByEmail(payload, email)
  if (person && person.status !== 'suspended' && !person.mergedInto) {
    await sendPasswordResetMail(payload, { id: person.id, email: person.email, name: person.name })
  }
}

export type ActionOutcome = { ok: true } | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'taken' }

export async function verifyEmail(payload: Payload, code: unknown): Promise<ActionOutcome> {
  const used = await redeemActionCode(payload, 'verifyEmail', code)
  if (!used.ok) return used
  const person = await payload.findByID({ collection: 'users', id: used.user, overrideAccess: true, depth: 0 })
  // A link for an address the person has since changed verifies nothing.
  if (person.email !== used.email) return { ok: false, reason: 'expired' }
  await payload.update({ collection: 'users', id: used.user, overrideAccess: true, data: { emailVerified: true } })
  return { ok: true }
}

/** Sets the new password, ends every session (the old password's too), confirms the address and lifts the sign-in throttle. */
export async function resetPassword(payload: Payload, code: unknown, password: string): Promise<ActionOutcome> {
  const used = await redeemActionCode(payload, 'resetPassword', code)
  if (!used.ok) return used
  const person = await payload.findByID({ collection: 'users', id: used.user, overrideAccess: true, depth: 0 })
  // Opening a link mailed to the account's current address proves the address too (invitations, resets).
  const provesAddress = used.email !== null && used.email === person.email
  await payload.update({
    collection: 'users',
    id: used.user,
    overrideAccess: true,
    context: identityChangeContext({ path: 'reset-link', actor: used.user, passwordOf: used.user }),
    data: {
      password,
      sessions: [],
      ...(provesAddress ? { emailVerified: true } : {}),
    },
  })
  await clearAccountThrottle(payload, person.email)
  return { ok: true }
}

/** Undoes a change of address: the old one comes back, verified, and every session ends. */
export async function recoverEmail(payload: Payload, code: unknown): Promise<ActionOutcome> {
  const used = await redeemActionCode(payload, 'recoverEmail', code)
  if (!used.ok) return used
  if (!used.email) return { ok: false, reason: 'unknown' }
  if (await addressTaken(payload, used.email, used.user)) return { ok: false, reason: 'taken' }
  await payload.update({
    collection: 'users',
    id: used.user,
    overrideAccess: true,
    context: identityChangeContext({ path: 'email-recovery-link', actor: used.user }),
    data: { email: used.email, emailVerified: true, sessions: [] },
  })
  return { ok: true }
}
