import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { countShortLinkHit, linkTableRows, shortLinkHits } from '@/domains/content'
import { favouritesOf, setFavourite } from '@/domains/membership'
import type { User } from '@/payload-types'
import { richText } from '@/platform/rich-text'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Short links and redirect rules (decision 059): refused at save when they
 * would hide a route, take a path twice, or chain or loop — through the local
 * API, REST and GraphQL, as 400s; staff only; hits counted per day in one
 * statement. Favourites: each person's own, through every API.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let staffToken: string
const tokens: Record<'guest' | 'member' | 'artist', string | undefined> = {
  guest: undefined,
  member: undefined,
  artist: undefined,
}
let ada: User
let ben: User
let artistProfile: number
let artwork: number

async function person(email: string, roles: ('staff' | 'artlover' | 'artist')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

const messagesOf = (body: Record<string, unknown>) => JSON.stringify(body)

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('links-staff@example.org', ['staff'])
  staffToken = await tokenFor(payload, staff.email, PASSWORD)
  ada = await person('links-ada@example.org', ['artlover'])
  ben = await person('links-ben@example.org', ['artlover'])
  const painter = await person('links-painter@example.org', ['artist'])
  tokens.member = await tokenFor(payload, ada.email, PASSWORD)
  tokens.artist = await tokenFor(payload, painter.email, PASSWORD)
  const profile = await payload.create({
    collection: 'artist-profiles',
    data: { owner: painter.id, displayName: 'Paula Painter', status: 'published', _status: 'published' },
  })
  artistProfile = profile.id
  artwork = (
    await payload.create({
      collection: 'artworks',
      data: { title: 'Harbour at Dawn', status: 'published', availability: 'available', artist: profile.id },
    })
  ).id
})

describe('short links and redirects refused at save', () => {
  it('refuses a code or a from that a route of the app claims, naming it', async () => {
    const answer = await rest('POST', '/short-links', {
      token: staffToken,
      body: { code: 'dashboard', target: '/artists' },
    })
    expect(answer.status).toBe(400)
    expect(messagesOf(answer.body)).toMatch(/\/dashboard belongs to a page or route of the site/)
    const redirect = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/cpanel/old', to: '/artists', status: '301' },
    })
    expect(redirect.status).toBe(400)
    expect(messagesOf(redirect.body)).toMatch(/\/cpanel\/old belongs to a page or route/)
    await expect(
      payload.create({ collection: 'short-links', data: { code: 'membership-plan', target: '/' }, user: staff }),
    ).rejects.toMatchObject({ status: 400 })
    const section = await rest('POST', '/redirects', { token: staffToken, body: { from: '/artists', to: '/' } })
    expect(messagesOf(section.body)).toMatch(/\/artists belongs to a page or route/)
  })

  it('lets a page that moved from inside a section be redirected', async () => {
    for (const from of ['/about/old-team', '/artists/old-guide']) {
      const moved = await rest('POST', '/redirects', { token: staffToken, body: { from, to: '/about', status: '301' } })
      expect([from, moved.status]).toEqual([from, 201])
    }
  })

  it('refuses a bad code, a code used twice and a bad target', async () => {
    expect(
      (await rest('POST', '/short-links', { token: staffToken, body: { code: 'Spring Show', target: '/' } })).status,
    ).toBe(400)
    const made = await rest('POST', '/short-links', { token: staffToken, body: { code: 'spring', target: '/artists' } })
    expect(made.status).toBe(201)
    const twice = await rest('POST', '/short-links', {
      token: staffToken,
      body: { code: 'spring', target: '/art/artists' },
    })
    expect(twice.status).toBe(400)
    expect(messagesOf(twice.body)).toMatch(/\/spring is already the short link \/spring/)
    const asRedirect = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/spring', to: '/', status: '302' },
    })
    expect(asRedirect.status).toBe(400)
    const script = await rest('POST', '/short-links', {
      token: staffToken,
      body: { code: 'bad', target: 'javascript:alert(1)' },
    })
    expect(script.status).toBe(400)
    expect(messagesOf(script.body)).toMatch(/Only http and https/)
  })

  it('refuses a chain and a loop with REST 400s, and through GraphQL', async () => {
    expect(
      (await rest('POST', '/redirects', { token: staffToken, body: { from: '/old-a', to: '/old-b', status: '301' } }))
        .status,
    ).toBe(201)
    const chain = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/old-b', to: '/old-c', status: '301' },
    })
    expect(chain.status).toBe(400)
    expect(messagesOf(chain.body)).toMatch(/chain: the redirect from \/old-a already sends visitors to \/old-b/)
    const loop = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/old-b', to: '/old-a', status: '301' },
    })
    expect(loop.status).toBe(400)
    expect(messagesOf(loop.body)).toMatch(/loop: \/old-b → \/old-a → \/old-b/)
    const self = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/me', to: '/me', status: '302' },
    })
    expect(self.status).toBe(400)
    expect(messagesOf(self.body)).toMatch(/points back to itself/)
    const short = await rest('POST', '/short-links', { token: staffToken, body: { code: 'again', target: '/old-a' } })
    expect(messagesOf(short.body)).toMatch(/chain: \/old-a is itself the redirect from \/old-a/)
    const viaGraphql = await graphql(
      'mutation { createRedirect(data: { from: "/old-b", to: "/old-a", status: _301 }) { id } }',
      { token: staffToken },
    )
    expect(viaGraphql.body.data?.createRedirect ?? null).toBeNull()
    expect(viaGraphql.body.errors?.[0]?.message).toMatch(/invalid|loop/i)
  })

  it('refuses a page at a link’s path, and a link at a page’s, whichever came first', async () => {
    const page = (slug: string, section: 'top' | 'about') =>
      rest('POST', '/pages', {
        token: staffToken,
        body: {
          title: `Page ${slug}`,
          slug,
          section,
          _status: 'published',
          blocks: [{ blockType: 'richText', content: richText([{ paragraph: 'Words.' }]) }],
        },
      })
    const behindLink = await page('spring', 'top')
    expect(behindLink.status).toBe(400)
    expect(messagesOf(behindLink.body)).toMatch(/\/spring is the short link \/spring: choose another slug/)
    const behindRedirect = await page('old-team', 'about')
    expect(messagesOf(behindRedirect.body)).toMatch(/\/about\/old-team is the redirect from \/about\/old-team/)
    expect((await page('spring', 'about')).status).toBe(201)
    expect((await page('summer', 'top')).status).toBe(201)
    const overPage = await rest('POST', '/short-links', { token: staffToken, body: { code: 'summer', target: '/' } })
    expect(overPage.status).toBe(400)
    expect(messagesOf(overPage.body)).toMatch(/The page “Page summer” answers \/summer/)
    const overAboutPage = await rest('POST', '/redirects', {
      token: staffToken,
      body: { from: '/about/spring', to: '/', status: '302' },
    })
    expect(messagesOf(overAboutPage.body)).toMatch(/The page “Page spring” answers \/about\/spring/)
  })

  it('gives the proxy the table of paths', async () => {
    const table = await linkTableRows(payload)
    expect(table.shortLinks).toContainEqual({ code: 'spring', target: '/artists' })
    expect(table.redirects).toContainEqual({ from: '/old-a', to: '/old-b', status: 301, expiresAt: null })
  })
})

describe('staff only through every API', () => {
  for (const role of ['guest', 'member', 'artist'] as const) {
    it(`refuses the ${role} via REST and GraphQL`, async () => {
      const token = tokens[role]
      const list = await rest('GET', '/short-links', { token })
      expect(list.status).toBe(403)
      expect((await rest('GET', '/redirects', { token })).status).toBe(403)
      expect((await rest('POST', '/short-links', { token, body: { code: `by-${role}`, target: '/' } })).status).toBe(
        403,
      )
      expect(
        (await rest('POST', '/redirects', { token, body: { from: `/by-${role}`, to: '/', status: '301' } })).status,
      ).toBe(403)
      const read = await graphql('{ ShortLinks { docs { code target } } Redirects { docs { from } } }', { token })
      expect(read.body.data?.ShortLinks ?? null).toBeNull()
      expect(read.body.errors?.length).toBeGreaterThan(0)
      const write = await graphql(`mutation { createShortLink(data: { code: "gql-${role}", target: "/" }) { id } }`, {
        token,
      })
      expect(write.body.data?.createShortLink ?? null).toBeNull()
    })
  }
})

describe('hits per day', () => {
  it('counts two hits at once as two, on the day given', async () => {
    const link = await payload.create({
      collection: 'short-links',
      data: { code: 'counted', target: '/artists' },
      user: staff,
    })
    const targets = await Promise.all([
      countShortLinkHit(payload, 'counted', '2026-11-26'),
      countShortLinkHit(payload, 'counted', '2026-11-26'),
    ])
    expect(targets).toEqual(['/artists', '/artists'])
    await countShortLinkHit(payload, 'counted', '2026-11-27')
    expect(await countShortLinkHit(payload, 'no-such-code', '2026-11-27')).toBeNull()
    const hits = await shortLinkHits(payload, '2026-11-27')
    expect(hits.totals.get(link.id)).toBe(3)
    expect([...(hits.days.get(link.id) ?? new Map())]).toEqual([['2026-11-27', 1]])
  })
})

describe('favourites are each person’s own', () => {
  it('hearts once however often, and only what is public', async () => {
    await setFavourite(payload, ada.id, { kind: 'artist', id: artistProfile }, 'add')
    await setFavourite(payload, ada.id, { kind: 'artist', id: artistProfile }, 'add')
    await setFavourite(payload, ada.id, { kind: 'artwork', id: artwork }, 'add')
    expect(await setFavourite(payload, ada.id, { kind: 'artist', id: 999_999 }, 'add')).toMatchObject({ ok: false })
    const mine = await favouritesOf(payload, ada.id)
    expect(mine.artists).toEqual([
      { id: artistProfile, name: 'Paula Painter', href: expect.stringMatching(/^\/artist\//) },
    ])
    expect(mine.artworks).toMatchObject([{ id: artwork, title: 'Harbour at Dawn', artist: 'Paula Painter' }])
  })

  it('refuses hearting for another or reading another’s favourites through REST and GraphQL', async () => {
    const forBen = await rest('POST', '/favourites', {
      token: tokens.member,
      body: { person: ben.id, kind: 'artist', artist: artistProfile },
    })
    expect(forBen.status).toBe(403)
    const forSelf = await rest('POST', '/favourites', {
      token: tokens.member,
      body: { person: ada.id, kind: 'artist', artist: artistProfile },
    })
    expect(forSelf.status).toBe(403)
    const benToken = await tokenFor(payload, ben.email, PASSWORD)
    const seenByBen = await rest('GET', '/favourites', { token: benToken })
    expect(seenByBen.body.docs).toEqual([])
    const adaOwn = await rest('GET', '/favourites', { token: tokens.member })
    expect((adaOwn.body.docs as unknown[]).length).toBe(2)
    expect((await rest('GET', '/favourites')).status).toBe(403)
    const viaGraphql = await graphql('{ Favourites { docs { id person { id } } } }', { token: benToken })
    expect(viaGraphql.body.data?.Favourites).toEqual({ docs: [] })
    const pageForBen = await rest('POST', '/art-lover-pages', {
      token: benToken,
      body: { person: ada.id, shown: true, displayName: 'Not Ada' },
    })
    expect(pageForBen.status).toBe(403)
    const mutation = await graphql(
      `mutation { createFavourite(data: { person: ${ben.id}, kind: artist, artist: ${artistProfile} }) { id } }`,
      { token: tokens.member },
    )
    expect(mutation.body.data?.createFavourite ?? null).toBeNull()
  })

  it('unhearts', async () => {
    await setFavourite(payload, ada.id, { kind: 'artwork', id: artwork }, 'remove')
    expect((await favouritesOf(payload, ada.id)).artworks).toEqual([])
  })
})
