import { describe, expect, it } from 'vitest'

import type { Person } from '@/domains/accounts'

import { keyMatches, newLinkKey, privatePageAnswer, type PrivatePage } from './private-pages'

const guest: Person | null = null
const member: Person = { id: 1, roles: [] }
const artist = { id: 2, roles: ['artist'] }
const artlover = { id: 3, roles: ['artlover'] }
const staff = { id: 4, roles: ['staff'] }
const admin = { id: 5, roles: ['admin'] }

type Standing = (audience: PrivatePage['membersAudience']) => Promise<boolean>
const inGood: Standing = async () => true
const lapsed: Standing = async () => false

async function answer(
  page: PrivatePage | null,
  person: typeof member | null,
  options: { key?: string; standing?: typeof inGood } = {},
) {
  return privatePageAnswer({ page, person, key: options.key, inGoodStanding: options.standing ?? inGood })
}

describe('members-only pages', () => {
  const page: PrivatePage = { visibility: 'members' }

  it('ask a visitor to sign in, and open for a member in good standing and for staff', async () => {
    expect(await answer(page, guest)).toBe('sign-in')
    expect(await answer(page, member)).toBe('open')
    expect(await answer(page, staff, { standing: lapsed })).toBe('open')
    expect(await answer(page, admin, { standing: lapsed })).toBe('open')
  })

  it('are a 404 for a signed-in person whose membership lapsed', async () => {
    for (const person of [member, artist, artlover])
      expect(await answer(page, person, { standing: lapsed })).toBe('not-found')
  })

  it('narrowed to a role, are a 404 for members without it', async () => {
    const forArtists: PrivatePage = { visibility: 'members', membersRole: 'artist' }
    expect(await answer(forArtists, artist)).toBe('open')
    expect(await answer(forArtists, artlover)).toBe('not-found')
    expect(await answer(forArtists, member)).toBe('not-found')
    expect(await answer(forArtists, guest)).toBe('sign-in')
  })

  it('narrowed to a kind of membership, ask about that one', async () => {
    const asked: unknown[] = []
    const standing: Standing = async (audience) => (asked.push(audience), audience === 'artlover')
    expect(await answer({ visibility: 'members', membersAudience: 'artlover' }, member, { standing })).toBe('open')
    expect(await answer({ visibility: 'members', membersAudience: 'artist' }, member, { standing })).toBe('not-found')
    expect(asked).toEqual(['artlover', 'artist'])
  })
})

describe('link-only pages', () => {
  const page: PrivatePage = { visibility: 'link', linkKey: 'the-right-key-123' }

  it('open for anyone with the key, and are a 404 otherwise — for staff too', async () => {
    for (const person of [guest, member, artist, staff]) {
      expect(await answer(page, person, { key: 'the-right-key-123' })).toBe('open')
      expect(await answer(page, person, { key: 'the-wrong-key-123' })).toBe('not-found')
      expect(await answer(page, person)).toBe('not-found')
    }
  })
})

describe('everything else', () => {
  it('is a 404: no page, a public page (it lives at its own address)', async () => {
    expect(await answer(null, staff)).toBe('not-found')
    expect(await answer({ visibility: 'public' }, staff)).toBe('not-found')
  })
})

describe('link keys', () => {
  it('are random, safe in an address, and compared exactly', () => {
    const key = newLinkKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(newLinkKey()).not.toBe(key)
    expect(keyMatches(key, key)).toBe(true)
    expect(keyMatches(key, `${key}x`)).toBe(false)
    expect(keyMatches(null, '')).toBe(false)
    expect(keyMatches('', '')).toBe(false)
  })
})
