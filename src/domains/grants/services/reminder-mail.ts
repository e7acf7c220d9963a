import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { formatCalendarDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

import { reminderWindow } from './grants'
import { DEADLINE_REMINDER_TEMPLATE, reminderKey, withinReminder } from './reminders'
import { DEADLINE_LABELS, type DeadlineKind } from './vocabulary'

type ReminderRow = {
  id: number
  kind: DeadlineKind
  due: string
  note: string | null
  grantId: number
  program: string
  funder: string
  ownerEmail: string
  ownerName: string | null
}

function reminderContext(row: ReminderRow): TemplateContext {
  return {
    owner: { name: row.ownerName?.trim() || 'there' },
    grant: {
      program: row.program,
      funder: row.funder,
      link: `${config().PUBLIC_URL}/cpanel/granttracker?grant=${row.grantId}`,
    },
    deadline: { what: DEADLINE_LABELS[row.kind], due: formatCalendarDate(row.due, 'long'), note: row.note ?? '' },
  }
}

const ROWS = sql`SELECT d.id, d.kind, d.due, d.note, g.id AS "grantId", g.program, f.name AS funder,
    u.email AS "ownerEmail", u.name AS "ownerName"
  FROM grant_deadlines d JOIN grants g ON g.id = d.grant_id JOIN contacts f ON f.id = g.funder_id JOIN users u ON u.id = g.owner_id`

/**
 * Each date of an open grant (neither declined nor closed) falling within
 * the reminder's days mailed to the grant's owner once: the idempotency key
 * names the date and its day, so a run cut off and run again, or a second
 * process, sends nothing twice. Returns how many were sent now.
 */
export async function mailGrantReminders(payload: Payload, now = new Date(), mailer?: Mailer): Promise<number> {
  const { from, to } = reminderWindow(now)
  const rows = await rowsOf<ReminderRow>(
    database(payload),
    sql`${ROWS} WHERE g.stage NOT IN ('declined', 'closed') AND d.due BETWEEN ${from} AND ${to} ORDER BY d.due, d.id`,
  )
  let sent = 0
  for (const row of withinReminder(rows, from, config().GRANT_REMINDER_DAYS)) {
    const answer = await sendFromTemplate(payload, {
      key: DEADLINE_REMINDER_TEMPLATE,
      to: row.ownerEmail,
      context: reminderContext(row),
      idempotencyKey: reminderKey(row),
      mailer,
    })
    if (answer === 'sent') sent += 1
  }
  return sent
}

const FIELDS: Record<string, MergeField> = {
  'owner.name': { description: 'The staff member who looks after the grant', example: 'Stella' },
  'grant.program': { description: 'The funder’s program', example: 'Spring arts round' },
  'grant.funder': { description: 'The funder’s name', example: 'Bay Arts Foundation' },
  'grant.link': {
    description: 'The grant’s page in the grant tracker',
    example: 'https://vernissage.example/cpanel/granttracker?grant=4',
  },
  'deadline.what': { description: 'What is due', example: 'Report due' },
  'deadline.due': { description: 'The day it is due', example: 'December 12, 2026' },
  'deadline.note': { description: 'The note written with the date', example: 'Send the budget too' },
}

/** The reminder of a grant's date to its owner, as a comms template definition for the Payload config. */
export function deadlineReminderTemplate(): TemplateDefinition {
  return {
    key: DEADLINE_REMINDER_TEMPLATE,
    label: 'Grant deadline reminder',
    description:
      'Sent once to the staff member who owns a grant when one of its deadlines or report dates comes within the reminder’s days.',
    fields: FIELDS,
    defaults: {
      subject: '{{deadline.what}} on {{deadline.due}}: {{grant.program}}, {{grant.funder}}',
      html:
        '<p>Hello {{owner.name}},</p>\n' +
        '<p>{{deadline.what}} on {{deadline.due}} for {{grant.program}} ({{grant.funder}}).</p>\n' +
        '{{#deadline.note}}<blockquote>{{deadline.note}}</blockquote>\n{{/deadline.note}}' +
        '<p><a href="{{grant.link}}">Open the grant in the grant tracker</a>.</p>',
      text:
        'Hello {{owner.name}},\n\n' +
        '{{deadline.what}} on {{deadline.due}} for {{grant.program}} ({{grant.funder}}).\n\n' +
        '{{#deadline.note}}{{deadline.note}}\n\n{{/deadline.note}}' +
        'Open the grant in the grant tracker: {{grant.link}}',
    },
    async previewContext(payload, search) {
      const words = search?.trim()
      const like = `%${(words ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const [row] = await rowsOf<ReminderRow>(
        database(payload),
        sql`${ROWS} WHERE ${words ? sql`(g.program ILIKE ${like} OR f.name ILIKE ${like})` : sql`TRUE`} ORDER BY d.id DESC LIMIT 1`,
      )
      return row ? { context: reminderContext(row), record: `${row.program}’s date of ${row.due}` } : null
    },
  }
}
