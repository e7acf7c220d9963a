import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inboxPage, INBOX_PAGE_SIZE, waitingOnUsCount } from '@/domains/messages/services/inbox'
import type { InboxFilter, InboxSort } from '@/domains/messages/services/queue'
import { inboxOrder, inboxWhere } from '@/domains/messages/services/inbox-order'
import type { User } from '@/payload-types'
import type { ListOrder } from '@/platform/cpanel'
import { database, rowsOf } from '@/platform/database/transaction'

import { testPayload } from './payload'

/**
 * The team inbox's pages read in SQL through an index (decision 100, stop 49): the filters and orders
 * staff choose, and a queue past the document service's 5,000-document bound paged to its end.
 */

let payload: Payload
let staff: User

type Conversation = {
  id: string
  subject: string
  status?: 'open' | 'closed'
  waitingOn?: 'us' | 'them'
  assignee?: number
  topic?: string
  oldestUnansweredAt?: string | null
  lastMessageAt?: string
}

/** Conversations written as the document service keeps them (Firestore's typed fields). */
async function write(conversations: Conversation[]) {
  for (const c of conversations) {
    const fields = {
      owner: { integerValue: '7' },
      subject: { stringValue: c.subject },
      status: { stringValue: c.status ?? 'open' },
      topic: { stringValue: c.topic ?? 'general' },
      ...(c.waitingOn ? { waitingOn: { stringValue: c.waitingOn } } : {}),
      ...(c.assignee ? { assignee: { integerValue: String(c.assignee) } } : {}),
      ...(c.oldestUnansweredAt ? { oldestUnansweredAt: { timestampValue: c.oldestUnansweredAt } } : {}),
      lastMessageAt: { timestampValue: c.lastMessageAt ?? '2026-11-28T10:00:00.000000Z' },
    }
    await database(payload)
      .execute(sql`INSERT INTO documents (path, parent, collection_id, fields, create_time, update_time)
      VALUES (${`conversations/${c.id}`}, 'conversations', 'conversations', ${JSON.stringify(fields)}::jsonb, now(), now())`)
  }
}

const ids = async (filter: Partial<InboxFilter>, order: Partial<ListOrder<InboxSort>> = {}) =>
  (
    await inboxPage(
      payload,
      staff,
      { show: 'open', mine: false, topic: null, ...filter },
      { sort: 'waiting', direction: 'desc', page: 1, ...order },
    )
  ).rows.map((row) => row.id)

beforeAll(async () => {
  payload = await testPayload()
  staff = (await payload.create({
    collection: 'users',
    data: { email: 'queue.desk@example.org', password: 'a-good-password', roles: ['staff'] },
  })) as User
}, 120_000)

describe('the team inbox in SQL', () => {
  it('keeps open, waiting on us or them, closed, all, mine and a topic apart', async () => {
    await write([
      { id: 'us', subject: 'Us', waitingOn: 'us', oldestUnansweredAt: '2026-11-28T10:00:00Z' },
      { id: 'them', subject: 'Them', waitingOn: 'them' },
      { id: 'closed', subject: 'Closed', status: 'closed', waitingOn: 'us' },
      { id: 'mine', subject: 'Mine', waitingOn: 'us', assignee: Number(staff.id), topic: 'order' },
    ])
    const sorted = (list: string[]) => [...list].sort()
    expect(sorted(await ids({}))).toEqual(['mine', 'them', 'us'])
    expect(sorted(await ids({ show: 'us' }))).toEqual(['mine', 'us'])
    expect(await ids({ show: 'them' })).toEqual(['them'])
    expect(await ids({ show: 'closed' })).toEqual(['closed'])
    expect(sorted(await ids({ show: 'all' }))).toEqual(['closed', 'mine', 'them', 'us'])
    expect(await ids({ mine: true })).toEqual(['mine'])
    expect(await ids({ topic: 'order' })).toEqual(['mine'])
    expect(await ids({ topic: 'event' })).toEqual([])
    expect(await waitingOnUsCount(payload)).toBe(2)
    await database(payload).execute(sql`DELETE FROM documents WHERE parent = 'conversations'`)
  })

  it('puts the longest wait first, what waits for nothing last both ways, and sorts by the last message and subject', async () => {
    await write([
      { id: 'b', subject: 'apple', oldestUnansweredAt: '2026-11-27T09:00:00.000000Z' },
      { id: 'c', subject: 'Mango', oldestUnansweredAt: null, lastMessageAt: '2026-11-28T12:00:00Z' },
      { id: 'a', subject: 'Zebra', oldestUnansweredAt: '2026-11-20T09:00:00Z' },
      { id: 'd', subject: 'Éclair', oldestUnansweredAt: '2026-11-27T09:00:00.5Z' },
    ])
    expect(await ids({}, { sort: 'waiting', direction: 'desc' })).toEqual(['a', 'b', 'd', 'c'])
    expect(await ids({}, { sort: 'waiting', direction: 'asc' })).toEqual(['d', 'b', 'a', 'c'])
    // a, b and d were last written at the same time: the path breaks the tie.
    expect(await ids({}, { sort: 'last', direction: 'desc' })).toEqual(['c', 'a', 'b', 'd'])
    expect(await ids({}, { sort: 'subject', direction: 'asc' })).toEqual(['b', 'd', 'c', 'a'])
    expect(await ids({}, { sort: 'subject', direction: 'desc' })).toEqual(['a', 'c', 'd', 'b'])
    await database(payload).execute(sql`DELETE FROM documents WHERE parent = 'conversations'`)
  })

  it('pages 6,000 conversations through the index, past the document service’s 5,000', async () => {
    await database(payload)
      .execute(sql`INSERT INTO documents (path, parent, collection_id, fields, create_time, update_time)
      SELECT 'conversations/c' || lpad(n::text, 5, '0'), 'conversations', 'conversations',
        jsonb_build_object(
          'owner', jsonb_build_object('integerValue', '7'),
          'subject', jsonb_build_object('stringValue', 'Question ' || n),
          'status', jsonb_build_object('stringValue', CASE WHEN n % 10 = 0 THEN 'closed' ELSE 'open' END),
          'waitingOn', jsonb_build_object('stringValue', CASE WHEN n % 3 = 0 THEN 'them' ELSE 'us' END),
          'oldestUnansweredAt', jsonb_build_object('timestampValue',
            to_char(timestamptz '2026-01-01 00:00Z' + n * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
          'lastMessageAt', jsonb_build_object('timestampValue', '2026-11-28T10:00:00Z')),
        now(), now()
      FROM generate_series(1, 6000) AS n`)
    await database(payload).execute(sql`ANALYZE documents`)
    const open = await inboxPage(
      payload,
      staff,
      { show: 'open', mine: false, topic: null },
      {
        sort: 'waiting',
        direction: 'desc',
        page: 1,
      },
    )
    expect(open.total).toBe(5400)
    expect(open.pages).toBe(Math.ceil(5400 / INBOX_PAGE_SIZE))
    expect(open.rows.slice(0, 3).map((row) => row.id)).toEqual(['c00001', 'c00002', 'c00003'])
    const last = await inboxPage(
      payload,
      staff,
      { show: 'open', mine: false, topic: null },
      {
        sort: 'waiting',
        direction: 'desc',
        page: open.pages,
      },
    )
    expect(last.rows.at(-1)?.id).toBe('c05999')
    expect(await waitingOnUsCount(payload)).toBe(3600)

    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      database(payload),
      sql`EXPLAIN SELECT d.path FROM documents d WHERE d.parent = 'conversations'
        AND ${inboxWhere({ show: 'open', mine: false, topic: null }, 0)}
        ORDER BY ${inboxOrder({ sort: 'waiting', direction: 'desc' })} LIMIT ${INBOX_PAGE_SIZE}`,
    )
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('documents_conversations_waiting_idx')
  })
})
