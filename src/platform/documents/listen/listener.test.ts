import { describe, expect, it } from 'vitest'

import type { StoredDocument } from '../index'
import { ListenerState } from './listener'

/** A conversation with an owner and a rank (the query's order), written at second `time`. */
const doc = (id: string, rank: number, owner = 1, time = 1): StoredDocument => ({
  path: `conversations/${id}`,
  fields: { owner: { integerValue: String(owner) }, rank: { integerValue: String(rank) } },
  createTime: '2026-12-09T10:00:00.000000Z',
  updateTime: `2026-12-09T10:00:${String(time).padStart(2, '0')}.000000Z`,
})
const rank = (document: StoredDocument) => Number((document.fields.rank as { integerValue: string }).integerValue)
const owner = (document: StoredDocument) => Number((document.fields.owner as { integerValue: string }).integerValue)
/** Person 1 may read their own conversations; the query: those with rank below 100, by rank. */
const rules = {
  mayRead: (document: StoredDocument) => owner(document) === 1,
  matches: (document: StoredDocument) => rank(document) < 100,
  compare: (a: StoredDocument, b: StoredDocument) => rank(a) - rank(b) || a.path.localeCompare(b.path),
}
const held = (state: ListenerState) => state.current().map((document) => document.path.split('/')[1])
const kinds = (outcome: ReturnType<ListenerState['apply']>) =>
  'changes' in outcome
    ? outcome.changes.map((change) => `${change.type} ${change.document.path.split('/')[1]}`)
    : 'rerun'

describe('ListenerState (one listener’s bookkeeping on the server)', () => {
  it('keeps the query’s order as documents come, move and go', () => {
    const state = new ListenerState(rules, {})
    state.replace([doc('a', 1), doc('b', 5)])
    expect(kinds(state.apply([{ path: 'conversations/c', document: doc('c', 3) }]))).toEqual(['added c'])
    expect(held(state)).toEqual(['a', 'c', 'b'])
    expect(kinds(state.apply([{ path: 'conversations/a', document: doc('a', 9, 1, 2) }]))).toEqual(['modified a'])
    expect(held(state)).toEqual(['c', 'b', 'a'])
    expect(kinds(state.apply([{ path: 'conversations/c', document: null }]))).toEqual(['removed c'])
    expect(kinds(state.apply([{ path: 'conversations/b', document: doc('b', 500, 1, 2) }]))).toEqual(['removed b'])
    expect(held(state)).toEqual(['a'])
  })

  it('never sends a document its reader may not read, and removes one it may no longer read', () => {
    const state = new ListenerState(rules, {})
    state.replace([doc('a', 1)])
    expect(kinds(state.apply([{ path: 'conversations/x', document: doc('x', 2, 2) }]))).toEqual([])
    expect(kinds(state.apply([{ path: 'conversations/a', document: doc('a', 1, 2, 2) }]))).toEqual(['removed a'])
    expect(state.replace([doc('y', 1, 2)])).toEqual([])
  })

  it('ignores a state older than the one it sent', () => {
    const state = new ListenerState(rules, {})
    state.replace([doc('a', 1, 1, 5)])
    expect(kinds(state.apply([{ path: 'conversations/a', document: doc('a', 7, 1, 4) }]))).toEqual([])
  })

  it('keeps a limit: a newcomer in a full window pushes the last one out', () => {
    const state = new ListenerState(rules, { limit: 2 })
    state.replace([doc('a', 1), doc('b', 5)])
    expect(kinds(state.apply([{ path: 'conversations/c', document: doc('c', 3) }]))).toEqual(['removed b', 'added c'])
    expect(kinds(state.apply([{ path: 'conversations/d', document: doc('d', 50) }]))).toEqual([])
    expect(held(state)).toEqual(['a', 'c'])
  })

  it('asks for the query again when a full window loses a member or one moves to its end', () => {
    const state = new ListenerState(rules, { limit: { value: 2 } })
    state.replace([doc('a', 1), doc('b', 5)])
    expect(state.apply([{ path: 'conversations/a', document: null }])).toEqual({ rerun: true })
    expect(held(state)).toEqual(['a', 'b'])
    expect(state.apply([{ path: 'conversations/a', document: doc('a', 8, 1, 2) }])).toEqual({ rerun: true })
    const notFull = new ListenerState(rules, { limit: 3 })
    notFull.replace([doc('a', 1), doc('b', 5)])
    expect(kinds(notFull.apply([{ path: 'conversations/a', document: null }]))).toEqual(['removed a'])
  })

  it('asks for the query again for any change it concerns when the query has an offset or a cursor', () => {
    const state = new ListenerState(rules, { offset: 1 })
    state.replace([doc('b', 5)])
    expect(state.apply([{ path: 'conversations/c', document: doc('c', 3) }])).toEqual({ rerun: true })
    expect(kinds(state.apply([{ path: 'conversations/z', document: doc('z', 300) }]))).toEqual([])
  })

  it('follows one document: there, changed, gone', () => {
    const state = new ListenerState({ mayRead: rules.mayRead })
    state.replace([])
    expect(kinds(state.apply([{ path: 'conversations/a', document: doc('a', 1) }]))).toEqual(['added a'])
    expect(kinds(state.apply([{ path: 'conversations/a', document: doc('a', 2, 1, 2) }]))).toEqual(['modified a'])
    expect(kinds(state.apply([{ path: 'conversations/a', document: null }]))).toEqual(['removed a'])
  })
})
