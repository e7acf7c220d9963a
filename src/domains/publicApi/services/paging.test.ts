import { describe, expect, it } from 'vitest'

import { decodeCursor, DEFAULT_LIMIT, encodeCursor, MAX_LIMIT, parseLimit } from './paging'

describe('cursors', () => {
  it('give back the key they were made with, for their own list only', () => {
    expect(decodeCursor('artists', encodeCursor('artists', 42))).toEqual({ ok: true, value: 42 })
    expect(decodeCursor('programs', encodeCursor('programs', '/programs/a'))).toEqual({
      ok: true,
      value: '/programs/a',
    })
    expect(decodeCursor('events', encodeCursor('artists', 42)).ok).toBe(false)
  })

  it('start the list when none is given, and refuse anything else', () => {
    expect(decodeCursor('artists', null)).toEqual({ ok: true, value: null })
    for (const bad of ['', 'not a cursor', '!!', 'x'.repeat(500), Buffer.from('[1]').toString('base64url')]) {
      expect(decodeCursor('artists', bad)).toMatchObject({ ok: false, problem: expect.stringContaining('cursor') })
    }
    const negative = Buffer.from(JSON.stringify({ r: 'artists', a: -1 })).toString('base64url')
    expect(decodeCursor('artists', negative).ok).toBe(false)
    const fraction = Buffer.from(JSON.stringify({ r: 'artists', a: 1.5 })).toString('base64url')
    expect(decodeCursor('artists', fraction).ok).toBe(false)
  })

  it('of a narrowed list are read only with the same filters, and stay short whatever the filters', () => {
    const ceramics = JSON.stringify(['ceramics', null, ''])
    const cursor = encodeCursor('artists', 42, ceramics)
    expect(decodeCursor('artists', cursor, ceramics)).toEqual({ ok: true, value: 42 })
    for (const other of ['', JSON.stringify(['painting', null, '']), JSON.stringify(['ceramics', null, 'ana'])]) {
      expect(decodeCursor('artists', cursor, other)).toMatchObject({
        ok: false,
        problem: expect.stringContaining('other filters'),
      })
    }
    expect(decodeCursor('artists', encodeCursor('artists', 42), ceramics).ok).toBe(false)
    expect(encodeCursor('artists', 42, 'x'.repeat(5000)).length).toBeLessThan(100)
  })
})

describe('limits', () => {
  it('default, cap and refuse', () => {
    expect(parseLimit(null)).toEqual({ ok: true, value: DEFAULT_LIMIT })
    expect(parseLimit('5')).toEqual({ ok: true, value: 5 })
    expect(parseLimit('100000')).toEqual({ ok: true, value: MAX_LIMIT })
    for (const bad of ['0', '-1', '2.5', 'ten', '', '1e3']) {
      expect(parseLimit(bad)).toMatchObject({ ok: false, problem: expect.stringContaining('limit') })
    }
  })
})
