import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hasRole, isStaff, type Person } from '../roles'
import { recordAudit } from './audit'
import { database, inTransaction } from '@/platform/database/transaction'

/** The browser's half of a masquerade: a random token, of which only a hash is stored. */
export const MASQUERADE_COOKIE = 'vernissage-masquerade'
/** A masquerade lasts at most this long; the administrator starts a new one if needed. */
export const MASQUERADE_MINUTES = 60

type Account = Person & { status?: string | null; mergedInto?: unknown }

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Why this administrator may not view the site as this person, or null when they may. */
export function masqueradeRefusal(actor: Person | null | undefined, target: Account | null | undefined): string | null {
  if (!hasRole(actor, 'admin')) return 'Only administrators can view the site as someone else.'
  if (!target) return 'There is no account with this number.'
  if (String(actor!.id) === String(target.id)) return 'This is your own account.'
  // The control panel stays out of a masquerade: staff and administrators are never impersonated.
  if (isStaff(target)) return 'You cannot view the site as another administrator or a staff member.'
  if (target.mergedInto) return 'This account was merged into another one; view the site as that one.'
  if (target.status === 'suspended') return 'This account is suspended, so it cannot be used.'
  return null
}

export type MasqueradeStart = { ok: true; token: string; expiresAt: Date } | { ok: false; message: string }

/** Opens a masquerade and writes its audit row, together. */
export async function startMasquerade(
  payload: Payload,
  actor: Person,
  targetId: number,
  now = new Date(),
): Promise<MasqueradeStart> {
  const target = await payload.findByID({
    collection: 'users',
    id: targetId,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  const refusal = masqueradeRefusal(actor, target)
  if (refusal) return { ok: false, message: refusal }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + MASQUERADE_MINUTES * 60_000)
  await inTransaction(payload, async ({ req }) => {
    await payload.create({
      collection: 'masquerades',
      overrideAccess: true,
      req,
      data: { admin: Number(actor.id), target: targetId, tokenHash: hash(token), expiresAt: expiresAt.toISOString() },
    })
    await recordAudit(
      payload,
      {
        actor: Number(actor.id),
        onBehalfOf: targetId,
        action: 'masquerade.start',
        targetCollection: 'users',
        targetId,
        target: target!.email,
      },
      req,
    )
    return { commit: true, value: undefined }
  })
  return { ok: true, token, expiresAt }
}

export type ActiveMasquerade = { id: number; admin: number; target: number }

/** The masquerade this token opens for this administrator, if it is still running. */
export async function activeMasquerade(
  payload: Payload,
  token: string,
  adminId: number,
  now = new Date(),
): Promise<ActiveMasquerade | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const { docs } = await payload.find({
    collection: 'masquerades',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: {
      and: [
        { tokenHash: { equals: hash(token) } },
        { admin: { equals: adminId } },
        { endedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
  })
  const record = docs[0]
  return record ? { id: record.id, admin: record.admin as number, target: record.target as number } : null
}

/** Ends a masquerade once (a second click changes nothing) and writes the audit row. */
export async function endMasquerade(payload: Payload, token: string, now = new Date()): Promise<number | null> {
  const { rows } = await database(payload).execute(sql`
    UPDATE masquerades SET ended_at = ${now.toISOString()}
    WHERE token_hash = ${hash(token)} AND ended_at IS NULL RETURNING admin_id, target_id`)
  const ended = rows[0]
  if (!ended) return null
  await recordAudit(payload, {
    actor: Number(ended.admin_id),
    onBehalfOf: Number(ended.target_id),
    action: 'masquerade.end',
    targetCollection: 'users',
    targetId: Number(ended.target_id),
  })
  return Number(ended.target_id)
}
