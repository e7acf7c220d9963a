import { describe, expect, it } from 'vitest'

import {
  conversationOf,
  matchesFilter,
  parseInboxFilter,
  sortConversations,
  unreadByStaff,
  waitedFor,
  type InboxConversation,
} from './queue'

const at = (iso: string) => new Date(iso)

function conversation(over: Partial<InboxConversation>): InboxConversation {
  return {
    id: 'c',
    owner: 7,
    topic: 'general',
    subject: 'A question',
    about: null,
    status: 'open',
    assignee: null,
    lastMessageAt: at('2026-11-28T10:00:00Z'),
    lastSide: 'person',
    waitingOn: 'us',
    oldestUnansweredAt: at('2026-11-28T10:00:00Z'),
    staffReadAt: null,
    createdAt: at('2026-11-28T10:00:00Z'),
    ...over,
  }
}

describe('the team inbox’s filter in the address', () => {
  it('reads what to show, mine and the topic, and names what it cannot use', () => {
    expect(parseInboxFilter(new URLSearchParams('show=us&assigned=me&topic=order'))).toEqual({
      filter: { show: 'us', mine: true, topic: 'order' },
      problems: [],
    })
    expect(parseInboxFilter(new URLSearchParams())).toEqual({
      filter: { show: 'open', mine: false, topic: null },
      problems: [],
    })
    const wrong = parseInboxFilter(new URLSearchParams('show=later&assigned=you&topic=gossip'))
    expect(wrong.filter).toEqual({ show: 'open', mine: false, topic: null })
    expect(wrong.problems).toEqual([
      '“later” is not a choice of what to show',
      'assigned is “me” or nothing',
      '“gossip” is not a topic',
    ])
  })

  it('keeps open, waiting on us or them, closed, all, mine and a topic apart', () => {
    const us = conversation({ id: 'us' })
    const them = conversation({ id: 'them', waitingOn: 'them', lastSide: 'staff', oldestUnansweredAt: null })
    const closed = conversation({ id: 'closed', status: 'closed', waitingOn: 'us' })
    const mine = conversation({ id: 'mine', assignee: 3, topic: 'order' })
    const rows = [us, them, closed, mine]
    const shown = (query: string) =>
      rows.filter((row) => matchesFilter(row, parseInboxFilter(new URLSearchParams(query)).filter, 3)).map((r) => r.id)
    expect(shown('')).toEqual(['us', 'them', 'mine'])
    expect(shown('show=us')).toEqual(['us', 'mine'])
    expect(shown('show=them')).toEqual(['them'])
    expect(shown('show=closed')).toEqual(['closed'])
    expect(shown('show=all')).toEqual(['us', 'them', 'closed', 'mine'])
    expect(shown('assigned=me')).toEqual(['mine'])
    expect(shown('topic=order')).toEqual(['mine'])
    expect(shown('topic=event')).toEqual([])
  })
})

describe('the order of the queue', () => {
  const oldest = conversation({ id: 'a', subject: 'Zebra', oldestUnansweredAt: at('2026-11-20T09:00:00Z') })
  const newer = conversation({ id: 'b', subject: 'apple', oldestUnansweredAt: at('2026-11-27T09:00:00Z') })
  const answered = conversation({
    id: 'c',
    subject: 'Mango',
    oldestUnansweredAt: null,
    lastMessageAt: at('2026-11-28T12:00:00Z'),
  })
  const rows = [newer, answered, oldest]
  const ids = (sort: 'waiting' | 'last' | 'subject', direction: 'asc' | 'desc') =>
    sortConversations(rows, { sort, direction }).map((row) => row.id)

  it('puts the longest wait first by default, and what waits for nothing last both ways', () => {
    expect(ids('waiting', 'desc')).toEqual(['a', 'b', 'c'])
    expect(ids('waiting', 'asc')).toEqual(['b', 'a', 'c'])
  })

  it('sorts by the last message and by subject, whatever the case', () => {
    // a and b were last written at the same time: the id breaks the tie.
    expect(ids('last', 'desc')).toEqual(['c', 'a', 'b'])
    expect(ids('subject', 'asc')).toEqual(['b', 'c', 'a'])
    expect(ids('subject', 'desc')).toEqual(['a', 'c', 'b'])
  })
})

describe('how long a message has waited', () => {
  const zone = 'America/Los_Angeles'
  it('says minutes, then hours under a day', () => {
    expect(waitedFor(at('2026-11-28T10:00:00Z'), at('2026-11-28T10:42:30Z'), zone)).toBe('42 min')
    expect(waitedFor(at('2026-11-28T10:00:00Z'), at('2026-11-28T13:05:00Z'), zone)).toBe('3 h')
    expect(waitedFor(at('2026-11-28T10:00:00Z'), at('2026-11-28T09:00:00Z'), zone)).toBe('0 min')
  })

  it('counts days as the calendar days between in the organisation’s zone', () => {
    // Monday 18:00 to Wednesday 09:00 in Los Angeles: 39 hours, two days on the calendar.
    expect(waitedFor(at('2026-11-24T02:00:00Z'), at('2026-11-25T17:00:00Z'), zone)).toBe('2 days')
    // 25 hours that are the next day there.
    expect(waitedFor(at('2026-11-24T20:00:00Z'), at('2026-11-25T21:00:00Z'), zone)).toBe('1 day')
    // In UTC the same two instants are three calendar days apart.
    expect(waitedFor(at('2026-11-23T23:30:00Z'), at('2026-11-25T00:30:00Z'), 'UTC')).toBe('2 days')
    expect(waitedFor(at('2026-11-23T23:30:00Z'), at('2026-11-25T00:30:00Z'), zone)).toBe('1 day')
  })
})

describe('a conversation read from its document', () => {
  it('reads the contract’s typed fields, and what is unread by staff', () => {
    const row = conversationOf({
      path: 'conversations/abc',
      createTime: '',
      updateTime: '',
      fields: {
        owner: { integerValue: '12' },
        topic: { stringValue: 'order' },
        subject: { stringValue: 'Where is my print?' },
        about: {
          mapValue: {
            fields: { kind: { stringValue: 'order' }, id: { stringValue: 'V-1' }, label: { stringValue: 'Order V-1' } },
          },
        },
        status: { stringValue: 'open' },
        assignee: { nullValue: null },
        lastMessageAt: { timestampValue: '2026-11-28T10:00:00Z' },
        lastSide: { stringValue: 'person' },
        waitingOn: { stringValue: 'us' },
        oldestUnansweredAt: { timestampValue: '2026-11-28T09:00:00Z' },
        staffReadAt: { timestampValue: '2026-11-28T09:30:00Z' },
      },
    })
    expect(row).toMatchObject({
      id: 'abc',
      owner: 12,
      topic: 'order',
      about: { kind: 'order', id: 'V-1', label: 'Order V-1' },
      assignee: null,
      waitingOn: 'us',
    })
    expect(unreadByStaff(row)).toBe(true)
    expect(unreadByStaff({ ...row, staffReadAt: at('2026-11-28T10:00:01Z') })).toBe(false)
    expect(unreadByStaff({ ...row, lastSide: 'staff' })).toBe(false)
  })
})
