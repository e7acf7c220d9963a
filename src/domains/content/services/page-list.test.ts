import { describe, expect, it } from 'vitest'

import { pagesPage, PAGES_PER_PAGE, type PageRow } from './page-list'

const row = (id: number, title: string, updatedAt: string, state: PageRow['state'] = { state: 'draft' }): PageRow => ({
  id,
  title,
  address: `/${title.toLowerCase()}`,
  secretLink: null,
  state,
  published: state.state !== 'draft',
  publishedAddress: null,
  updatedAt,
})

describe('the page builder’s list', () => {
  const rows = [
    row(1, 'About', '2026-11-02T10:00:00Z', { state: 'published' }),
    row(2, 'Visit', '2026-11-03T10:00:00Z'),
    row(3, 'Board', '2026-11-01T10:00:00Z', { state: 'published' }),
  ]
  it('sorts by the column asked, either way, the title breaking ties', () => {
    const titles = (sort: 'title' | 'edited' | 'state', direction: 'asc' | 'desc') =>
      pagesPage(rows, { sort, direction, page: 1 }).rows.map((page) => page.title)
    expect(titles('title', 'asc')).toEqual(['About', 'Board', 'Visit'])
    expect(titles('edited', 'desc')).toEqual(['Visit', 'About', 'Board'])
    expect(titles('state', 'desc')).toEqual(['About', 'Board', 'Visit'])
  })
  it('pages by fifty, counting every row', () => {
    const many = Array.from({ length: PAGES_PER_PAGE + 1 }, (_, index) =>
      row(index + 1, `Page ${String(index).padStart(2, '0')}`, '2026-11-01T10:00:00Z'),
    )
    const second = pagesPage(many, { sort: 'title', direction: 'asc', page: 2 })
    expect(second).toMatchObject({ count: PAGES_PER_PAGE + 1, rows: [{ title: 'Page 50' }] })
  })
})
