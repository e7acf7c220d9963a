import { describe, expect, it } from 'vitest'

import { artistGridChoice, artworkGridChoice, relationId, weekendAsked } from './grid-choice'

describe('what an artist grid asks for', () => {
  it('asks for a selection by id, populated or not', () => {
    expect(artistGridChoice({ source: 'selection', selection: 4, limit: 6 })).toEqual({ selection: 4, limit: 6 })
    expect(artistGridChoice({ source: 'selection', selection: { id: 4, title: 'Picks' } })).toEqual({
      selection: 4,
      limit: 8,
    })
  })

  it('asks for nothing while no selection is chosen', () => {
    expect(artistGridChoice({ source: 'selection', selection: null })).toBeNull()
  })

  it('asks by medium and neighbourhood', () => {
    expect(artistGridChoice({ source: 'query', medium: { id: 2 }, neighbourhood: 7, limit: 3 })).toEqual({
      medium: 2,
      neighbourhood: 7,
      among: null,
      limit: 3,
    })
  })

  it("keeps to the weekend's artists only when a weekend is asked for", () => {
    const block = { source: 'query' as const, weekend: 2, limit: 4 }
    expect(weekendAsked(block)).toBe(2)
    expect(artistGridChoice(block, ['zoe', 'ana'])).toMatchObject({ among: ['ana', 'zoe'] })
    // No season, or nobody registered: an empty list, so nobody rather than everybody.
    expect(artistGridChoice(block, null)).toMatchObject({ among: [] })
    expect(weekendAsked({ source: 'selection', weekend: 2 })).toBeNull()
    expect(weekendAsked({ source: 'query', weekend: 0 })).toBeNull()
  })
})

describe('what an artwork grid asks for', () => {
  it('asks for the chosen artworks in their order', () => {
    expect(artworkGridChoice({ source: 'chosen', artworks: [9, { id: 3 }, '5'], limit: 2 })).toEqual({
      artworks: [9, 3, 5],
      limit: 2,
    })
    expect(artworkGridChoice({ source: 'chosen', artworks: [] })).toBeNull()
  })

  it("asks for a selection's or a medium's", () => {
    expect(artworkGridChoice({ source: 'selection', selection: 1 })).toEqual({ selection: 1, limit: 8 })
    expect(artworkGridChoice({ source: 'medium', medium: { id: 6 }, limit: 12 })).toEqual({ medium: 6, limit: 12 })
    expect(artworkGridChoice({ source: 'medium', medium: null })).toBeNull()
  })
})

describe('relationship values', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [{ id: 8 }, 8],
    [null, null],
    ['abc', null],
    [{}, null],
  ])('reads %j as %j', (value, id) => {
    expect(relationId(value)).toBe(id)
  })
})
