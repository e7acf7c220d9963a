import { describe, expect, it } from 'vitest'

import { listHref, pageCount, pageHref, parseListOrder, parseSelection, sortHref, splitNotices } from './list-params'

const SORTS = ['name', 'status', 'paid'] as const
const fallback = { sort: 'name', direction: 'asc' } as const
const order = (query: string) => parseListOrder(new URLSearchParams(query), SORTS, fallback)

describe('a list’s order in the address', () => {
  it('reads the sort, its direction and the page', () => {
    expect(order('sort=-paid&page=3')).toEqual({ order: { sort: 'paid', direction: 'desc', page: 3 }, problems: [] })
    expect(order('sort=status')).toEqual({ order: { sort: 'status', direction: 'asc', page: 1 }, problems: [] })
    expect(order('')).toEqual({ order: { sort: 'name', direction: 'asc', page: 1 }, problems: [] })
  })

  it('falls back to the default for what it cannot use, naming it', () => {
    const read = order('sort=password&page=0')
    expect(read.order).toEqual({ sort: 'name', direction: 'asc', page: 1 })
    expect(read.problems).toEqual([
      'the list cannot be sorted by “password”',
      'the page is a whole number from 1 to 10000',
    ])
    expect(order('page=2.5').problems).toHaveLength(1)
    expect(order('page=10001').problems).toHaveLength(1)
    expect(order('page=-1').order.page).toBe(1)
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
  })
})

describe('a list’s links', () => {
  const params = new URLSearchParams('status=review&sort=name&page=4')

  it('keep the filter, change what is asked', () => {
    expect(listHref('/cpanel/x', params, { page: '5' })).toBe('/cpanel/x?status=review&sort=name&page=5')
    expect(listHref('/cpanel/x', new URLSearchParams('page=2'), { page: null })).toBe('/cpanel/x')
  })

  it('name a page, the first without its number', () => {
    expect(pageHref('/cpanel/x', params)(2)).toBe('/cpanel/x?status=review&sort=name&page=2')
    expect(pageHref('/cpanel/x', params)(1)).toBe('/cpanel/x?status=review&sort=name')
  })

  it('sort a heading the other way when the list is sorted by it, from the first page', () => {
    expect(sortHref('/cpanel/x', params, 'name', { sort: 'name', direction: 'asc' })).toBe(
      '/cpanel/x?status=review&sort=-name',
    )
    expect(sortHref('/cpanel/x', params, 'name', { sort: 'name', direction: 'desc' })).toBe(
      '/cpanel/x?status=review&sort=name',
    )
    expect(sortHref('/cpanel/x', params, 'paid', { sort: 'name', direction: 'asc' })).toBe(
      '/cpanel/x?status=review&sort=paid',
    )
  })
})

describe('the rows ticked for a bulk action', () => {
  it('are ids, each once', () => {
    expect(parseSelection(['3', ' 7', '3'], 'listing')).toEqual({ ok: true, ids: [3, 7] })
  })

  it('refuse nothing ticked, something that is not an id, and too many', () => {
    expect(parseSelection([], 'listing')).toEqual({
      ok: false,
      message: 'Select at least one listing first: tick the boxes in the list.',
    })
    expect(parseSelection(['3', '1; DROP TABLE'], 'listing')).toMatchObject({ ok: false })
    expect(parseSelection(['0'], 'listing')).toMatchObject({ ok: false })
    expect(parseSelection([new Blob(['1'])], 'listing')).toMatchObject({ ok: false })
    expect(parseSelection(['1', '2', '3'], 'listing', 2)).toEqual({ ok: false, message: 'Select at most 2 at a time.' })
  })
})

describe('an action’s notice in the address', () => {
  it('is said once: sorting and paging links no longer carry it', () => {
    const { params, notices } = splitNotices(
      new URLSearchParams('sort=title&approved=Printmaking&approved=Etching&page=2'),
      ['approved', 'rejected'],
    )
    expect(notices.getAll('approved')).toEqual(['Printmaking', 'Etching'])
    expect(pageHref('/cpanel/reviewevents', params)(3)).toBe('/cpanel/reviewevents?sort=title&page=3')
    expect(sortHref('/cpanel/reviewevents', params, 'title', { sort: 'title', direction: 'asc' })).toBe(
      '/cpanel/reviewevents?sort=-title',
    )
  })
})
