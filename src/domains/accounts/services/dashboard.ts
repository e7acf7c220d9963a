import type { Payload } from 'payload'

import { hasRole, type Person } from '../roles'
import { sendVerificationMail } from './account-mail'
import { identityChangeContext } from './identity-rules'

/** People see their own dashboard; administrators may open anyone's. */
export function canViewDashboard(viewer: Person, targetId: number | string): boolean {
  return String(viewer.id) === String(targetId) || hasRole(viewer, 'admin')
}

export type PasswordChange = { ok: true } | { ok: false; field: 'current' | 'next'; message: string }

/**
 * Checks the current password the way signing in does (so guessing here counts
 * towards the lockout), then sets the new one and ends every session.
 */
export async function changePassword(
  payload: Payload,
  person: { id: number; email: string },
  current: string,
  next: string,
): Promise<PasswordChange> {
  if (current === next)
    return { ok: false, field: 'next', message: 'Choose a password different from the current one.' }
  try {
    await payload.login({ collection: 'users', data: { email: person.email, password: current } })
  } catch {
    return { ok: false, field: 'current', message: 'That is not your current password.' }
  }
  await payload.update({
    collection: 'users',
    id: person.id,
    overrideAccess: true,
    context: identityChangeContext({ path: 'dashboard', actor: person.id, passwordOf: person.id }),
    data: { password: next, sessions: [] },
  })
  return { ok: true }
}

export async function resendVerification(payload: Payload, personId: number): Promise<'sent' | 'already-verified'> {
  const person = await payload.findByID({ collection: 'users', id: personId, overrideAccess: true, depth: 0 })
  if (person.emailVerified) return 'already-verified'
  await sendVerificationMail(payload, { id: person.id, email: person.email, name: person.name })
  return 'sent'
}
