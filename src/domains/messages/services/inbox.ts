import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import type { ListOrder } from '@/platform/cpanel'
import { database, rowsOf } from '@/platform/database/transaction'
import {
  collectionPage,
  commitWrites,
  DocumentError,
  readDocument,
  runStructuredQuery,
  type Fields,
  type StoredDocument,
  type Write,
} from '@/platform/documents'
import type { ServiceAnswer } from '@/platform/forms'

import { integer, integerOf, NULL, text, textOf, time, timeOf } from './fields'
import { inboxOrder, inboxWhere } from './inbox-order'
import { conversationOf, type InboxConversation, type InboxFilter, type InboxSort } from './queue'
import { mergeSavedReply, replyData, savedReplyProblems, type SavedReply } from './saved-replies'
import { messageDocuments, readerOf } from './store'
import { MAX_TEXT } from './vocabulary'

/**
 * The staff's team inbox (issue 40 §3, decision 100): the queue and its filters, a conversation with its
 * messages and notes, a staff reply, assignment, notes, close and reopen, saved replies. Every read and
 * write goes through the document service as the staff member, so the collections' rules apply here as
 * they do to the API.
 */

export const INBOX_PAGE_SIZE = 50

export const INBOX_REFUSED = 'Only staff use the team inbox.'

/**
 * The inbox checks staff itself as well as through the collections' rules: a person may write to their own
 * conversation, and the inbox's writes (assignment, status, staff's side) are never theirs.
 */
function staffOnly(person: Person | null): asserts person is Person {
  if (!person || !isStaff(person)) throw new DocumentError('permission-denied', INBOX_REFUSED)
}

const ID = /^[A-Za-z0-9_-]{1,100}$/
const newId = () => randomBytes(15).toString('base64url')
const asPath = (name: unknown) => String(name)

export type PersonName = { id: number; name: string; email: string }

/** Names of these accounts (the name, or the email when there is none), by id. */
export async function peopleNamed(payload: Payload, ids: readonly number[]): Promise<Map<number, PersonName>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))]
  if (wanted.length === 0) return new Map()
  const rows = await rowsOf<PersonName>(
    database(payload),
    sql`SELECT id, coalesce(nullif(name, ''), email) AS name, email FROM users
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb)::int)`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** The staff members a conversation can be given to (staff and administrators), by name. */
export async function staffMembers(payload: Payload): Promise<PersonName[]> {
  return rowsOf<PersonName>(
    database(payload),
    sql`SELECT u.id, coalesce(nullif(u.name, ''), u.email) AS name, u.email FROM users u
        WHERE EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN ('staff', 'admin'))
          AND u.status = 'active'
        ORDER BY lower(coalesce(nullif(u.name, ''), u.email)) LIMIT 500`,
  )
}

export type InboxPage = {
  rows: InboxConversation[]
  total: number
  pages: number
  people: Map<number, PersonName>
}

/** One page of the queue, filtered and sorted as the address says. */
export async function inboxPage(
  payload: Payload,
  staff: Person | null,
  filter: InboxFilter,
  order: ListOrder<InboxSort>,
): Promise<InboxPage> {
  staffOnly(staff)
  // Read in SQL, the page through an index (decision 100, stop 49): staff read every conversation, checked above.
  const { documents, total } = await collectionPage(database(payload), {
    collectionPath: 'conversations',
    where: inboxWhere(filter, Number(staff.id)),
    orderBy: inboxOrder(order),
    limit: INBOX_PAGE_SIZE,
    offset: (order.page - 1) * INBOX_PAGE_SIZE,
  })
  const rows = documents.map(conversationOf)
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const people = await peopleNamed(
    payload,
    rows.flatMap((row) => [row.owner, ...(row.assignee ? [row.assignee] : [])]),
  )
  return { rows, total, pages, people }
}

/** How many open conversations wait on us: the staff home's queue (shown only to those who may use the inbox). */
export async function waitingOnUsCount(payload: Payload): Promise<number> {
  const { total } = await collectionPage(database(payload), {
    collectionPath: 'conversations',
    where: inboxWhere({ show: 'us', mine: false, topic: null }, 0),
    orderBy: sql`d.path`,
    limit: 0,
    offset: 0,
  })
  return total
}

export type ThreadMessage = {
  id: string
  author: number
  side: 'person' | 'staff'
  text: string
  sentAt: Date | null
  attachments: { name: string; contentType: string; size: number }[]
}
export type InboxNote = { id: string; author: number; text: string; createdAt: Date | null }

export type ConversationView = {
  conversation: InboxConversation
  messages: ThreadMessage[]
  notes: InboxNote[]
  people: Map<number, PersonName>
}

const idOf = (doc: StoredDocument) => doc.path.slice(doc.path.lastIndexOf('/') + 1)

function messageOf(doc: StoredDocument): ThreadMessage {
  const f = doc.fields
  const files = f.attachments && 'arrayValue' in f.attachments ? (f.attachments.arrayValue.values ?? []) : []
  return {
    id: idOf(doc),
    author: integerOf(f.author) ?? 0,
    side: textOf(f.side) === 'staff' ? 'staff' : 'person',
    text: textOf(f.text) ?? '',
    sentAt: timeOf(f.sentAt),
    attachments: files.flatMap((file) => {
      const map = 'mapValue' in file ? (file.mapValue.fields ?? {}) : null
      return map
        ? [{ name: textOf(map.name) ?? '', contentType: textOf(map.contentType) ?? '', size: integerOf(map.size) ?? 0 }]
        : []
    }),
  }
}

const byOldest = (field: string) => ({ orderBy: [{ field: { fieldPath: field }, direction: 'ASCENDING' as const }] })

/**
 * A conversation as staff work it: the thread, the notes, the names; reading it marks it read by staff
 * (`staffReadAt`). Null when there is no such conversation.
 */
export async function openConversation(
  payload: Payload,
  staff: Person | null,
  id: string,
  now: Date,
): Promise<ConversationView | null> {
  staffOnly(staff)
  if (!ID.test(id)) return null
  const db = database(payload)
  const service = messageDocuments(payload).service
  const reader = readerOf(staff)
  const path = `conversations/${id}`
  const doc = await readDocument(db, service, path, reader)
  if (!doc) return null
  const [messageDocs, noteDocs] = await Promise.all([
    runStructuredQuery(db, service, path, { from: [{ collectionId: 'messages' }], ...byOldest('sentAt') }, reader),
    runStructuredQuery(db, service, path, { from: [{ collectionId: 'notes' }], ...byOldest('createdAt') }, reader),
  ])
  const conversation = conversationOf(doc)
  const messages = messageDocs.map(messageOf)
  const notes = noteDocs.map((note) => ({
    id: idOf(note),
    author: integerOf(note.fields.author) ?? 0,
    text: textOf(note.fields.text) ?? '',
    createdAt: timeOf(note.fields.createdAt),
  }))
  if (
    !conversation.staffReadAt ||
    (conversation.lastMessageAt && conversation.lastMessageAt > conversation.staffReadAt)
  )
    await update(payload, staff, id, { staffReadAt: time(now) })
  const people = await peopleNamed(payload, [
    conversation.owner,
    ...(conversation.assignee ? [conversation.assignee] : []),
    ...messages.map((m) => m.author),
    ...notes.map((n) => n.author),
  ])
  return { conversation, messages, notes, people }
}

/** A masked update of a conversation's fields, refused when there is none. */
async function update(payload: Payload, staff: Person, id: string, fields: Fields, extra: Write[] = []) {
  const write: Write = {
    update: { name: `conversations/${id}`, fields },
    updateMask: { fieldPaths: Object.keys(fields) },
    currentDocument: { exists: true },
  }
  await commitWrites(messageDocuments(payload).service, [...extra, write], readerOf(staff), asPath)
}

/** A service call's failure as an answer: what the document service said, or that the conversation is gone. */
async function answering(work: () => Promise<ServiceAnswer>): Promise<ServiceAnswer> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof DocumentError) {
      if (error.code === 'not-found' || error.code === 'failed-precondition')
        return { ok: false, message: 'There is no such conversation.' }
      return { ok: false, message: error.message }
    }
    throw error
  }
}

const checkedText = (value: string, what: string): string | null =>
  !value.trim() ? `Write the ${what}.` : value.length > MAX_TEXT ? `A ${what} is at most ${MAX_TEXT} characters.` : null

/**
 * A staff member's answer: the message (side 'staff'), and on the conversation the last message, now
 * waiting on the person, nothing unanswered, read by staff — one commit, so the queue never shows half.
 */
export async function staffReply(
  payload: Payload,
  staff: Person | null,
  id: string,
  words: string,
  now: Date,
): Promise<ServiceAnswer> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  const problem = checkedText(words, 'reply')
  if (problem) return { ok: false, message: problem, fieldErrors: { text: problem } }
  if (!ID.test(id)) return { ok: false, message: 'There is no such conversation.' }
  return answering(async () => {
    const doc = await readDocument(
      database(payload),
      messageDocuments(payload).service,
      `conversations/${id}`,
      readerOf(staff),
    )
    if (!doc) return { ok: false, message: 'There is no such conversation.' }
    const message: Write = {
      update: {
        name: `conversations/${id}/messages/${newId()}`,
        fields: {
          owner: doc.fields.owner ?? NULL,
          author: integer(Number(staff.id)),
          side: text('staff'),
          text: text(words),
          sentAt: time(now),
        },
      },
      currentDocument: { exists: false },
    }
    await update(
      payload,
      staff,
      id,
      {
        lastMessageAt: time(now),
        lastSide: text('staff'),
        waitingOn: text('them'),
        oldestUnansweredAt: NULL,
        staffReadAt: time(now),
      },
      [message],
    )
    return { ok: true, message: 'Your reply was sent.' }
  })
}

/** Gives the conversation to a staff member (or to nobody: `null`). */
export async function assignConversation(
  payload: Payload,
  staff: Person | null,
  id: string,
  assignee: number | null,
): Promise<ServiceAnswer> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  if (!ID.test(id)) return { ok: false, message: 'There is no such conversation.' }
  let name = 'nobody'
  if (assignee !== null) {
    const member = (await staffMembers(payload)).find((one) => one.id === assignee)
    if (!member) return { ok: false, message: 'A conversation is given to a staff member.' }
    name = member.id === Number(staff.id) ? 'you' : member.name
  }
  return answering(async () => {
    await update(payload, staff, id, { assignee: assignee === null ? NULL : integer(assignee) })
    return { ok: true, message: `The conversation is assigned to ${name}.` }
  })
}

/** Closes or reopens a conversation. */
export async function setConversationStatus(
  payload: Payload,
  staff: Person | null,
  id: string,
  status: 'open' | 'closed',
): Promise<ServiceAnswer> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  if (!ID.test(id)) return { ok: false, message: 'There is no such conversation.' }
  return answering(async () => {
    await update(payload, staff, id, { status: text(status) })
    return {
      ok: true,
      message: status === 'closed' ? 'The conversation is closed.' : 'The conversation is open again.',
    }
  })
}

/** An internal note on the conversation: staff's only, never shown to the person. */
export async function addNote(
  payload: Payload,
  staff: Person | null,
  id: string,
  words: string,
  now: Date,
): Promise<ServiceAnswer> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  const problem = checkedText(words, 'note')
  if (problem) return { ok: false, message: problem, fieldErrors: { note: problem } }
  if (!ID.test(id)) return { ok: false, message: 'There is no such conversation.' }
  return answering(async () => {
    const exists = await readDocument(
      database(payload),
      messageDocuments(payload).service,
      `conversations/${id}`,
      readerOf(staff),
    )
    if (!exists) return { ok: false, message: 'There is no such conversation.' }
    const note: Write = {
      update: {
        name: `conversations/${id}/notes/${newId()}`,
        fields: { author: integer(Number(staff.id)), text: text(words), createdAt: time(now) },
      },
      currentDocument: { exists: false },
    }
    await commitWrites(messageDocuments(payload).service, [note], readerOf(staff), asPath)
    return { ok: true, message: 'Your note was added. Only staff see it.' }
  })
}

/** The team's saved replies, by title. */
export async function savedReplies(payload: Payload, staff: Person | null): Promise<SavedReply[]> {
  staffOnly(staff)
  const docs = await runStructuredQuery(
    database(payload),
    messageDocuments(payload).service,
    '',
    { from: [{ collectionId: 'savedReplies' }], ...byOldest('title') },
    readerOf(staff),
  )
  return docs.map((doc) => ({
    id: idOf(doc),
    title: textOf(doc.fields.title) ?? '',
    text: textOf(doc.fields.text) ?? '',
  }))
}

/** A new saved reply (`id` null) or a change to one; its merge fields are checked before it is kept. */
export async function saveSavedReply(
  payload: Payload,
  staff: Person | null,
  id: string | null,
  title: string,
  words: string,
  now: Date,
): Promise<ServiceAnswer & { replyId?: string }> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  const fieldErrors = savedReplyProblems(title, words)
  if (Object.keys(fieldErrors).length) return { ok: false, message: Object.values(fieldErrors).join(' '), fieldErrors }
  if (id !== null && !ID.test(id)) return { ok: false, message: 'There is no such saved reply.' }
  const replyId = id ?? newId()
  try {
    await commitWrites(
      messageDocuments(payload).service,
      [
        {
          update: {
            name: `savedReplies/${replyId}`,
            fields: {
              title: text(title.trim()),
              text: text(words),
              updatedBy: integer(Number(staff.id)),
              updatedAt: time(now),
            },
          },
          currentDocument: { exists: id !== null },
        },
      ],
      readerOf(staff),
      asPath,
    )
  } catch (error) {
    if (error instanceof DocumentError && (error.code === 'not-found' || error.code === 'failed-precondition'))
      return { ok: false, message: 'There is no such saved reply.' }
    if (error instanceof DocumentError) return { ok: false, message: error.message }
    throw error
  }
  return { ok: true, message: id === null ? 'The saved reply was added.' : 'The saved reply was saved.', replyId }
}

/** Removes a saved reply (asked and confirmed on its page first). */
export async function removeSavedReply(payload: Payload, staff: Person | null, id: string): Promise<ServiceAnswer> {
  if (!staff || !isStaff(staff)) return { ok: false, message: INBOX_REFUSED }
  if (!ID.test(id)) return { ok: false, message: 'There is no such saved reply.' }
  try {
    await commitWrites(
      messageDocuments(payload).service,
      [{ delete: `savedReplies/${id}`, currentDocument: { exists: true } }],
      readerOf(staff),
      asPath,
    )
  } catch (error) {
    if (error instanceof DocumentError && (error.code === 'not-found' || error.code === 'failed-precondition'))
      return { ok: false, message: 'There is no such saved reply.' }
    if (error instanceof DocumentError) return { ok: false, message: error.message }
    throw error
  }
  return { ok: true, message: 'The saved reply was removed.' }
}

/** A saved reply's words filled for this conversation and the staff member answering, or why it cannot be. */
export function filledReply(
  reply: SavedReply,
  view: ConversationView,
  staff: { name?: string | null; email?: string | null },
): { text: string } | { problem: string } {
  const person = view.people.get(view.conversation.owner)
  try {
    return {
      text: mergeSavedReply(
        reply.text,
        replyData({
          personName: person?.name === person?.email ? '' : (person?.name ?? ''),
          email: person?.email ?? '',
          subject: view.conversation.subject,
          about: view.conversation.about?.label ?? '',
          staffName: staff.name ?? '',
        }),
      ),
    }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
  }
}
