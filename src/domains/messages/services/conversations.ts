import { randomUUID } from 'node:crypto'

import type { SqlExecutor } from '@/platform/database/transaction'
import {
  commitWrites,
  DocumentError,
  readDocument,
  runStructuredQuery,
  type DocumentService,
  type Fields,
  type Reader,
  type StoredDocument,
  type Value,
  type Write,
} from '@/platform/documents'

import { MAX_SUBJECT, MAX_TEXT, PERSON_TOPICS, TOPIC_LABELS, type Topic } from './vocabulary'

/**
 * A person's side of the message centre (issue 40 §2, decision 099), read and written through the document
 * service with the acting person's reader, so the collections' rules apply to the pages as to the API.
 */

/** The document service and the database it reads, as the application composes them. */
export type Documents = { service: DocumentService; db: SqlExecutor }

export type Side = 'person' | 'staff'
export type Attachment = { file: string; name: string; contentType: string; size: number }
export type About = { kind: string; id: string; label: string }

export type Conversation = {
  id: string
  owner: number
  topic: Topic
  subject: string
  about: About | null
  status: 'open' | 'closed'
  lastMessageAt: string | null
  lastSide: Side | null
  personReadAt: string | null
  staffReadAt: string | null
  createdAt: string | null
}

export type Message = {
  id: string
  author: number
  side: Side
  text: string
  sentAt: string
  attachments: Attachment[]
}

export { TOPIC_LABELS }

// Firestore's typed values, as both sides write them (issue 40's contract).
export const int = (n: number): Value => ({ integerValue: String(n) })
export const str = (s: string): Value => ({ stringValue: s })
export const time = (at: Date): Value => ({ timestampValue: at.toISOString() })

const textOf = (value: Value | undefined) => (value && 'stringValue' in value ? value.stringValue : null)
const timeOf = (value: Value | undefined) => (value && 'timestampValue' in value ? value.timestampValue : null)
const numberOf = (value: Value | undefined) => (value && 'integerValue' in value ? Number(value.integerValue) : 0)
const mapOf = (value: Value | undefined) => (value && 'mapValue' in value ? (value.mapValue.fields ?? {}) : null)

export const conversationPath = (id: string) => `conversations/${id}`
export const messagesQuery = { from: [{ collectionId: 'messages' }], orderBy: [{ field: { fieldPath: 'sentAt' } }] }

export function conversationOf(doc: StoredDocument): Conversation {
  const f = doc.fields
  const about = mapOf(f.about)
  return {
    id: doc.path.split('/')[1],
    owner: numberOf(f.owner),
    topic: (textOf(f.topic) ?? 'general') as Topic,
    subject: textOf(f.subject) ?? '',
    about: about
      ? { kind: textOf(about.kind) ?? '', id: textOf(about.id) ?? '', label: textOf(about.label) ?? '' }
      : null,
    status: textOf(f.status) === 'closed' ? 'closed' : 'open',
    lastMessageAt: timeOf(f.lastMessageAt),
    lastSide: (textOf(f.lastSide) as Side | null) ?? null,
    personReadAt: timeOf(f.personReadAt),
    staffReadAt: timeOf(f.staffReadAt),
    createdAt: timeOf(f.createdAt),
  }
}

export function messageOf(doc: StoredDocument): Message {
  const f = doc.fields
  const list = f.attachments && 'arrayValue' in f.attachments ? (f.attachments.arrayValue.values ?? []) : []
  return {
    id: doc.path.split('/').at(-1)!,
    author: numberOf(f.author),
    side: textOf(f.side) === 'staff' ? 'staff' : 'person',
    text: textOf(f.text) ?? '',
    sentAt: timeOf(f.sentAt) ?? doc.createTime,
    attachments: list.flatMap((item) => {
      const a = mapOf(item)
      return a
        ? [
            {
              file: textOf(a.file) ?? '',
              name: textOf(a.name) ?? '',
              contentType: textOf(a.contentType) ?? '',
              size: numberOf(a.size),
            },
          ]
        : []
    }),
  }
}

/** Whether a side has messages of the other side it has not read (its read mark before the last of them). */
export function isUnread(conversation: Conversation, side: Side): boolean {
  if (!conversation.lastMessageAt || !conversation.lastSide || conversation.lastSide === side) return false
  const mark = side === 'person' ? conversation.personReadAt : conversation.staffReadAt
  return mark === null || Date.parse(mark) < Date.parse(conversation.lastMessageAt)
}

/**
 * What a person's message moves on their conversation: the last message and side, waiting on us, the
 * oldest unanswered kept (or this one when staff wrote last), open again, and read by them up to it.
 */
export function afterPersonMessage(before: Fields, sentAt: Date): Fields {
  const oldest = before.oldestUnansweredAt
  return {
    lastMessageAt: time(sentAt),
    lastSide: str('person'),
    waitingOn: str('us'),
    oldestUnansweredAt: oldest && 'timestampValue' in oldest ? oldest : time(sentAt),
    status: str('open'),
    personReadAt: time(sentAt),
  }
}

/** A message's words checked: the refusal in words, or the text to keep. */
export function checkedText(raw: string, required: boolean): { text: string } | { problem: string } {
  const text = raw.replace(/\r\n/g, '\n').trim()
  if (required && !text) return { problem: 'Write your message first.' }
  if (text.length > MAX_TEXT) return { problem: 'A message is at most 10,000 characters.' }
  return { text }
}

function messageFields(
  owner: number,
  author: number,
  side: Side,
  text: string,
  sentAt: Date,
  attachments: Attachment[],
): Fields {
  return {
    owner: int(owner),
    author: int(author),
    side: str(side),
    text: str(text),
    sentAt: time(sentAt),
    ...(attachments.length
      ? {
          attachments: {
            arrayValue: {
              values: attachments.map((a) => ({
                mapValue: {
                  fields: { file: str(a.file), name: str(a.name), contentType: str(a.contentType), size: int(a.size) },
                },
              })),
            },
          },
        }
      : {}),
  }
}

const asPath = (name: unknown) => String(name)

/** A signed-in person's conversations, the latest first. */
export async function conversationsOf(docs: Documents, reader: Reader): Promise<Conversation[]> {
  if (reader.userId === null) return []
  const found = await runStructuredQuery(
    docs.db,
    docs.service,
    '',
    {
      from: [{ collectionId: 'conversations' }],
      where: { fieldFilter: { field: { fieldPath: 'owner' }, op: 'EQUAL', value: int(reader.userId) } },
    },
    reader,
  )
  const at = (c: Conversation) => Date.parse(c.lastMessageAt ?? c.createdAt ?? '') || 0
  return found.map(conversationOf).sort((a, b) => at(b) - at(a))
}

/** How many of a person's conversations have messages from staff they have not read (the header's badge). */
export async function unreadCount(docs: Documents, reader: Reader): Promise<number> {
  return (await conversationsOf(docs, reader)).filter((c) => isUnread(c, 'person')).length
}

const ID = /^[A-Za-z0-9_-]{1,100}$/

/** A conversation the reader may read, or null — absent and another's are told apart by nobody. */
export async function conversationAt(docs: Documents, reader: Reader, id: string): Promise<Conversation | null> {
  if (!ID.test(id)) return null
  try {
    const doc = await readDocument(docs.db, docs.service, conversationPath(id), reader)
    return doc ? conversationOf(doc) : null
  } catch (error) {
    if (error instanceof DocumentError && error.code === 'permission-denied') return null
    throw error
  }
}

/** One conversation and its messages, or null when the reader has no such conversation. */
export async function openConversation(
  docs: Documents,
  reader: Reader,
  id: string,
): Promise<{ conversation: Conversation; messages: Message[] } | null> {
  const conversation = await conversationAt(docs, reader, id)
  if (!conversation) return null
  const messages = await runStructuredQuery(docs.db, docs.service, conversationPath(id), messagesQuery, reader)
  return { conversation, messages: messages.map(messageOf) }
}

export type NewConversation = {
  topic: string
  subject: string
  text: string
  about: About | null
  attachments: Attachment[]
}
export type Answer = { ok: true; id: string } | { ok: false; message: string }

/** A conversation a person starts, with its first message, in one commit. */
export async function startConversation(
  docs: Documents,
  reader: Reader,
  input: NewConversation,
  now = new Date(),
  id: string = randomUUID(),
): Promise<Answer> {
  if (reader.userId === null) return { ok: false, message: 'Sign in to write to us.' }
  if (!(PERSON_TOPICS as readonly string[]).includes(input.topic))
    return { ok: false, message: 'Choose what it is about.' }
  const subject = input.subject.trim()
  if (!subject) return { ok: false, message: 'Give your conversation a subject.' }
  if (subject.length > MAX_SUBJECT) return { ok: false, message: `A subject is at most ${MAX_SUBJECT} characters.` }
  const words = checkedText(input.text, input.attachments.length === 0)
  if ('problem' in words) return { ok: false, message: words.problem }
  const path = conversationPath(id)
  const conversation: Fields = {
    owner: int(reader.userId),
    topic: str(input.topic),
    subject: str(subject),
    ...(input.about
      ? {
          about: {
            mapValue: {
              fields: { kind: str(input.about.kind), id: str(input.about.id), label: str(input.about.label) },
            },
          },
        }
      : {}),
    createdAt: time(now),
    ...afterPersonMessage({}, now),
  }
  const writes: Write[] = [
    { update: { name: path, fields: conversation }, currentDocument: { exists: false } },
    {
      update: {
        name: `${path}/messages/${randomUUID()}`,
        fields: messageFields(reader.userId, reader.userId, 'person', words.text, now, input.attachments),
      },
      currentDocument: { exists: false },
    },
  ]
  await commitWrites(docs.service, writes, reader, asPath)
  return { ok: true, id }
}

/** A person's message in their conversation, and what it moves on the conversation, in one commit. */
export async function sendPersonMessage(
  docs: Documents,
  reader: Reader,
  id: string,
  input: { text: string; attachments: Attachment[] },
  now = new Date(),
): Promise<Answer> {
  if (reader.userId === null) return { ok: false, message: 'Sign in to write to us.' }
  const words = checkedText(input.text, input.attachments.length === 0)
  if ('problem' in words) return { ok: false, message: words.problem }
  const path = conversationPath(id)
  // The conversation's fields are computed from what was read: a staff reply in between makes the
  // precondition fail, and the message is written again on what is there now.
  for (let attempt = 0; ; attempt += 1) {
    const before = await readDocument(docs.db, docs.service, path, reader)
    if (!before) return { ok: false, message: 'There is no such conversation.' }
    if (textOf(before.fields.topic) === 'announcement')
      return { ok: false, message: 'An announcement is not answered here.' }
    const moved = afterPersonMessage(before.fields, now)
    try {
      await commitWrites(
        docs.service,
        [
          {
            update: {
              name: `${path}/messages/${randomUUID()}`,
              fields: messageFields(
                numberOf(before.fields.owner),
                reader.userId,
                'person',
                words.text,
                now,
                input.attachments,
              ),
            },
            currentDocument: { exists: false },
          },
          {
            update: { name: path, fields: moved },
            updateMask: { fieldPaths: Object.keys(moved) },
            currentDocument: { updateTime: before.updateTime },
          },
        ],
        reader,
        asPath,
      )
      return { ok: true, id }
    } catch (error) {
      if (!(error instanceof DocumentError) || error.code !== 'failed-precondition' || attempt >= 2) throw error
    }
  }
}

/**
 * A side's read mark moved to now when it has something unread (nothing written otherwise, so opening a
 * read conversation costs no write and wakes no listener).
 */
export async function markRead(
  docs: Documents,
  reader: Reader,
  id: string,
  side: Side,
  now = new Date(),
): Promise<boolean> {
  const doc = await readDocument(docs.db, docs.service, conversationPath(id), reader)
  if (!doc || !isUnread(conversationOf(doc), side)) return false
  const field = side === 'person' ? 'personReadAt' : 'staffReadAt'
  await commitWrites(
    docs.service,
    [{ update: { name: conversationPath(id), fields: { [field]: time(now) } }, updateMask: { fieldPaths: [field] } }],
    reader,
    asPath,
  )
  return true
}

/** The header's badge (drawn in the browser from `/api/session`, so cached pages stay cached): unread replies. */
export async function messageNotices(
  docs: Documents,
  person: number | string,
): Promise<{ text: string; href: string }[]> {
  // Their own conversations only (owner == them), which any signed-in person's reader may query.
  const unread = await unreadCount(docs, { userId: Number(person), roles: [] })
  return unread ? [{ text: `${unread} unread ${unread === 1 ? 'message' : 'messages'}`, href: '/messagecenter' }] : []
}
