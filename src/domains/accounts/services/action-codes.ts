import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { ActionMode } from '../collections/ActionCodes'
import { database } from '@/platform/database/transaction'

export const CODE_LIFETIME_MS: Record<ActionMode, number> = {
  verifyEmail: 3 * 24 * 60 * 60 * 1000,
  verifyAndChangeEmail: 24 * 60 * 60 * 1000,
  resetPassword: 60 * 60 * 1000,
  recoverEmail: 3 * 24 * 60 * 60 * 1000,
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex')

/**
 * A new code for a link; the plain code exists only in the link we send. An
 * invitation lives longer than its mode's usual lifetime (`lifetimeMs`), and a
 * code for an account created in the same transaction needs that transaction's
 * `req`.
 */
export async function issueActionCode(
  payload: Payload,
  request: { user: number; mode: ActionMode; email?: string; now?: Date; lifetimeMs?: number },
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  const now = request.now ?? new Date()
  const lifetime = request.lifetimeMs ?? CODE_LIFETIME_MS[request.mode]
  await payload.create({
    collection: 'action-codes',
    overrideAccess: true,
    req,
    data: {
      mode: request.mode,
      user: request.user,
      codeHash: hash(code),
      email: request.email,
      expiresAt: new Date(now.getTime() + lifetime).toISOString(),
    },
  })
  return code
}

export type CodeCheck =
  { ok: true; id: number; user: number; email: string | null } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

/** What a code is worth right now, without using it (to show a form behind a link). */
export async function checkActionCode(
  payload: Payload,
  mode: ActionMode,
  code: unknown,
  now = new Date(),
): Promise<CodeCheck> {
  if (typeof code !== 'string' || !/^[\w-]{20,100}$/.test(code)) return { ok: false, reason: 'unknown' }
  const { docs } = await payload.find({
    collection: 'action-codes',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { and: [{ codeHash: { equals: hash(code) } }, { mode: { equals: mode } }] },
  })
  const record = docs[0]
  if (!record) return { ok: false, reason: 'unknown' }
  if (record.usedAt) return { ok: false, reason: 'used' }
  if (new Date(record.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, id: record.id, user: record.user as number, email: record.email ?? null }
}

/**
 * Uses a code once. A single conditional UPDATE marks it used only while it is
 * still unused, so of two clicks racing each other exactly one succeeds
 * (Payload's update-by-where reads first and writes later, which would not).
 */
export async function redeemActionCode(
  payload: Payload,
  mode: ActionMode,
  code: unknown,
  now = new Date(),
): Promise<CodeCheck> {
  const check = await checkActionCode(payload, mode, code, now)
  if (!check.ok) return check
  const { rows } = await database(payload).execute(
    sql`UPDATE action_codes SET used_at = ${now.toISOString()} WHERE id = ${check.id} AND used_at IS NULL RETURNING id`,
  )
  return rows.length === 1 ? check : { ok: false, reason: 'used' }
}

export function actionLink(publicUrl: string, mode: ActionMode, code: string): string {
  const url = new URL('/acct/auth/action', publicUrl)
  url.searchParams.set('mode', mode)
  url.searchParams.set('oobCode', code)
  return url.toString()
}
