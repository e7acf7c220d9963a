import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { FORM_PICTURE_MAX_BYTES } from '@/domains/media'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'
import { StorageError, type Caller, type Storage } from '@/platform/storage'
import type { ProblemReport, User } from '@/payload-types'

import {
  checkReport,
  COMMENT_MAX,
  OPEN_STATUSES,
  PRIORITY_LABELS,
  REPORTS_PER_PAGE,
  STATUS_LABELS,
  triageProblems,
  type ReportPriority,
  type ReportQuery,
  type ReportStatus,
} from './problem-report-rules'

/**
 * Problem reports (decision 083): made by anyone through the report form,
 * triaged by staff in the bug tracker, the reporter mailed once when theirs
 * is fixed. Each change and its audit entry (and the mail) are one transaction.
 */

export const PROBLEM_FIXED_TEMPLATE = 'problem-report-fixed'

/** The private folder of the screenshots sent with reports (the storage service checks their bytes). */
export const SCREENSHOT_BUCKET = 'private'
const SCREENSHOT_FOLDER = 'problem-reports/'
export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** Reports per browser address: enough for someone having a bad day, too few to flood the tracker. */
export const REPORT_LIMIT: RateLimit = { name: 'problem-reports', points: 5, durationSeconds: 60 * 60 }

const SYSTEM: Caller = { id: 'problem-reports', staff: true }

type Field = 'description' | 'email' | 'screenshot'
export type ReportAnswer =
  { ok: true; id: number | null } | { ok: false; message: string; fieldErrors?: Partial<Record<Field, string>> }

/**
 * A report from the form. A filled honeypot is answered as a success and
 * records nothing, so a robot learns nothing; a real person never sees it.
 */
export async function reportProblem(
  payload: Payload,
  storage: Storage,
  sent: {
    description: string
    page: string
    browser: string
    digest: string
    email: string
    honeypot: string
    screenshot: File | null
    person: Pick<User, 'id' | 'email'> | null
    address: string
  },
): Promise<ReportAnswer> {
  if (sent.honeypot.trim()) return { ok: true, id: null }
  const checked = checkReport({ ...sent, email: sent.person ? sent.person.email : sent.email }, config().PUBLIC_URL)
  if (!checked.ok) return { ok: false, message: 'Some of the form needs changing.', fieldErrors: checked.fieldErrors }
  const screenshot = sent.screenshot && sent.screenshot.size > 0 ? sent.screenshot : null
  if (screenshot && screenshot.size > FORM_PICTURE_MAX_BYTES) {
    return {
      ok: false,
      message: 'The screenshot is too large.',
      fieldErrors: { screenshot: 'This file is over 1 MB: send a smaller picture.' },
    }
  }
  const verdict = await sharedRateLimiter(payload, REPORT_LIMIT).consume(sent.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `You have sent several reports this hour. Try again in ${minutes} minutes, or write to us.`,
    }
  }
  let stored: string | null = null
  if (screenshot) {
    const type = screenshot.type.split(';')[0]!.trim().toLowerCase()
    const name = `${SCREENSHOT_FOLDER}${randomUUID()}.${EXTENSIONS[type] ?? 'bin'}`
    try {
      // The storage service refuses a type the folder does not take and bytes that are not what they claim.
      await storage.upload(SYSTEM, {
        bucket: SCREENSHOT_BUCKET,
        name,
        patch: { fields: { contentType: type || 'application/octet-stream' } },
        mediaType: type || 'application/octet-stream',
        body: Readable.from([Buffer.from(await screenshot.arrayBuffer())]),
      })
    } catch (error) {
      if (!(error instanceof StorageError)) throw error
      return {
        ok: false,
        message: 'The screenshot is not a picture.',
        fieldErrors: { screenshot: 'This file is not a picture: send a JPEG, PNG, WebP or GIF screenshot, or none.' },
      }
    }
    stored = name
  }
  const { value } = checked
  const create = () =>
    payload.create({
      collection: 'problem-reports',
      data: {
        description: value.description,
        page: value.page || null,
        browser: value.browser || null,
        digest: value.digest || null,
        email: value.email || null,
        reporter: sent.person ? Number(sent.person.id) : null,
        screenshot: stored,
        status: 'new',
        priority: 'normal',
      },
      depth: 0,
      overrideAccess: true,
    })
  try {
    return { ok: true, id: (await create()).id }
  } catch (error) {
    // No report names the screenshot: it goes too.
    if (stored) await storage.deleteObject(SYSTEM, SCREENSHOT_BUCKET, stored).catch(() => undefined)
    throw error
  }
}

export type ReportRow = {
  id: number
  description: string
  page: string | null
  status: ReportStatus
  priority: ReportPriority
  assignee: string | null
  reporter: string | null
  comments: number
  createdAt: string
}

/** One page of the bug tracker's list, as its address asks, and how many reports match in all. */
export async function reportList(
  payload: Payload,
  query: ReportQuery,
  viewer: Pick<User, 'id'>,
): Promise<{ rows: ReportRow[]; total: number; pages: number }> {
  const conditions = [sql`TRUE`]
  if (query.status === 'open')
    conditions.push(
      sql`r.status IN (${sql.join(
        OPEN_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    )
  else if (query.status) conditions.push(sql`r.status = ${query.status}`)
  if (query.priority) conditions.push(sql`r.priority = ${query.priority}`)
  if (query.assignee === 'none') conditions.push(sql`r.assignee_id IS NULL`)
  else if (query.assignee === 'me') conditions.push(sql`r.assignee_id = ${Number(viewer.id)}`)
  else if (typeof query.assignee === 'number') conditions.push(sql`r.assignee_id = ${query.assignee}`)
  if (query.words) {
    const like = `%${query.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`(r.description ILIKE ${like} OR r.page ILIKE ${like} OR r.email ILIKE ${like} OR r.id::text = ${query.words.replace(/^#/, '')})`,
    )
  }
  const where = sql.join(conditions, sql` AND `)
  // Each order ends with the id, so a page holds the same rows every time.
  const way = query.direction === 'desc' ? sql`DESC` : sql`ASC`
  const order = {
    sent: sql`r.created_at ${way}, r.id ${way}`,
    priority: sql`CASE r.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END ${way}, r.created_at ASC, r.id ASC`,
    status: sql`CASE r.status WHEN 'new' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'in-progress' THEN 2 WHEN 'fixed' THEN 3 WHEN 'wont-fix' THEN 4 ELSE 5 END ${way}, r.created_at DESC, r.id DESC`,
  }[query.sort]
  const db = database(payload)
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM problem_reports r WHERE ${where}`,
  )
  const total = counted?.total ?? 0
  const rows = await rowsOf<ReportRow>(
    db,
    sql`SELECT r.id, r.description, r.page, r.status, r.priority, r.created_at AS "createdAt",
          coalesce(nullif(a.name, ''), a.email) AS assignee,
          coalesce(nullif(p.name, ''), p.email, r.email) AS reporter,
          (SELECT count(*)::int FROM problem_reports_comments c WHERE c._parent_id = r.id) AS comments
        FROM problem_reports r
        LEFT JOIN users a ON a.id = r.assignee_id
        LEFT JOIN users p ON p.id = r.reporter_id
        WHERE ${where} ORDER BY ${order}
        LIMIT ${REPORTS_PER_PAGE} OFFSET ${(query.page - 1) * REPORTS_PER_PAGE}`,
  )
  return { rows, total, pages: Math.max(1, Math.ceil(total / REPORTS_PER_PAGE)) }
}

/** One report with its people and comments, for staff. */
export function reportById(payload: Payload, id: number): Promise<ProblemReport | null> {
  return payload.findByID({ collection: 'problem-reports', id, depth: 1, overrideAccess: true, disableErrors: true })
}

/** The staff members a report may be given to. */
export async function staffMembers(payload: Payload): Promise<Pick<User, 'id' | 'name' | 'email'>[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['staff', 'admin'] } },
    sort: 'name',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true },
  })
  return docs
}

export type TriageAnswer =
  | { ok: true; message: string }
  | {
      ok: false
      message: string
      fieldErrors?: Partial<Record<'status' | 'priority' | 'duplicateOf' | 'assignee' | 'comment', string>>
    }

const refusedTo = (person: Person | null): TriageAnswer | null =>
  isStaff(person) ? null : { ok: false, message: 'Only staff triage problem reports.' }

/**
 * Staff set a report's status, priority, assignee (a staff member) and, for
 * a duplicate, the report it repeats. When it becomes fixed its reporter is
 * mailed, once per report whatever is saved again later.
 */
export async function triageReport(
  payload: Payload,
  person: Person | null,
  change: { report: number; status: string; priority: string; assignee: string; duplicateOf: string },
  mailer?: Mailer,
): Promise<TriageAnswer> {
  const refusal = refusedTo(person)
  if (refusal || !person) return refusal!
  const fieldErrors: NonNullable<Extract<TriageAnswer, { ok: false }>['fieldErrors']> = triageProblems(
    change.report,
    change,
  )
  let assignee: number | null = null
  if (change.assignee) {
    const id = /^\d{1,10}$/.test(change.assignee) ? Number(change.assignee) : 0
    const found = id
      ? await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    if (!found || !isStaff(found)) fieldErrors.assignee = 'Give it to a staff member, or to nobody.'
    else assignee = found.id
  }
  const duplicateOf = change.status === 'duplicate' ? Number(change.duplicateOf.trim().replace(/^#/, '')) : null
  if (duplicateOf && !fieldErrors.duplicateOf) {
    const original = await payload.findByID({
      collection: 'problem-reports',
      id: duplicateOf,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!original) fieldErrors.duplicateOf = `There is no report #${duplicateOf}.`
  }
  if (Object.keys(fieldErrors).length) return { ok: false, message: 'Some of the triage needs changing.', fieldErrors }
  const status = change.status as ReportStatus
  const priority = change.priority as ReportPriority
  return inTransaction(payload, async (tx) => {
    const [locked] = await rowsOf<{ id: number; status: ReportStatus; fixed_at: string | null }>(
      tx.db,
      sql`SELECT id, status, fixed_at FROM problem_reports WHERE id = ${change.report} FOR UPDATE`,
    )
    if (!locked) return { commit: false, value: { ok: false, message: 'There is no such report.' } as TriageAnswer }
    const report = await payload.update({
      collection: 'problem-reports',
      id: change.report,
      data: {
        status,
        priority,
        assignee,
        duplicateOf,
        fixedAt: status === 'fixed' ? (locked.fixed_at ?? new Date().toISOString()) : locked.fixed_at,
      },
      depth: 1,
      overrideAccess: true,
      req: tx.req,
    })
    await recordAudit(
      payload,
      {
        actor: Number(person.id),
        action: 'problem-report.triage',
        targetCollection: 'problem-reports',
        targetId: report.id,
        target: `#${report.id}`,
        summary: { from: locked.status, status, priority, assignee, duplicateOf },
      },
      tx.req,
    )
    let told = ''
    if (status === 'fixed' && report.email) {
      const sent = await sendFromTemplate(payload, {
        key: PROBLEM_FIXED_TEMPLATE,
        to: report.email,
        context: fixedContext(report),
        idempotencyKey: `${PROBLEM_FIXED_TEMPLATE}:report:${report.id}`,
        tx,
        mailer,
      })
      told = sent === 'sent' ? ` ${report.email} is told it is fixed.` : ` ${report.email} was told before.`
    }
    return {
      commit: true,
      value: {
        ok: true,
        message: `Report #${report.id} is ${STATUS_LABELS[status].toLowerCase()}, ${PRIORITY_LABELS[priority].toLowerCase()} priority.${told}`,
      },
    }
  })
}

/** A staff member's comment on a report, kept with it in order. */
export async function commentOnReport(
  payload: Payload,
  person: Person | null,
  report: number,
  body: string,
): Promise<TriageAnswer> {
  const refusal = refusedTo(person)
  if (refusal || !person) return refusal!
  const words = body.trim()
  if (!words)
    return { ok: false, message: 'Write the comment first.', fieldErrors: { comment: 'Write the comment first.' } }
  if (words.length > COMMENT_MAX) {
    const message = `Keep a comment under ${COMMENT_MAX} characters (it has ${words.length}).`
    return { ok: false, message, fieldErrors: { comment: message } }
  }
  return inTransaction(payload, async (tx) => {
    const [locked] = await rowsOf<{ id: number }>(
      tx.db,
      sql`SELECT id FROM problem_reports WHERE id = ${report} FOR UPDATE`,
    )
    if (!locked) return { commit: false, value: { ok: false, message: 'There is no such report.' } as TriageAnswer }
    const current = await payload.findByID({
      collection: 'problem-reports',
      id: report,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    await payload.update({
      collection: 'problem-reports',
      id: report,
      data: {
        comments: [
          ...(current.comments ?? []).map((c) => ({
            ...c,
            author: typeof c.author === 'object' ? c.author.id : c.author,
          })),
          { author: Number(person.id), body: words, at: new Date().toISOString() },
        ],
      },
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    await recordAudit(
      payload,
      {
        actor: Number(person.id),
        action: 'problem-report.comment',
        targetCollection: 'problem-reports',
        targetId: report,
        target: `#${report}`,
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, message: `Your comment is added to report #${report}.` } }
  })
}

const FIELDS: Record<string, MergeField> = {
  'reporter.name': { description: 'The reporter’s name (or “there” when they gave none)', example: 'Ada' },
  'report.number': { description: 'The report’s number', example: '42' },
  'report.summary': { description: 'The start of what they wrote', example: 'The map does not load on my phone…' },
  'report.page': { description: 'The page it was seen on', example: '/openstudios' },
  'report.sent': { description: 'When they sent it', example: 'Nov 3, 2026, 4:05 PM' },
}

function fixedContext(report: ProblemReport): TemplateContext {
  const reporter = typeof report.reporter === 'object' && report.reporter ? report.reporter : null
  const summary =
    report.description.length > 160 ? `${report.description.slice(0, 157).trimEnd()}…` : report.description
  return {
    reporter: { name: reporter?.name?.trim() || 'there' },
    report: {
      number: String(report.id),
      summary,
      page: report.page ?? '',
      sent: formatDateTime(report.createdAt, config().TIMEZONE, 'medium'),
    },
  }
}

/** The mail to the reporter when their report is fixed, as a comms template definition for the Payload config. */
export function problemFixedTemplate(): TemplateDefinition {
  return {
    key: PROBLEM_FIXED_TEMPLATE,
    label: 'Problem fixed',
    description:
      'Sent once to whoever reported a problem (signed in, or who gave an email) when staff mark it fixed in the bug tracker.',
    fields: FIELDS,
    defaults: {
      subject: 'The problem you reported is fixed',
      html:
        '<p>Hello {{reporter.name}},</p>\n' +
        '<p>On {{report.sent}} you told us about a problem{{#report.page}} on {{report.page}}{{/report.page}}:</p>\n' +
        '<blockquote>{{report.summary}}</blockquote>\n' +
        '<p>It is fixed now. Thank you for telling us: report {{report.number}} helped make the site better.</p>\n' +
        '<p>Everyone at Vernissage</p>',
      text:
        'Hello {{reporter.name}},\n\n' +
        'On {{report.sent}} you told us about a problem{{#report.page}} on {{report.page}}{{/report.page}}:\n\n{{report.summary}}\n\n' +
        'It is fixed now. Thank you for telling us: report {{report.number}} helped make the site better.\n\n' +
        'Everyone at Vernissage',
    },
    async previewContext(payload, search) {
      const words = search?.trim()
      const { docs } = await payload.find({
        collection: 'problem-reports',
        where: {
          and: [
            { email: { exists: true } },
            ...(words ? [{ or: [{ email: { like: words } }, { description: { like: words } }] }] : []),
          ],
        },
        sort: '-createdAt',
        limit: 1,
        depth: 1,
        overrideAccess: true,
      })
      const report = docs[0]
      if (!report) return null
      return { context: fixedContext(report), record: `report #${report.id} from ${report.email}` }
    },
  }
}
