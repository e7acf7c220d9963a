import { describe, expect, it } from 'vitest'

import {
  chainProblem,
  codeProblem,
  fromProblem,
  normalisePath,
  parseTarget,
  takenProblem,
  type LinkRule,
} from './short-link-rules'

const link = (id: number, code: string, target: string): LinkRule => ({
  kind: 'short-link',
  id,
  source: `/${code}`,
  target,
})
const redirect = (id: number, from: string, target: string): LinkRule => ({
  kind: 'redirect',
  id,
  source: from,
  target,
})

describe('codes', () => {
  it('takes lower-case letters, digits and single hyphens', () => {
    expect(codeProblem('spring-show-2027')).toBeNull()
    expect(codeProblem('a')).toBeNull()
  })
  it('refuses anything else, in words', () => {
    expect(codeProblem('')).toMatch(/Give the short link a code/)
    expect(codeProblem('Spring')).toMatch(/lower-case/)
    expect(codeProblem('spring--show')).toMatch(/single hyphens/)
    expect(codeProblem('-spring')).toMatch(/lower-case/)
    expect(codeProblem('spring show')).toMatch(/lower-case/)
    expect(codeProblem('a/b')).toMatch(/lower-case/)
    expect(codeProblem('x'.repeat(61))).toMatch(/at most 60/)
  })
})

describe('paths and targets', () => {
  it('normalises a path as the proxy sees it', () => {
    expect(normalisePath('/old/page/')).toBe('/old/page')
    expect(normalisePath('old?x=1')).toBe('/old')
    expect(normalisePath('/')).toBe('/')
  })
  it('refuses a from that is not an exact path', () => {
    expect(fromProblem('/old-show')).toBeNull()
    expect(fromProblem('old-show')).toMatch(/starts with/)
    expect(fromProblem('/old?x=1')).toMatch(/exact path/)
    expect(fromProblem('/')).toMatch(/home page/)
    expect(fromProblem('/a b')).toMatch(/space/)
  })
  it('reads a target as a path here or an http(s) address', () => {
    expect(parseTarget('/artists?x=1')).toEqual({ kind: 'internal', path: '/artists?x=1' })
    expect(parseTarget('https://example.org/a')).toEqual({ kind: 'external', url: 'https://example.org/a' })
    expect(parseTarget('javascript:alert(1)')).toHaveProperty('problem', expect.stringMatching(/Only http and https/))
    expect(parseTarget('//evil.example')).toHaveProperty('problem', expect.stringMatching(/in full/))
    expect(parseTarget('artists')).toHaveProperty('problem', expect.stringMatching(/neither/))
    expect(parseTarget('')).toHaveProperty('problem')
  })
})

describe('chains and loops over the whole table', () => {
  const table = [
    link(1, 'spring', '/artists'),
    redirect(1, '/old-show', '/artists/open'),
    link(2, 'away', 'https://example.org'),
  ]

  it('lets an entry through that ends in one hop', () => {
    expect(chainProblem(table, link(3, 'summer', '/art/artists'))).toBeNull()
    expect(chainProblem(table, redirect(2, '/older', 'https://example.org/spring'))).toBeNull()
  })
  it('refuses one pointing at itself', () => {
    expect(chainProblem(table, redirect(2, '/me', '/me/'))).toMatch(/points back to itself/)
    expect(chainProblem(table, link(3, 'me', '/me'))).toMatch(/points back to itself/)
  })
  it('refuses a target that is another entry’s path: a chain', () => {
    expect(chainProblem(table, redirect(2, '/older', '/old-show'))).toMatch(
      /chain: \/old-show is itself the redirect from \/old-show.*\/artists\/open/,
    )
    expect(chainProblem(table, link(3, 'again', '/spring'))).toMatch(
      /chain: \/spring is itself the short link \/spring/,
    )
  })
  it('refuses an entry another already points at: a chain from the other side', () => {
    expect(chainProblem(table, redirect(2, '/artists', '/art/artists'))).toMatch(
      /the short link \/spring already sends visitors to \/artists/,
    )
  })
  it('names a loop through others as a loop', () => {
    const ring = [redirect(1, '/a', '/b'), redirect(2, '/b', '/c')]
    expect(chainProblem(ring, redirect(3, '/c', '/a'))).toMatch(/loop: \/c → \/a → \/b → \/c/)
  })
  it('checks an edited entry against the others, not its old self', () => {
    expect(chainProblem(table, link(1, 'spring', '/art/artists'))).toBeNull()
    expect(chainProblem(table, redirect(1, '/old-show', '/old-show/new'))).toBeNull()
  })
})

describe('a path answered once', () => {
  const table = [link(1, 'spring', '/artists'), redirect(1, '/old-show', '/artists')]
  it('refuses a code or a from already taken, by either kind', () => {
    expect(takenProblem(table, link(2, 'spring', '/x'))).toMatch(/already the short link \/spring/)
    expect(takenProblem(table, redirect(2, '/spring', '/x'))).toMatch(/already the short link/)
    expect(takenProblem(table, link(2, 'old-show', '/x'))).toMatch(/already the redirect from \/old-show/)
    expect(takenProblem(table, link(1, 'spring', '/y'))).toBeNull()
  })
})
