import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { sendFromTemplate, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

import { adOrderById, ORDER_COLUMNS, ORDER_FROM, type AdOrderRow } from './ad-orders'

/**
 * Staff's review of a guide ad's artwork (decision 053): approve it, or ask
 * for changes with a reason; the advertiser is mailed from an editable
 * template, once per review of one upload.
 */

export const AD_CHANGES_TEMPLATE = 'os-ad-changes'
export const AD_APPROVED_TEMPLATE = 'os-ad-approved'

export const REVIEW_NOTE_MAX = 1000

export type AdReview = { decision: 'approve' } | { decision: 'changes'; reason: string }

export type ReviewAnswer = { ok: true; message: string } | { ok: false; message: string; field?: 'reason' }

const FIELDS = {
  'ad.businessName': { description: 'The business the ad is for', example: 'Mission Framing Co.' },
  'ad.size': { description: 'The ad’s size', example: 'Half page' },
  'ad.reason': { description: 'The changes asked for (empty when approved)', example: 'The phone number is cut off.' },
  'links.ad': {
    description: 'The ad’s page, to see it and send a new file',
    example: 'https://example.org/adportal/12',
  },
}

function context(order: Pick<AdOrderRow, 'id' | 'businessName'>, size: string, reason: string): TemplateContext {
  return {
    ad: { businessName: order.businessName, size, reason },
    links: { ad: `${config().PUBLIC_URL.replace(/\/+$/, '')}/adportal/${order.id}` },
  }
}

async function latestReviewed(payload: Payload, status: string, search?: string) {
  const words = search?.trim()
  const like = `%${words?.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
  const [row] = await rowsOf<AdOrderRow & { sizeName: string }>(
    database(payload),
    sql`SELECT ${ORDER_COLUMNS}, s.name AS "sizeName" FROM ${ORDER_FROM} LEFT JOIN os_ad_sizes s ON s.id = o.size_id
        WHERE o.status = ${status} ${words ? sql`AND (o.business_name ILIKE ${like} OR u.email ILIKE ${like})` : sql``}
        ORDER BY o.reviewed_at DESC NULLS LAST LIMIT 1`,
  )
  return row
}

function definition(
  key: string,
  label: string,
  description: string,
  status: 'changes-requested' | 'approved',
  defaults: TemplateDefinition['defaults'],
): TemplateDefinition {
  return {
    key,
    label,
    description,
    fields: FIELDS,
    defaults,
    async previewContext(payload, search) {
      const row = await latestReviewed(payload, status, search)
      if (!row) return null
      return {
        context: context(row, row.sizeName, row.reviewNote ?? ''),
        record: `${row.businessName}’s ${row.sizeName} ad`,
      }
    },
  }
}

/** The two review mails as comms template definitions, for the Payload config. */
export function adTemplates(): TemplateDefinition[] {
  return [
    definition(
      AD_CHANGES_TEMPLATE,
      'Guide ad: changes requested',
      'Sent to the advertiser when staff ask for changes to the ad’s artwork, with the reason.',
      'changes-requested',
      {
        subject: 'Your guide ad needs a change',
        html:
          '<p>Hello,</p>\n<p>Thank you for the artwork of the {{ad.size}} ad for {{ad.businessName}}. Before it can print, ' +
          'we need a change:</p>\n<blockquote>{{ad.reason}}</blockquote>\n' +
          '<p>Please send a new file from the ad’s page before the artwork deadline: <a href="{{links.ad}}">{{links.ad}}</a></p>\n' +
          '<p>With thanks,<br>The Open Studios team</p>',
        text:
          'Hello,\n\nThank you for the artwork of the {{ad.size}} ad for {{ad.businessName}}. Before it can print, we need a change:\n\n' +
          '{{ad.reason}}\n\nPlease send a new file from the ad’s page before the artwork deadline: {{links.ad}}\n\n' +
          'With thanks,\nThe Open Studios team',
      },
    ),
    definition(
      AD_APPROVED_TEMPLATE,
      'Guide ad: approved',
      'Sent to the advertiser when staff approve the ad’s artwork for print.',
      'approved',
      {
        subject: 'Your guide ad is approved',
        html:
          '<p>Hello,</p>\n<p>The artwork of the {{ad.size}} ad for {{ad.businessName}} is approved and will print in the ' +
          'Open Studios guide.</p>\n<p>You can see it on the ad’s page: <a href="{{links.ad}}">{{links.ad}}</a></p>\n' +
          '<p>With thanks,<br>The Open Studios team</p>',
        text:
          'Hello,\n\nThe artwork of the {{ad.size}} ad for {{ad.businessName}} is approved and will print in the Open Studios guide.\n\n' +
          'You can see it on the ad’s page: {{links.ad}}\n\nWith thanks,\nThe Open Studios team',
      },
    ),
  ]
}

/**
 * Approves or sends back the artwork in review, under the order's lock: only
 * artwork that passed the checks and awaits review is reviewed, so a second
 * click (or a second member of staff) finds it reviewed and changes nothing.
 * The mail is sent in the same transaction, keyed by the ad, the upload and
 * the decision.
 */
export async function reviewAdArtwork(
  payload: Payload,
  request: { adOrder: number; review: AdReview; staff: { id: number | string }; now?: Date; mailer?: Mailer },
): Promise<ReviewAnswer> {
  const { review } = request
  const reason = review.decision === 'changes' ? review.reason.trim() : ''
  if (review.decision === 'changes' && !reason) {
    return { ok: false, field: 'reason', message: 'Say what must change: the advertiser reads it in the mail.' }
  }
  if (reason.length > REVIEW_NOTE_MAX) {
    return {
      ok: false,
      field: 'reason',
      message: `The reason is ${reason.length} characters; at most ${REVIEW_NOTE_MAX}.`,
    }
  }
  const now = request.now ?? new Date()
  return inTransaction<ReviewAnswer>(payload, async (tx) => {
    const order = await inReview(tx, request.adOrder)
    if ('problem' in order) return { commit: false, value: { ok: false, message: order.problem } }
    await recordReview(payload, tx, order, { ...request, reason, now })
    const message =
      review.decision === 'approve'
        ? `${order.businessName}’s artwork is approved; they were mailed.`
        : `Changes were asked of ${order.businessName}; they were mailed the reason.`
    return { commit: true, value: { ok: true, message } }
  })
}

/** The ad, locked, when its artwork awaits review; else why it cannot be reviewed. */
async function inReview(tx: Transaction, id: number): Promise<AdOrderRow | { problem: string; order?: AdOrderRow }> {
  const order = await adOrderById(tx.db, id, true)
  if (!order) return { problem: 'There is no such ad.' }
  if (order.status === 'artwork-submitted' && order.artworkUploadedAt) return order
  const problem =
    order.status === 'approved'
      ? 'This artwork is already approved.'
      : order.status === 'changes-requested'
        ? 'Changes were asked for already: the advertiser has not sent a new file yet.'
        : 'There is no artwork in review for this ad.'
  return { problem, order }
}

type Reviewing = { review: AdReview; reason: string; staff: { id: number | string }; now: Date; mailer?: Mailer }

/** An ad's review written, audited and mailed to the advertiser, inside the caller's transaction. */
async function recordReview(
  payload: Payload,
  tx: Transaction,
  order: AdOrderRow,
  { review, reason, staff, now, mailer }: Reviewing,
) {
  const status = review.decision === 'approve' ? 'approved' : 'changes-requested'
  await tx.db.execute(
    sql`UPDATE os_ad_orders SET status = ${status}, review_note = ${reason || null},
          reviewed_by_id = ${Number(staff.id)}, reviewed_at = ${now.toISOString()}, updated_at = now()
        WHERE id = ${order.id}`,
  )
  await recordAudit(
    payload,
    {
      actor: Number(staff.id),
      action: review.decision === 'approve' ? 'os-ad-artwork-approved' : 'os-ad-changes-requested',
      targetCollection: 'os-ad-orders',
      targetId: order.id,
      target: order.businessName,
      summary: reason ? { reason } : {},
    },
    tx.req,
  )
  const [size] = await rowsOf<{ name: string }>(tx.db, sql`SELECT name FROM os_ad_sizes WHERE id = ${order.size}`)
  if (order.buyerEmail && order.artworkUploadedAt) {
    const uploaded = new Date(order.artworkUploadedAt).getTime()
    await sendFromTemplate(payload, {
      key: review.decision === 'approve' ? AD_APPROVED_TEMPLATE : AD_CHANGES_TEMPLATE,
      to: order.buyerEmail,
      context: context(order, size?.name ?? 'guide', reason),
      idempotencyKey: `os-ad-review:${order.id}:${uploaded}:${status}`,
      tx,
      mailer,
    })
  }
}

export type BulkAdApproval =
  { ok: true; names: string[] } | { ok: false; message: string; refusals: { id: number; problem: string }[] }

/**
 * Staff approve the artwork of several ads at once (decision 087): each ad
 * locked and checked again, every advertiser mailed, all in one transaction
 * or nothing — the answer names each ad that kept the others from it.
 */
export async function approveAdArtworks(
  payload: Payload,
  staff: Person | null,
  ids: readonly number[],
  now: Date,
  mailer?: Mailer,
): Promise<BulkAdApproval> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff approve guide ad artwork.', refusals: [] }
  if (!ids.length) return { ok: false, message: 'Select at least one ad.', refusals: [] }
  return inTransaction<BulkAdApproval>(payload, async (tx) => {
    const ready: AdOrderRow[] = []
    const refusals: { id: number; problem: string }[] = []
    // Locked in one order, so two bulk approvals at once wait for each other rather than deadlock; every ad
    // is checked before any is written, as the mails leave at once and cannot be undone.
    for (const id of [...ids].sort((a, b) => a - b)) {
      const order = await inReview(tx, id)
      if ('problem' in order)
        refusals.push({ id, problem: `${order.order ? order.order.businessName : `Ad ${id}`}: ${order.problem}` })
      else ready.push(order)
    }
    if (refusals.length) {
      const message = `Nothing was approved. ${refusals.map((one) => one.problem).join(' ')}`
      return { commit: false, value: { ok: false, message, refusals } }
    }
    for (const order of ready) {
      await recordReview(payload, tx, order, {
        review: { decision: 'approve' },
        reason: '',
        staff: staff!,
        now,
        mailer,
      })
    }
    return { commit: true, value: { ok: true, names: ready.map((order) => order.businessName) } }
  })
}
