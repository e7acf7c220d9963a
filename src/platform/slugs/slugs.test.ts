import { describe, expect, it } from 'vitest'

import { SLUG_MAX_LENGTH, slugFits, slugify, slugProblem, withFreeSuffix } from '.'

describe('slugify', () => {
  it('makes an address of a name: lower case, accents dropped, dashes between words', () => {
    expect(slugify('Elena Márquez')).toBe('elena-marquez')
    expect(slugify('  Chloë  O’Brien-Smith ')).toBe('chloe-o-brien-smith')
    expect(slugify('Studio 54 & Friends!')).toBe('studio-54-friends')
    expect(slugify('Ægir Ångström')).toBe('ægir-angstrom')
  })

  it('keeps the letters of other scripts', () => {
    expect(slugify('山田 太郎')).toBe('山田-太郎')
  })

  it('falls back when nothing is left', () => {
    expect(slugify('!!!', 'artist')).toBe('artist')
    expect(slugify('')).toBe('untitled')
  })

  it('cuts a long name at a word boundary', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug).toMatch(/^word(-word)+$/)
  })
})

describe('withFreeSuffix', () => {
  it('takes the base when it is free, else the first free number', () => {
    expect(withFreeSuffix('ada-lee', new Set())).toBe('ada-lee')
    expect(withFreeSuffix('ada-lee', new Set(['ada-lee']))).toBe('ada-lee-2')
    expect(withFreeSuffix('ada-lee', new Set(['ada-lee', 'ada-lee-2', 'ada-lee-4']))).toBe('ada-lee-3')
  })

  it('stays within the length limit with its suffix', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH)
    const slug = withFreeSuffix(base, new Set([base]))
    expect(slug).toHaveLength(SLUG_MAX_LENGTH)
    expect(slug.endsWith('-2')).toBe(true)
  })
})

describe('slugFits', () => {
  it('accepts the slug of the name, with or without a number', () => {
    expect(slugFits('ada-lee', 'Ada Lee')).toBe(true)
    expect(slugFits('ada-lee-3', 'Ada Lee')).toBe(true)
  })

  it('refuses another name, even one that starts the same', () => {
    expect(slugFits('ada-lee', 'Ada')).toBe(false)
    expect(slugFits('ada-lee', 'Ada Leigh')).toBe(false)
    expect(slugFits(null, 'Ada')).toBe(false)
  })
})

describe('slugProblem', () => {
  it('accepts lower-case words with single dashes', () => {
    expect(slugProblem('elena-marquez-2')).toBeUndefined()
    expect(slugProblem('山田-太郎')).toBeUndefined()
  })

  it.each(['Elena', 'elena--marquez', '-elena', 'elena marquez', 'a/b'])('refuses %j', (slug) => {
    expect(slugProblem(slug)).toMatch(/lower-case letters/)
  })

  it('asks for one when there is none, and limits the length', () => {
    expect(slugProblem('')).toBe('Give the address (slug).')
    expect(slugProblem('a'.repeat(SLUG_MAX_LENGTH + 1))).toMatch(/at most/)
  })
})
