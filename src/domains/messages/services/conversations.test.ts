import { describe, expect, it } from 'vitest'

import { checkAnnouncement } from './announcements'
import { attachmentName } from './attachments'
import { afterPersonMessage, checkedText, isUnread, str, time, type Conversation } from './conversations'
import { burstKey, mailDueAt } from './unread-mail'

const conversation = (over: Partial<Conversation>): Conversation => ({
  id: 'c1',
  owner: 1,
  topic: 'general',
  subject: 'Hello',
  about: null,
  status: 'open',
  lastMessageAt: '2026-12-01T10:00:00.000Z',
  lastSide: 'staff',
  personReadAt: '2026-12-01T09:00:00.000Z',
  staffReadAt: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  ...over,
})

describe("a person's side of the message centre", () => {
  it("counts a side's unread as the other side's messages after its read mark", () => {
    expect(isUnread(conversation({}), 'person')).toBe(true)
    expect(isUnread(conversation({ personReadAt: '2026-12-01T10:00:01.000Z' }), 'person')).toBe(false)
    expect(isUnread(conversation({ personReadAt: null }), 'person')).toBe(true)
    expect(isUnread(conversation({ lastSide: 'person' }), 'person')).toBe(false)
    expect(isUnread(conversation({ lastSide: 'person' }), 'staff')).toBe(true)
  })

  it("moves the conversation as a person's message does: waiting on us since their first unanswered message", () => {
    const at = new Date('2026-12-01T11:00:00Z')
    expect(afterPersonMessage({ oldestUnansweredAt: { nullValue: null } }, at)).toEqual({
      lastMessageAt: time(at),
      lastSide: str('person'),
      waitingOn: str('us'),
      oldestUnansweredAt: time(at),
      status: str('open'),
      personReadAt: time(at),
    })
    const earlier = time(new Date('2026-12-01T10:30:00Z'))
    expect(afterPersonMessage({ oldestUnansweredAt: earlier }, at).oldestUnansweredAt).toEqual(earlier)
  })

  it('checks the words of a message and an announcement', () => {
    expect(checkedText('  hi\r\nthere ', true)).toEqual({ text: 'hi\nthere' })
    expect(checkedText('   ', true)).toEqual({ problem: 'Write your message first.' })
    expect(checkedText('', false)).toEqual({ text: '' })
    expect(checkedText('x'.repeat(10_001), false)).toMatchObject({ problem: expect.stringMatching(/10,000/) })
    expect(checkAnnouncement({ id: 'abcdefgh-1', subject: 'Open Studios', text: 'Soon' })).toBeNull()
    expect(checkAnnouncement({ id: 'x', subject: 'Open Studios', text: 'Soon' })).toMatch(/out of date/)
    expect(checkAnnouncement({ id: 'abcdefgh-1', subject: ' ', text: 'Soon' })).toMatch(/subject/)
  })

  it('names a burst by its conversation and read mark, and mails it ten minutes after its first message', () => {
    expect(burstKey({ conversation: 'c1', readMark: '' })).toBe('messages-unread:c1:never')
    expect(burstKey({ conversation: 'c1', readMark: '2026-12-01T09:00:00Z' })).toBe(
      'messages-unread:c1:2026-12-01T09:00:00Z',
    )
    expect(mailDueAt({ firstUnreadAt: new Date('2026-12-01T10:00:00Z') })).toEqual(new Date('2026-12-01T10:10:00Z'))
  })

  it("keeps an attachment's name to show, never its folders or control characters", () => {
    expect(attachmentName('../../etc/passwd\u0007.png', 'image/png')).toBe('passwd.png')
    expect(attachmentName('', 'application/pdf')).toBe('attachment.pdf')
  })
})
