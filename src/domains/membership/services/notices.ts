import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'
import { formatCalendarDate } from '@/platform/calendar'

import { planPagePath } from './addresses'
import type { MembershipEventKind } from './vocabulary'

/**
 * The mails of a membership's life (decision 047), from templates staff edit
 * (comms, decision 046): the welcome when a term starts, the reminders
 * before it ends, the notice when it has expired. Each is sent for one
 * membership event, once: the event's id is the mail's idempotency key.
 */

export const WELCOME_TEMPLATE = 'membership-welcome'
export const REMINDER_TEMPLATE = 'membership-reminder'
export const EXPIRED_TEMPLATE = 'membership-expired'

/** Which mail an event sends, if any. */
export const NOTICE_OF: Partial<Record<MembershipEventKind, string>> = {
  joined: WELCOME_TEMPLATE,
  renewed: WELCOME_TEMPLATE,
  'free-term': WELCOME_TEMPLATE,
  'reminder-due': REMINDER_TEMPLATE,
  expired: EXPIRED_TEMPLATE,
}

const PERSON_FIELDS: Record<string, MergeField> = {
  'person.firstName': {
    description: 'The member’s first name (or their email when they gave no name)',
    example: 'Ada',
  },
  'person.name': { description: 'The member’s full name', example: 'Ada Lovelace' },
  'plan.name': { description: 'The membership plan', example: 'Art lover' },
  'term.startDate': { description: 'The first day of the term', example: 'March 1, 2026' },
  'term.endDate': { description: 'The last day of the term', example: 'February 28, 2027' },
  'links.renew': { description: 'The plan’s page, to renew', example: 'https://example.org/artlovermembership' },
  'links.dashboard': { description: 'The member’s dashboard', example: 'https://example.org/dashboard' },
}

const REMINDER_FIELDS: Record<string, MergeField> = {
  ...PERSON_FIELDS,
  'reminder.daysLeft': { description: 'Days left before the term ends', example: '30' },
}

/** The facts a membership mail names, as the database has them. */
type NoticeFacts = {
  event: number
  kind: MembershipEventKind
  detail: string | null
  name: string | null
  email: string
  plan: string
  slug: string
  startsOn: string
  endsOn: string
  /** The term is still the membership's last and the membership is not cancelled: a reminder still applies. */
  stillDue: boolean
}

const dateOf = (calendarDate: string) => formatCalendarDate(calendarDate)

/** The membership events `where` picks, with what their mails name, newest first. */
async function noticeFacts(db: SqlExecutor, where: SQL, limit = 1): Promise<NoticeFacts[]> {
  return rowsOf<NoticeFacts>(
    db,
    sql`SELECT e.id AS event, e.kind, e.detail, u.name, u.email, p.name AS plan, p.slug,
               t.starts_on::text AS "startsOn", t.ends_on::text AS "endsOn",
               (m.cancelled_at IS NULL AND m.ends_on = t.ends_on) AS "stillDue"
        FROM membership_events e
        JOIN memberships m ON m.id = e.membership_id
        JOIN users u ON u.id = e.person_id
        JOIN membership_terms t ON t.id = e.term_id
        JOIN membership_plans p ON p.id = t.plan_id
        WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`,
  )
}

/** Days before the end that a reminder was recorded for: its detail says "30 days before …". */
function daysLeft(facts: NoticeFacts): string {
  return /^(\d+) days? before/.exec(facts.detail ?? '')?.[1] ?? '0'
}

/** The context every membership mail is filled from. */
export function noticeContext(facts: NoticeFacts, publicUrl: string): TemplateContext {
  const base = publicUrl.replace(/\/+$/, '')
  const name = facts.name?.trim() ?? ''
  return {
    person: { firstName: name.split(/\s+/)[0] || facts.email, name: name || facts.email },
    plan: { name: facts.plan },
    term: { startDate: dateOf(facts.startsOn), endDate: dateOf(facts.endsOn) },
    links: { renew: `${base}${planPagePath(facts.slug)}`, dashboard: `${base}/dashboard` },
    reminder: { daysLeft: daysLeft(facts) },
  }
}

function definition(
  key: string,
  label: string,
  description: string,
  fields: Record<string, MergeField>,
  kinds: readonly MembershipEventKind[],
  defaults: TemplateDefinition['defaults'],
): TemplateDefinition {
  return {
    key,
    label,
    description,
    fields,
    defaults,
    async previewContext(payload, search) {
      const words = search?.trim()
      const like = `%${words?.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
      const ofKind = sql`e.kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
      const where = words ? sql`${ofKind} AND (u.name ILIKE ${like} OR u.email ILIKE ${like})` : ofKind
      const [facts] = await noticeFacts(database(payload), where)
      if (!facts) return null
      return {
        context: noticeContext(facts, config().PUBLIC_URL),
        record: `${facts.name?.trim() || facts.email}’s ${facts.plan} term to ${dateOf(facts.endsOn)}`,
      }
    },
  }
}

/** The three membership mails as comms template definitions, for the Payload config. */
export function membershipTemplates(): TemplateDefinition[] {
  return [
    definition(
      WELCOME_TEMPLATE,
      'Membership welcome',
      'Sent to the member when a term starts: on joining, on renewing, and when staff give a free term.',
      PERSON_FIELDS,
      ['joined', 'renewed', 'free-term'],
      {
        subject: 'Welcome to your {{plan.name}} membership',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Thank you for joining us. Your <strong>{{plan.name}}</strong> membership runs from ' +
          '{{term.startDate}} to {{term.endDate}}.</p>\n' +
          '<p>Your dashboard shows your membership and its benefits: <a href="{{links.dashboard}}">{{links.dashboard}}</a></p>\n' +
          '<p>With warm wishes,<br>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Thank you for joining us. Your {{plan.name}} membership runs from {{term.startDate}} to {{term.endDate}}.\n\n' +
          'Your dashboard shows your membership and its benefits: {{links.dashboard}}\n\n' +
          'With warm wishes,\nEveryone at Vernissage',
      },
    ),
    definition(
      REMINDER_TEMPLATE,
      'Membership renewal reminder',
      'Sent before a term ends, on each of the days chosen below, once per term, unless the member has renewed or cancelled.',
      REMINDER_FIELDS,
      ['reminder-due'],
      {
        subject: 'Your {{plan.name}} membership ends on {{term.endDate}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Your <strong>{{plan.name}}</strong> membership ends in {{reminder.daysLeft}} days, on {{term.endDate}}.</p>\n' +
          '<p>Renew now to keep your benefits: <a href="{{links.renew}}">{{links.renew}}</a></p>\n' +
          '<p>Thank you for being a member,<br>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Your {{plan.name}} membership ends in {{reminder.daysLeft}} days, on {{term.endDate}}.\n\n' +
          'Renew now to keep your benefits: {{links.renew}}\n\n' +
          'Thank you for being a member,\nEveryone at Vernissage',
      },
    ),
    definition(
      EXPIRED_TEMPLATE,
      'Membership expired',
      'Sent once when a membership has expired (after its grace period, if the plan has one).',
      PERSON_FIELDS,
      ['expired'],
      {
        subject: 'Your {{plan.name}} membership has ended',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Your <strong>{{plan.name}}</strong> membership ended on {{term.endDate}}. We would love to have you back.</p>\n' +
          '<p>Join again here: <a href="{{links.renew}}">{{links.renew}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Your {{plan.name}} membership ended on {{term.endDate}}. We would love to have you back.\n\n' +
          'Join again here: {{links.renew}}\n\n' +
          'Everyone at Vernissage',
      },
    ),
  ]
}

/** The jobs queue's task that mails one membership event. */
export const NOTICE_TASK = 'mailMembershipNotice'

/** Queues the mail of an event just recorded, in its transaction: none if the event is rolled back. */
export async function queueNotice(tx: Transaction, event: number, kind: MembershipEventKind): Promise<void> {
  if (!NOTICE_OF[kind]) return
  await tx.req.payload.jobs.queue({ task: NOTICE_TASK, input: { event }, req: tx.req })
}

export type NoticeSending = 'sent' | 'already-sent' | 'no-mail' | 'gone'

/**
 * Mails one membership event from its template, once: the event's id is the
 * sending's key, so a job run twice (a retry, two processes) mails once, and
 * `noticedAt` records it. A reminder for a term renewed or cancelled since it
 * fell due is not sent: the member has answered it.
 */
export async function mailNotice(payload: Payload, eventId: number): Promise<NoticeSending> {
  const [facts] = await noticeFacts(database(payload), sql`e.id = ${eventId}`)
  if (!facts) return 'gone'
  const key = NOTICE_OF[facts.kind]
  if (!key) return 'no-mail'
  if (facts.kind === 'reminder-due' && !facts.stillDue) return 'no-mail'
  const sent = await sendFromTemplate(payload, {
    key,
    to: facts.email,
    context: noticeContext(facts, config().PUBLIC_URL),
    idempotencyKey: `membership-event:${eventId}`,
  })
  await database(payload).execute(
    sql`UPDATE membership_events SET noticed_at = coalesce(noticed_at, now()) WHERE id = ${eventId}`,
  )
  return sent
}
