import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { hasRole } from '../roles'
import { identityChangeContext } from './identity-rules'
import { accountKey, clearAccountThrottle } from './sign-in-throttle'
import { inTransaction } from '@/platform/database/transaction'

/** The path the audit row names: a command run on the server's machine, by whoever may run it there. */
export const ADMIN_PASSWORD_RESET_PATH = 'reset-admin-password'

export type AdminPasswordReset =
  { ok: true; email: string; password: string; generated: boolean } | { ok: false; message: string }

/** A password as the first administrator's is generated: at least 16 characters, URL-safe. */
export function generatedPassword(minLength: number): string {
  const length = Math.max(16, minLength)
  return randomBytes(length).toString('base64url').slice(0, length)
}

/**
 * `npm run reset-admin-password`: a new password for an administrator who lost
 * theirs — only from the machine, which is trusted as the server is. Every
 * session ends, the account's sign-in throttling is cleared, and the identity
 * rules write the audit row (decision 067) in the same transaction.
 */
export async function resetAdministratorPassword(
  payload: Payload,
  options: { email: string; password?: string; passwordMinLength: number },
): Promise<AdminPasswordReset> {
  const email = accountKey(options.email)
  if (!email) return { ok: false, message: 'Give the administrator’s email address.' }
  const password = options.password ?? generatedPassword(options.passwordMinLength)
  if (password.length < options.passwordMinLength || password.length > 256) {
    return { ok: false, message: `A password needs between ${options.passwordMinLength} and 256 characters.` }
  }
  const outcome = await inTransaction<AdminPasswordReset>(payload, async ({ req }) => {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const person = found.docs[0]
    const refused = (message: string) => ({ commit: false, value: { ok: false as const, message } })
    if (!person) return refused(`No account has the address ${email}: nothing was changed.`)
    if (!hasRole(person, 'admin')) {
      return refused(
        `${email} is not an administrator: this command resets administrators’ passwords only. ` +
          'Others use “Forgot your password?” on the sign-in page.',
      )
    }
    if (person.mergedInto) return refused(`${email} was merged into another account: nothing was changed.`)
    if (person.status === 'suspended') {
      return refused(`${email} is suspended: another administrator reactivates the account first.`)
    }
    await payload.update({
      collection: 'users',
      id: person.id,
      overrideAccess: true,
      req,
      context: identityChangeContext({ path: ADMIN_PASSWORD_RESET_PATH, actor: null, passwordOf: person.id }),
      data: { password, sessions: [] },
    })
    return {
      commit: true,
      value: { ok: true, email: person.email, password, generated: options.password === undefined },
    }
  })
  if (outcome.ok) await clearAccountThrottle(payload, outcome.email)
  return outcome
}
