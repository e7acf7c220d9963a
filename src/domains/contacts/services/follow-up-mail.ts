import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { formatCalendarDate, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

export const FOLLOW_UP_DUE_TEMPLATE = 'contact-follow-up-due'

type DueRow = {
  id: number
  due: string
  note: string | null
  contactId: number
  contact: string
  ownerEmail: string
  ownerName: string | null
}

function dueContext(row: DueRow): TemplateContext {
  return {
    owner: { name: row.ownerName?.trim() || 'there' },
    contact: { name: row.contact },
    followUp: {
      due: formatCalendarDate(row.due, 'long'),
      note: row.note ?? '',
      link: `${config().PUBLIC_URL}/cpanel/contactracker?contact=${row.contactId}`,
    },
  }
}

const DUE_ROWS = sql`SELECT f.id, f.due, f.note, c.id AS "contactId", c.name AS contact, u.email AS "ownerEmail", u.name AS "ownerName"
  FROM contact_follow_ups f JOIN contacts c ON c.id = f.contact_id JOIN users u ON u.id = f.owner_id`

/**
 * Each open follow-up due today or before mailed to its owner once (decision
 * 093): the idempotency key names the follow-up and its day, so a run cut off
 * and run again, or a second process, sends nothing twice; a follow-up moved
 * to another day is mailed again on that day. Returns how many were sent now.
 */
export async function mailDueFollowUps(payload: Payload, now = new Date(), mailer?: Mailer): Promise<number> {
  const today = organisationDate(now, config().TIMEZONE)
  const rows = await rowsOf<DueRow>(
    database(payload),
    sql`${DUE_ROWS} WHERE f.done_at IS NULL AND f.due <= ${today} ORDER BY f.due, f.id`,
  )
  let sent = 0
  for (const row of rows) {
    const answer = await sendFromTemplate(payload, {
      key: FOLLOW_UP_DUE_TEMPLATE,
      to: row.ownerEmail,
      context: dueContext(row),
      idempotencyKey: `${FOLLOW_UP_DUE_TEMPLATE}:${row.id}:${row.due}`,
      mailer,
    })
    if (answer === 'sent') sent += 1
  }
  return sent
}

const FIELDS: Record<string, MergeField> = {
  'owner.name': { description: 'The staff member who follows it up', example: 'Stella' },
  'contact.name': { description: 'The contact’s name', example: 'Bay Arts Foundation' },
  'followUp.due': { description: 'The day it is due', example: 'December 8, 2026' },
  'followUp.note': { description: 'What to do, as written with it', example: 'Ask about the spring grant round' },
  'followUp.link': {
    description: 'The contact’s page in the contact tracker',
    example: 'https://vernissage.example/cpanel/contactracker?contact=12',
  },
}

/** The mail to a follow-up's owner on its day, as a comms template definition for the Payload config. */
export function followUpDueTemplate(): TemplateDefinition {
  return {
    key: FOLLOW_UP_DUE_TEMPLATE,
    label: 'Contact follow-up due',
    description: 'Sent once to the staff member who owns a contact’s follow-up, on the day it is due.',
    fields: FIELDS,
    defaults: {
      subject: 'Follow up with {{contact.name}} today',
      html:
        '<p>Hello {{owner.name}},</p>\n' +
        '<p>Your follow-up with {{contact.name}} is due on {{followUp.due}}.</p>\n' +
        '{{#followUp.note}}<blockquote>{{followUp.note}}</blockquote>\n{{/followUp.note}}' +
        '<p><a href="{{followUp.link}}">Open {{contact.name}} in the contact tracker</a>, and mark it done there.</p>',
      text:
        'Hello {{owner.name}},\n\n' +
        'Your follow-up with {{contact.name}} is due on {{followUp.due}}.\n\n' +
        '{{#followUp.note}}{{followUp.note}}\n\n{{/followUp.note}}' +
        'Open {{contact.name}} in the contact tracker, and mark it done there: {{followUp.link}}',
    },
    async previewContext(payload, search) {
      const words = search?.trim()
      const like = `%${(words ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const [row] = await rowsOf<DueRow>(
        database(payload),
        sql`${DUE_ROWS} WHERE ${words ? sql`c.name ILIKE ${like}` : sql`TRUE`} ORDER BY f.id DESC LIMIT 1`,
      )
      return row ? { context: dueContext(row), record: `the follow-up with ${row.contact} on ${row.due}` } : null
    },
  }
}
