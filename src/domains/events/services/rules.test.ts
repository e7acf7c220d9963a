import { describe, expect, it } from 'vitest'

import { memberStatusRefusal, nextSequence, rejectionProblem, statusAfterMemberSave, submissionProblems } from './rules'

describe('a member’s save', () => {
  it('is a submission or a draft, never anything staff decide', () => {
    expect(statusAfterMemberSave('pending')).toBe('pending')
    for (const status of ['draft', 'published', 'rejected', null] as const) {
      expect(statusAfterMemberSave(status)).toBe('draft')
    }
    expect(memberStatusRefusal('published')).toMatch(/Only staff publish/)
    expect(memberStatusRefusal('rejected')).toMatch(/Only staff reject/)
    expect(memberStatusRefusal('cancelled')).toMatch(/list of events/)
    expect(memberStatusRefusal('pending')).toBeNull()
  })

  it('goes to review only with a title, times and a place', () => {
    expect(submissionProblems({ title: ' ' }).map((problem) => problem.path)).toEqual([
      'title',
      'startsAt',
      'endsAt',
      'venue.name',
    ])
    expect(
      submissionProblems({
        title: 'Talk',
        startsAt: '2026-12-01T19:00:00Z',
        endsAt: '2026-12-01T20:00:00Z',
        onlineLink: 'https://example.org/talk',
      }),
    ).toEqual([])
  })

  it('is rejected only with a reason', () => {
    expect(rejectionProblem('rejected', '  ')).toMatch(/Say why/)
    expect(rejectionProblem('rejected', 'Not an arts event.')).toBeUndefined()
    expect(rejectionProblem('published', null)).toBeUndefined()
  })
})

describe('the iCalendar sequence', () => {
  const before = {
    sequence: 2,
    title: 'Talk',
    startsAt: '2026-12-01T19:00:00.000Z',
    endsAt: '2026-12-01T20:00:00.000Z',
    status: 'published',
    accessibility: 'Step-free',
  }

  it('goes up when something a calendar shows changes', () => {
    expect(nextSequence({ ...before, startsAt: '2026-12-01T20:00:00.000Z' }, before)).toBe(3)
    expect(nextSequence({ ...before, status: 'cancelled' }, before)).toBe(3)
    expect(nextSequence({ ...before, venue: { name: 'Hall' } }, before)).toBe(3)
  })

  it('stays when nothing a calendar shows changed, the same instant written differently included', () => {
    expect(nextSequence({ ...before, accessibility: 'Step-free, hearing loop' }, before)).toBe(2)
    expect(nextSequence({ ...before, startsAt: new Date('2026-12-01T19:00:00Z') }, before)).toBe(2)
    expect(nextSequence({ title: 'Talk' }, undefined)).toBe(0)
  })
})
