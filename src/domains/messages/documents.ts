import { isStaff } from '@/domains/accounts'
import type { Allowed, CollectionRules, Fields, Reader, Value, WriteScope } from '@/platform/documents'

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
    return text(write.after?.status) === 'open' || write.after?.status === undefined
      ? true
      : 'a new conversation is open.'
  },
  update(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    if (staff(reader)) return true
    if (!isPerson(write.before?.fields.owner, reader.userId)) return 'this conversation is not yours.'
    return same(write.before?.fields.owner, write.after?.owner) ? true : "a conversation's owner does not change."
  },
  delete: (reader) => (staff(reader) ? true : signedIn(reader) === true ? STAFF_ONLY : VISITOR_REFUSED),
}

function messageByPerson(reader: Reader, write: WriteScope, after: Fields): Allowed {
  if (!isPerson(write.parentDocument?.fields.owner, reader.userId)) return 'this conversation is not yours.'
  if (!isPerson(after.owner, reader.userId)) return `a message in your conversation has owner ${reader.userId}.`
  if (!isPerson(after.author, reader.userId)) return `you write messages as yourself (author ${reader.userId}).`
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
    if (!staff(reader)) return messageByPerson(reader, write, after)
    if (!same(after.owner, write.parentDocument.fields.owner)) return "a message's owner is its conversation's owner."
    return text(after.side) === 'person' || text(after.side) === 'staff' ? true : "side is 'person' or 'staff'."
  },
  update(reader, write) {
    if (signedIn(reader) !== true) return VISITOR_REFUSED
    const after = write.after ?? {}
    const kept = ['owner', 'author', 'side'].every((field) => same(write.before?.fields[field], after[field]))
    if (!kept) return "a message's owner, author and side do not change."
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
