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

  describe("a person's changes to their conversation, field by field", () => {
    const t = (iso: string): Value => ({ timestampValue: iso })
    const before = stored('conversations/c1', {
      owner: int(1),
      topic: str('general'),
      subject: str('Hello'),
      status: str('closed'),
      assignee: int(9),
      lastSide: str('staff'),
      waitingOn: str('them'),
      lastMessageAt: t('2026-12-01T10:00:00Z'),
      oldestUnansweredAt: { nullValue: null },
      staffReadAt: t('2026-12-01T09:00:00Z'),
    })
    const update = (who: Reader, after: Record<string, Value>) =>
      conversationsCollection.update(who, {
        path: 'conversations/c1',
        before,
        after: { ...before.fields, ...after },
        parentDocument: null,
      })
    const wrote = {
      lastMessageAt: t('2026-12-01T11:00:00Z'),
      lastSide: str('person'),
      waitingOn: str('us'),
      oldestUnansweredAt: t('2026-12-01T11:00:00Z'),
      status: str('open'),
    }

    it('lets them move their read mark and what their own message moves', () => {
      expect(update(ann, { personReadAt: t('2026-12-01T10:05:00Z') })).toBe(true)
      expect(update(ann, wrote)).toBe(true)
    })

    it("refuses every staff field, a read mark that is not a time, and a message's fields moved otherwise", () => {
      expect(update(ann, { assignee: int(1) })).toMatch(/assignee/)
      expect(update(ann, { staffReadAt: t('2026-12-02T00:00:00Z') })).toMatch(/staffReadAt/)
      expect(update(ann, { topic: str('order') })).toMatch(/topic/)
      expect(update(ann, { subject: str('Other') })).toMatch(/subject/)
      expect(update(ann, { personReadAt: str('now') })).toMatch(/timestamp/)
      expect(update(ann, { ...wrote, waitingOn: str('them') })).toMatch(/waitingOn 'us'/)
      expect(update(ann, { ...wrote, status: str('closed') })).toMatch(/does not close/)
      expect(update(ann, { ...wrote, oldestUnansweredAt: t('2020-01-01T00:00:00Z') })).toMatch(/oldestUnansweredAt/)
      expect(update(bob, { personReadAt: t('2026-12-01T10:05:00Z') })).toMatch(/not yours/)
      expect(update(visitor, { personReadAt: t('2026-12-01T10:05:00Z') })).toMatch(/sign in/)
      expect(update(staff, { assignee: int(9), staffReadAt: t('2026-12-02T00:00:00Z') })).toBe(true)
    })

    it("refuses a new conversation with staff's fields or a topic of staff's", () => {
      const create = (after: Record<string, Value>) =>
        conversationsCollection.create(ann, {
          path: 'conversations/c9',
          before: null,
          after: { owner: int(1), topic: str('general'), subject: str('Hi'), status: str('open'), ...after },
          parentDocument: null,
        })
      expect(create({})).toBe(true)
      // The contract's fields may be there empty; a staff field with a value is refused.
      expect(create({ assignee: { nullValue: null }, staffReadAt: { nullValue: null } })).toBe(true)
      expect(create({ assignee: int(1) })).toMatch(/assignee/)
      expect(create({ staffReadAt: t('2026-12-02T00:00:00Z') })).toMatch(/staffReadAt/)
      expect(create({ topic: str('announcement') })).toMatch(/topic/)
      expect(create({ subject: str('x'.repeat(201)) })).toMatch(/subject/)
      expect(create({ waitingOn: str('them') })).toMatch(/waits on 'us'/)
    })

    it("refuses a person's answer to an announcement and another person's file as an attachment", () => {
      const announcement = stored('conversations/c1', { owner: int(1), topic: str('announcement') })
      expect(
        messagesCollection.create(ann, { ...write(message), parentDocument: announcement }),
      ).toMatch(/announcement/)
      const attached = (file: string) => ({
        ...message,
        attachments: { arrayValue: { values: [{ mapValue: { fields: { file: str(file) } } }] } },
      })
      expect(messagesCollection.create(ann, write(attached('messages/1/a.pdf')))).toBe(true)
      expect(messagesCollection.create(ann, write(attached('messages/2/a.pdf')))).toMatch(/folder/)
      expect(messagesCollection.create(staff, write({ ...attached('grants/4/a.pdf'), author: int(9), side: str('staff') }))).toMatch(
        /folder/,
      )
    })
  })
})
