import { describe, expect, it } from 'vitest'

import {
  checkQuery,
  compareForQuery,
  evaluateQuery,
  queryMatches,
  type StoredDocument,
  type StructuredQuery,
} from './query'
import type { Value } from './values'

const doc = (path: string, fields: Record<string, Value>): StoredDocument => ({
  path,
  fields,
  createTime: '2026-01-01T00:00:00.000000Z',
  updateTime: '2026-01-01T00:00:00.000000Z',
})
const int = (n: number): Value => ({ integerValue: String(n) })
const str = (s: string): Value => ({ stringValue: s })
const arr = (...values: Value[]): Value => ({ arrayValue: { values } })
const where = (fieldPath: string, op: string, value: Value) =>
  ({ fieldFilter: { field: { fieldPath }, op, value } }) as StructuredQuery['where']
const query = (extra: Partial<StructuredQuery> = {}): StructuredQuery => ({
  from: [{ collectionId: 'works' }],
  ...extra,
})

const works = [
  doc('works/a', { n: int(3), tags: arr(str('oil'), str('large')), medium: str('oil') }),
  doc('works/b', { n: { doubleValue: 1.5 }, tags: arr(str('ink')), medium: str('ink') }),
  doc('works/c', { n: str('three'), medium: { nullValue: null } }),
  doc('works/d', { tags: arr(str('oil')) }),
  doc('elsewhere/e', { n: int(3) }),
  doc('artists/x/works/f', { n: int(2) }),
]
const names = (q: StructuredQuery, parent = '') => evaluateQuery(parent, q, works).map((d) => d.path)

describe('queries', () => {
  it('compares only within a type, and orders inequalities by their field then the name', () => {
    expect(names(query({ where: where('n', 'GREATER_THAN_OR_EQUAL', int(1)) }))).toEqual(['works/b', 'works/a'])
    expect(names(query({ where: where('n', 'EQUAL', { doubleValue: 3 }) }))).toEqual(['works/a'])
  })

  it('serves != and not-in as Firestore does: the field must exist and not be null', () => {
    expect(names(query({ where: where('medium', 'NOT_EQUAL', str('oil')) }))).toEqual(['works/b'])
    expect(names(query({ where: where('n', 'NOT_IN', arr(int(3))) }))).toEqual(['works/b', 'works/c'])
  })

  it('serves in, array-contains, array-contains-any and an OR', () => {
    expect(names(query({ where: where('medium', 'IN', arr(str('ink'), str('oil'))) }))).toEqual(['works/a', 'works/b'])
    expect(names(query({ where: where('tags', 'ARRAY_CONTAINS', str('oil')) }))).toEqual(['works/a', 'works/d'])
    expect(names(query({ where: where('tags', 'ARRAY_CONTAINS_ANY', arr(str('ink'), str('large'))) }))).toEqual([
      'works/a',
      'works/b',
    ])
    const either = {
      compositeFilter: { op: 'OR', filters: [where('medium', 'EQUAL', str('ink')), where('n', 'EQUAL', str('three'))] },
    }
    expect(names(query({ where: either as StructuredQuery['where'] }))).toEqual(['works/b', 'works/c'])
  })

  it('orders, pages with cursors, offset and limit, and leaves out documents without the ordered field', () => {
    const byN = query({ orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }] })
    expect(names(byN)).toEqual(['works/c', 'works/a', 'works/b'])
    expect(names({ ...byN, startAt: { values: [int(3)], before: false } })).toEqual(['works/b'])
    expect(names({ ...byN, startAt: { values: [int(3)], before: true }, limit: 1 })).toEqual(['works/a'])
    expect(names({ ...byN, endAt: { values: [int(3)], before: true } })).toEqual(['works/c'])
    expect(names({ ...byN, offset: 1, limit: { value: 1 } })).toEqual(['works/a'])
    const byName = {
      orderBy: [{ field: { fieldPath: '__name__' } }],
      startAt: { values: [{ referenceValue: 'projects/p/databases/(default)/documents/works/b' }], before: false },
    }
    expect(names(query(byName as Partial<StructuredQuery>))).toEqual(['works/c', 'works/d'])
  })

  it('reads a sub-collection under its parent and a collection group under a prefix', () => {
    expect(names(query(), 'artists/x')).toEqual(['artists/x/works/f'])
    expect(names({ from: [{ collectionId: 'works', allDescendants: true }] })).toEqual([
      'artists/x/works/f',
      'works/a',
      'works/b',
      'works/c',
      'works/d',
    ])
  })

  it('answers queryMatches and compareForQuery for listeners', () => {
    const q = query({ where: where('n', 'LESS_THAN', int(10)) })
    expect(queryMatches('', q, works[0])).toBe(true)
    expect(queryMatches('', q, works[2])).toBe(false)
    expect(queryMatches('', q, works[4])).toBe(false)
    expect(compareForQuery(q, works[1], works[0])).toBeLessThan(0)
  })

  it.each([
    [where('n', 'IN', arr()), "'in' filter needs a non-empty array"],
    [where('n', 'NOT_IN', arr()), "'not-in' filter needs a non-empty array"],
    [where('n', 'IN', int(3)), 'needs an array'],
    [where('n', 'IN', arr(...Array.from({ length: 31 }, (_, i) => int(i)))), 'at most 30 values'],
    [
      { compositeFilter: { op: 'AND', filters: [where('n', 'NOT_IN', arr(int(1))), where('m', 'NOT_EQUAL', int(2))] } },
      "'not-in' filter cannot be combined with '!=' filters",
    ],
    [
      { compositeFilter: { op: 'AND', filters: [where('n', 'NOT_IN', arr(int(1))), where('m', 'IN', arr(int(2)))] } },
      "cannot be combined with 'in' filters",
    ],
    [
      {
        compositeFilter: { op: 'AND', filters: [where('n', 'NOT_IN', arr(int(1))), where('m', 'NOT_IN', arr(int(2)))] },
      },
      "more than one 'not-in'",
    ],
    [where('n', 'SOUNDS_LIKE', int(1)), '"SOUNDS_LIKE" is not known'],
    [where('a..b', 'EQUAL', int(1)), 'empty segment'],
  ])('refuses %j as invalid-argument', (filter, message) => {
    expect(() => checkQuery(query({ where: filter as StructuredQuery['where'] }))).toThrow(
      expect.objectContaining({ code: 'invalid-argument', message: expect.stringContaining(message) }),
    )
  })

  it('refuses a query over no collection or cursors longer than the order', () => {
    expect(() => checkQuery({ from: [] })).toThrow(/exactly one collection/)
    expect(() => checkQuery(query({ startAt: { values: [int(1), int(2), int(3)] } }))).toThrow(/more values than/)
  })
})
