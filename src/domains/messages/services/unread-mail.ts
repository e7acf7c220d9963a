import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

/**
 * Mail when a message waits (decision 099): staff's message unread by the person for ten minutes sends one
 * mail with a link, per burst — the staff messages since the person's read mark. The burst is named by
 * the conversation and that read mark, which only moves when the person reads: the idempotency key, so a
 * second run, a second process or a restart sends nothing twice, and a read ends the burst.
 */

export const UNREAD_MAIL_TEMPLATE = 'messages-unread'
export const UNREAD_WAIT_MINUTES = 10

export type WaitingBurst = {
  conversation: string
  owner: number
  subject: string
  /** The person's read mark the burst follows ('' when they never read it). */
  readMark: string
  firstUnreadAt: Date
}

/** Staff messages the person has not read, one row per conversation (announcements are not mailed). */
const WAITING = sql`SELECT c.path, (c.fields->'owner'->>'integerValue')::integer AS owner,
    coalesce(c.fields->'subject'->>'stringValue', '') AS subject,
    coalesce(c.fields->'personReadAt'->>'timestampValue', '') AS "readMark",
    (SELECT min((m.fields->'sentAt'->>'timestampValue')::timestamptz) FROM documents m
      WHERE m.parent = c.path || '/messages' AND m.fields @> '{"side":{"stringValue":"staff"}}'::jsonb
        AND (c.fields->'personReadAt' IS NULL
          OR (m.fields->'sentAt'->>'timestampValue')::timestamptz > (c.fields->'personReadAt'->>'timestampValue')::timestamptz)
    ) AS "firstUnreadAt"
  FROM documents c
  WHERE c.parent = 'conversations' AND c.fields @> '{"lastSide":{"stringValue":"staff"}}'::jsonb
    AND NOT c.fields @> '{"topic":{"stringValue":"announcement"}}'::jsonb
    AND (c.fields->'personReadAt' IS NULL
      OR (c.fields->'personReadAt'->>'timestampValue')::timestamptz < (c.fields->'lastMessageAt'->>'timestampValue')::timestamptz)`

type Row = { path: string; owner: number; subject: string; readMark: string; firstUnreadAt: Date | string | null }

const burstOf = (row: Row): WaitingBurst[] =>
  row.firstUnreadAt === null
    ? []
    : [
        {
          conversation: row.path.split('/')[1],
          owner: row.owner,
          subject: row.subject,
          readMark: row.readMark,
          firstUnreadAt: new Date(row.firstUnreadAt),
        },
      ]

/** Every conversation whose person has staff's messages unread now. */
export async function waitingBursts(payload: Payload): Promise<WaitingBurst[]> {
  return (await rowsOf<Row>(database(payload), WAITING)).flatMap(burstOf)
}

/** One conversation's burst, if its person still has not read it since `readMark`. */
export async function stillWaiting(
  payload: Payload,
  conversation: string,
  readMark: string,
): Promise<WaitingBurst | null> {
  const rows = await rowsOf<Row>(
    database(payload),
    sql`SELECT * FROM (${WAITING}) AS waiting WHERE path = ${`conversations/${conversation}`}`,
  )
  const burst = rows.flatMap(burstOf)[0]
  return burst && burst.readMark === readMark ? burst : null
}

/** The mail's key: one per conversation and read mark, so one mail per burst. */
export const burstKey = (burst: Pick<WaitingBurst, 'conversation' | 'readMark'>) =>
  `${UNREAD_MAIL_TEMPLATE}:${burst.conversation}:${burst.readMark || 'never'}`

/** When a burst's mail is due: ten minutes after its first unread message. */
export const mailDueAt = (burst: Pick<WaitingBurst, 'firstUnreadAt'>) =>
  new Date(burst.firstUnreadAt.getTime() + UNREAD_WAIT_MINUTES * 60_000)

function unreadContext(burst: Pick<WaitingBurst, 'conversation' | 'subject'>, name: string): TemplateContext {
  return {
    person: { name: name.trim() || 'there' },
    conversation: { subject: burst.subject, link: `${config().PUBLIC_URL}/messagecenter/${burst.conversation}` },
  }
}

/**
 * The burst's mail, when its person has still not read it (its job waits until ten minutes after the
 * first message): 'sent', or why not. Sent under the burst's key, so at most once however often this runs.
 */
export async function mailUnreadBurst(
  payload: Payload,
  conversation: string,
  readMark: string,
  mailer?: Mailer,
): Promise<string> {
  const burst = await stillWaiting(payload, conversation, readMark)
  if (!burst) return 'read'
  const [person] = await rowsOf<{ email: string; name: string | null }>(
    database(payload),
    sql`SELECT email, name FROM users WHERE id = ${burst.owner}`,
  )
  if (!person) return 'no person'
  const answer = await sendFromTemplate(payload, {
    key: UNREAD_MAIL_TEMPLATE,
    to: person.email,
    context: unreadContext(burst, person.name ?? ''),
    idempotencyKey: burstKey(burst),
    mailer,
  })
  return String(answer)
}

const FIELDS: Record<string, MergeField> = {
  'person.name': { description: 'The person the message is for', example: 'Ann' },
  'conversation.subject': { description: 'The conversation’s subject', example: 'My studio’s listing' },
  'conversation.link': {
    description: 'The conversation in the person’s message centre',
    example: 'https://vernissage.example/messagecenter/4f1c',
  },
}

/** The mail of a message waiting unread, as a comms template definition for the Payload config. */
export function unreadMessagesTemplate(): TemplateDefinition {
  return {
    key: UNREAD_MAIL_TEMPLATE,
    label: 'A message waiting in the message centre',
    description: `Sent once per burst of replies when a person has not read our reply in their message centre for ${UNREAD_WAIT_MINUTES} minutes.`,
    fields: FIELDS,
    defaults: {
      subject: 'A reply is waiting for you: {{conversation.subject}}',
      html:
        '<p>Hello {{person.name}},</p>\n' +
        '<p>We replied to your conversation “{{conversation.subject}}”.</p>\n' +
        '<p><a href="{{conversation.link}}">Read it in your message centre</a>.</p>',
      text:
        'Hello {{person.name}},\n\n' +
        'We replied to your conversation “{{conversation.subject}}”.\n\n' +
        'Read it in your message centre: {{conversation.link}}',
    },
    async previewContext(payload) {
      const [burst] = await waitingBursts(payload)
      return burst ? { context: unreadContext(burst, ''), record: `the conversation “${burst.subject}”` } : null
    },
  }
}
