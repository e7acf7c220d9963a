import { describe, expect, it } from 'vitest'

import { filterMembers, memberRows, membersQuery, parseMembersFilter, type MemberRow } from './member-list'

const parse = (query: string) => parseMembersFilter(new URLSearchParams(query))

describe('the members’ filter of the address', () => {
  it('reads every filter and the page, and writes them back', () => {
    const parsed = parse('plan=3&audience=artlover&status=grace&within=30&search=%20dora%20&page=2')
    expect(parsed).toEqual({
      ok: true,
      value: { plan: 3, audience: 'artlover', status: 'grace', within: 30, search: 'dora', page: 2 },
    })
    if (!parsed.ok) return
    expect(membersQuery(parsed.value)).toBe('plan=3&audience=artlover&status=grace&within=30&search=dora')
    expect(membersQuery(parsed.value, 3)).toBe('plan=3&audience=artlover&status=grace&within=30&search=dora&page=3')
  })

  it('is empty without parameters, and ignores empty ones', () => {
    expect(parse('')).toEqual({ ok: true, value: { page: 1 } })
    expect(parse('plan=&status=&within=')).toEqual({ ok: true, value: { page: 1 } })
  })

  it('says what cannot be used, in words', () => {
    expect(parse('plan=gold&audience=everyone&status=lapsed&within=soon')).toEqual({
      ok: false,
      problems: [
        'plan must be a plan',
        'audience must be one of artist, artlover',
        'status must be one of active, grace, expired, awaiting-payment, cancelled',
        'within must be a number of days, such as 30',
      ],
    })
    expect(parse('within=-3')).toEqual({ ok: false, problems: ['within must be 0 days or more'] })
    expect(parse('within=2.5')).toEqual({ ok: false, problems: ['within must be a whole number of days'] })
  })
})

const TODAY = '2026-11-26'
const membership = (id: number, name: string, extra: Partial<{ cancelled: boolean; audience: 'artist' }> = {}) => ({
  membership: id,
  person: id * 10,
  name,
  email: `${name.toLowerCase()}@example.org`,
  audience: extra.audience ?? ('artlover' as const),
  planId: 1,
  planName: 'Friend',
  cancelled: extra.cancelled ?? false,
})
const term = (membershipId: number, startsOn: string, endsOn: string, plan = 1) => ({
  membership: membershipId,
  plan,
  planName: plan === 1 ? 'Friend' : 'Patron',
  startsOn,
  endsOn,
  graceDays: 30,
})

describe('the members’ rows', () => {
  const rows = memberRows(
    [
      membership(1, 'Ada'),
      membership(2, 'Bea'),
      membership(3, 'Cy', { cancelled: true }),
      membership(4, 'Dee'),
      membership(5, 'Eve', { audience: 'artist' }),
      membership(6, 'Fay'),
    ],
    [
      term(1, '2026-01-01', '2026-12-10'), // ends in 14 days
      term(2, '2026-01-01', '2026-12-10'),
      term(2, '2026-12-11', '2027-12-10', 2), // renewed already: does not end soon
      term(3, '2026-02-01', '2027-02-01'),
      term(4, '2025-10-01', '2026-11-10'), // in grace
      term(5, '2024-01-01', '2025-01-01'), // expired
    ],
    TODAY,
    30,
  )
  const names = (found: MemberRow[]) => found.map((row) => row.name)

  it('have today’s state, the plan in force and the last end', () => {
    expect(rows.map((row) => [row.name, row.state, row.planName, row.endsOn, row.endsSoon])).toEqual([
      ['Ada', 'active', 'Friend', '2026-12-10', true],
      ['Bea', 'active', 'Friend', '2027-12-10', false],
      ['Cy', 'active', 'Friend', '2027-02-01', false],
      ['Dee', 'grace', 'Friend', '2026-11-10', false],
      ['Eve', 'expired', 'Friend', '2025-01-01', false],
      ['Fay', 'awaiting-payment', 'Friend', null, false],
    ])
  })

  it('are filtered by state, cancellation, audience, words and "ends within", soonest end first', () => {
    expect(names(filterMembers(rows, { page: 1 }))).toEqual(['Eve', 'Dee', 'Ada', 'Cy', 'Bea', 'Fay'])
    expect(names(filterMembers(rows, { page: 1, status: 'active' }))).toEqual(['Ada', 'Cy', 'Bea'])
    expect(names(filterMembers(rows, { page: 1, status: 'cancelled' }))).toEqual(['Cy'])
    expect(names(filterMembers(rows, { page: 1, status: 'grace' }))).toEqual(['Dee'])
    expect(names(filterMembers(rows, { page: 1, status: 'awaiting-payment' }))).toEqual(['Fay'])
    expect(names(filterMembers(rows, { page: 1, audience: 'artist' }))).toEqual(['Eve'])
    expect(names(filterMembers(rows, { page: 1, within: 30 }))).toEqual(['Ada'])
    expect(names(filterMembers(rows, { page: 1, search: 'BEA@' }))).toEqual(['Bea'])
    expect(names(filterMembers(rows, { page: 1, plan: 2 }))).toEqual([])
  })

  it('are sorted by the column asked, either way; a membership without a term last both ways', () => {
    const sorted = (sort: 'member' | 'since' | 'ends', direction: 'asc' | 'desc') =>
      names(filterMembers(rows, { page: 1 }, { sort, direction }))
    expect(sorted('ends', 'desc')).toEqual(['Bea', 'Cy', 'Ada', 'Dee', 'Eve', 'Fay'])
    expect(sorted('since', 'asc')).toEqual(['Eve', 'Dee', 'Ada', 'Bea', 'Cy', 'Fay'])
    expect(sorted('member', 'desc')).toEqual(['Fay', 'Eve', 'Dee', 'Cy', 'Bea', 'Ada'])
  })

  it('end within N days counting today: 14 days away is within 14, not within 13', () => {
    const one = [membership(1, 'Ada')]
    const terms = [term(1, '2026-01-01', '2026-12-10')]
    expect(memberRows(one, terms, TODAY, 14)[0]!.endsSoon).toBe(true)
    expect(memberRows(one, terms, TODAY, 13)[0]!.endsSoon).toBe(false)
  })
})
