import { describe, expect, it } from 'vitest'

import { characterCount, guideText, textProblems } from './listing-text'

const guide = { descriptionLimit: 165, directionsLimit: 99 }

describe('characterCount', () => {
  it('counts what a reader sees, not UTF-16 units or code points', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount('Ceramics')).toBe(8)
    expect(characterCount('Cafe\u0301')).toBe(4)
    expect(characterCount('👍🏽')).toBe(1)
    expect(characterCount('🇫🇷 Paris')).toBe(7)
    expect(characterCount('👩‍👩‍👧')).toBe(1)
  })
})

describe('guideText', () => {
  it('composes accents, keeps one kind of line break and trims', () => {
    expect(guideText('  Cafe\u0301\r\nupstairs\r ')).toBe('Café\nupstairs')
  })
})

describe('textProblems', () => {
  it('accepts texts at the limit exactly', () => {
    expect(textProblems({ description: 'a'.repeat(165), directions: 'é'.repeat(99), hours: '' }, guide)).toEqual({})
  })

  it('says how many characters there are, the limit and how many to take out', () => {
    const problems = textProblems({ description: 'a'.repeat(167), directions: '👍🏽'.repeat(100), hours: '' }, guide)
    expect(problems.description).toBe(
      'The description has 167 characters; the guide prints at most 165. Take out 2 characters.',
    )
    expect(problems.directions).toBe(
      'The directions have 100 characters; the guide prints at most 99. Take out 1 character.',
    )
    expect(problems.hours).toBeUndefined()
  })
})
