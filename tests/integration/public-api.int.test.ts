import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { seedDemoEvents } from '@/domains/events'
import { saveArtLoverPage, seedMembershipPlans } from '@/domains/membership'
import { seedDemoOpenStudios } from '@/domains/openStudios'
import { openApiDocument, publicApiPreflight, publicApiResponse, publicPageData } from '@/domains/publicApi'
import { createKey, revokeKey } from '@/domains/publicApi/services/key-store'
import type { User } from '@/payload-types'
import { database } from '@/platform/database/transaction'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { writingOutsideRequests } from '@/platform/http/public-pages'
import { richText } from '@/platform/rich-text'

import { openApiChecker } from '../support/openapi'
import { testPayload } from './payload'

/**
 * The public API (decision 101) answers only what the public pages show: an
 * unapproved or unpublished profile, a draft artwork, a suspended artist's
 * profile, an event waiting for review and a members-only page never appear,
 * nor anyone's email or account. Pages by cursor, ETags, keys and their
 * refusals; every answer checked against the served OpenAPI document.
 */

const LA = 'America/Los_Angeles'
let payload: Payload
let staff: User
const check = openApiChecker(openApiDocument('http://localhost:3000') as never)

async function get(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`/api/public/v1/${path}`, 'http://localhost:3000')
  const request = new Request(url, { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.10', ...headers } })
  // Outside Next there is no data cache: the pages' cached reads are read fresh.
  const response = await writingOutsideRequests(() =>
    publicApiResponse(payload, request, url.pathname.split('/').slice(4).filter(Boolean)),
  )
  const text = await response.text()
  const body = text ? (JSON.parse(text) as unknown) : undefined
  expect(check(url.pathname, response.status, body), `${path} ${response.status}`).toEqual([])
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown>, text }
}

async function artist(
  key: string,
  profile: {
    status: 'published' | 'pending'
    draft?: boolean
    suspended?: boolean
    mediums?: number[]
    neighbourhood?: number
  },
) {
  const owner = await payload.create({
    collection: 'users',
    data: {
      email: `${key}@example.org`,
      password: 'a-good-password',
      roles: ['artist'],
      status: profile.suspended ? 'suspended' : 'active',
    },
  })
  const created = await payload.create({
    collection: 'artist-profiles',
    draft: profile.draft,
    data: {
      owner: owner.id,
      displayName: `Artist ${key}`,
      slug: key,
      bio: `The bio of ${key}.`,
      statement: richText([{ paragraph: `The statement of ${key}.` }]),
      studio: { street: `${key.length} Valencia St`, city: 'San Francisco', postcode: '94110' },
      verified: true,
      mediums: profile.mediums,
      neighbourhood: profile.neighbourhood,
      status: profile.status,
      _status: profile.draft ? 'draft' : 'published',
    },
  })
  return created
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    data: { email: 'desk@example.org', password: 'a-good-password', roles: ['staff'] },
  })
  const shown = await artist('shown', { status: 'published' })
  await artist('unapproved', { status: 'pending' })
  await artist('unpublished', { status: 'published', draft: true })
  await artist('suspended', { status: 'published', suspended: true })
  for (const [title, status] of [
    ['Shown bowl', 'published'],
    ['Draft bowl', 'draft'],
  ] as const) {
    await payload.create({
      collection: 'artworks',
      data: { title, status, availability: 'available', price: 120.5, artist: shown.id },
    })
  }
  for (let n = 0; n < 3; n += 1) await artist(`more-${n}`, { status: 'published' })

  await seedDemoEvents(payload, { now: new Date(), timeZone: LA })
  await payload.create({
    collection: 'events',
    draft: true,
    data: {
      title: 'A proposal waiting for review',
      venue: { name: 'The back room', address: '1 Mission St' },
      status: 'pending',
      _status: 'draft',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 90_000_000).toISOString(),
    },
  })
  const blocks = [{ blockType: 'richText' as const, content: richText([{ paragraph: 'Words.' }]) }]
  for (const [title, visibility] of [
    ['Open residency', 'public'],
    ['Members-only residency', 'members'],
  ] as const) {
    await payload.create({
      collection: 'pages',
      data: { title, section: 'programs', visibility, blocks, _status: 'published', program: { kind: 'residency' } },
    })
  }
  await seedDemoOpenStudios(payload, { registrations: 5, timeZone: LA })
}, 120_000)

describe('what the public API shows', () => {
  it('lists only public artists, never a suspended one, in pages by cursor', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = await get(`artists?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.status).toBe(200)
      const data = page.body.data as { slug: string }[]
      expect(data.length).toBeLessThanOrEqual(2)
      seen.push(...data.map((item) => item.slug))
      cursor = page.body.next as string | null
    } while (cursor)
    expect(seen).toEqual(['shown', 'more-0', 'more-1', 'more-2'])
    for (const hidden of ['unapproved', 'unpublished', 'suspended']) {
      expect((await get(`artists/${hidden}`)).status).toBe(404)
    }
  })

  it('shows an artist with their public artworks only, and nothing private', async () => {
    const { status, body, text } = await get('artists/shown')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      name: 'Artist shown',
      url: 'http://localhost:3000/artist/shown',
      statement: 'The statement of shown.',
      artworks: [{ title: 'Shown bowl', priceMinor: 12050, currency: 'USD' }],
    })
    expect(text).not.toContain('Draft bowl')
    expect(text).not.toContain('@example.org')
    expect(text).not.toContain('owner')
  })

  it('lists public events with their dates, never a proposal; programs but not members-only pages', async () => {
    const events = await get('events?limit=100')
    const titles = (events.body.data as { title: string; dates: unknown[] }[]).map((event) => event.title)
    expect(titles.length).toBeGreaterThan(2)
    expect(titles).not.toContain('A proposal waiting for review')
    expect((events.body.data as { dates: unknown[] }[]).some((event) => event.dates.length > 0)).toBe(true)
    const programs = await get('programs')
    expect((programs.body.data as { title: string }[]).map((program) => program.title)).toContain('Open residency')
    expect(programs.text).not.toContain('Members-only residency')
  })

  it('gives the current season, its weekends and its studios', async () => {
    const season = await get('season')
    expect((season.body.data as { weekends: unknown[] }).weekends).toHaveLength(3)
    expect(((await get('weekends')).body.data as unknown[]).length).toBe(3)
    const studios = await get('studios')
    expect(studios.status).toBe(200)
    expect(studios.text).toContain('Artist shown')
    expect(studios.text).not.toContain('Artist suspended')
    expect(studios.text).not.toContain('@example.org')
  })
})

describe('page data at {path}/_payload.json', () => {
  const settings = { publicUrl: 'http://localhost:3000', timeZone: LA, now: new Date(), currency: 'USD' }
  const pageData = (path: string[]) =>
    writingOutsideRequests(async () => {
      const data = await publicPageData(payload, path, settings)
      return { data, text: JSON.stringify(data) }
    })

  it('gives /openstudios, /calendar and /programs their public data only, and none for other addresses', async () => {
    const openStudios = await pageData(['openstudios'])
    expect(Object.keys(openStudios.data!)).toEqual(['path', 'season', 'studios'])
    expect((openStudios.data!.season as { weekends: unknown[] }).weekends).toHaveLength(3)
    expect(openStudios.text).toContain('Artist shown')
    expect(openStudios.text).not.toContain('Artist suspended')
    expect(openStudios.text).not.toContain('@example.org')

    const calendar = await pageData(['calendar'])
    expect(calendar.data).toMatchObject({ path: '/calendar', view: 'grid', tag: 'all', price: 'any' })
    expect(Object.keys(calendar.data!)).toEqual(['path', 'month', 'view', 'tag', 'price', 'tags', 'dates', 'nextMonth'])
    expect(calendar.text).not.toContain('A proposal waiting for review')

    const programs = await pageData(['programs'])
    expect(programs.data).toMatchObject({ path: '/programs', kinds: [{ kind: 'residency' }] })
    expect(programs.text).toContain('Open residency')
    expect(programs.text).not.toContain('Members-only residency')

    expect((await pageData(['no-such-page'])).data).toBeNull()
    expect((await pageData(['calendar', 'more'])).data).toBeNull()
    expect((await pageData(['calendar', '2026-13'])).data).toBeNull()
    expect((await pageData(['calendar', '2026-12', 'list', 'no-such-tag'])).data).toBeNull()
    expect((await pageData(['artists', 'artsearch'])).data).toBeNull()
  })

  it('gives a month of the calendar under its filters the dates its page lists', async () => {
    const events = await payload.find({ collection: 'events', where: { _status: { equals: 'published' } } })
    const shownEvent = events.docs.find((event) => event.status === 'published')!
    const month = new Date(shownEvent.startsAt).toLocaleDateString('en-CA', { timeZone: LA }).slice(0, 7)
    const view = await pageData(['calendar', month, 'list'])
    expect(view.data).toMatchObject({ path: `/calendar/${month}/list`, month, view: 'list' })
    const titles = (view.data!.dates as { event: { title: string } }[]).map((date) => date.event.title)
    expect(titles).toContain(shownEvent.title)
    expect(titles).not.toContain('A proposal waiting for review')
  })

  it('gives the A–Z index, an artwork, built pages, policies, plans and the fixed pages their data, never what is not public', async () => {
    const index = await pageData(['art', 'artists', 'A', '1'])
    expect(index.data).toMatchObject({ path: '/art/artists?letter=A', letter: 'A', page: 1, total: 4 })
    expect((index.data!.artists as { name: string }[]).map((artist) => artist.name)).toEqual([
      'Artist more-0',
      'Artist more-1',
      'Artist more-2',
      'Artist shown',
    ])
    for (const hidden of ['unapproved', 'unpublished', 'suspended']) expect(index.text).not.toContain(hidden)
    expect(index.text).not.toContain('@example.org')
    expect((await pageData(['art', 'artists', 'other', '1'])).data).toMatchObject({ letter: '#', total: 0 })

    const artworks = await payload.find({ collection: 'artworks', overrideAccess: true, draft: true })
    const slugOf = (title: string) => artworks.docs.find((artwork) => artwork.title === title)!.slug!
    const bowl = await pageData(['art', slugOf('Shown bowl')])
    expect(bowl.data).toMatchObject({
      title: 'Shown bowl',
      artist: { displayName: 'Artist shown', href: '/artist/shown' },
      price: '$120.50',
    })
    expect(bowl.text).not.toContain('@example.org')
    expect((await pageData(['art', slugOf('Shown bowl'), '2'])).data).toEqual(bowl.data)
    expect((await pageData(['art', slugOf('Draft bowl')])).data).toBeNull()

    const blocks = [{ blockType: 'richText' as const, content: richText([{ paragraph: 'Page words.' }]) }]
    for (const [title, section, visibility, status] of [
      ['Visit us', 'top', 'public', 'published'],
      ['Secret top page', 'top', 'link', 'published'],
      ['Unfinished top page', 'top', 'public', 'draft'],
      ['Our story', 'about', 'public', 'published'],
    ] as const) {
      await payload.create({
        collection: 'pages',
        draft: status === 'draft',
        data: { title, section, visibility, blocks, _status: status },
      })
    }
    const pages = await payload.find({ collection: 'pages', overrideAccess: true, draft: true, pagination: false })
    const pageSlug = (title: string) => pages.docs.find((page) => page.title === title)!.slug!
    expect((await pageData([pageSlug('Visit us')])).data).toMatchObject({
      title: 'Visit us',
      path: `/${pageSlug('Visit us')}`,
    })
    expect((await pageData([pageSlug('Visit us')])).text).toContain('Page words.')
    expect((await pageData([pageSlug('Secret top page')])).data).toBeNull()
    expect((await pageData([pageSlug('Unfinished top page')])).data).toBeNull()
    expect((await pageData(['about', pageSlug('Our story')])).data).toMatchObject({ title: 'Our story' })
    expect((await pageData(['about'])).text).toContain('Our story')

    const words = await payload.findGlobal({ slug: 'artists-page', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'artists-page',
      overrideAccess: true,
      data: { ...words, sections: [{ slug: 'faq', title: 'Questions artists ask', blocks }], _status: 'published' },
    })
    expect((await pageData(['artists', 'faq'])).data).toMatchObject({
      path: '/artists/faq',
      title: 'Questions artists ask',
    })
    expect((await pageData(['artists', 'nothing-here'])).data).toBeNull()
    expect((await pageData(['artists', 'artistresources'])).data).toEqual({
      path: '/artists/artistresources',
      categories: [],
    })

    // The first run wrote both policies: one is changed, the other taken down.
    await payload.update({
      collection: 'policies',
      where: { path: { equals: 'privacypolicy' } },
      overrideAccess: true,
      data: { title: 'Privacy policy', body: richText([{ paragraph: 'We keep little.' }]) },
    })
    await payload.delete({
      collection: 'policies',
      where: { path: { equals: 'copyrightnotice' } },
      overrideAccess: true,
    })
    const policy = await pageData(['privacypolicy'])
    expect(policy.data).toMatchObject({ path: '/privacypolicy', title: 'Privacy policy' })
    expect(policy.text).toContain('We keep little.')
    expect((await pageData(['copyrightnotice'])).data).toBeNull()

    await seedMembershipPlans(payload, 'USD')
    expect((await pageData(['membership-plan', 'artist'])).data).toMatchObject({
      path: '/artistmembership',
      audience: 'artist',
    })
    expect((await pageData(['membership-plan', 'nobody'])).data).toBeNull()

    const lover = await payload.create({
      collection: 'users',
      data: { email: 'lover@example.org', password: 'a-good-password', roles: ['artlover'] },
    })
    expect((await pageData(['artlover', String(lover.id)])).data).toBeNull()
    await saveArtLoverPage(payload, lover.id, { shown: true, displayName: 'Lou' })
    const loverPage = await pageData(['artlover', String(lover.id)])
    expect(loverPage.data).toMatchObject({ path: `/artlover/${lover.id}`, name: 'Lou' })
    expect(loverPage.text).not.toContain('lover@example.org')

    expect((await pageData(['artlover'])).data).toMatchObject({ path: '/artlover', partnerPerks: [] })
    expect((await pageData(['advertise'])).data).toMatchObject({
      path: '/advertise',
      season: { name: expect.any(String) },
    })
    expect((await pageData(['newsletters', 'page', '1'])).data).toMatchObject({ path: '/newsletters', page: 1 })
    expect((await pageData(['newsletters', 'page', '2'])).data).toBeNull()
    expect((await pageData(['newsletters', 'page', 'x'])).data).toBeNull()
  })

  it('gives a public event, program and product its page data, and none to one that is not public', async () => {
    const events = await payload.find({ collection: 'events', overrideAccess: true, pagination: false, draft: true })
    const shownEvent = events.docs.find((event) => event.status === 'published')!
    const proposal = events.docs.find((event) => event.title === 'A proposal waiting for review')!
    const event = await pageData(['events', shownEvent.slug!])
    expect(event.data).toMatchObject({ path: `/events/${shownEvent.slug}`, event: { title: shownEvent.title } })
    expect((await pageData(['events', proposal.slug ?? String(proposal.id)])).data).toBeNull()

    const pages = await payload.find({
      collection: 'pages',
      overrideAccess: true,
      where: { section: { equals: 'programs' } },
    })
    const slugOf = (title: string) => pages.docs.find((page) => page.title === title)!.slug!
    const program = await pageData(['programs', slugOf('Open residency')])
    expect(program.data).toMatchObject({ title: 'Open residency', program: { kind: 'residency' } })
    expect(program.text).toContain('Words.')
    expect((await pageData(['programs', slugOf('Members-only residency')])).data).toBeNull()

    const category = await payload.create({
      collection: 'product-categories',
      overrideAccess: true,
      data: { name: 'Page-data goods' },
    })
    for (const [name, active] of [
      ['Page-data tote', true],
      ['Page-data withdrawn mug', false],
    ] as const) {
      await payload.create({
        collection: 'products',
        overrideAccess: true,
        data: { name, kind: 'merchandise', category: category.id, active, priceMinor: 1500, stock: 4 },
      })
    }
    const products = await payload.find({ collection: 'products', overrideAccess: true, pagination: false })
    const productSlug = (name: string) => products.docs.find((product) => product.name === name)!.slug!
    const shop = await pageData(['shop'])
    expect(Object.keys(shop.data!)).toEqual(['path', 'sections'])
    expect(shop.text).toContain('Page-data tote')
    expect(shop.text).not.toContain('Page-data withdrawn mug')
    const tote = await pageData(['shop', productSlug('Page-data tote')])
    expect(tote.data).toMatchObject({ product: { name: 'Page-data tote', priceMinor: 1500 } })
    expect((await pageData(['shop', productSlug('Page-data withdrawn mug')])).data).toBeNull()

    const archive = await pageData(['newsletters'])
    expect(archive.data).toEqual({ path: '/newsletters', newsletters: [], page: 1, pages: 1 })
    expect((await pageData(['newsletters', '4242'])).data).toBeNull()
    expect((await pageData(['newsletters', 'not-a-number'])).data).toBeNull()
    expect((await pageData(['donors-unknown', 'x'])).data).toBeNull()
  })

  it('gives /donors and an open campaign their page data, and none to an unpublished campaign', async () => {
    const [open, draft] = await Promise.all(
      [
        { name: 'Page-data roof', published: true, goalMinor: 50_000 },
        { name: 'Page-data secret plan', published: false },
      ].map((data) => payload.create({ collection: 'campaigns', overrideAccess: true, data })),
    )
    const donors = await pageData(['donors'])
    expect(donors.data).toMatchObject({ path: '/donors', year: expect.any(Number) })
    expect(Object.keys(donors.data!)).toEqual(
      expect.arrayContaining(['heading', 'introduction', 'blocks', 'rolls', 'campaigns']),
    )
    expect(donors.text).toContain('Page-data roof')
    expect(donors.text).not.toContain('Page-data secret plan')
    const campaign = await pageData(['donors', open!.slug!])
    expect(campaign.data).toMatchObject({
      path: `/donors/${open!.slug}`,
      campaign: { name: 'Page-data roof' },
    })
    expect((await pageData(['donors', draft!.slug ?? String(draft!.id)])).data).toBeNull()
    expect((await pageData(['donors', String(open!.id)])).data).toBeNull()
  })
})

describe('how the public API answers', () => {
  it('answers 304 to a repeated ETag, and a bad limit, cursor or address with JSON naming it', async () => {
    const first = await get('artists')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"/)
    expect((await get('artists', { 'if-none-match': etag })).status).toBe(304)
    expect((await get('artists?limit=0')).body).toMatchObject({ error: { code: 'bad-limit' } })
    expect((await get('artists?limit=abc')).status).toBe(400)
    expect((await get('artists?cursor=nonsense')).body).toMatchObject({ error: { code: 'bad-cursor' } })
    const eventsCursor = (await get('events?limit=1')).body.next as string
    expect((await get(`artists?cursor=${eventsCursor}`)).status).toBe(400)
    expect((await get('artists?limit=100000')).status).toBe(200)
    expect((await get('nowhere')).body).toMatchObject({ error: { code: 'not-found' } })
  })

  it('takes a key, refuses an unknown or revoked one and a page on an origin the key does not name', async () => {
    const db = database(payload)
    const { id, secret } = await createKey(db, {
      name: 'Tourism board',
      perMinute: 2,
      origins: ['https://tourism.example'],
      createdBy: staff.id,
    })
    const allowed = await get('artists', { 'x-api-key': secret, origin: 'https://tourism.example' })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://tourism.example')
    const refused = await get('artists', { 'x-api-key': secret, origin: 'https://elsewhere.example' })
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'origin-refused' } } })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect((await get('artists', { 'x-api-key': secret })).status).toBe(200)
    const over = await get('artists', { 'x-api-key': secret })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await get('artists', { 'x-api-key': `${secret.slice(0, -1)}x` })).body).toMatchObject({
      error: { code: 'bad-key' },
    })
    await revokeKey(db, id, staff.id)
    expect((await get('artists', { 'x-api-key': secret })).body).toMatchObject({ error: { code: 'revoked-key' } })
    const stored = await db.execute(sql`SELECT secret_hash, last_used_at FROM api_keys WHERE id = ${id}`)
    const row = stored.rows[0] as { secret_hash: string; last_used_at: string | null }
    expect(row.secret_hash).not.toContain(secret)
    expect(row.last_used_at).not.toBeNull()
  })
})

describe('the artists narrowed on the server, and refusals readable where the key allows (decision 113)', () => {
  const HILL = {
    type: 'Polygon',
    coordinates: [
      [
        [-122.42, 37.75],
        [-122.41, 37.75],
        [-122.41, 37.76],
        [-122.42, 37.75],
      ],
    ],
  }

  // Each test from its own address: the anonymous limit a minute is counted per address.
  let address = 20
  let asked: (path: string, headers?: Record<string, string>) => ReturnType<typeof get>
  beforeEach(() => {
    const from = `192.0.2.${(address += 1)}`
    asked = (path, headers = {}) => get(path, { [CLIENT_ADDRESS_HEADER]: from, ...headers })
  })

  beforeAll(async () => {
    const clay = await payload.create({ collection: 'mediums', data: { name: 'Filter Clay' } })
    const hill = await payload.create({ collection: 'neighbourhoods', data: { name: 'Filter Hill', outline: HILL } })
    const narrowed = { mediums: [clay.id], neighbourhood: hill.id }
    await artist('clay-one', { status: 'published', ...narrowed })
    await artist('clay-two', { status: 'published', mediums: [clay.id] })
    await artist('clay-pending', { status: 'pending', ...narrowed })
    await artist('clay-unpublished', { status: 'published', draft: true, ...narrowed })
    await artist('clay-suspended', { status: 'published', suspended: true, ...narrowed })
    // In the medium through a published artwork only, as the site's search finds them.
    const glaze = await artist('glaze', { status: 'published' })
    await payload.create({
      collection: 'artworks',
      data: { title: 'Glazed pot', status: 'published', availability: 'available', medium: clay.id, artist: glaze.id },
    })
  })

  const slugsOf = async (path: string) => {
    const answer = await asked(path)
    expect(answer.status, path).toBe(200)
    for (const hidden of ['clay-pending', 'clay-unpublished', 'clay-suspended']) {
      expect(answer.text, path).not.toContain(hidden)
    }
    return (answer.body.data as { slug: string }[]).map((item) => item.slug)
  }

  it('lists only the public artists of a medium, a neighbourhood or with words of their name', async () => {
    expect(await slugsOf('artists?medium=filter-clay&limit=100')).toEqual(['clay-one', 'clay-two', 'glaze'])
    expect(await slugsOf('artists?medium=FILTER%20clay&limit=100')).toEqual(['clay-one', 'clay-two', 'glaze'])
    expect(await slugsOf('artists?neighbourhood=Filter%20Hill')).toEqual(['clay-one'])
    expect(await slugsOf('artists?medium=filter-clay&neighbourhood=filter-hill')).toEqual(['clay-one'])
    expect(await slugsOf('artists?q=clay&limit=100')).toEqual(['clay-one', 'clay-two'])
    expect(await slugsOf('artists?q=Clay%20ONE')).toEqual(['clay-one'])
    // A typo forgiven from five letters, as on the search page.
    expect(await slugsOf('artists?q=glaez')).toEqual(['glaze'])
    expect(await slugsOf('artists?q=clay&medium=filter-clay&neighbourhood=filter-hill')).toEqual(['clay-one'])
    expect(await slugsOf('artists?q=nobody')).toEqual([])
  })

  it('pages a narrowed list by cursor, and refuses its cursor with other filters', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = await asked(`artists?medium=filter-clay&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...(page.body.data as { slug: string }[]).map((item) => item.slug))
      cursor = page.body.next as string | null
      if (cursor) {
        // The same narrowing by the medium's name reads on from the same cursor.
        expect((await asked(`artists?medium=Filter%20Clay&limit=1&cursor=${cursor}`)).status).toBe(200)
        for (const other of ['', '&neighbourhood=filter-hill', '&q=clay']) {
          const refused = await asked(`artists?limit=1&cursor=${cursor}${other}${other ? '&medium=filter-clay' : ''}`)
          expect(refused.body, other).toMatchObject({
            error: { code: 'bad-cursor', message: expect.stringContaining('other filters') },
          })
        }
      }
    } while (cursor)
    expect(seen).toEqual(['clay-one', 'clay-two', 'glaze'])
    const unfiltered = (await asked('artists?limit=1')).body.next as string
    expect((await asked(`artists?medium=filter-clay&cursor=${unfiltered}`)).status).toBe(400)
  })

  it('names an unknown medium or neighbourhood, a repeated filter and words without a letter', async () => {
    const medium = await asked('artists?medium=Basketry')
    expect(medium).toMatchObject({ status: 400, body: { error: { code: 'bad-filter' } } })
    expect((medium.body.error as { message: string }).message).toMatch(/no medium “Basketry”.*filter-clay/)
    expect((await asked('artists?neighbourhood=atlantis')).body).toMatchObject({
      error: { code: 'bad-filter', message: expect.stringContaining('no neighbourhood “atlantis”') },
    })
    expect((await asked('artists?medium=filter-clay&medium=x')).body).toMatchObject({ error: { code: 'bad-filter' } })
    expect((await asked('artists?q=%21%21%21')).body).toMatchObject({ error: { code: 'bad-filter' } })
    expect((await asked(`artists?q=${'a'.repeat(201)}`)).status).toBe(400)
    expect(await slugsOf('artists?medium=&q=%20&limit=100')).toEqual(expect.arrayContaining(['shown', 'clay-two']))
  })

  it('gives every neighbourhood with its outline', async () => {
    const { body } = await asked('neighbourhoods')
    const hill = (body.data as { name: string; slug: string; outline: unknown }[]).find(
      (item) => item.name === 'Filter Hill',
    )
    expect(hill).toEqual({ name: 'Filter Hill', slug: 'filter-hill', outline: HILL })
  })

  it('lets a page on the key’s origin read every refusal, and no page read an unknown key’s', async () => {
    const db = database(payload)
    const origin = 'https://gallery.example'
    const { id, secret } = await createKey(db, {
      name: 'Gallery',
      perMinute: 4,
      origins: [origin],
      createdBy: staff.id,
    })
    const asPartner = (path: string, key = secret, from = origin) => asked(path, { 'x-api-key': key, origin: from })
    const readable = (answer: { headers: Headers }) => {
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.headers.get('access-control-expose-headers')).toMatch(/Retry-After/)
    }
    readable(await asPartner('artists?medium=filter-clay'))
    for (const [path, status] of [
      ['artists?medium=Basketry', 400],
      ['artists?cursor=nonsense', 400],
      ['nowhere', 404],
      ['artists', 429],
    ] as const) {
      const answer = await asPartner(path)
      expect(answer.status, path).toBe(status)
      readable(answer)
    }
    const unknown = await asPartner('artists', `${secret.slice(0, -1)}x`)
    expect(unknown.status).toBe(401)
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
    const elsewhere = await asPartner('artists', secret, 'https://elsewhere.example')
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
    expect((await asked('artists', { origin })).headers.get('access-control-allow-origin')).toBeNull()

    await revokeKey(db, id, staff.id)
    const revoked = await asPartner('artists')
    expect(revoked.body).toMatchObject({ error: { code: 'revoked-key' } })
    readable(revoked)
    const revokedElsewhere = await asPartner('artists', secret, 'https://elsewhere.example')
    expect(revokedElsewhere.status).toBe(401)
    expect(revokedElsewhere.headers.get('access-control-allow-origin')).toBeNull()
    // A browser asks first: a revoked key's site may ask, so its page can read why; another site may not.
    const preflight = (from: string) =>
      publicApiPreflight(
        payload,
        new Request('http://localhost:3000/api/public/v1/artists', { method: 'OPTIONS', headers: { origin: from } }),
      )
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin)
    expect((await preflight('https://nobody.example')).headers.get('access-control-allow-origin')).toBeNull()
  })
})
