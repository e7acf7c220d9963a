import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type FieldHook,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { hasRole, isStaff, type Person } from '../roles'
import { recordAudit } from './audit'
import { masqueraderOf } from './masquerade-auth'

/**
 * Who may change a person's identity (email, password, roles, status) and the
 * fields around it, through any API: REST, GraphQL, the control panel's screens
 * (which use REST) and the local API with `overrideAccess: false`. Decision 067.
 *
 * Trusted services (the dashboard, the links we mail, the administrators'
 * tools, signing in) call with `overrideAccess: true` and check their own
 * rules; a password is set only by a service that names the person in
 * `identityChangeContext`, after checking the current password or a mailed link.
 */

export const GUARDED_FIELDS = [
  'email',
  'roles',
  'status',
  'emailVerified',
  'artistApplication',
  'artistApplicationReason',
  'identities',
  'mergedInto',
  'lastSignInAt',
] as const
export type GuardedField = (typeof GUARDED_FIELDS)[number]

/** Payload's own sign-in bookkeeping and secrets: written by Payload and our services, never through the API. */
export const AUTH_INTERNALS = [
  'hash',
  'salt',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  '_verified',
  '_verificationToken',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
] as const

export const MESSAGES = {
  ownEmail:
    'Change your email address from your dashboard: it changes once you open the link we send to the new address.',
  othersEmail: 'Nobody changes another person’s email address: they change it themselves from their dashboard.',
  ownPassword: 'Change your password from your dashboard, with your current one.',
  othersPassword: 'Nobody sets another person’s password: send them a reset link (“Forgot your password?”).',
  roles: 'Only administrators change roles.',
  lastAdmin: 'This is the last active administrator: grant admin to someone else first.',
  ownStatus: 'Nobody changes their own status: ask an administrator.',
  status: 'Only staff change a person’s status.',
  staffStatus: 'Only administrators change a staff member’s status.',
  adminStatus: 'Only administrators change an administrator’s status.',
  merged: 'A merged account stays suspended: the person signs in with the account it was merged into.',
  emailVerified: 'Only staff mark an email address as confirmed; people confirm theirs with the link we send.',
  artistApplication: 'Only staff decide artist applications (the verifier).',
  identities: 'Linked sign-ins change only by signing in with the provider, or from the dashboard.',
  mergedInto: 'Only the merge tool (usermerger) marks an account as merged.',
  lastSignInAt: 'The last sign-in is recorded by signing in; nobody sets it.',
  internals:
    'Payload’s sign-in bookkeeping (password hash, sessions, reset tokens, failed sign-ins) is never written through the API.',
} as const

export type Actor = Person | null | undefined
export type Target = {
  id: number | string
  roles?: readonly string[] | null
  status?: string | null
  mergedInto?: unknown
}

const same = (a: Person | null | undefined, b: { id: number | string }) => Boolean(a) && String(a!.id) === String(b.id)

/** Whether the change takes an active administrator away: their admin role, or their being active. */
export function removesAnActiveAdmin(field: GuardedField, target: Target, to: unknown): boolean {
  if (!hasRole(target, 'admin') || (target.status ?? 'active') !== 'active') return false
  if (field === 'roles') return !(Array.isArray(to) && to.includes('admin'))
  if (field === 'status') return to !== 'active'
  return false
}

/**
 * Why `actor` may not change `field` of `target` to `to` through the API, or
 * null when they may. `lastActiveAdmin` says whether the target is the only
 * active administrator (asked only when `removesAnActiveAdmin`).
 */
export function identityRefusal(
  field: GuardedField,
  actor: Actor,
  target: Target,
  to: unknown,
  lastActiveAdmin = false,
): string | null {
  const self = same(actor, target)
  switch (field) {
    case 'email':
      return self ? MESSAGES.ownEmail : MESSAGES.othersEmail
    case 'roles':
      if (!hasRole(actor, 'admin')) return MESSAGES.roles
      return lastActiveAdmin && removesAnActiveAdmin(field, target, to) ? MESSAGES.lastAdmin : null
    case 'status':
      if (self) return MESSAGES.ownStatus
      if (!isStaff(actor)) return MESSAGES.status
      if (target.mergedInto && to === 'active') return MESSAGES.merged
      if (!hasRole(actor, 'admin')) {
        if (hasRole(target, 'admin')) return MESSAGES.adminStatus
        if (hasRole(target, 'staff')) return MESSAGES.staffStatus
        return null
      }
      return lastActiveAdmin && removesAnActiveAdmin(field, target, to) ? MESSAGES.lastAdmin : null
    case 'emailVerified':
      return isStaff(actor) ? null : MESSAGES.emailVerified
    case 'artistApplication':
    case 'artistApplicationReason':
      return isStaff(actor) ? null : MESSAGES.artistApplication
    case 'identities':
    case 'mergedInto':
    case 'lastSignInAt':
      return MESSAGES[field]
  }
}

const time = (value: unknown) => (value ? new Date(String(value)).getTime() : null)
const idOf = (value: unknown) =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null ? null : String(value)

/** A field's value in one comparable form, so that sending back what is stored is no change. */
export function comparable(field: GuardedField, value: unknown): string {
  switch (field) {
    case 'email':
      return typeof value === 'string' ? value.trim().toLowerCase() : ''
    case 'roles':
      return JSON.stringify(Array.isArray(value) ? [...new Set(value.map(String))].sort() : [])
    case 'status':
      return String(value ?? 'active')
    case 'emailVerified':
      return String(Boolean(value))
    case 'artistApplication':
      return String(value ?? 'none')
    case 'artistApplicationReason':
      return String(value ?? '')
    case 'identities':
      return JSON.stringify(
        (Array.isArray(value) ? value : []).map((row: Record<string, unknown> | null) => [
          row?.provider ?? null,
          row?.subject ?? null,
          row?.email ?? null,
          time(row?.linkedAt),
        ]),
      )
    case 'mergedInto':
      return String(idOf(value))
    case 'lastSignInAt':
      return String(time(value))
  }
}

/** What a trusted service passes as `context`: the path's name, who acts, and whose password it sets, if any. */
export type IdentityChange = { path: string; actor?: number | null; passwordOf?: number | string }

const CONTEXT_KEY = 'identityChange'

export function identityChangeContext(change: IdentityChange): RequestContext {
  return { [CONTEXT_KEY]: change }
}

function trustedChange(context: RequestContext | undefined): IdentityChange | undefined {
  const change = context?.[CONTEXT_KEY] as IdentityChange | undefined
  return change && typeof change.path === 'string' ? change : undefined
}

function refuse(message: string): never {
  throw new APIError(message, 403, undefined, true)
}

async function isLastActiveAdmin(req: PayloadRequest, targetId: number | string): Promise<boolean> {
  const others = await req.payload.count({
    collection: 'users',
    req,
    overrideAccess: true,
    where: {
      and: [{ roles: { in: ['admin'] } }, { status: { not_equals: 'suspended' } }, { id: { not_equals: targetId } }],
    },
  })
  return others.totalDocs === 0
}

/** The field-level rule of one guarded field: an untrusted change it does not allow is refused with its reason. */
export function guardIdentityField(field: GuardedField): FieldHook {
  return async ({ value, previousValue, siblingData, originalDoc, operation, overrideAccess, req }) => {
    if (overrideAccess === true || operation !== 'update' || !originalDoc) return value
    if (!Object.prototype.hasOwnProperty.call(siblingData ?? {}, field)) return value
    if (comparable(field, value) === comparable(field, previousValue)) return value
    const target = originalDoc as Target
    const last = removesAnActiveAdmin(field, target, value) && (await isLastActiveAdmin(req, target.id))
    const refusal = identityRefusal(field, req.user, target, value, last)
    if (refusal) refuse(refusal)
    return value
  }
}

// The people whose password this request is setting, seen before the write and audited after it.
const passwordsBeingSet = new WeakMap<PayloadRequest, Set<string>>()

/**
 * Before a create or update: Payload's internals are never written through the
 * API, and a password is changed only by the service that checked the current
 * one or a mailed link (never through the API, not even one's own).
 */
export const guardPasswordAndInternals: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || typeof data !== 'object') return args
  if (overrideAccess !== true && AUTH_INTERNALS.some((key) => Object.prototype.hasOwnProperty.call(data, key))) {
    refuse(MESSAGES.internals)
  }
  if (operation !== 'update' || data.password === undefined || data.password === null || data.password === '') {
    return args
  }
  const id = (args as { id?: number | string }).id
  const trusted = trustedChange(req.context)
  if (id !== undefined && trusted?.passwordOf !== undefined && String(trusted.passwordOf) === String(id)) {
    const set = passwordsBeingSet.get(req) ?? new Set<string>()
    set.add(String(id))
    passwordsBeingSet.set(req, set)
    return args
  }
  refuse(id !== undefined && same(req.user, { id }) ? MESSAGES.ownPassword : MESSAGES.othersPassword)
}

const AUDITED = ['email', 'roles', 'status'] as const

function pathOf(req: PayloadRequest): string {
  const trusted = trustedChange(req.context)
  if (trusted) return trusted.path
  return req.payloadAPI === 'REST' ? 'rest' : req.payloadAPI === 'GraphQL' ? 'graphql' : 'server'
}

function whoActs(req: PayloadRequest): { actor: number | null; onBehalfOf: number | null } {
  const by = masqueraderOf(req.user)
  if (by) return { actor: by.id, onBehalfOf: Number(req.user!.id) }
  const trusted = trustedChange(req.context)
  if (trusted?.actor !== undefined) return { actor: trusted.actor, onBehalfOf: null }
  return { actor: req.user ? Number(req.user.id) : null, onBehalfOf: null }
}

/** What an update changed of a person's identity, in words for the audit log; never the password itself. */
export function identityChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  passwordSet: boolean,
): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {}
  for (const field of AUDITED) {
    if (comparable(field, before[field]) !== comparable(field, after[field])) {
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null }
    }
  }
  if (passwordSet) changes.password = 'changed'
  return Object.keys(changes).length ? changes : null
}

/** One audit row for every change of email, password, roles or status, whatever the path. */
export const auditIdentityChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const set = passwordsBeingSet.get(req)
  const passwordSet = Boolean(set?.delete(String(doc.id)))
  if (operation !== 'update') return doc
  const changes = identityChanges(previousDoc ?? {}, doc, passwordSet)
  if (!changes) return doc
  await recordAudit(
    req.payload,
    {
      ...whoActs(req),
      action: 'account.identity-changed',
      targetCollection: 'users',
      targetId: doc.id,
      target: doc.email,
      summary: { ...changes, path: pathOf(req) },
    },
    req,
  )
  return doc
}

/** Payload's own reset (its control panel's "forgot password") writes the password past the update hooks: audited here. */
export const auditPayloadReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const person = (result as { user?: { id: number; email?: string } } | undefined)?.user
  if (!person) return result
  await recordAudit(req.payload, {
    actor: Number(person.id),
    action: 'account.identity-changed',
    targetCollection: 'users',
    targetId: person.id,
    target: person.email,
    summary: { password: 'changed', path: 'reset-link' },
  })
  return result
}
