import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Navigation, Policy, User } from '@/payload-types'
import { richText } from '@/platform/rich-text'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The navigation, the sections' sub-navigations and the policies (decision
 * 058) on a real database: a save whose link leads nowhere is refused naming
 * the item (the site's answers injected, as the app injects its HTTP check),
 * only staff write them through REST and GraphQL, and every saved state of a
 * policy is kept as a version that only staff can read.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let asStaff: string
const refused: Record<string, string | undefined> = { guest: undefined }

/** The site as the checker asks it: these addresses answer, every other one is not found. */
const PAGES = new Set(['/artists', '/shop', '/privacypolicy', '/copyrightnotice', '/openstudios'])
const asked: string[] = []
const context = {
  navigationAnswers: async (path: string) => {
    asked.push(path)
    return { status: PAGES.has(path.split('?')[0]!) ? 200 : 404 }
  },
}

const header = (address: string, label = 'New item'): Navigation['header'] => [
  { label: 'Artists', address: '/artists' },
  { label, address },
]

async function refusal(work: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors as { path: string; message: string }[]
}

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: ('staff' | 'artlover' | 'artist')[]) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email, password: PASSWORD, roles },
    })
  staff = await person('stella@example.org', ['staff'])
  await person('mo@example.org', ['artlover'])
  await person('ari@example.org', ['artist'])
  asStaff = await tokenFor(payload, 'stella@example.org', PASSWORD)
  refused.member = await tokenFor(payload, 'mo@example.org', PASSWORD)
  refused.artist = await tokenFor(payload, 'ari@example.org', PASSWORD)
})

describe('the navigation', () => {
  it('refuses a link to an address of the site that answers 404, naming the item and its address', async () => {
    const errors = await refusal(
      payload.updateGlobal({
        slug: 'navigation',
        user: staff,
        overrideAccess: false,
        context,
        data: {
          header: [
            { label: 'Artists', address: '/artists', children: [{ label: 'Nowhere', address: '/no-such-page' }] },
          ],
        },
      }),
    )
    expect(errors).toEqual([
      {
        path: 'header.0.children.0.address',
        label: '“Nowhere” in the “Artists” dropdown links to /no-such-page — it answers 404: there is no such page.',
        message: '“Nowhere” in the “Artists” dropdown links to /no-such-page — it answers 404: there is no such page.',
      },
    ])
    expect(asked).toContain('/no-such-page')
  })

  it('refuses a malformed web address and a social link that is not one', async () => {
    const errors = await refusal(
      payload.updateGlobal({
        slug: 'navigation',
        user: staff,
        overrideAccess: false,
        context,
        data: {
          header: header('htps://example.org', 'Blog'),
          social: [{ kind: 'instagram', url: '/instagram' }],
        },
      }),
    )
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^“Blog” in the header links to htps:\/\/example.org — it is a htps address/),
      '“Instagram” in the social links links to /instagram — it is not a web address (https://…).',
    ])
  })

  it('saves links that answer, web addresses and the organisation, for staff', async () => {
    const saved = await payload.updateGlobal({
      slug: 'navigation',
      user: staff,
      overrideAccess: false,
      context,
      data: {
        header: header('/shop', 'Shop'),
        footer: [{ heading: 'Legal', links: [{ label: 'Privacy policy', address: '/privacypolicy' }] }],
        social: [{ kind: 'instagram', url: 'https://www.instagram.com/vernissage' }],
        organisation: { name: 'Vernissage', address: '1 Mill Street\nRiverside', email: 'office@example.org' },
      },
    })
    expect(saved.header?.map((item) => item.address)).toEqual(['/artists', '/shop'])
    expect(saved.organisation?.address).toBe('1 Mill Street\nRiverside')
  })

  it('checks every save through REST too, with the site’s own HTTP check', async () => {
    // No server answers in these tests: the address is refused as unchecked (or, should one answer, as not found).
    const answer = await rest('POST', '/globals/navigation', {
      token: asStaff,
      body: { header: [{ label: 'Lost', address: '/no-such-page-4f1c' }] },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(
      /“Lost” in the header links to \/no-such-page-4f1c — it (could not be checked|answers 404)/,
    )
  })

  it('keeps its shape: a dropdown item has no dropdown, and the lists have their limits', async () => {
    const errors = await refusal(
      payload.updateGlobal({
        slug: 'navigation',
        user: staff,
        overrideAccess: false,
        context,
        data: { header: Array.from({ length: 10 }, (_, n) => ({ label: `Item ${n}`, address: '/shop' })) },
      }),
    )
    expect(errors.map((error) => error.message)).toContain('At most 9 header items (there are 10).')
  })

  it('is read by anyone and written by staff only, through REST and GraphQL', async () => {
    expect((await rest('GET', '/globals/navigation')).status).toBe(200)
    for (const [who, token] of Object.entries(refused)) {
      for (const slug of ['navigation', 'section-navigation']) {
        const answer = await rest('POST', `/globals/${slug}`, { token, body: { header: [], artists: [] } })
        expect([who, slug, answer.status]).toEqual([who, slug, 403])
      }
      const mutation = await graphql('mutation { updateNavigation(data: { header: [] }) { updatedAt } }', { token })
      expect([who, mutation.body.errors?.[0]?.message]).toEqual([who, 'You are not allowed to perform this action.'])
      const sections = await graphql('mutation { updateSectionNavigation(data: { artists: [] }) { updatedAt } }', {
        token,
      })
      expect([who, sections.body.errors?.[0]?.message]).toEqual([who, 'You are not allowed to perform this action.'])
    }
    const navigation = await payload.findGlobal({ slug: 'navigation', overrideAccess: true })
    expect(navigation.header?.map((item) => item.label)).toEqual(['Artists', 'Shop'])
  })
})

describe('the sections’ sub-navigations', () => {
  it('refuse a link that leads nowhere, naming the section', async () => {
    const errors = await refusal(
      payload.updateGlobal({
        slug: 'section-navigation',
        user: staff,
        overrideAccess: false,
        context,
        data: {
          artists: [{ label: 'Search', address: '/artists/artsearch' }],
          openstudios: [{ label: 'Map', address: '/openstudios' }],
        },
      }),
    )
    expect(errors).toEqual([
      {
        path: 'artists.0.address',
        label:
          '“Search” in the Artists sub-navigation links to /artists/artsearch — it answers 404: there is no such page.',
        message:
          '“Search” in the Artists sub-navigation links to /artists/artsearch — it answers 404: there is no such page.',
      },
    ])
    const saved = await payload.updateGlobal({
      slug: 'section-navigation',
      user: staff,
      overrideAccess: false,
      context,
      data: { artists: [{ label: 'Shop', address: '/shop' }] },
    })
    expect(saved.artists?.map((link) => link.label)).toEqual(['Shop'])
  })
})

describe('the policies', () => {
  let policy: Policy

  it('keep every saved state as a version', async () => {
    const { docs } = await payload.find({
      collection: 'policies',
      where: { path: { equals: 'privacypolicy' } },
      overrideAccess: true,
    })
    policy =
      docs[0] ??
      (await payload.create({
        collection: 'policies',
        overrideAccess: true,
        data: { path: 'privacypolicy', title: 'Privacy policy', body: richText([{ paragraph: 'First words.' }]) },
      }))
    const before = await payload.countVersions({
      collection: 'policies',
      where: { parent: { equals: policy.id } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'policies',
      id: policy.id,
      user: staff,
      overrideAccess: false,
      data: { summary: 'Newer words.' },
    })
    const versions = await payload.findVersions({
      collection: 'policies',
      where: { parent: { equals: policy.id } },
      sort: '-updatedAt',
      user: staff,
      overrideAccess: false,
    })
    expect(versions.totalDocs).toBe(before.totalDocs + 1)
    expect(versions.docs[0]?.version.summary).toBe('Newer words.')
    expect(versions.docs[1]?.version.summary).not.toBe('Newer words.')
  })

  it('show their versions to staff only, through REST and GraphQL', async () => {
    const staffRest = await rest('GET', '/policies/versions', { token: asStaff })
    expect(staffRest.status).toBe(200)
    expect(staffRest.body.totalDocs).toBeGreaterThanOrEqual(2)
    const query = '{ versionsPolicies { totalDocs } }'
    expect((await graphql(query, { token: asStaff })).body.data?.versionsPolicies).toMatchObject({
      totalDocs: expect.any(Number),
    })
    for (const [who, token] of Object.entries(refused)) {
      expect([who, (await rest('GET', '/policies/versions', { token })).status]).toEqual([who, 403])
      const version = await rest(
        'GET',
        `/policies/versions/${String(staffRest.body.docs && (staffRest.body.docs as { id: number }[])[0]?.id)}`,
        { token },
      )
      expect([who, version.status]).toEqual([who, 403])
      expect([who, (await graphql(query, { token })).body.errors?.length]).toEqual([who, 1])
      // The policy itself stays public.
      expect((await rest('GET', `/policies/${policy.id}`, { token })).status).toBe(200)
    }
  })
})
