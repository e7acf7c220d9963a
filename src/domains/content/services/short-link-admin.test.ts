import { describe, expect, it } from 'vitest'

import {
  expiryOf,
  LINKS_PER_PAGE,
  redirectsPage,
  shortLinksPage,
  type RedirectRow,
  type ShortLinkRow,
} from './short-link-admin'

describe('a redirect’s last day', () => {
  it('is followed through the day and ignored from the next day’s start, in the organisation’s zone', () => {
    expect(expiryOf('2027-05-31', 'America/Los_Angeles')).toEqual({ expiresAt: '2027-06-01T07:00:00.000Z' })
    expect(expiryOf('2027-01-31', 'UTC')).toEqual({ expiresAt: '2027-02-01T00:00:00.000Z' })
  })
  it('is optional', () => {
    expect(expiryOf('  ', 'UTC')).toEqual({ expiresAt: null })
  })
  it('is refused in words when it is not a day', () => {
    expect(expiryOf('31/05/2027', 'UTC')).toHaveProperty('problem', expect.stringMatching(/year-month-day/))
    expect(expiryOf('2027-13-45', 'UTC')).toHaveProperty('problem')
  })
})

const link = (code: string, total: number): ShortLinkRow => ({
  id: total,
  code,
  target: `/${code}`,
  note: '',
  madeBy: null,
  total,
  today: 0,
  days: [],
})
const rule = (from: string, endsOn: string | null): RedirectRow => ({
  id: from.length,
  from,
  to: '/artists',
  status: '301',
  endsOn,
  expired: false,
})

describe('the lists of short links and redirect rules', () => {
  it('sort by the column asked, either way, the code breaking ties', () => {
    const rows = [link('b', 3), link('a', 3), link('c', 1)]
    expect(shortLinksPage(rows, { sort: 'code', direction: 'desc', page: 1 }).rows.map((row) => row.code)).toEqual([
      'c',
      'b',
      'a',
    ])
    expect(shortLinksPage(rows, { sort: 'total', direction: 'desc', page: 1 }).rows.map((row) => row.code)).toEqual([
      'a',
      'b',
      'c',
    ])
  })
  it('page by fifty, counting every row', () => {
    const rows = Array.from({ length: LINKS_PER_PAGE + 2 }, (_, index) =>
      link(`code-${String(index).padStart(3, '0')}`, 0),
    )
    const second = shortLinksPage(rows, { sort: 'code', direction: 'asc', page: 2 })
    expect(second.count).toBe(LINKS_PER_PAGE + 2)
    expect(second.rows.map((row) => row.code)).toEqual(['code-050', 'code-051'])
  })
  it('put a rule without a last day last, both ways', () => {
    const rows = [rule('/a', null), rule('/b', '2027-01-02'), rule('/c', '2027-03-04')]
    expect(redirectsPage(rows, { sort: 'ends', direction: 'asc', page: 1 }).rows.map((row) => row.from)).toEqual([
      '/b',
      '/c',
      '/a',
    ])
    expect(redirectsPage(rows, { sort: 'ends', direction: 'desc', page: 1 }).rows.map((row) => row.from)).toEqual([
      '/c',
      '/b',
      '/a',
    ])
  })
})
