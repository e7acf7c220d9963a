import { describe, expect, it } from 'vitest'

import { orderQueue, parseDecision, parseSelectedRequests, REASON_MAX, type QueueItem } from './verifier'

const KINDS = ['artist-application', 'artist-profile']

describe('a verification decision from a form', () => {
  it('approves without a reason, and drops one that was typed anyway', () => {
    expect(
      parseDecision({ source: 'artist-application', id: '12', decision: 'approve', reason: 'fine' }, KINDS),
    ).toEqual({
      ok: true,
      decision: { source: 'artist-application', id: 12, decision: 'approve', reason: null },
    })
  })

  it('rejects only with a reason, trimmed', () => {
    expect(parseDecision({ source: 'artist-application', id: '3', decision: 'reject', reason: '  ' }, KINDS)).toEqual({
      ok: false,
      fieldErrors: { reason: 'Say why you reject it: the person is told this reason.' },
    })
    expect(
      parseDecision({ source: 'artist-application', id: '3', decision: 'reject', reason: ' No images. ' }, KINDS),
    ).toEqual({
      ok: true,
      decision: { source: 'artist-application', id: 3, decision: 'reject', reason: 'No images.' },
    })
    expect(
      parseDecision(
        { source: 'artist-application', id: '3', decision: 'reject', reason: 'x'.repeat(REASON_MAX + 1) },
        KINDS,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { reason: expect.stringContaining('under 2000') } })
  })

  it('refuses unknown sources, ids and decisions', () => {
    expect(parseDecision({ source: 'profiles', id: '1', decision: 'approve' }, KINDS)).toMatchObject({
      ok: false,
      fieldErrors: { source: 'Unknown kind of request.' },
    })
    expect(parseDecision({ source: 'artist-application', id: 'x', decision: 'approve' }, KINDS)).toMatchObject({
      ok: false,
    })
    expect(parseDecision({ source: 'artist-application', id: '-4', decision: 'approve' }, KINDS)).toMatchObject({
      ok: false,
    })
    expect(parseDecision({ source: 'artist-application', id: '1', decision: 'maybe' }, KINDS)).toMatchObject({
      ok: false,
      fieldErrors: { decision: 'Choose approve or reject.' },
    })
  })
})

describe('the queue', () => {
  const item = (id: number, submittedAt: string): QueueItem => ({
    source: 'artist-application',
    id,
    subject: 'Artist account',
    submittedAt,
    person: { id, name: null, email: `${id}@x.org`, emailVerified: false },
  })

  it('puts the oldest first, and keeps a stable order among equals', () => {
    const queue = orderQueue([
      item(3, '2026-03-01T00:00:00Z'),
      item(2, '2026-01-01T00:00:00Z'),
      item(1, '2026-03-01T00:00:00Z'),
    ])
    expect(queue.map((entry) => entry.id)).toEqual([2, 1, 3])
  })
})

describe('the requests ticked for a bulk approval', () => {
  it('reads each kind:id once', () => {
    expect(
      parseSelectedRequests(['artist-application:12', ' artist-profile:3 ', 'artist-application:12'], KINDS),
    ).toEqual({
      ok: true,
      requests: [
        { source: 'artist-application', id: 12 },
        { source: 'artist-profile', id: 3 },
      ],
    })
  })

  it('names what is not a request of the queue, and asks for one when none is ticked or too many are', () => {
    for (const value of ['12', 'artist-application:0', 'artist-application:1 OR 1=1', 'gift:4', 7]) {
      expect(parseSelectedRequests([value], KINDS)).toMatchObject({
        ok: false,
        message: expect.stringContaining('not a request of the queue'),
      })
    }
    expect(parseSelectedRequests([], KINDS)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Select at least one/),
    })
    expect(parseSelectedRequests(['artist-profile:1', 'artist-profile:2'], KINDS, 1)).toEqual({
      ok: false,
      message: 'Select at most 1 at a time.',
    })
  })
})
