import { describe, expect, it } from 'vitest'

import { orderQueue, parseDecision, REASON_MAX, type QueueItem } from './verifier'

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
