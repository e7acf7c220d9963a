import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { inTransaction, type Transaction } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'
import type { Perk, User } from '@/payload-types'

import { rejectionProblem } from './rules'

/**
 * Staff's review of partners' perks (decision 062): what waits, and Approve or
 * Reject with a reason. The decision, its audit entry and the partner's mail
 * are one transaction; the mail is sent once per submission decided (its key
 * names the perk and the submitted version's time).
 */

export const PERK_APPROVED_TEMPLATE = 'perk-approved'
export const PERK_REJECTED_TEMPLATE = 'perk-rejected'

export type ReviewAnswer = { ok: true; message: string } | { ok: false; message: string; field?: 'reason' }

/** One perk's newest version, for staff. */
export function perkForReview(payload: Payload, id: number): Promise<Perk | null> {
  return payload.findByID({ collection: 'perks', id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
}

const FIELDS: Record<string, MergeField> = {
  'partner.name': {
    description: 'The partner’s name (or their email when they gave no name)',
    example: 'Mission Framing',
  },
  'perk.title': { description: 'What the perk is', example: 'Framing for members' },
  'perk.businessName': { description: 'The business', example: 'Mission Framing Co.' },
  'perk.reason': { description: 'Why it was not approved (empty when approved)', example: 'Say which shops take it.' },
  'links.perk': { description: 'The perk’s page, to change it', example: 'https://example.org/editperks/12' },
}

function context(
  perk: Pick<Perk, 'id' | 'title' | 'businessName'>,
  partner: Pick<User, 'name' | 'email'>,
  reason: string,
): TemplateContext {
  return {
    partner: { name: partner.name?.trim() || partner.email },
    perk: { title: perk.title, businessName: perk.businessName, reason },
    links: { perk: `${config().PUBLIC_URL.replace(/\/+$/, '')}/editperks/${perk.id}` },
  }
}

function definition(
  key: string,
  label: string,
  description: string,
  status: 'published' | 'rejected',
  defaults: TemplateDefinition['defaults'],
): TemplateDefinition {
  return {
    key,
    label,
    description,
    fields: FIELDS,
    defaults,
    async previewContext(payload, search) {
      const words = search?.trim()
      const { docs } = await payload.find({
        collection: 'perks',
        where: {
          and: [
            { status: { equals: status } },
            ...(words ? [{ or: [{ title: { like: words } }, { businessName: { like: words } }] }] : []),
          ],
        },
        draft: true,
        sort: '-updatedAt',
        limit: 1,
        depth: 1,
        overrideAccess: true,
      })
      const perk = docs[0]
      if (!perk || typeof perk.partner !== 'object' || !perk.partner) return null
      return {
        context: context(perk, perk.partner, perk.rejectionReason ?? ''),
        record: `${perk.title} (${perk.businessName})`,
      }
    },
  }
}

/** The two review mails as comms template definitions, for the Payload config. */
export function perkTemplates(): TemplateDefinition[] {
  return [
    definition(
      PERK_APPROVED_TEMPLATE,
      'Perk approved',
      'Sent to the partner when staff approve a perk or a change to it.',
      'published',
      {
        subject: 'Your perk “{{perk.title}}” is published',
        html:
          '<p>Dear {{partner.name}},</p>\n' +
          '<p>Your perk <strong>{{perk.title}}</strong> for {{perk.businessName}} is approved: members see it now.</p>\n' +
          '<p>Your perks: <a href="{{links.perk}}">{{links.perk}}</a></p>\n' +
          '<p>Thank you for supporting our members,<br>Everyone at Vernissage</p>',
        text:
          'Dear {{partner.name}},\n\n' +
          'Your perk {{perk.title}} for {{perk.businessName}} is approved: members see it now.\n\n' +
          'Your perks: {{links.perk}}\n\n' +
          'Thank you for supporting our members,\nEveryone at Vernissage',
      },
    ),
    definition(
      PERK_REJECTED_TEMPLATE,
      'Perk not approved',
      'Sent to the partner when staff reject a perk or a change to it, with the reason.',
      'rejected',
      {
        subject: 'Your perk “{{perk.title}}” needs changes',
        html:
          '<p>Dear {{partner.name}},</p>\n' +
          '<p>We could not approve your perk <strong>{{perk.title}}</strong> as it is:</p>\n' +
          '<blockquote>{{perk.reason}}</blockquote>\n' +
          '<p>Change it and submit it again here: <a href="{{links.perk}}">{{links.perk}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{partner.name}},\n\n' +
          'We could not approve your perk {{perk.title}} as it is:\n\n{{perk.reason}}\n\n' +
          'Change it and submit it again here: {{links.perk}}\n\n' +
          'Everyone at Vernissage',
      },
    ),
  ]
}

/** Approve (publish the submitted version) or reject it with a reason; the partner is mailed once. */
export async function reviewPerk(
  payload: Payload,
  review: { perk: number; decision: 'approve' } | { perk: number; decision: 'reject'; reason: string },
  staff: Person,
  mailer?: Mailer,
): Promise<ReviewAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff review perks.' }
  const reason = review.decision === 'reject' ? review.reason.trim() : ''
  if (review.decision === 'reject') {
    const problem = rejectionProblem(reason)
    if (problem) return { ok: false, message: problem, field: 'reason' }
  }
  return inTransaction(payload, async (tx) => {
    const submitted = await pendingPerk(payload, tx, review.perk)
    if ('problem' in submitted)
      return { commit: false, value: { ok: false, message: submitted.problem } as ReviewAnswer }
    const partner = await recordDecision(payload, tx, submitted, { decision: review.decision, reason }, staff, mailer)
    return {
      commit: true,
      value: {
        ok: true,
        message:
          review.decision === 'approve'
            ? `“${submitted.title}” is published; ${partner} is told.`
            : `“${submitted.title}” is not approved; ${partner} is told why.`,
      } as ReviewAnswer,
    }
  })
}

export type BulkPerkApproval =
  { ok: true; titles: string[] } | { ok: false; message: string; refusals: { id: number; problem: string }[] }

/**
 * Staff approve several submitted perks at once (decision 087): each locked
 * and checked again, then each published, audited and its partner mailed, in
 * one transaction or not at all. Every perk is checked before any is written,
 * as the mails leave at once; the answer names each perk that kept the others back.
 */
export async function approvePerks(
  payload: Payload,
  ids: readonly number[],
  staff: Person | null,
  mailer?: Mailer,
): Promise<BulkPerkApproval> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff review perks.', refusals: [] }
  if (!ids.length) return { ok: false, message: 'Select at least one perk.', refusals: [] }
  return inTransaction<BulkPerkApproval>(payload, async (tx) => {
    const ready: Perk[] = []
    const refusals: { id: number; problem: string }[] = []
    // In one order, so two bulk approvals at once wait for each other rather than deadlock.
    for (const id of [...ids].sort((a, b) => a - b)) {
      const perk = await pendingPerk(payload, tx, id)
      if ('problem' in perk) refusals.push({ id, problem: perk.problem })
      else ready.push(perk)
    }
    if (refusals.length) {
      const message = `Nothing was approved. ${refusals.map((one) => one.problem).join(' ')}`
      return { commit: false, value: { ok: false, message, refusals } }
    }
    for (const perk of ready)
      await recordDecision(payload, tx, perk, { decision: 'approve', reason: '' }, staff!, mailer)
    return { commit: true, value: { ok: true, titles: ready.map((perk) => perk.title) } }
  })
}

/** The perk's newest version under its row's lock, if it waits for review; otherwise why not, naming it. */
async function pendingPerk(payload: Payload, tx: Transaction, id: number): Promise<Perk | { problem: string }> {
  await tx.db.execute(sql`SELECT id FROM perks WHERE id = ${id} FOR UPDATE`)
  const submitted = await payload.findByID({
    collection: 'perks',
    id,
    draft: true,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req: tx.req,
  })
  if (!submitted) return { problem: `There is no perk ${id}.` }
  if (submitted.status !== 'pending')
    return { problem: `“${submitted.title}” is not waiting for review: it was decided or changed since.` }
  return submitted
}

/** The decision written, audited and mailed to the partner, in the caller's transaction; the partner's address. */
async function recordDecision(
  payload: Payload,
  tx: Transaction,
  submitted: Perk,
  review: { decision: 'approve' | 'reject'; reason: string },
  staff: Person,
  mailer?: Mailer,
): Promise<string> {
  const partner = submitted.partner as User
  const { reason } = review
  if (review.decision === 'approve') {
    await payload.update({
      collection: 'perks',
      id: submitted.id,
      data: { status: 'published', _status: 'published' },
      depth: 0,
      user: staff,
      overrideAccess: false,
      req: tx.req,
    })
  } else {
    // A draft version: a perk already published stays public as it was.
    await payload.update({
      collection: 'perks',
      id: submitted.id,
      data: { status: 'rejected', rejectionReason: reason },
      draft: true,
      depth: 0,
      user: staff,
      overrideAccess: false,
      req: tx.req,
    })
  }
  await recordAudit(
    payload,
    {
      actor: Number(staff.id),
      action: review.decision === 'approve' ? 'perk-approved' : 'perk-rejected',
      targetCollection: 'perks',
      targetId: submitted.id,
      target: submitted.title,
      summary: reason ? { reason } : {},
    },
    tx.req,
  )
  const template = review.decision === 'approve' ? PERK_APPROVED_TEMPLATE : PERK_REJECTED_TEMPLATE
  await sendFromTemplate(payload, {
    key: template,
    to: partner.email,
    context: context(submitted, partner, reason),
    idempotencyKey: `${template}:perk:${submitted.id}:${submitted.updatedAt}`,
    tx,
    mailer,
  })
  return partner.email
}
