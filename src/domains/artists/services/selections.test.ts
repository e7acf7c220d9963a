import { describe, expect, it } from 'vitest'

import { selectionSortFields } from './selections'

describe('the order of staff’s list of selections', () => {
  it('sorts by the column asked, either way, then by title and id so a page holds the same rows', () => {
    expect(selectionSortFields({ sort: 'title', direction: 'asc' })).toEqual(['title', 'id'])
    expect(selectionSortFields({ sort: 'slug', direction: 'desc' })).toEqual(['-slug', 'title', 'id'])
    expect(selectionSortFields({ sort: 'changed', direction: 'desc' })).toEqual(['-updatedAt', 'title', 'id'])
  })
})
