import type { Payload } from 'payload'
import { z } from 'zod'

import { sendEmailChangedMail, sendEmailChangeMail } from './account-mail'
import { addressTaken } from './accounts-by-email'
import { redeemActionCode } from './action-codes'
import { recordAudit } from './audit'
import { identityChangeContext } from './identity-rules'
import type { ActionOutcome } from './sign-up'

export const emailChangeSchema = z.object({
  newEmail: z.email({ message: 'Enter the new address, like name@example.org.' }).max(254),
  confirmPassword: z.string().min(1, 'Enter your password.').max(256),
})

export type EmailChangeRequest =
  { ok: true; newEmail: string } | { ok: false; field: 'newEmail' | 'confirmPassword'; message: string }

/**
 * Asks for a new address: the password proves it is the person (and wrong guesses
 * count towards the lockout), the link goes to the new address, and nothing changes
 * until it is opened.
 */
export async function requestEmailChange(
  payload: Payload,
  person: { id: number; email: string; name?: string | null },
  request: z.infer<typeof emailChangeSchema>,
): Promise<EmailChangeRequest> {
  const newEmail = request.newEmail.toLowerCase()
  if (newEmail === person.email) return { ok: false, field: 'newEmail', message: 'This is already your address.' }
  try {
    await payload.login({ collection: 'users', data: { email: person.email, password: request.confirmPassword } })
  } catch {
    return { ok: false, field: 'confirmPassword', message: 'That is not your password.' }
  }
  if (await addressTaken(payload, newEmail)) {
    return { ok: false, field: 'newEmail', message: 'Another account already uses this address.' }
  }
  await sendEmailChangeMail(payload, person, newEmail)
  return { ok: true, newEmail }
}

export type EmailChangeOutcome = { ok: true; email: string } | Extract<ActionOutcome, { ok: false }>

/** The new address's link: the address changes, and the previous one is told how to undo it. */
export async function confirmEmailChange(payload: Payload, code: unknown): Promise<EmailChangeOutcome> {
  const used = await redeemActionCode(payload, 'verifyAndChangeEmail', code)
  if (!used.ok) return used
  if (!used.email) return { ok: false, reason: 'unknown' }
  if (await addressTaken(payload, used.email, used.user)) return { ok: false, reason: 'taken' }
  const before = await payload.findByID({ collection: 'users', id: used.user, overrideAccess: true, depth: 0 })
  const after = await payload.update({
    collection: 'users',
    id: used.user,
    overrideAccess: true,
    context: identityChangeContext({ path: 'email-change-link', actor: used.user }),
    data: { email: used.email, emailVerified: true },
  })
  await recordAudit(payload, {
    actor: used.user,
    action: 'account.email-changed',
    targetCollection: 'users',
    targetId: used.user,
    target: after.email,
    summary: { from: before.email, to: after.email },
  })
  await sendEmailChangedMail(payload, { id: after.id, email: after.email, name: after.name }, before.email)
  return { ok: true, email: after.email }
}
