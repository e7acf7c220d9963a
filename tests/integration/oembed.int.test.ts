import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cardBlockFromPage } from '@/domains/mailings'
import { cardResponse, oembedResponse } from '@/domains/publicApi'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { testPayload } from './payload'

/**
 * oEmbed (decision 110): a public artist's, artwork's and event's page
 * answers a rich embed framing its card; a page that is not public answers
 * 404 (its card too), a bad address 400 naming the problem, `format=xml` 501.
 * A mailing's artist and event cards are made from the same pages, by the same public reads.
 */

const SITE = 'http://localhost:3000'
const settings = { publicUrl: SITE, timeZone: 'America/Los_Angeles', now: new Date() }
let payload: Payload
let artworkSlug = ''
let draftArtworkSlug = ''

async function oembed(query: string) {
  const request = new Request(`${SITE}/oembed?${query}`)
  // Outside Next there is no data cache: the pages' cached reads are read fresh.
  const response = await writingOutsideRequests(() => oembedResponse(payload, request, settings))
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

const page = (path: string) => `url=${encodeURIComponent(`${SITE}${path}`)}&format=json`

async function artist(slug: string, status: 'published' | 'pending') {
  const owner = await payload.create({
    collection: 'users',
    data: { email: `${slug}@example.org`, password: 'a-good-password', roles: ['artist'] },
  })
  return payload.create({
    collection: 'artist-profiles',
    data: { owner: owner.id, displayName: `Artist ${slug}`, slug, verified: true, status, _status: 'published' },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const shown = await artist('oembed-shown', 'published')
  await artist('oembed-pending', 'pending')
  for (const [title, status] of [
    ['Embedded bowl', 'published'],
    ['Draft embedded bowl', 'draft'],
  ] as const) {
    const made = await payload.create({
      collection: 'artworks',
      data: { title, status, availability: 'available', year: 2026, artist: shown.id },
    })
    if (status === 'published') artworkSlug = made.slug ?? String(made.id)
    else draftArtworkSlug = made.slug ?? String(made.id)
  }
  const startsAt = new Date(Date.now() + 86_400_000)
  for (const [title, slug, status] of [
    ['An embedded talk', 'an-embedded-talk', 'published'],
    ['A proposal for review', 'a-proposal-for-review', 'pending'],
  ] as const) {
    await payload.create({
      collection: 'events',
      draft: status === 'pending',
      data: {
        title,
        slug,
        venue: { name: 'The Embed Hall' },
        registration: 'none',
        status,
        _status: status === 'pending' ? 'draft' : 'published',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      },
    })
  }
}, 120_000)

describe('oEmbed', () => {
  it('answers a rich embed framing the card of a public artist, artwork and event', async () => {
    for (const [path, title, card] of [
      ['/artist/oembed-shown', 'Artist oembed-shown', '/embed/card/artist/oembed-shown'],
      [`/art/${artworkSlug}`, 'Embedded bowl', `/embed/card/artwork/${artworkSlug}`],
      ['/events/an-embedded-talk', 'An embedded talk', '/embed/card/event/an-embedded-talk'],
    ] as const) {
      const { status, headers, body } = await oembed(page(path))
      expect(status, path).toBe(200)
      expect(headers.get('access-control-allow-origin')).toBe('*')
      expect(body).toMatchObject({ version: '1.0', type: 'rich', title, provider_name: 'Vernissage', width: 480 })
      expect(body.html).toContain(`<iframe src="${SITE}${card}"`)
      const framed = await writingOutsideRequests(() =>
        cardResponse(payload, card.split('/')[3]!, card.split('/')[4]!, settings),
      )
      expect(framed.status).toBe(200)
      const html = await framed.text()
      expect(html).toContain(title)
      expect(html).not.toContain('<script')
    }
    const artwork = await oembed(page(`/art/${artworkSlug}`))
    expect(artwork.body).toMatchObject({
      author_name: 'Artist oembed-shown',
      author_url: `${SITE}/artist/oembed-shown`,
    })
    const narrow = await oembed(`${page('/artist/oembed-shown')}&maxwidth=300&maxheight=200`)
    expect(narrow.body).toMatchObject({ width: 300, height: 200 })
    expect(narrow.body.html).toContain('width="300" height="200"')
  })

  it('answers 404 for a page that is not public, and its card too', async () => {
    for (const path of [
      '/artist/oembed-pending',
      `/art/${draftArtworkSlug}`,
      '/events/a-proposal-for-review',
      '/artist/nobody',
      '/about',
    ]) {
      const { status, body } = await oembed(page(path))
      expect(status, path).toBe(404)
      expect((body.error as { message: string }).message).toMatch(/public page|oEmbed answer/)
    }
    const card = await writingOutsideRequests(() => cardResponse(payload, 'artist', 'oembed-pending', settings))
    expect(card.status).toBe(404)
    expect((await writingOutsideRequests(() => cardResponse(payload, 'nonsense', 'x', settings))).status).toBe(404)
  })

  it('answers 400 naming the problem for a bad address, and 501 for XML', async () => {
    for (const [query, words] of [
      ['format=json', 'url='],
      ['url=not%20an%20address&format=json', 'not a web address'],
      [`url=${encodeURIComponent('https://elsewhere.example/artist/oembed-shown')}`, `Only pages on ${SITE}`],
      [`${page('/artist/oembed-shown')}&maxwidth=wide`, 'maxwidth must be a whole number'],
    ] as const) {
      const { status, body } = await oembed(query)
      expect(status, query).toBe(400)
      expect((body.error as { message: string }).message).toContain(words)
    }
    const xml = await oembed(`url=${encodeURIComponent(`${SITE}/artist/oembed-shown`)}&format=xml`)
    expect(xml.status).toBe(501)
  })
})

describe('a mailing’s card from a page of the site (issue 39)', () => {
  const cardOf = (address: string) => writingOutsideRequests(() => cardBlockFromPage(payload, address, settings))

  it('makes an artist’s and an event’s card with the name, line and address the site shows', async () => {
    expect(await cardOf(`${SITE}/artist/oembed-shown`)).toEqual({
      ok: true,
      block: {
        kind: 'artistCard',
        name: 'Artist oembed-shown',
        url: `${SITE}/artist/oembed-shown`,
        words: 'An artist in our directory',
      },
    })
    const event = await cardOf(` ${SITE}/events/an-embedded-talk `)
    expect(event).toMatchObject({
      ok: true,
      block: { kind: 'eventCard', title: 'An embedded talk', url: `${SITE}/events/an-embedded-talk` },
    })
    expect(event.ok && event.block.kind === 'eventCard' && event.block.when).toMatch(
      /^\w{3} \d{1,2}, \d{4}, .+ · The Embed Hall$/,
    )
  })

  it('refuses, in words, what is not public and what is not an artist’s or an event’s page', async () => {
    for (const [address, words] of [
      ['', `Give the address of an artist’s or an event’s page on ${SITE}.`],
      ['not an address', `“not an address” is not the address of an artist’s or an event’s page on ${SITE}.`],
      ['https://elsewhere.example/artist/oembed-shown', 'is not the address of an artist’s or an event’s page'],
      [`${SITE}/art/${artworkSlug}`, 'is not the address of an artist’s or an event’s page'],
      [`${SITE}/artist/oembed-shown/works`, 'is not the address of an artist’s or an event’s page'],
      [`${SITE}/artist/oembed-pending`, `No artist is shown to the public at ${SITE}/artist/oembed-pending.`],
      [`${SITE}/events/a-proposal-for-review`, 'No event is shown to the public at'],
    ] as const) {
      const answer = await cardOf(address)
      expect(answer.ok, address).toBe(false)
      expect(!answer.ok && answer.problem, address).toContain(words)
    }
  })
})
