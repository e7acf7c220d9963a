import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { isStaff, type Person, type Role } from '../roles'
import { sendArtistDecisionMail } from './account-mail'
import { recordAudit } from './audit'
import { identityChangeContext } from './identity-rules'
import { inTransaction, type Transaction } from '@/platform/database/transaction'

/**
 * `verifier`: things waiting for staff to approve or reject, oldest first. Each
 * kind of thing is a source: this domain's artist applications (people who
 * joined as artists), plus the sources other domains contribute through the
 * Payload config's server-only `custom.verificationSources` (artist profile
 * changes — decision 027), so this domain never imports them. A decision, its
 * effect and its audit entry are one transaction; the person's email follows
 * after the commit.
 */

/** One field of the thing decided on, as public now and as submitted. */
export type ComparedField = { label: string; approved: string | null; submitted: string; changed: boolean }

export type QueueItem = {
  source: string
  /** The id of the thing decided on, within its source. */
  id: number
  /** What is asked, in words. */
  subject: string
  submittedAt: string
  person: { id: number; name: string | null; email: string; emailVerified: boolean }
  /** What approving does, in words, beside the button. */
  approveNote?: string
  /** The version public now beside the submitted one, field by field (null before anything was approved). */
  comparison?: { approvedExists: boolean; fields: ComparedField[] }
}

export type Decision = { source: string; id: number; decision: 'approve' | 'reject'; reason: string | null }

export type DecisionProblem = 'not-staff' | 'invalid' | 'not-found' | 'already-decided'
export type DecisionResult =
  | {
      ok: true
      decision: 'approve' | 'reject'
      person: { id: number; name: string | null; email: string }
      /** What was done, in words, for staff. */
      done: string
      /** The email is sent after the commit: if it fails, the decision stands and staff are told. */
      mail: 'sent' | 'failed'
    }
  | { ok: false; problem: DecisionProblem; message: string; fieldErrors?: Record<string, string> }

export type Decided = {
  person: { id: number; name: string | null; email: string }
  /** What was decided on, in words, for the audit log (the person's address when omitted). */
  target?: string
  summary: Record<string, unknown>
  /** What was done, in words, for staff. */
  done: string
}
export type DecisionRefusal = { problem: 'not-found' | 'already-decided' | 'invalid'; message: string }

/** A kind of thing waiting for staff. Another domain contributes one through the Payload config. */
export type VerificationSource = {
  /** The queue item's `source`, unique among sources. */
  kind: string
  /** What the verifier's filter calls this kind of request, such as “Artist applications”. */
  label: string
  /** The audit log's `targetCollection`. */
  collection: string
  pending(payload: Payload): Promise<QueueItem[]>
  /** Applies the decision inside the transaction (the actor is staff), or says why it cannot. */
  decide(payload: Payload, tx: Transaction, decision: Decision, actor: Person): Promise<Decided | DecisionRefusal>
  notify(payload: Payload, person: Decided['person'], decision: Decision): Promise<void>
}

const artistApplications: VerificationSource = {
  kind: 'artist-application',
  label: 'Artist applications',
  collection: 'users',
  async pending(payload) {
    const { docs } = await payload.find({
      collection: 'users',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: {
        and: [
          { artistApplication: { equals: 'pending' } },
          { status: { not_equals: 'suspended' } },
          { mergedInto: { exists: false } },
        ],
      },
    })
    return docs.map((person) => ({
      source: 'artist-application',
      id: person.id,
      subject: 'Artist account',
      submittedAt: person.createdAt,
      person: {
        id: person.id,
        name: person.name ?? null,
        email: person.email,
        emailVerified: Boolean(person.emailVerified),
      },
    }))
  },
  async decide(payload, { req, db }, decision, actor) {
    // The row stays locked until the commit: a second decision waits, then sees this one.
    await db.execute(sql`SELECT id FROM users WHERE id = ${decision.id} FOR UPDATE`)
    const person = await payload.findByID({
      collection: 'users',
      id: decision.id,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!person || person.mergedInto || person.status === 'suspended') {
      return {
        problem: 'not-found',
        message:
          'This application is no longer in the queue: the account was merged, suspended or removed. Nothing was changed.',
      }
    }
    const state = person.artistApplication ?? 'none'
    if (state !== 'pending') {
      const word = state === 'none' ? 'withdrawn' : state
      return {
        problem: 'already-decided',
        message: `The application of ${person.email} was already ${word}, perhaps by someone else just now. Nothing was changed.`,
      }
    }
    const before = (person.roles ?? []) as Role[]
    const roles: Role[] = decision.decision === 'approve' && !before.includes('artist') ? [...before, 'artist'] : before
    await payload.update({
      collection: 'users',
      id: person.id,
      depth: 0,
      overrideAccess: true,
      req,
      context: identityChangeContext({ path: 'verifier', actor: Number(actor.id) }),
      data:
        decision.decision === 'approve'
          ? { artistApplication: 'approved', artistApplicationReason: null, roles }
          : { artistApplication: 'rejected', artistApplicationReason: decision.reason },
    })
    return {
      person: { id: person.id, name: person.name ?? null, email: person.email },
      summary: {
        source: decision.source,
        artistApplication: { from: 'pending', to: decision.decision === 'approve' ? 'approved' : 'rejected' },
        ...(decision.decision === 'approve' ? { roles: { from: before, to: roles } } : { reason: decision.reason }),
      },
      done:
        decision.decision === 'approve'
          ? `Approved ${who(person)}: they are now an artist.`
          : `Rejected the application of ${who(person)}.`,
    }
  },
  notify: (payload, person, decision) =>
    sendArtistDecisionMail(
      payload,
      person,
      decision.decision === 'approve' ? { approved: true } : { approved: false, reason: decision.reason ?? '' },
    ),
}

const who = (person: { name?: string | null; email: string }) =>
  person.name ? `${person.name} (${person.email})` : person.email

/** This domain's sources, then those the Payload config contributes (`custom.verificationSources`). */
export function verificationSources(payload: Payload): VerificationSource[] {
  const contributed = (payload.config.custom?.verificationSources ?? []) as VerificationSource[]
  return [artistApplications, ...contributed]
}

/** Oldest first; among equals, by source then id, so the order is stable. */
export function orderQueue(items: readonly QueueItem[]): QueueItem[] {
  return [...items].sort(
    (a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt) || a.source.localeCompare(b.source) || a.id - b.id,
  )
}

export async function verificationQueue(payload: Payload): Promise<QueueItem[]> {
  const lists = await Promise.all(verificationSources(payload).map((source) => source.pending(payload)))
  return orderQueue(lists.flat())
}

export const REASON_MAX = 2000

const decisionSchema = (kinds: readonly string[]) =>
  z
    .object({
      source: z.string().refine((kind) => kinds.includes(kind), { message: 'Unknown kind of request.' }),
      id: z.coerce.number({ message: 'Unknown request.' }).int('Unknown request.').positive('Unknown request.'),
      decision: z.enum(['approve', 'reject'], { message: 'Choose approve or reject.' }),
      reason: z
        .string()
        .trim()
        .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`)
        .nullish()
        .transform((reason) => reason || null),
    })
    .refine((value) => value.decision === 'approve' || value.reason, {
      path: ['reason'],
      message: 'Say why you reject it: the person is told this reason.',
    })

export type ParsedDecision = { ok: true; decision: Decision } | { ok: false; fieldErrors: Record<string, string> }

/** A decision from a form, for one of these kinds of request: a rejection needs a reason; an approval carries none. */
export function parseDecision(input: Record<string, unknown>, kinds: readonly string[]): ParsedDecision {
  const parsed = decisionSchema(kinds).safeParse(input)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
    return { ok: false, fieldErrors }
  }
  const { reason, ...rest } = parsed.data
  return { ok: true, decision: { ...rest, reason: rest.decision === 'reject' ? reason : null } }
}

export async function decideVerification(
  payload: Payload,
  actor: Person,
  input: Record<string, unknown>,
): Promise<DecisionResult> {
  if (!isStaff(actor)) return { ok: false, problem: 'not-staff', message: 'Only staff approve or reject requests.' }
  const sources = verificationSources(payload)
  const parsed = parseDecision(
    input,
    sources.map((candidate) => candidate.kind),
  )
  if (!parsed.ok) {
    return {
      ok: false,
      problem: 'invalid',
      message: Object.values(parsed.fieldErrors)[0] ?? 'Please correct the form.',
      fieldErrors: parsed.fieldErrors,
    }
  }
  const { decision } = parsed
  const source = sources.find((candidate) => candidate.kind === decision.source)!
  const outcome = await inTransaction<Decided | DecisionRefusal>(payload, async (tx) => {
    const decided = await source.decide(payload, tx, decision, actor)
    if ('problem' in decided) return { commit: false, value: decided }
    await recordAudit(
      payload,
      {
        actor: Number(actor.id),
        action: decision.decision === 'approve' ? 'verifier.approve' : 'verifier.reject',
        targetCollection: source.collection,
        targetId: decision.id,
        target: decided.target ?? decided.person.email,
        summary: decided.summary,
      },
      tx.req,
    )
    return { commit: true, value: decided }
  })
  if ('problem' in outcome) return { ok: false, ...outcome }
  let mail: 'sent' | 'failed' = 'sent'
  try {
    await source.notify(payload, outcome.person, decision)
  } catch (error) {
    mail = 'failed'
    payload.logger.error({ err: error, personId: outcome.person.id }, 'verifier: the decision mail could not be sent')
  }
  return { ok: true, decision: decision.decision, person: outcome.person, done: outcome.done, mail }
}

/** One ticked request of the queue, `source:id` in the bulk form (`artist-application:12`). */
export type RequestRef = { source: string; id: number }

/** The ticked requests' shape only (`source:id`, each once); approving checks each again. */
export function parseSelectedRequests(
  values: readonly unknown[],
  kinds: readonly string[],
  most = 200,
): { ok: true; requests: RequestRef[] } | { ok: false; message: string } {
  const seen = new Map<string, RequestRef>()
  for (const value of values) {
    const match = typeof value === 'string' ? /^([a-z-]{1,40}):(\d{1,10})$/.exec(value.trim()) : null
    const id = match ? Number(match[2]) : 0
    if (!match || !kinds.includes(match[1]!) || id < 1)
      return {
        ok: false,
        message: `The selection holds something that is not a request of the queue: “${String(value).slice(0, 40)}”.`,
      }
    seen.set(`${match[1]}:${id}`, { source: match[1]!, id })
  }
  if (seen.size === 0) return { ok: false, message: 'Select at least one request first: tick the boxes in the list.' }
  if (seen.size > most) return { ok: false, message: `Select at most ${most} at a time.` }
  return { ok: true, requests: [...seen.values()] }
}

export type BulkVerification =
  | { ok: true; done: string[]; people: string[]; mailsFailed: number }
  | { ok: false; message: string; refusals: { source: string; id: number; message: string }[] }

/**
 * Staff approve several requests of the queue at once (decision 087): each
 * decided under its row's lock and audited, all in one transaction or none —
 * the answer names each request that kept the others back. The people are
 * emailed after the commit, as for one decision.
 */
export async function approveVerifications(
  payload: Payload,
  actor: Person | null,
  selected: readonly unknown[],
): Promise<BulkVerification> {
  if (!isStaff(actor)) return { ok: false, message: 'Only staff approve or reject requests.', refusals: [] }
  const sources = verificationSources(payload)
  const parsed = parseSelectedRequests(
    selected,
    sources.map((source) => source.kind),
  )
  if (!parsed.ok) return { ok: false, message: parsed.message, refusals: [] }
  // In one order, so two bulk approvals at once wait for each other rather than deadlock.
  const requests = [...parsed.requests].sort((a, b) => a.source.localeCompare(b.source) || a.id - b.id)
  type Approved = { decision: Decision; source: VerificationSource; decided: Decided }
  const outcome = await inTransaction<{ ok: true; decided: Approved[] } | Extract<BulkVerification, { ok: false }>>(
    payload,
    async (tx) => {
      const decided: Approved[] = []
      const refusals: { source: string; id: number; message: string }[] = []
      for (const request of requests) {
        const source = sources.find((candidate) => candidate.kind === request.source)!
        const decision: Decision = { ...request, decision: 'approve', reason: null }
        const result = await source.decide(payload, tx, decision, actor!)
        if ('problem' in result) refusals.push({ ...request, message: result.message })
        else decided.push({ decision, source, decided: result })
      }
      if (refusals.length) {
        const message = `Nothing was approved. ${refusals.map((one) => one.message).join(' ')}`
        return { commit: false, value: { ok: false, message, refusals } }
      }
      for (const { decision, source, decided: one } of decided) {
        await recordAudit(
          payload,
          {
            actor: Number(actor!.id),
            action: 'verifier.approve',
            targetCollection: source.collection,
            targetId: decision.id,
            target: one.target ?? one.person.email,
            summary: { ...one.summary, bulk: true },
          },
          tx.req,
        )
      }
      return { commit: true, value: { ok: true, decided } }
    },
  )
  if (!outcome.ok) return outcome
  let mailsFailed = 0
  for (const { decision, source, decided: one } of outcome.decided) {
    try {
      await source.notify(payload, one.person, decision)
    } catch (error) {
      mailsFailed += 1
      payload.logger.error({ err: error, personId: one.person.id }, 'verifier: the decision mail could not be sent')
    }
  }
  return {
    ok: true,
    done: outcome.decided.map(({ decided: one }) => one.done),
    people: outcome.decided.map(({ decided: one }) => one.person.email),
    mailsFailed,
  }
}
