import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedFirstRunContent } from '@/domains/content'
import { makePreviewLink, previewLinkOpens, revokePreviewLink } from '@/domains/content/services/preview-links'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The fixed pages (decision 057): their published versions are public, their
 * drafts and versions are the staff's through every API, and only staff
 * update them; preview links open a draft for their target until they expire
 * or are revoked, and are staff-only data.
 */

const PASSWORD = 'a-good-password'
const FIXED = ['home-page', 'artists-page', 'art-lover-page', 'donors-page'] as const
let payload: Payload
let staff: User
const tokens: Record<'staff' | 'artlover' | 'artist', string> = { staff: '', artlover: '', artist: '' }

async function person(email: string, roles: ('staff' | 'artlover' | 'artist')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

beforeAll(async () => {
  payload = await testPayload()
  await seedFirstRunContent(payload)
  staff = await person('stella@example.org', ['staff'])
  await person('lou@example.org', ['artlover'])
  await person('arty@example.org', ['artist'])
  tokens.staff = await tokenFor(payload, 'stella@example.org', PASSWORD)
  tokens.artlover = await tokenFor(payload, 'lou@example.org', PASSWORD)
  tokens.artist = await tokenFor(payload, 'arty@example.org', PASSWORD)
})

describe('the fixed pages', () => {
  it('are seeded published, with the words the site had in code', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: false })
    expect(home.heading).toBe('Open studios, open city')
    expect(JSON.stringify(home.blocks)).toContain('Browse the directory of painters')
    const artists = await payload.findGlobal({ slug: 'artists-page', overrideAccess: false })
    expect(artists.sections?.map((section) => section.slug)).toEqual(['faq', 'howtojoin'])
    expect(JSON.stringify(artists.sections)).toContain('Staff check every profile before it goes public')
    expect((await payload.findGlobal({ slug: 'donors-page', overrideAccess: false })).heading).toBe('Our donors')
    expect((await payload.findGlobal({ slug: 'art-lover-page', overrideAccess: false })).heading).toBe('Art lovers')
    expect(await seedFirstRunContent(payload)).toEqual([])
  })

  it('keep a draft from guests and non-staff, through REST and GraphQL', async () => {
    await payload.updateGlobal({
      slug: 'home-page',
      draft: true,
      overrideAccess: true,
      data: { heading: 'A secret draft heading' },
    })
    expect((await payload.findGlobal({ slug: 'home-page', draft: true, overrideAccess: true })).heading).toBe(
      'A secret draft heading',
    )
    for (const token of [undefined, tokens.artlover, tokens.artist]) {
      const viaRest = await rest('GET', '/globals/home-page?draft=true', { token })
      expect(viaRest.status).toBe(200)
      expect(viaRest.body.heading).toBe('Open studios, open city')
      const versions = await rest('GET', '/globals/home-page/versions', { token })
      expect([401, 403]).toContain(versions.status)
      const viaGraphql = await graphql('{ HomePage(draft: true) { heading } }', { token })
      expect(JSON.stringify(viaGraphql.body)).not.toContain('secret draft')
    }
    const forStaff = await rest('GET', '/globals/home-page?draft=true', { token: tokens.staff })
    expect(forStaff.body.heading).toBe('A secret draft heading')
  })

  it('refuse updates from guests and non-staff, through REST and GraphQL', async () => {
    for (const slug of FIXED) {
      for (const token of [undefined, tokens.artlover, tokens.artist]) {
        const viaRest = await rest('POST', `/globals/${slug}`, { token, body: { heading: 'Taken over' } })
        expect([401, 403], `${slug} ${token ? 'signed in' : 'guest'}`).toContain(viaRest.status)
      }
    }
    const viaGraphql = await graphql('mutation { updateHomePage(data: { heading: "Taken over" }) { heading } }', {
      token: tokens.artlover,
    })
    expect(viaGraphql.body.errors?.length).toBeGreaterThan(0)
    const published = await payload.findGlobal({ slug: 'home-page', overrideAccess: false })
    expect(published.heading).toBe('Open studios, open city')
  })

  it('refuse a plan that does not exist and a section address the site takes, in words', async () => {
    const card = await rest('POST', '/globals/art-lover-page', {
      token: tokens.staff,
      body: { membershipCard: { plan: 'nosuchplan' }, _status: 'published' },
    })
    expect(card.status).toBe(400)
    expect(JSON.stringify(card.body)).toContain('There is no membership plan “nosuchplan”.')
    const section = await rest('POST', '/globals/artists-page', {
      token: tokens.staff,
      body: { sections: [{ slug: 'artsearch', title: 'Search' }], _status: 'published' },
    })
    expect(section.status).toBe(400)
    expect(JSON.stringify(section.body)).toContain('/artists/artsearch is a page of the site already')
  })

  it('show a published change to guests', async () => {
    const answer = await rest('POST', '/globals/donors-page', {
      token: tokens.staff,
      body: { heading: 'Thank you, donors', _status: 'published' },
    })
    expect(answer.status).toBe(200)
    expect((await rest('GET', '/globals/donors-page')).body.heading).toBe('Thank you, donors')
  })
})

describe('preview links', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('open their target’s preview until they expire', async () => {
    const made = await makePreviewLink(payload, { target: 'home-page', days: 7, madeBy: staff.id, now })
    expect(made.path).toBe(`/temp/homepagetemp?token=${made.token}`)
    const opens = (target: string, token: string, at: Date) => previewLinkOpens(payload, { target, token, now: at })
    expect(await opens('home-page', made.token, now)).toBe(true)
    expect(await opens('home-page', made.token, new Date('2026-12-03T11:59:00Z'))).toBe(true)
    expect(await opens('home-page', made.token, new Date('2026-12-03T12:00:00Z'))).toBe(false)
    expect(await opens('artists-page', made.token, now)).toBe(false)
    expect(await opens('home-page', `${made.token}x`, now)).toBe(false)
  })

  it('stop opening it once revoked', async () => {
    const made = await makePreviewLink(payload, { target: 'page:12', days: 1, madeBy: staff.id, now })
    expect(await previewLinkOpens(payload, { target: 'page:12', token: made.token, now })).toBe(true)
    expect(await revokePreviewLink(payload, { id: made.id, target: 'home-page', now })).toBe('unknown')
    expect(await revokePreviewLink(payload, { id: made.id, target: 'page:12', now })).toBe('revoked')
    expect(await revokePreviewLink(payload, { id: made.id, target: 'page:12', now })).toBe('already')
    expect(await previewLinkOpens(payload, { target: 'page:12', token: made.token, now })).toBe(false)
  })

  it('store only the token’s hash', async () => {
    const made = await makePreviewLink(payload, { target: 'donors-page', days: 3, madeBy: staff.id, now })
    const stored = await payload.findByID({ collection: 'preview-links', id: made.id, overrideAccess: true })
    expect(JSON.stringify(stored)).not.toContain(made.token)
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('are the staff’s alone, through REST and GraphQL', async () => {
    for (const token of [undefined, tokens.artlover, tokens.artist]) {
      const list = await rest('GET', '/preview-links', { token })
      expect([401, 403]).toContain(list.status)
      const made = await rest('POST', '/preview-links', {
        token,
        body: { target: 'home-page', tokenHash: 'a'.repeat(64), expiresAt: '2030-01-01T00:00:00Z' },
      })
      expect([401, 403]).toContain(made.status)
      const viaGraphql = await graphql('{ PreviewLinks { docs { id tokenHash } } }', { token })
      expect(viaGraphql.body.data?.PreviewLinks ?? null).toBeNull()
    }
    const forStaff = await rest('GET', '/preview-links', { token: tokens.staff })
    expect(forStaff.status).toBe(200)
  })
})
