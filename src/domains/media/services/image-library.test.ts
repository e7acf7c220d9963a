import { describe, expect, it } from 'vitest'

import { libraryWhere, parseLibraryQuery } from './image-library'

describe('the image library query', () => {
  it('reads the address, falling back to defaults for anything it does not understand', () => {
    expect(parseLibraryQuery({})).toEqual({ text: '', type: undefined, uncredited: false, sort: 'newest', page: 1 })
    expect(parseLibraryQuery({ q: '  kiln ', type: 'png', uncredited: '1', sort: 'name', page: '3' })).toEqual({
      text: 'kiln',
      type: 'png',
      uncredited: true,
      sort: 'name',
      page: 3,
    })
    expect(parseLibraryQuery({ type: 'bmp', sort: 'random', page: '-2', uncredited: 'yes' })).toMatchObject({
      type: undefined,
      sort: 'newest',
      page: 1,
      uncredited: false,
    })
    expect(parseLibraryQuery({ page: '1e9999' }).page).toBe(1)
    expect(parseLibraryQuery({ q: ['first', 'second'] }).text).toBe('first')
    expect(parseLibraryQuery({ q: 'x'.repeat(500) }).text).toHaveLength(200)
  })

  it('asks for every word in any of the described fields, plus the type and missing credit', () => {
    expect(libraryWhere(parseLibraryQuery({}))).toEqual({})
    const where = libraryWhere(parseLibraryQuery({ q: 'red  kiln', type: 'webp', uncredited: '1' }))
    expect(where.and).toHaveLength(4)
    expect(where.and?.[0]).toEqual({
      or: [
        { alt: { like: 'red' } },
        { caption: { like: 'red' } },
        { credit: { like: 'red' } },
        { filename: { like: 'red' } },
      ],
    })
    expect(where.and?.[2]).toEqual({ mimeType: { equals: 'image/webp' } })
    expect(where.and?.[3]).toEqual({ or: [{ credit: { exists: false } }, { credit: { equals: '' } }] })
  })
})
