import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const DEFAULT_ADMIN_EMAIL = 'admin@vernissage.localhost'

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined }

/**
 * On an empty database, create the first administrator: with ADMIN_EMAIL and
 * ADMIN_PASSWORD when given, otherwise with a generated password that the
 * caller prints once.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  wanted: { email?: string; password?: string; passwordMinLength?: number },
): Promise<FirstAdminResult> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return { created: false }
  const email = wanted.email ?? DEFAULT_ADMIN_EMAIL
  const length = Math.max(16, wanted.passwordMinLength ?? 0)
  const generatedPassword = wanted.password ? undefined : randomBytes(length).toString('base64url').slice(0, length)
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, name: 'Administrator', password: wanted.password ?? generatedPassword, roles: ['admin', 'staff'] },
  })
  return { created: true, email, generatedPassword }
}
