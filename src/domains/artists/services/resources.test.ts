import { describe, expect, it } from 'vitest'

import { parseResource, resourceSortFields } from './resources'

describe('a resource from a form', () => {
  it('takes a link or an image, with its order as a number', () => {
    expect(
      parseResource({ title: ' Grant guide ', category: 'opportunities', link: 'https://example.org/g', order: '2' }),
    ).toEqual({
      ok: true,
      data: {
        title: 'Grant guide',
        description: null,
        category: 'opportunities',
        link: 'https://example.org/g',
        file: null,
        order: 2,
      },
    })
    expect(parseResource({ title: 'Map', category: 'open-studios', file: '7' })).toMatchObject({
      ok: true,
      data: { link: null, file: 7, order: 0 },
    })
  })

  it('says in words what is missing or wrong', () => {
    expect(parseResource({ title: '', category: 'nope', order: '1.5' })).toEqual({
      ok: false,
      fieldErrors: {
        title: 'Give the resource a title.',
        category: 'Choose a category.',
        link: 'Give a web address, or choose an image from the library below.',
        order: 'The order is a whole number, like 1 or 10.',
      },
    })
    expect(parseResource({ title: 'Both', category: 'other', link: 'https://example.org', file: '3' })).toMatchObject({
      ok: false,
      fieldErrors: { link: 'Give a web address or an image, not both.' },
    })
  })
})

describe('staff’s list of resources, sorted', () => {
  it('by the column asked, either way, then as the public page lists them, then by id', () => {
    expect(resourceSortFields({ sort: 'category', direction: 'asc' })).toEqual(['category', 'order', 'title', 'id'])
    expect(resourceSortFields({ sort: 'title', direction: 'desc' })).toEqual(['-title', 'id'])
    expect(resourceSortFields({ sort: 'order', direction: 'desc' })).toEqual(['-order', 'title', 'id'])
  })
})
