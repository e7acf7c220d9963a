import { describe, expect, it } from 'vitest'

import type { Reader, StoredDocument, Value, WriteScope } from '@/platform/documents'

import { conversationsCollection, messagesCollection, notesCollection } from './documents'

const ann: Reader = { userId: 1, roles: [] }
const bob: Reader = { userId: 2, roles: [] }
const artist: Reader = { userId: 3, roles: ['artist'] }
const staff: Reader = { userId: 9, roles: ['staff'] }
const visitor: Reader = { userId: null, roles: [] }
const int = (n: number): Value => ({ integerValue: String(n) })
const str = (s: string): Value => ({ stringValue: s })
const stored = (path: string, fields: Record<string, Value>): StoredDocument => ({
  path,
  fields,
  createTime: 't',
  updateTime: 't',
})

const conversation = stored('conversations/c1', { owner: int(1), status: str('open') })
const message = { owner: int(1), author: int(1), side: str('person'), text: str('Hello') }
const write = (after: Record<string, Value> | null, before: StoredDocument | null = null): WriteScope => ({
  path: 'conversations/c1/messages/m1',
  before,
  after,
  parentDocument: conversation,
})

describe("the message centre's rules", () => {
  it('lets only the owner and staff read a conversation and its messages', () => {
    for (const rules of [conversationsCollection, messagesCollection]) {
      expect(rules.read(ann, conversation)).toBe(true)
      expect(rules.read(staff, conversation)).toBe(true)
      for (const other of [bob, artist, visitor]) expect(rules.read(other, conversation)).toBe(false)
    }
  })

  it("refuses a person's query that could reach another's conversation", () => {
    const scope = (equalities: Record<string, Value>, parentDocument: StoredDocument | null = null) => ({
      collectionPath: 'conversations',
      parentDocument,
      equalities,
    })
    expect(conversationsCollection.query(ann, scope({ owner: int(1) }))).toBe(true)
    expect(conversationsCollection.query(staff, scope({}))).toBe(true)
    expect(conversationsCollection.query(ann, scope({}))).toMatch(/owner == 1/)
    expect(conversationsCollection.query(bob, scope({ owner: int(1) }))).toMatch(/owner == 2/)
    expect(conversationsCollection.query(visitor, scope({ owner: int(1) }))).toMatch(/sign in/)
    expect(messagesCollection.query(ann, scope({}, conversation))).toBe(true)
    expect(messagesCollection.query(bob, scope({}, conversation))).toMatch(/own conversations/)
  })

  it('lets a person write messages only as themselves, on their side, in their conversation', () => {
    expect(messagesCollection.create(ann, write(message))).toBe(true)
    expect(messagesCollection.create(ann, write({ ...message, side: str('staff') }))).toMatch(/side 'person'/)
    expect(messagesCollection.create(ann, write({ ...message, author: int(2) }))).toMatch(/as yourself/)
    expect(messagesCollection.create(bob, write({ ...message, author: int(2) }))).toMatch(/not yours/)
    expect(messagesCollection.create(visitor, write(message))).toMatch(/sign in/)
    expect(messagesCollection.create(staff, write({ ...message, author: int(9), side: str('staff') }))).toBe(true)
    expect(messagesCollection.create(staff, write({ ...message, owner: int(2) }))).toMatch(/conversation's owner/)
    const staffMessage = stored('conversations/c1/messages/m2', { ...message, author: int(9), side: str('staff') })
    expect(messagesCollection.update(ann, write({ ...staffMessage.fields, text: str('x') }, staffMessage))).toMatch(
      /not yours/,
    )
    expect(messagesCollection.delete(ann, write(null, staffMessage))).toMatch(/staff's only/)
  })

  it("keeps notes staff's only", () => {
    const note = stored('conversations/c1/notes/n1', { text: str('Renewal due') })
    expect(notesCollection.read(staff, note)).toBe(true)
    for (const other of [ann, bob, artist, visitor]) {
      expect(notesCollection.read(other, note)).toBe(false)
      expect(notesCollection.create(other, write({ text: str('x') }))).not.toBe(true)
    }
  })

  it('never lets a person give a conversation away or delete it', () => {
    expect(
      conversationsCollection.update(ann, {
        path: 'conversations/c1',
        before: conversation,
        after: { ...conversation.fields, owner: int(2) },
        parentDocument: null,
      }),
    ).toMatch(/owner does not change/)
    expect(
      conversationsCollection.create(ann, {
        path: 'conversations/c2',
        before: null,
        after: { owner: int(2) },
        parentDocument: null,
      }),
    ).toMatch(/owner 1/)
    expect(
      conversationsCollection.delete(ann, {
        path: 'conversations/c1',
        before: conversation,
        after: null,
        parentDocument: null,
      }),
    ).toMatch(/staff's only/)
  })
})
