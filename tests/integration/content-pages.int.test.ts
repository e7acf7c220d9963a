import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedDemoPrograms } from '@/domains/content'
import type { User } from '@/payload-types'
import { richText } from '@/platform/rich-text'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Pages built from blocks (decision 056): slugs that collide with a route of
 * the app or with another page are refused with a 400 naming the field; drafts,
 * versions and private pages are invisible to everyone but staff through the
 * local API, REST and GraphQL; only staff write.
 */

const PASSWORD = 'a-good-password'
const FORBIDDEN = 'You are not allowed to perform this action.'

let payload: Payload
let staff: User
const tokens: Record<'staff' | 'member' | 'artist' | 'artlover', string> = {
  staff: '',
  member: '',
  artist: '',
  artlover: '',
}
const OTHERS = ['member', 'artist', 'artlover'] as const

const blocks = (words: string) => [{ blockType: 'richText' as const, content: richText([{ paragraph: words }]) }]

async function page(
  data: Partial<RequiredDataFromCollectionSlug<'pages'>> & { title: string },
  options: { draft?: boolean } = {},
) {
  const full = { blocks: blocks(`${data.title}.`), ...data } as RequiredDataFromCollectionSlug<'pages'>
  return options.draft
    ? payload.create({
        collection: 'pages',
        data: { ...full, _status: 'draft' },
        draft: true,
        user: staff,
        overrideAccess: false,
      })
    : payload.create({
        collection: 'pages',
        data: { ...full, _status: 'published' },
        user: staff,
        overrideAccess: false,
      })
}

type RestError = { errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[] }
const fieldErrors = (body: unknown) => (body as RestError).errors?.[0]?.data?.errors ?? []

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: ('staff' | 'artist' | 'artlover')[]) =>
    payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
  staff = await person('desk@example.org', ['staff'])
  await person('member@example.org', [])
  await person('artist@example.org', ['artist'])
  await person('lover@example.org', ['artlover'])
  tokens.staff = await tokenFor(payload, 'desk@example.org', PASSWORD)
  tokens.member = await tokenFor(payload, 'member@example.org', PASSWORD)
  tokens.artist = await tokenFor(payload, 'artist@example.org', PASSWORD)
  tokens.artlover = await tokenFor(payload, 'lover@example.org', PASSWORD)
})

describe('slugs', () => {
  it('are made from the title when left empty, and lower-cased', async () => {
    expect((await page({ title: 'Our Story' })).slug).toBe('our-story')
    expect((await page({ title: 'Team', slug: ' The-Team ' })).slug).toBe('the-team')
  })

  it('are refused when a route of the app claims the address, naming the route', async () => {
    await expect(page({ title: 'Artists', slug: 'artists' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'slug', message: expect.stringContaining('/artists') }] },
    })
    const viaRest = await rest('POST', '/pages', {
      token: tokens.staff,
      body: { title: 'Shop', slug: 'shop', _status: 'published' },
    })
    expect(viaRest.status).toBe(400)
    expect(fieldErrors(viaRest.body)).toEqual([
      { path: 'slug', message: 'The address /shop belongs to the site itself: choose another slug.' },
    ])
    const viaGraphql = await graphql(
      'mutation { createPage(data: { title: "Cpanel", slug: "cpanel", section: top, visibility: public }) { id } }',
      {
        token: tokens.staff,
      },
    )
    expect(viaGraphql.status).toBe(200)
    expect(viaGraphql.body.errors?.[0]?.message).toBe('The following field is invalid: slug')
    // A draft is checked too: it would collide the day it is published.
    await expect(page({ title: 'Login', slug: 'login' }, { draft: true })).rejects.toMatchObject({ status: 400 })
  })

  it('may be an app route’s name in the about section, whose addresses are its own', async () => {
    expect((await page({ title: 'Our shop', slug: 'shop', section: 'about' })).slug).toBe('shop')
  })

  it('may be an app route’s name in the programs section too', async () => {
    expect((await page({ title: 'Calendar club', slug: 'calendar', section: 'programs' })).slug).toBe('calendar')
  })

  it('are refused when another page has it, even as a draft', async () => {
    await page({ title: 'Visiting', slug: 'visiting' }, { draft: true })
    await expect(page({ title: 'Visit', slug: 'visiting' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'slug', message: 'The page “Visiting” already has the slug “visiting”.' }] },
    })
    const viaRest = await rest('POST', '/pages', { token: tokens.staff, body: { title: 'Visit', slug: 'visiting' } })
    expect(viaRest.status).toBe(400)
    expect(fieldErrors(viaRest.body)[0]).toMatchObject({ path: 'slug' })
  })

  it('may wait for the title of a new draft (the editor saves one as it opens), not for publishing', async () => {
    const unnamed = await payload.create({
      collection: 'pages',
      data: {},
      draft: true,
      user: staff,
      overrideAccess: false,
    })
    expect(unnamed.slug ?? null).toBeNull()
    await expect(
      payload.update({
        collection: 'pages',
        id: unnamed.id,
        data: { _status: 'published' },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('are refused when badly formed, in words', async () => {
    const viaRest = await rest('POST', '/pages', { token: tokens.staff, body: { title: 'X', slug: 'two  words' } })
    expect(viaRest.status).toBe(400)
    expect(fieldErrors(viaRest.body)[0]?.message).toMatch(/lower-case letters and digits/)
  })
})

describe('the about section', () => {
  it('has one landing page at most: the one a new site starts with', async () => {
    await expect(
      page({ title: 'Who we are', slug: 'who-we-are', section: 'about', aboutLanding: true }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'aboutLanding', message: expect.stringContaining('“About us”') }] },
    })
    // A page outside the section is never its landing.
    expect((await page({ title: 'Elsewhere', slug: 'elsewhere', aboutLanding: true })).aboutLanding).toBe(false)
  })
})

describe('programs', () => {
  it('keep their kind, summary and picture only in the programs section', async () => {
    const program = await page({
      title: 'Print residency',
      section: 'programs',
      program: { kind: 'residency', summary: 'Three months at the press.' },
    })
    expect(program.program).toMatchObject({ kind: 'residency', summary: 'Three months at the press.' })
  })

  it('are seeded on a demo site once, published, and never over what staff made', async () => {
    await payload.delete({ collection: 'pages', where: { section: { equals: 'programs' } }, overrideAccess: true })
    expect(await seedDemoPrograms(payload, [])).toBe(3)
    expect(await seedDemoPrograms(payload, [])).toBe(0)
    const { docs } = await payload.find({
      collection: 'pages',
      where: { section: { equals: 'programs' } },
      overrideAccess: false,
      sort: 'slug',
    })
    expect(docs.map((doc) => [doc.slug, doc.program?.kind, doc._status])).toEqual([
      ['members-winter-exhibition', 'exhibition', 'published'],
      ['saturday-drawing-classes', 'class', 'published'],
      ['studio-residency', 'residency', 'published'],
    ])
  })
})

describe('drafts and versions', () => {
  it('are invisible to everyone but staff, through REST and GraphQL', async () => {
    const draft = await page({ title: 'Coming soon', slug: 'coming-soon' }, { draft: true })
    for (const token of [undefined, ...OTHERS.map((who) => tokens[who])]) {
      expect((await rest('GET', `/pages/${draft.id}`, { token })).status).toBe(404)
      expect((await rest('GET', `/pages/${draft.id}?draft=true`, { token })).status).toBe(404)
      const listed = await rest('GET', '/pages?draft=true&limit=100&where[slug][equals]=coming-soon', { token })
      expect(listed.body.docs).toEqual([])
      expect((await rest('GET', '/pages/versions', { token })).status).toBe(403)
      const viaGraphql = await graphql('{ Pages(draft: true, limit: 100) { docs { slug } } }', { token })
      expect((viaGraphql.body.data?.Pages as { docs: { slug: string }[] }).docs.map((doc) => doc.slug)).not.toContain(
        'coming-soon',
      )
      expect(
        (await graphql(`{ Page(id: ${draft.id}, draft: true) { id } }`, { token })).body.errors?.[0]?.message,
      ).toBe('Not Found')
      expect((await graphql('{ versionsPages { docs { id } } }', { token })).body.errors?.[0]?.message).toBe(FORBIDDEN)
    }
    expect((await rest('GET', `/pages/${draft.id}?draft=true`, { token: tokens.staff })).body).toMatchObject({
      title: 'Coming soon',
    })
  })

  it('keep what visitors see until a change is published', async () => {
    const hours = await page({ title: 'Opening hours', slug: 'opening-hours' })
    await payload.update({
      collection: 'pages',
      id: hours.id,
      data: { title: 'Opening hours (new)' },
      draft: true,
      user: staff,
      overrideAccess: false,
    })
    expect((await rest('GET', `/pages/${hours.id}`)).body).toMatchObject({ title: 'Opening hours' })
    const versions = await rest('GET', `/pages/versions?where[parent][equals]=${hours.id}`, { token: tokens.staff })
    expect(versions.body.totalDocs).toBe(2)
  })
})

describe('writing', () => {
  it('is refused to everyone but staff, through REST and GraphQL', async () => {
    const target = await page({ title: 'Contact', slug: 'contact' })
    for (const token of [undefined, ...OTHERS.map((who) => tokens[who])]) {
      expect((await rest('POST', '/pages', { token, body: { title: 'Mine', slug: 'mine' } })).status).toBe(403)
      expect((await rest('PATCH', `/pages/${target.id}`, { token, body: { title: 'Hacked' } })).status).toBe(403)
      expect((await rest('DELETE', `/pages/${target.id}`, { token })).status).toBe(403)
      const created = await graphql(
        'mutation { createPage(data: { title: "Mine", slug: "mine", section: top, visibility: public }) { id } }',
        { token },
      )
      expect(created.body.errors?.[0]?.message).toBe(FORBIDDEN)
      const updated = await graphql(`mutation { updatePage(id: ${target.id}, data: { title: "Hacked" }) { id } }`, {
        token,
      })
      expect(updated.body.errors?.[0]?.message).toBe(FORBIDDEN)
    }
    expect((await rest('GET', `/pages/${target.id}`)).body).toMatchObject({ title: 'Contact' })
  })
})

describe('members-only and link-only pages', () => {
  it('are read by no one but staff through the APIs, and a link page’s key by staff alone', async () => {
    const members = await page({ title: 'Members’ news', slug: 'members-news', visibility: 'members' })
    const linked = await page({ title: 'Press kit', slug: 'press-kit', visibility: 'link' })
    expect(linked.linkKey).toMatch(/^[A-Za-z0-9_-]{24}$/)
    for (const token of [undefined, ...OTHERS.map((who) => tokens[who])]) {
      for (const { id } of [members, linked]) expect((await rest('GET', `/pages/${id}`, { token })).status).toBe(404)
      const listed = await graphql('{ Pages(limit: 100) { docs { slug } } }', { token })
      const slugs = (listed.body.data?.Pages as { docs: { slug: string }[] }).docs.map((doc) => doc.slug)
      expect(slugs).not.toContain('members-news')
      expect(slugs).not.toContain('press-kit')
    }
    const public_ = await rest('GET', `/pages?where[slug][equals]=contact`)
    expect((public_.body.docs as Record<string, unknown>[])[0]).not.toHaveProperty('linkKey')
    expect((await rest('GET', `/pages/${linked.id}`, { token: tokens.staff })).body.linkKey).toBe(linked.linkKey)
  })

  it('get a new key on request, and the old one stops working', async () => {
    const linked = await page({ title: 'Board papers', slug: 'board-papers', visibility: 'link' })
    const kept = await payload.update({
      collection: 'pages',
      id: linked.id,
      data: { title: 'Board papers 2027' },
      user: staff,
      overrideAccess: false,
    })
    expect(kept.linkKey).toBe(linked.linkKey)
    const renewed = await payload.update({
      collection: 'pages',
      id: linked.id,
      data: { newLink: true },
      user: staff,
      overrideAccess: false,
    })
    expect(renewed.linkKey).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(renewed.linkKey).not.toBe(linked.linkKey)
    expect(renewed.newLink).toBe(false)
  })
})
