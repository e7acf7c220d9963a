import { describe, expect, it } from 'vitest'

import { itemKey, moveItem } from './selection-order'

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

describe('moving an item of a selection', () => {
  it('swaps it with its neighbour', () => {
    expect(moveItem(items, 'b', 'up')?.map((item) => item.id)).toEqual(['b', 'a', 'c'])
    expect(moveItem(items, 'b', 'down')?.map((item) => item.id)).toEqual(['a', 'c', 'b'])
  })

  it('refuses past either end and for an item no longer there', () => {
    expect(moveItem(items, 'a', 'up')).toBeNull()
    expect(moveItem(items, 'c', 'down')).toBeNull()
    expect(moveItem(items, 'gone', 'up')).toBeNull()
  })

  it('leaves the list it was given as it was', () => {
    moveItem(items, 'a', 'down')
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('an item’s key', () => {
  it('is the same populated or not', () => {
    expect(itemKey({ relationTo: 'artworks', value: 4 })).toBe('artworks:4')
    expect(itemKey({ relationTo: 'artworks', value: { id: 4, title: 'Bowl' } })).toBe('artworks:4')
  })
})
