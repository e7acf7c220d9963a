import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  CSV_COLUMNS,
  DEFAULT_FILTER,
  parsePeopleFilter,
  parseScope,
  parseSearch,
  peopleConditions,
  peopleOrder,
  peoplePageQuery,
  peopleQuery,
  peopleSearchQuery,
  queryValues,
  type QueryValues,
  type PeopleFilter,
} from './people'

const dialect = new PgDialect()
const render = (query: SQL) => dialect.sqlToQuery(query)
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

function filter(values: QueryValues, scope?: Parameters<typeof parsePeopleFilter>[1]) {
  const parsed = parsePeopleFilter(values, scope)
  if (!parsed.ok) throw new Error(parsed.problems.join('; '))
  return parsed.value
}

function problems(values: Record<string, string | string[]>) {
  const parsed = parsePeopleFilter(values)
  return parsed.ok ? [] : parsed.problems
}

describe('reading the people filter from the address', () => {
  it('gives the defaults for an empty query, blank fields included', () => {
    expect(filter({})).toEqual(DEFAULT_FILTER)
    expect(filter({ role: '', status: '', verified: '', createdFrom: '', sort: '', page: '' })).toEqual(DEFAULT_FILTER)
  })

  it('reads every field', () => {
    expect(
      filter({
        role: ['artist', 'none'],
        status: 'suspended',
        verified: 'no',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
        signedInFrom: '2026-02-01',
        signedInTo: '2026-02-01',
        sort: 'lastSignIn',
        dir: 'asc',
        page: '3',
      }),
    ).toEqual({
      roles: ['artist', 'none'],
      status: 'suspended',
      verified: false,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      signedInFrom: '2026-02-01',
      signedInTo: '2026-02-01',
      sort: 'lastSignIn',
      dir: 'asc',
      page: 3,
    })
  })

  it('names each bad value in words instead of failing', () => {
    expect(problems({ role: 'wizard' })).toEqual([
      'Role: “wizard” is not one of admin, staff, artist, artlover, advertiser, partner, none.',
    ])
    expect(problems({ status: 'gone' })[0]).toMatch(/^Status: “gone” is not one of active, suspended/)
    expect(problems({ verified: 'maybe' })[0]).toMatch(/^Email verified: “maybe” is not one of yes, no/)
    expect(problems({ createdFrom: '31/01/2026' })).toEqual(['Joined from: write the date like 2026-03-31.'])
    expect(problems({ signedInTo: '2026-02-30' })).toEqual(['Last sign-in until: “2026-02-30” is not a real day.'])
    expect(problems({ sort: 'password' })[0]).toMatch(/^Sort by: “password” is not one of name, email, created/)
    expect(problems({ dir: 'up' })[0]).toMatch(/^Order: “up”/)
    expect(problems({ page: '0' })).toEqual(['Page: use a whole number from 1 to 999999.'])
    expect(problems({ page: '1e3' })).toEqual(['Page: use a whole number from 1 to 999999.'])
    expect(problems({ status: ['active', 'suspended'] })).toEqual(['Status: give one value, not 2.'])
  })

  it('lists every problem at once, and a range that ends before it starts', () => {
    expect(problems({ status: 'x', createdFrom: '2026-03-01', createdTo: '2026-02-01' })).toEqual([
      'Status: “x” is not one of active, suspended.',
      'Joined: the first day (2026-03-01) is after the last (2026-02-01).',
    ])
  })

  it('lets a scoped view fix the roles whatever the address says', () => {
    expect(filter({ role: 'admin' }, 'members').roles).toEqual(['artist', 'none'])
    expect(filter({}, 'artlovers').roles).toEqual(['artlover'])
    expect(filter({ role: ['artist', 'artist'] }).roles).toEqual(['artist'])
  })

  it('reads the export scope', () => {
    expect(parseScope({})).toEqual({ ok: true, value: 'everyone' })
    expect(parseScope({ scope: 'members' })).toEqual({ ok: true, value: 'members' })
    expect(parseScope({ scope: 'donors' })).toEqual({
      ok: false,
      problems: ['List: “donors” is not one of everyone, members, artlovers.'],
    })
  })

  it('turns repeated keys of a URL into arrays, as Next.js does for pages', () => {
    expect(queryValues(new URLSearchParams('role=artist&role=none&status=active'))).toEqual({
      role: ['artist', 'none'],
      status: 'active',
    })
  })
})

describe('writing the filter back into an address', () => {
  it('leaves the defaults out', () => {
    expect(peopleQuery(DEFAULT_FILTER)).toBe('')
  })

  it('round-trips every field', () => {
    const full: PeopleFilter = {
      roles: ['none', 'partner'],
      status: 'active',
      verified: true,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-02',
      signedInFrom: '2026-03-01',
      signedInTo: '2026-03-02',
      sort: 'name',
      dir: 'asc',
      page: 2,
    }
    expect(filter(queryValues(new URLSearchParams(peopleQuery(full))))).toEqual(full)
  })

  it('says the order in the sort alone, as every control-panel list does, and still reads an older link’s dir', () => {
    expect(filter({ sort: '-name' })).toMatchObject({ sort: 'name', dir: 'desc' })
    expect(filter({ sort: 'email' })).toMatchObject({ sort: 'email', dir: 'asc' })
    expect(filter({ sort: 'name', dir: 'desc' })).toMatchObject({ sort: 'name', dir: 'desc' })
    expect(peopleQuery({ ...DEFAULT_FILTER, sort: 'name', dir: 'desc' })).toBe('sort=-name')
    expect(problems({ sort: '-password' })[0]).toMatch(/^Sort by: “password”/)
  })

  it('names a scope instead of its roles, and can change the page', () => {
    const members = filter({ status: 'active' }, 'members')
    expect(peopleQuery(members, { scope: 'members', page: 4 })).toBe('scope=members&status=active&page=4')
    expect(peopleQuery({ ...DEFAULT_FILTER, page: 5 }, { page: 1 })).toBe('')
  })
})

describe('the SQL of a filter', () => {
  it('matches everyone without conditions', () => {
    expect(render(peopleConditions(DEFAULT_FILTER, 'America/Los_Angeles'))).toMatchObject({ sql: 'TRUE', params: [] })
  })

  it('finds any of the roles, "none" being people without a role, with values as parameters', () => {
    const { sql, params } = render(peopleConditions({ roles: ['artist', 'none'] }, 'America/Los_Angeles'))
    expect(squash(sql)).toBe(
      '(EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value::text = ANY($1::text[])) ' +
        'OR NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id))',
    )
    expect(params).toEqual([['artist']])
  })

  it('includes both ends of a date range, as days of the organisation', () => {
    const { sql, params } = render(
      peopleConditions(
        {
          roles: [],
          status: 'active',
          verified: false,
          createdFrom: '2026-01-31',
          createdTo: '2026-12-31',
          signedInTo: '2026-02-28',
        },
        'America/Los_Angeles',
      ),
    )
    expect(squash(sql)).toBe(
      "coalesce(u.status::text, 'active') = $1 AND coalesce(u.email_verified, false) = $2 AND " +
        'u.created_at >= $3::timestamptz AND u.created_at < $4::timestamptz AND u.last_sign_in_at < $5::timestamptz',
    )
    expect(params).toEqual([
      'active',
      false,
      '2026-01-31T08:00:00.000Z',
      '2027-01-01T08:00:00.000Z',
      '2026-03-01T08:00:00.000Z',
    ])
  })

  it('sorts by a known column only, empty values last, the id breaking ties', () => {
    expect(render(peopleOrder('name', 'asc')).sql).toBe('lower(u.name) ASC NULLS LAST, u.id ASC')
    expect(render(peopleOrder('lastSignIn', 'desc')).sql).toBe('u.last_sign_in_at DESC NULLS LAST, u.id DESC')
  })

  it('pages with a limit and an offset', () => {
    const { sql, params } = render(peoplePageQuery({ ...DEFAULT_FILTER, page: 3 }, 'America/Los_Angeles', 25))
    expect(squash(sql)).toMatch(/WHERE TRUE ORDER BY u\.created_at DESC NULLS LAST, u\.id DESC LIMIT \$1 OFFSET \$2$/)
    expect(params).toEqual([25, 50])
  })
})

describe('the search', () => {
  it('reads the query: nothing yet, too short, or too long', () => {
    expect(parseSearch({})).toEqual({ ok: true, value: null })
    expect(parseSearch({ q: '   ' })).toEqual({ ok: true, value: null })
    expect(parseSearch({ q: ' Margret ' })).toEqual({ ok: true, value: 'Margret' })
    expect(parseSearch({ q: '7' })).toEqual({ ok: true, value: '7' })
    expect(parseSearch({ q: 'm' })).toEqual({ ok: false, problems: ['Search: type at least 2 characters, or an id.'] })
    expect(parseSearch({ q: 'x'.repeat(201) })).toEqual({
      ok: false,
      problems: ['Search: use at most 200 characters.'],
    })
    expect(parseSearch({ q: ['a', 'b'] })).toEqual({ ok: false, problems: ['Search: give one value, not 2.'] })
  })

  it('uses trigram operators on name and email, and escapes LIKE wildcards', () => {
    const { sql, params } = render(peopleSearchQuery('50%_off\\'))
    expect(sql).toContain('u.name % $')
    expect(sql).toContain('<% u.email')
    expect(sql).toContain('word_similarity(')
    expect(params).toContain('%50\\%\\_off\\\\%')
    expect(sql).not.toContain('50%_off')
  })

  it('looks in roles by a compacted name, and by id only for a number', () => {
    const words = render(peopleSearchQuery('art lover'))
    expect(words.sql).toContain("'roles'::text AS field")
    expect(words.params).toContain('artlover')
    expect(words.sql).not.toContain("'id'::text")
    const id = render(peopleSearchQuery('#42'))
    expect(id.sql).toContain("'id'::text AS field")
    expect(id.params).toContain(42)
    expect(id.sql).not.toContain("'roles'::text AS field")
  })
})

describe('CSV', () => {
  it('has a header for every column', () => {
    expect(CSV_COLUMNS.map((column) => column.header)).toEqual([
      'ID',
      'Name',
      'Email',
      'Roles',
      'Status',
      'Email verified',
      'Artist application',
      'Joined',
      'Last sign-in',
      'Merged into',
    ])
  })
})
