import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { findAccountByEmail } from './accounts-by-email'
import { recordAudit } from './audit'
import { inTransaction } from '@/platform/database/transaction'
import {
  decideLink,
  decideSignIn,
  decideUnlink,
  type ProviderIdentity,
  type SignInProblem,
  type SignInProvider,
} from './oidc'

/**
 * Reading and writing linked sign-ins (the `identities` of `users`), each
 * change in one transaction with its audit row. The rules are in `oidc.ts`.
 * People cannot write `identities` through the API; only this code does.
 */

type Provider = Pick<SignInProvider, 'id' | 'label'>

/** Every change here commits; a refusal has written nothing, so committing it changes nothing. */
async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return inTransaction(payload, async ({ req }) => ({ commit: true, value: await work(req) }))
}

/** The account an identity is linked to. An array query matches rows independently, so the pair is checked here. */
export async function findAccountByIdentity(
  payload: Payload,
  providerId: string,
  subject: string,
  req?: PayloadRequest,
): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: 10,
    req,
    where: { 'identities.subject': { equals: subject } },
  })
  return (
    docs.find((person) =>
      person.identities?.some((linked) => linked.provider === providerId && linked.subject === subject),
    ) ?? null
  )
}

/**
 * Whether the account has a password of its own. Accounts made through a
 * provider have none: Payload insists on one when it creates an account, so
 * they get a random one that is then erased (`createAccount`), and a
 * password sign-in finds nothing to compare with.
 */
export async function hasPassword(payload: Payload, personId: number, req?: PayloadRequest): Promise<boolean> {
  const stored = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: personId } },
    req,
  })) as { hash?: unknown; salt?: unknown } | null
  return typeof stored?.hash === 'string' && stored.hash.length > 0 && typeof stored.salt === 'string'
}

function identityRow(provider: Provider, identity: ProviderIdentity) {
  return {
    provider: provider.id,
    subject: identity.subject,
    email: identity.email,
    linkedAt: new Date().toISOString(),
  }
}

async function addIdentity(
  payload: Payload,
  person: User,
  provider: Provider,
  identity: ProviderIdentity,
  how: string,
  req: PayloadRequest,
) {
  await payload.update({
    collection: 'users',
    id: person.id,
    overrideAccess: true,
    req,
    data: { identities: [...(person.identities ?? []), identityRow(provider, identity)] },
  })
  await recordAudit(
    payload,
    {
      actor: person.id,
      action: 'identity.link',
      targetCollection: 'users',
      targetId: person.id,
      target: person.email,
      summary: { provider: provider.id, subject: identity.subject, email: identity.email, how },
    },
    req,
  )
}

async function createAccount(payload: Payload, provider: Provider, identity: ProviderIdentity, req: PayloadRequest) {
  const email = identity.email!
  const person = await payload.create({
    collection: 'users',
    overrideAccess: true,
    req,
    data: {
      email,
      name: identity.name ?? undefined,
      password: randomBytes(32).toString('base64url'),
      roles: [],
      emailVerified: identity.emailVerified,
      identities: [identityRow(provider, identity)],
    },
  })
  await payload.db.updateOne({ collection: 'users', id: person.id, data: { hash: null, salt: null }, req })
  await recordAudit(
    payload,
    {
      actor: person.id,
      action: 'identity.link',
      targetCollection: 'users',
      targetId: person.id,
      target: email,
      summary: { provider: provider.id, subject: identity.subject, email, how: 'new account' },
    },
    req,
  )
  return person
}

export type SignInOutcome = { ok: true; personId: number; created: boolean } | { ok: false; problem: SignInProblem }

/** The account this identity signs in to: linked already, linked now by its verified address, or new. */
export async function accountForIdentity(
  payload: Payload,
  provider: Provider,
  identity: ProviderIdentity,
): Promise<SignInOutcome> {
  return withTransaction(payload, async (req) => {
    const linked = await findAccountByIdentity(payload, provider.id, identity.subject, req)
    const sameEmail = linked || !identity.email ? null : await findAccountByEmail(payload, identity.email, req)
    const decision = decideSignIn(provider, identity, { linked, sameEmail })
    switch (decision.kind) {
      case 'refuse':
        return { ok: false, problem: decision.problem }
      case 'sign-in':
        return { ok: true, personId: decision.account.id, created: false }
      case 'link':
        await addIdentity(payload, decision.account, provider, identity, 'sign-in with a verified address', req)
        return { ok: true, personId: decision.account.id, created: false }
      case 'create': {
        const person = await createAccount(payload, provider, identity, req)
        return { ok: true, personId: person.id, created: true }
      }
    }
  })
}

export type LinkOutcome = { ok: true; already: boolean } | { ok: false; problem: SignInProblem }

/** A signed-in person links a provider from the dashboard. */
export async function linkIdentity(
  payload: Payload,
  personId: number,
  provider: Provider,
  identity: ProviderIdentity,
): Promise<LinkOutcome> {
  return withTransaction(payload, async (req) => {
    const person = await payload.findByID({ collection: 'users', id: personId, overrideAccess: true, depth: 0, req })
    const linkedTo = await findAccountByIdentity(payload, provider.id, identity.subject, req)
    const decision = decideLink(provider, identity, person, linkedTo)
    if (decision.kind === 'refuse') return { ok: false, problem: decision.problem }
    if (decision.kind === 'already-linked') return { ok: true, already: true }
    await addIdentity(payload, person, provider, identity, 'dashboard', req)
    return { ok: true, already: false }
  })
}

export type UnlinkOutcome = { ok: true } | { ok: false; problem: 'not-linked' | 'last-way' }

export async function unlinkIdentity(payload: Payload, personId: number, providerId: string): Promise<UnlinkOutcome> {
  return withTransaction(payload, async (req) => {
    const person = await payload.findByID({ collection: 'users', id: personId, overrideAccess: true, depth: 0, req })
    const identities = person.identities ?? []
    const decision = decideUnlink({ hasPassword: await hasPassword(payload, personId, req), identities }, providerId)
    if (!decision.ok) return decision
    const removed = identities.filter((linked) => linked.provider === providerId)
    await payload.update({
      collection: 'users',
      id: personId,
      overrideAccess: true,
      req,
      data: { identities: identities.filter((linked) => linked.provider !== providerId) },
    })
    await recordAudit(
      payload,
      {
        actor: personId,
        action: 'identity.unlink',
        targetCollection: 'users',
        targetId: personId,
        target: person.email,
        summary: { provider: providerId, subjects: removed.map((linked) => linked.subject) },
      },
      req,
    )
    return { ok: true }
  })
}
