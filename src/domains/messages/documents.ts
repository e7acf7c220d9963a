import { isStaff } from '@/domains/accounts'
import type { Allowed, CollectionRules, Fields, Reader, Value, WriteScope } from '@/platform/documents'

import { MAX_SUBJECT, MAX_TEXT, PERSON_TOPICS } from './services/vocabulary'

/**
 * The message centre's collections in the document service (issue 40), with their rules:
 * - `conversations/{id}`: owner (the person's user id), topic, subject, about, status, timestamps;
 * - `conversations/{id}/messages/{id}`: author, side ('person' | 'staff'), text, sentAt, and owner — the
 *   conversation's owner again, so a message alone says whose it is (a listener checks one document);
 * - `conversations/{id}/notes/{id}`: staff's internal notes, never readable by the person.
 * A person reads and writes their own conversations and messages (as side 'person', as their own author);
 * staff read and write all of them; notes are staff's only; visitors get nothing.
 */

const staff = (reader: Reader) => isStaff({ id: reader.userId ?? 0, roles: reader.roles })
const isPerson = (value: Value | undefined, userId: number | null) =>
  userId !== null && value !== undefined && 'integerValue' in value && value.integerValue === String(userId)
const text = (value: Value | undefined) => (value && 'stringValue' in value ? value.stringValue : undefined)
const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a) === JSON.stringify(b)

const VISITOR_REFUSED = 'sign in to use the message centre.'
const STAFF_ONLY = "staff's only."


const isTime = (value: Value | undefined) => value !== undefined && 'timestampValue' in value
const isNull = (value: Value | undefined) => value === undefined || 'nullValue' in value

/** What a person's own message moves on their conversation (decision 099); staff's reply is inbox's. */
const PERSON_MESSAGE_FIELDS = ['lastMessageAt', 'lastSide', 'waitingOn', 'oldestUnansweredAt', 'status']
/** Every field a person may change on their conversation: their read mark, and what their message moves. */
const PERSON_MAY_CHANGE = ['personReadAt', ...PERSON_MESSAGE_FIELDS]
/** The fields a person's new conversation may have; staff's (assignee, staffReadAt…) only as null. */
const PERSON_MAY_CREATE = ['owner', 'topic', 'subject', 'about', 'createdAt', ...PERSON_MAY_CHANGE]

function personCreate(after: Fields): Allowed {
  const extra = Object.keys(after).find((field) => !PERSON_MAY_CREATE.includes(field) && !('nullValue' in after[field]!))
  if (extra) return `a conversation you start may not set ${extra}.`
  if (!(PERSON_TOPICS as readonly string[]).includes(text(after.topic) ?? ''))
    return `topic is one of ${PERSON_TOPICS.join(', ')}.`
  const subject = text(after.subject)?.trim()
  if (!subject || subject.length > MAX_SUBJECT) return `subject is a text of 1 to ${MAX_SUBJECT} characters.`
  if (text(after.status) !== 'open') return 'a new conversation is open.'
  if (after.lastSide !== undefined && text(after.lastSide) !== 'person') return "your conversation's lastSide is 'person'."
  if (after.waitingOn !== undefined && text(after.waitingOn) !== 'us') return "your conversation waits on 'us'."
  if (after.personReadAt !== undefined && !isTime(after.personReadAt)) return 'personReadAt is a timestamp.'
  return true
}

function personUpdate(before: Fields, after: Fields): Allowed {
  const changed = (field: string) => !same(before[field], after[field])
  const fields = new Set([...Object.keys(before), ...Object.keys(after)])
  if (changed('owner')) return "a conversation's owner does not change."
  const refused = [...fields].find((field) => changed(field) && !PERSON_MAY_CHANGE.includes(field))
  if (refused) return `you may not change a conversation's ${refused}.`
  if (changed('personReadAt') && !isTime(after.personReadAt)) return 'personReadAt is a timestamp.'
  if (!PERSON_MESSAGE_FIELDS.some(changed)) return true
  // The fields a person's message moves, moved exactly as that message does and no other way.
  if (text(before.topic) === 'announcement') return 'an announcement is not answered.'
  if (!isTime(after.lastMessageAt)) return 'lastMessageAt is a timestamp.'
  if (text(after.lastSide) !== 'person' || text(after.waitingOn) !== 'us')
    return "after your message lastSide is 'person' and waitingOn 'us'."
  if (text(after.status) !== 'open') return 'a person does not close a conversation; your message opens it.'
  const oldest = isNull(before.oldestUnansweredAt) ? after.lastMessageAt : before.oldestUnansweredAt
  return same(after.oldestUnansweredAt, oldest)
    ? true
    : 'oldestUnansweredAt is your first message since staff last wrote.'
}

function attachmentsInFolder(after: Fields): boolean {
  const owner = after.owner && 'integerValue' in after.owner ? after.owner.integerValue : null
  const list = after.attachments
  if (list === undefined) return true
  if (!('arrayValue' in list) || owner === null) return false
  // A file of the conversation owner's folder only, so no message lends another person's file.
  return (list.arrayValue.values ?? []).every((item) => {
    const file = 'mapValue' in item ? text(item.mapValue.fields?.file) : undefined
    return file !== undefined && file.startsWith(`messages/${owner}/`) && !file.includes('..')
  })
}

function signedIn(reader: Reader): Allowed {
  return reader.userId === null ? VISITOR_REFUSED : true
}

export const conversationsCollection: CollectionRules = {
  path: 'conversations',
  read: (reader, doc) => staff(reader) || isPerson(doc.fields.owner, reader.userId),
  query(reader, scope) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    if (staff(reader) || isPerson(scope.equalities.owner, reader.userId)) return true
    return `a person's query of conversations must filter on owner == ${reader.userId} (their own).`
  },
  create(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    if (staff(reader)) return true
    if (!isPerson(write.after?.owner, reader.userId))
      return `a conversation you start must have owner ${reader.userId}.`
    return personCreate(write.after ?? {})
  },
  update(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    if (staff(reader)) return true
    if (!isPerson(write.before?.fields.owner, reader.userId)) return 'this conversation is not yours.'
    return personUpdate(write.before?.fields ?? {}, write.after ?? {})
  },
  delete: (reader) => (staff(reader) ? true : signedIn(reader) === true ? STAFF_ONLY : VISITOR_REFUSED),
}

function messageByPerson(reader: Reader, write: WriteScope, after: Fields): Allowed {
  if (!isPerson(write.parentDocument?.fields.owner, reader.userId)) return 'this conversation is not yours.'
  if (!isPerson(after.owner, reader.userId)) return `a message in your conversation has owner ${reader.userId}.`
  if (!isPerson(after.author, reader.userId)) return `you write messages as yourself (author ${reader.userId}).`
  if (text(write.parentDocument?.fields.topic) === 'announcement') return 'an announcement is not answered.'
  const words = text(after.text)
  if (words === undefined || words.length > MAX_TEXT) return `text is a text of at most ${MAX_TEXT} characters.`
  return text(after.side) === 'person' ? true : "your messages are on the side 'person'."
}

export const messagesCollection: CollectionRules = {
  path: 'conversations/{conversation}/messages',
  read: (reader, doc) => staff(reader) || isPerson(doc.fields.owner, reader.userId),
  query(reader, scope) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    if (staff(reader)) return true
    if (isPerson(scope.parentDocument?.fields.owner, reader.userId) || isPerson(scope.equalities.owner, reader.userId))
      return true
    return 'a person reads the messages of their own conversations only.'
  },
  create(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    const after = write.after ?? {}
    if (!write.parentDocument) return 'a message belongs to a conversation that exists.'
    if (!attachmentsInFolder(after)) return "attachments are files of the conversation owner's messages folder."
    if (!staff(reader)) return messageByPerson(reader, write, after)
    if (!same(after.owner, write.parentDocument.fields.owner)) return "a message's owner is its conversation's owner."
    return text(after.side) === 'person' || text(after.side) === 'staff' ? true : "side is 'person' or 'staff'."
  },
  update(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    const after = write.after ?? {}
    const kept = ['owner', 'author', 'side'].every((field) => same(write.before?.fields[field], after[field]))
    if (!kept) return "a message's owner, author and side do not change."
    if (!attachmentsInFolder(after)) return "attachments are files of the conversation owner's messages folder."
    if (staff(reader)) return true
    return isPerson(write.before?.fields.author, reader.userId)
      ? messageByPerson(reader, write, after)
      : 'this message is not yours.'
  },
  delete: (reader) => (staff(reader) ? true : signedIn(reader) === true ? STAFF_ONLY : VISITOR_REFUSED),
}

const staffOnly = (reader: Reader): Allowed =>
  staff(reader) ? true : signedIn(reader) === true ? `notes are ${STAFF_ONLY}` : VISITOR_REFUSED

export const notesCollection: CollectionRules = {
  path: 'conversations/{conversation}/notes',
  read: (reader) => staff(reader),
  query: staffOnly,
  create: staffOnly,
  update: staffOnly,
  delete: staffOnly,
}

const savedRepliesOnly = (reader: Reader): Allowed =>
  staff(reader) ? true : signedIn(reader) === true ? `saved replies are ${STAFF_ONLY}` : VISITOR_REFUSED

/** `savedReplies/{id}`: the team inbox's saved replies — title, text, updatedBy, updatedAt (decision 100); staff's only. */
export const savedRepliesCollection: CollectionRules = {
  path: 'savedReplies',
  read: (reader) => staff(reader),
  query: savedRepliesOnly,
  create: savedRepliesOnly,
  update: savedRepliesOnly,
  delete: savedRepliesOnly,
}

/** The message centre's collections, for the document service's composition root. */
export const MESSAGE_CENTRE_COLLECTIONS: readonly CollectionRules[] = [
  conversationsCollection,
  messagesCollection,
  notesCollection,
  savedRepliesCollection,
]
