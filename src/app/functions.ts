import { z } from 'zod'

// The guard registry module alone (see guards.ts): the launcher builds this registry before Payload exists.
import { guards } from '../domains/accounts/guards'
import type { Person } from '../domains/accounts/roles'
import { createRegistry, defineFunction, FunctionError, type CallContext } from '../platform/functions'

/** The signed-in caller as the site sees them. */
const whoAmI = defineFunction({
  name: 'whoAmI',
  // Firebase's client sends null when called without an argument.
  input: z.object({}).strict().nullable(),
  guard: 'signed-in',
  handler: async (_data, { person }: CallContext<Person>) => ({
    id: person.id,
    email: person.email ?? null,
    roles: person.roles ?? [],
  }),
})

// Loaded per call: this registry is built by the launcher before any Payload configuration exists.
async function accounts() {
  const [{ payloadInstance }, domain] = await Promise.all([import('@/platform/payload'), import('../domains/accounts')])
  return { payload: await payloadInstance(), domain }
}

const ROLE_CHANGE_STATUS = {
  'not-admin': 'PERMISSION_DENIED',
  'not-found': 'NOT_FOUND',
  'last-admin': 'FAILED_PRECONDITION',
} as const

/** `adminsetter`: grant or revoke admin and staff (administrators only; the last admin stays). */
const adminsetter = defineFunction({
  name: 'adminsetter',
  input: z.object({ userId: z.number().int().positive(), admin: z.boolean(), staff: z.boolean() }).strict(),
  guard: 'admin',
  handler: async (data, { person }: CallContext<Person>) => {
    const { payload, domain } = await accounts()
    const result = await domain.setStaffRoles(payload, person, data.userId, data)
    if (!result.ok) throw new FunctionError(ROLE_CHANGE_STATUS[result.problem], result.message)
    return { userId: data.userId, roles: result.roles }
  },
})

const VERIFIER_STATUS = {
  'not-staff': 'PERMISSION_DENIED',
  invalid: 'INVALID_ARGUMENT',
  'not-found': 'NOT_FOUND',
  'already-decided': 'FAILED_PRECONDITION',
} as const

/** `verifier`: staff approve or reject a request waiting for verification (today: artist applications). */
const verifier = defineFunction({
  name: 'verifier',
  input: z
    .object({
      source: z.string().max(40).default('artist-application'),
      id: z.number().int().positive(),
      decision: z.enum(['approve', 'reject']),
      reason: z.string().max(2000).optional(),
    })
    .strict(),
  guard: 'staff',
  handler: async (data, { person }: CallContext<Person>) => {
    const { payload, domain } = await accounts()
    const result = await domain.decideVerification(payload, person, { ...data, reason: data.reason ?? '' })
    if (!result.ok) throw new FunctionError(VERIFIER_STATUS[result.problem], result.message, result.fieldErrors)
    return { decision: result.decision, personId: result.person.id, mail: result.mail }
  },
})

const MERGE_STATUS = {
  'not-admin': 'PERMISSION_DENIED',
  'same-account': 'INVALID_ARGUMENT',
  'not-found': 'NOT_FOUND',
  merged: 'FAILED_PRECONDITION',
  suspended: 'FAILED_PRECONDITION',
  'admin-absorbed': 'FAILED_PRECONDITION',
} as const

/** `usermerger`: administrators merge one account into another, or preview it (`preview: true`). */
const usermerger = defineFunction({
  name: 'usermerger',
  input: z
    .object({
      keep: z.number().int().positive(),
      absorb: z.number().int().positive(),
      preview: z.boolean().default(false),
    })
    .strict(),
  guard: 'admin',
  handler: async (data, { person }: CallContext<Person>) => {
    const { payload, domain } = await accounts()
    const result = await domain.mergeAccounts(
      payload,
      person,
      { survivor: data.keep, absorbed: data.absorb },
      { dryRun: data.preview },
    )
    if (!result.ok) throw new FunctionError(MERGE_STATUS[result.problem], result.message)
    return { preview: result.dryRun, report: result.report, auditId: result.auditId }
  },
})

// Loaded per call, like accounts(): the launcher builds this registry before any Payload configuration exists.
async function commerce() {
  const [{ payloadInstance }, domain] = await Promise.all([import('@/platform/payload'), import('../domains/commerce')])
  return { payload: await payloadInstance(), domain }
}

/** `stripetrans`' refund for API clients: in full or in part, with its reason, through the payment's provider. */
const refundPayment = defineFunction({
  name: 'refundPayment',
  input: z
    .object({
      payment: z.number().int().positive(),
      amountMinor: z.number().int().positive(),
      reason: z.string().max(500),
    })
    .strict(),
  guard: 'staff',
  handler: async (data, { person }: CallContext<Person>) => {
    const { payload, domain } = await commerce()
    const answer = await domain.refundPayment(payload, person, data)
    if (!answer.ok) throw new FunctionError('FAILED_PRECONDITION', answer.message)
    return { refund: answer.refund, reference: answer.reference }
  },
})

/** A cheque, cash or bank transfer recorded against an order's whole total, for API clients. */
const recordManualPayment = defineFunction({
  name: 'recordManualPayment',
  input: z
    .object({
      orderNumber: z.string().max(20),
      method: z.string().max(20),
      amountMinor: z.number().int().positive(),
      note: z.string().max(200).default(''),
    })
    .strict(),
  guard: 'staff',
  handler: async (data, { person }: CallContext<Person>) => {
    const { payload, domain } = await commerce()
    const answer = await domain.recordManualPayment(payload, person, data)
    if (!answer.ok) throw new FunctionError('FAILED_PRECONDITION', answer.message)
    return { orderNumber: data.orderNumber, status: answer.status }
  },
})

/** Every callable function of the application, served at `/fn/<name>`; an unknown guard name throws here. */
export const callableFunctions = createRegistry<Person>(
  [whoAmI, adminsetter, verifier, usermerger, refundPayment, recordManualPayment],
  Object.keys(guards),
)
