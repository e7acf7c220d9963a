import { describe, expect, it } from 'vitest'

import { checkReport, reportedPage, reportQuery, triageProblems } from './problem-report-rules'

const SITE = 'https://vernissage.example'

describe('problem report rules', () => {
  it('keeps a page of this site only, as a path with its query', () => {
    expect(reportedPage('/openstudios?weekend=2', SITE)).toBe('/openstudios?weekend=2')
    expect(reportedPage(`${SITE}/artists/ada`, SITE)).toBe('/artists/ada')
    expect(reportedPage('https://elsewhere.example/x', SITE)).toBe('')
    expect(reportedPage('//elsewhere.example/x', SITE)).toBe('')
    expect(reportedPage('/report-a-problem', SITE)).toBe('')
    expect(reportedPage('', SITE)).toBe('')
  })

  it('checks a report: words enough, an email only when one, a digest of safe letters', () => {
    const base = { description: 'The map stays grey.', page: '/x', browser: 'UA\u0000x', digest: '12ab', email: '' }
    expect(checkReport(base, SITE)).toEqual({
      ok: true,
      value: { description: 'The map stays grey.', page: '/x', browser: 'UA x', digest: '12ab', email: '' },
    })
    expect(checkReport({ ...base, description: ' short ' }, SITE)).toMatchObject({
      ok: false,
      fieldErrors: { description: expect.any(String) },
    })
    expect(checkReport({ ...base, email: 'nope' }, SITE)).toMatchObject({
      ok: false,
      fieldErrors: { email: expect.any(String) },
    })
    expect(checkReport({ ...base, digest: '<script>' }, SITE)).toMatchObject({ ok: true, value: { digest: '' } })
  })

  it('reads the list’s filter from the address and names what it cannot use', () => {
    expect(
      reportQuery(new URLSearchParams('status=open&priority=high&assignee=me&sort=priority&page=2&q=map')),
    ).toEqual({
      query: {
        status: 'open',
        priority: 'high',
        assignee: 'me',
        words: 'map',
        sort: 'priority',
        direction: 'asc',
        page: 2,
      },
      problems: [],
    })
    expect(reportQuery(new URLSearchParams('sort=-priority')).query).toMatchObject({
      sort: 'priority',
      direction: 'desc',
    })
    expect(reportQuery(new URLSearchParams('')).query).toMatchObject({ sort: 'sent', direction: 'desc' })
    // An address saved before the headings sorted still works.
    expect(reportQuery(new URLSearchParams('sort=oldest')).query).toMatchObject({ sort: 'sent', direction: 'asc' })
    expect(reportQuery(new URLSearchParams('status=done&sort=up&assignee=bob&page=0')).problems).toEqual([
      'there is no status “done”',
      '“bob” is not a staff member',
      '“up” is not a way to sort',
      '“0” is not a page number',
    ])
  })

  it('asks a duplicate for the report it repeats, and nothing else for one', () => {
    expect(triageProblems(5, { status: 'duplicate', priority: 'low', duplicateOf: '#4' })).toEqual({})
    expect(triageProblems(5, { status: 'duplicate', priority: 'low', duplicateOf: '5' })).toEqual({
      duplicateOf: 'A report cannot repeat itself.',
    })
    expect(triageProblems(5, { status: 'fixed', priority: 'low', duplicateOf: '4' })).toHaveProperty('duplicateOf')
  })
})
