import {
  JWTAuthentication,
  type AuthStrategy,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionConfig,
} from 'payload'
import { parseCookies } from 'payload/shared'

import { hasRole } from '../roles'
import { recordAudit } from './audit'
import { activeMasquerade, MASQUERADE_COOKIE, masqueradeRefusal } from './masquerade'

export type Masquerader = { id: number; email: string; name?: string | null }

/** The administrator behind this request's person, when it is a masquerade. */
export function masqueraderOf(user: unknown): Masquerader | null {
  const by = (user as { masqueradedBy?: Masquerader } | null | undefined)?.masqueradedBy
  return by && typeof by.id === 'number' ? by : null
}

/**
 * Runs before Payload's own session check: with a masquerade cookie, and the
 * administrator's own session still valid, the request is the person being
 * viewed, carrying who is behind it. Anything else falls through to the
 * administrator's ordinary session.
 */
export const masqueradeStrategy: AuthStrategy = {
  name: 'masquerade',
  authenticate: async (args) => {
    const token = parseCookies(args.headers).get(MASQUERADE_COOKIE)
    if (!token) return { user: null }
    const { user: admin } = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    if (!admin || !hasRole(admin, 'admin')) return { user: null }
    const masquerade = await activeMasquerade(args.payload, token, Number(admin.id))
    if (!masquerade) return { user: null }
    const target = await args.payload.findByID({
      collection: 'users',
      id: masquerade.target,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!target || masqueradeRefusal(admin, target)) return { user: null }
    const masqueradedBy: Masquerader = { id: Number(admin.id), email: admin.email, name: admin.name }
    return { user: { ...target, collection: 'users', _strategy: 'masquerade', masqueradedBy } }
  },
}

// Payload's own bookkeeping and secrets, which hidden-field reads leave out of one side.
const UNTRACKED = new Set([
  'updatedAt',
  'createdAt',
  'sessions',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
])

/** The names (never the values: passwords, tokens) of the fields a write changed. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return (
    [...keys]
      // A field one side leaves out (hidden fields) and the other holds empty has not changed.
      .filter(
        (key) => !UNTRACKED.has(key) && JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null),
      )
      .sort()
  )
}

/** Adds audit rows naming both identities to every write made during a masquerade. */
export function auditWritesDuringMasquerade(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'audit-log') return collection
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const by = masqueraderOf(req.user)
    if (!by) return doc
    await recordAudit(
      req.payload,
      {
        actor: by.id,
        onBehalfOf: Number(req.user!.id),
        action: `${collection.slug}.${operation}`,
        targetCollection: collection.slug,
        targetId: doc.id,
        summary: { fields: changedFields(operation === 'create' ? undefined : previousDoc, doc) },
      },
      req,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const by = masqueraderOf(req.user)
    if (!by) return
    await recordAudit(
      req.payload,
      {
        actor: by.id,
        onBehalfOf: Number(req.user!.id),
        action: `${collection.slug}.delete`,
        targetCollection: collection.slug,
        targetId: doc.id,
      },
      req,
    )
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
