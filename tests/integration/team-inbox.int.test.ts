import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { documentsRoute } from '@/app/documents'
import { liveDocumentsFor } from '@/app/live-documents'
import { WORK_QUEUES } from '@/app/staff-home/registry'
import { mayUseControlPanelTool } from '@/domains/accounts'
import { latestOrdersOf } from '@/domains/commerce'
import { eventPlacesOf } from '@/domains/events'
import { registrationsOfArtist } from '@/domains/openStudios'
import {
  addNote,
  assignConversation,
  filledReply,
  INBOX_REFUSED,
  inboxPage,
  openConversation,
  removeSavedReply,
  savedReplies,
  saveSavedReply,
  setConversationStatus,
  staffReply,
  waitingOnUsCount,
} from '@/domains/messages/services/inbox'
import { messageDocuments, readerOf } from '@/domains/messages/services/store'
import { workWaiting } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'
import { commitWrites, readDocument, runStructuredQuery } from '@/platform/documents'
import { liveDocumentsResponse } from '@/platform/documents/listen'
import type { User } from '@/payload-types'

import { tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The team inbox (issue 40 §3, decision 100) on a real database, through the document service's rules:
 * a person's conversation seen waiting on us (and on the staff home), read, assigned, answered (the
 * contract's fields moved as one), noted, closed and reopened; saved replies kept and filled; every write
 * refused to members, artists, partners and visitors with nothing written; a note and a saved reply never
 * readable by the person through the document API or a listener.
 */

const PASSWORD = 'a-good-password'
const DOCUMENTS = 'http://localhost/v1/projects/vernissage/databases/(default)/documents'
let payload: Payload
let staff: User
let colleague: User
let person: User
const others: Record<'member' | 'artist' | 'partner', User> = {} as never
let personToken: string

const ts = (iso: string) => ({ timestampValue: iso })
const str = (value: string) => ({ stringValue: value })
const int = (value: number | string) => ({ integerValue: String(value) })

/** What the person's message centre writes when they start a conversation (the contract's fields). */
async function personStarts(id: string, subject: string, sentAt: string) {
  await commitWrites(
    messageDocuments(payload).service,
    [
      {
        update: {
          name: `conversations/${id}`,
          fields: {
            owner: int(person.id),
            topic: str('order'),
            subject: str(subject),
            about: { mapValue: { fields: { kind: str('order'), id: str('V-77'), label: str('Order V-77') } } },
            status: str('open'),
            assignee: { nullValue: null },
            lastMessageAt: ts(sentAt),
            lastSide: str('person'),
            waitingOn: str('us'),
            oldestUnansweredAt: ts(sentAt),
            personReadAt: ts(sentAt),
            staffReadAt: { nullValue: null },
            createdAt: ts(sentAt),
          },
        },
      },
      {
        update: {
          name: `conversations/${id}/messages/first`,
          fields: {
            owner: int(person.id),
            author: int(person.id),
            side: str('person'),
            text: str('Where is my print?'),
            sentAt: ts(sentAt),
          },
        },
      },
    ],
    readerOf(person),
    String,
    true,
  )
}

const documentsCount = async () =>
  (await rowsOf<{ n: number }>(database(payload), sql`SELECT count(*)::int AS n FROM documents`))[0]!.n

const conversation = (id: string) =>
  readDocument(database(payload), messageDocuments(payload).service, `conversations/${id}`, readerOf(staff))

const documentApi = (path: string, token: string) =>
  documentsRoute(new Request(`${DOCUMENTS}/${path}`, { headers: { authorization: `Bearer ${token}` } }))

beforeAll(async () => {
  payload = await testPayload()
  const make = (email: string, roles: User['roles'], name = email.split('@')[0]) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name, password: PASSWORD, roles },
    }) as Promise<User>
  staff = await make('tina.inbox@example.org', ['staff'], 'Tina Team')
  colleague = await make('colin.inbox@example.org', ['staff'], 'Colin Colleague')
  person = await make('ada.inbox@example.org', ['artlover'], 'Ada Lovelace')
  others.member = await make('im@example.org', ['artlover'])
  others.artist = await make('ia@example.org', ['artist'])
  others.partner = await make('ip@example.org', ['partner'])
  personToken = await tokenFor(payload, person.email, PASSWORD)
})

describe('working a conversation', () => {
  it('is waiting on us, read, assigned, answered, noted, closed and reopened', async () => {
    await personStarts('print', 'My print has not come', '2026-11-27T18:00:00.000Z')
    const open = { show: 'open', mine: false, topic: null } as const
    const order = { sort: 'waiting', direction: 'desc', page: 1 } as const
    const listed = await inboxPage(payload, staff, { ...open, show: 'us' }, order)
    expect(listed.rows.map((row) => row.id)).toContain('print')
    expect(listed.people.get(Number(person.id))?.name).toBe('Ada Lovelace')
    expect(await waitingOnUsCount(payload)).toBeGreaterThanOrEqual(1)
    const home = await workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, staff, new Date())
    expect(home.find((queue) => queue.label === 'Conversations waiting on us')).toMatchObject({
      href: '/cpanel/mcenter?show=us',
    })
    expect(await workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, others.member, new Date())).toEqual([])

    const read = await openConversation(payload, staff, 'print', new Date('2026-11-28T09:00:00Z'))
    expect(read?.messages.map((m) => m.text)).toEqual(['Where is my print?'])
    expect((await conversation('print'))?.fields.staffReadAt).toEqual(ts('2026-11-28T09:00:00.000Z'))

    expect(await assignConversation(payload, staff, 'print', Number(person.id))).toEqual({
      ok: false,
      message: 'A conversation is given to a staff member.',
    })
    expect(await assignConversation(payload, staff, 'print', Number(colleague.id))).toMatchObject({ ok: true })
    expect(await assignConversation(payload, staff, 'print', Number(staff.id))).toEqual({
      ok: true,
      message: 'The conversation is assigned to you.',
    })
    const mine = await inboxPage(payload, staff, { ...open, mine: true }, order)
    expect(mine.rows.map((row) => row.id)).toEqual(['print'])
    expect((await inboxPage(payload, colleague, { ...open, mine: true }, order)).rows).toEqual([])

    expect(await staffReply(payload, staff, 'print', '  ', new Date())).toMatchObject({
      ok: false,
      fieldErrors: { text: 'Write the reply.' },
    })
    expect(await staffReply(payload, staff, 'print', 'x'.repeat(10_001), new Date())).toMatchObject({ ok: false })
    expect(await staffReply(payload, staff, 'print', 'It left today.', new Date('2026-11-28T09:05:00Z'))).toEqual({
      ok: true,
      message: 'Your reply was sent.',
    })
    expect((await conversation('print'))?.fields).toMatchObject({
      lastMessageAt: ts('2026-11-28T09:05:00.000Z'),
      lastSide: str('staff'),
      waitingOn: str('them'),
      oldestUnansweredAt: { nullValue: null },
      staffReadAt: ts('2026-11-28T09:05:00.000Z'),
      assignee: int(staff.id),
    })
    const thread = await runStructuredQuery(
      database(payload),
      messageDocuments(payload).service,
      'conversations/print',
      { from: [{ collectionId: 'messages' }], orderBy: [{ field: { fieldPath: 'sentAt' } }] },
      readerOf(person),
    )
    expect(thread.map((m) => [m.fields.side, m.fields.text, m.fields.owner])).toEqual([
      [str('person'), str('Where is my print?'), int(person.id)],
      [str('staff'), str('It left today.'), int(person.id)],
    ])
    expect((await inboxPage(payload, staff, { ...open, show: 'them' }, order)).rows.map((r) => r.id)).toContain('print')

    expect(
      await addNote(payload, staff, 'print', 'Posted by courier; tracking in the order.', new Date()),
    ).toMatchObject({
      ok: true,
    })
    expect(await setConversationStatus(payload, staff, 'print', 'closed')).toMatchObject({ ok: true })
    expect((await inboxPage(payload, staff, open, order)).rows.map((r) => r.id)).not.toContain('print')
    expect((await inboxPage(payload, staff, { ...open, show: 'closed' }, order)).rows.map((r) => r.id)).toEqual([
      'print',
    ])
    expect(await setConversationStatus(payload, staff, 'print', 'open')).toMatchObject({ ok: true })
    expect(await staffReply(payload, staff, 'gone', 'Hello', new Date())).toEqual({
      ok: false,
      message: 'There is no such conversation.',
    })
    expect(await setConversationStatus(payload, staff, 'gone', 'closed')).toEqual({
      ok: false,
      message: 'There is no such conversation.',
    })
  })

  it('keeps saved replies and fills one for a conversation', async () => {
    expect(
      await saveSavedReply(payload, staff, null, 'Shipping', 'Dear {{firstName}} {{ticket}}', new Date()),
    ).toMatchObject({
      ok: false,
      fieldErrors: { text: expect.stringMatching(/^\{\{ticket\}\} is not a merge field/) },
    })
    const added = await saveSavedReply(
      payload,
      staff,
      null,
      'Shipping',
      'Dear {{firstName}}, about {{about}}: it is on its way. {{staffFirstName}}',
      new Date(),
    )
    expect(added).toMatchObject({ ok: true, replyId: expect.any(String) })
    const [reply] = (await savedReplies(payload, colleague)).filter((one) => one.title === 'Shipping')
    const view = await openConversation(payload, colleague, 'print', new Date())
    expect(filledReply(reply!, view!, colleague)).toEqual({
      text: 'Dear Ada, about Order V-77: it is on its way. Colin',
    })
    expect(await removeSavedReply(payload, staff, 'nothing-here')).toEqual({
      ok: false,
      message: 'There is no such saved reply.',
    })
  })

  it('shows the person’s orders, registrations and events beside the thread', async () => {
    await database(payload).execute(
      sql`INSERT INTO orders (number, buyer_id, currency, total_minor) VALUES ('INBOX-1', ${person.id}, 'USD', 2500)`,
    )
    expect(await latestOrdersOf(payload, Number(person.id))).toMatchObject([
      { number: 'INBOX-1', totalMinor: 2500, currency: 'USD', status: 'open' },
    ])
    expect(await registrationsOfArtist(payload, Number(person.id))).toEqual([])
    expect(await eventPlacesOf(payload, Number(person.id))).toEqual([])
  })
})

describe('who may use the team inbox', () => {
  it('refuses every write to members, artists, partners and visitors, and writes nothing', async () => {
    await personStarts('refusals', 'Another question', '2026-11-28T08:00:00.000Z')
    const [reply] = await savedReplies(payload, staff)
    const before = await documentsCount()
    const refused = { ok: false, message: INBOX_REFUSED }
    for (const who of [others.member, others.artist, others.partner, person, null]) {
      expect(await staffReply(payload, who, 'refusals', 'Hi', new Date())).toEqual(refused)
      expect(await assignConversation(payload, who, 'refusals', Number(staff.id))).toEqual(refused)
      expect(await setConversationStatus(payload, who, 'refusals', 'closed')).toEqual(refused)
      expect(await addNote(payload, who, 'refusals', 'A note', new Date())).toEqual(refused)
      expect(await saveSavedReply(payload, who, null, 'Mine', 'Hello', new Date())).toEqual(refused)
      expect(await saveSavedReply(payload, who, reply!.id, 'Mine', 'Hello', new Date())).toEqual(refused)
      expect(await removeSavedReply(payload, who, reply!.id)).toEqual(refused)
      const order = { sort: 'waiting', direction: 'desc', page: 1 } as const
      await expect(inboxPage(payload, who, { show: 'open', mine: false, topic: null }, order)).rejects.toThrow(
        INBOX_REFUSED,
      )
      await expect(openConversation(payload, who, 'refusals', new Date())).rejects.toThrow(INBOX_REFUSED)
      await expect(savedReplies(payload, who)).rejects.toThrow(INBOX_REFUSED)
    }
    expect(await documentsCount()).toBe(before)
    expect((await conversation('refusals'))?.fields).toMatchObject({
      status: str('open'),
      assignee: { nullValue: null },
    })
  })

  it('never lets the person read a note or a saved reply: the document API, a query, a listener', async () => {
    const [note] = await runStructuredQuery(
      database(payload),
      messageDocuments(payload).service,
      'conversations/print',
      { from: [{ collectionId: 'notes' }] },
      readerOf(staff),
    )
    expect(note).toBeDefined()
    const [reply] = await savedReplies(payload, staff)
    expect((await documentApi(note!.path, personToken)).status).toBe(403)
    expect((await documentApi('conversations/print/notes', personToken)).status).toBe(403)
    expect((await documentApi(`savedReplies/${reply!.id}`, personToken)).status).toBe(403)
    expect((await documentApi('savedReplies', personToken)).status).toBe(403)
    const query = await documentsRoute(
      new Request(`${DOCUMENTS}/conversations/print:runQuery`, {
        method: 'POST',
        headers: { authorization: `Bearer ${personToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'notes' }] } }),
      }),
    )
    expect(query.status).toBe(403)
    // The conversation itself is the person's to read: the note is not in it.
    const own = await documentApi('conversations/print', personToken)
    expect(own.status).toBe(200)
    expect(await own.text()).not.toContain('courier')

    for (const target of [
      `document=${encodeURIComponent(note!.path)}`,
      `parent=conversations%2Fprint&query=${encodeURIComponent(JSON.stringify({ from: [{ collectionId: 'notes' }] }))}`,
    ]) {
      const stream = await liveDocumentsResponse(
        new Request(`http://localhost/live/documents?${target}`, {
          headers: { authorization: `Bearer ${personToken}` },
        }),
        liveDocumentsFor(payload),
      )
      const said = await stream.text()
      expect(said).toContain('event: error')
      expect(said).toContain('permission-denied')
      expect(said).not.toContain('courier')
    }
  })
})
