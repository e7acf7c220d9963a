import { describe, expect, it } from 'vitest'

import { conversationOf, parseInboxFilter, unreadByStaff, waitedFor } from './queue'

const at = (iso: string) => new Date(iso)

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
