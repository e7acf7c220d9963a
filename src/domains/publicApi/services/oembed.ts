import type { Metadata } from 'next'
import type { Payload } from 'payload'

import { artistCardLine, publicArtist, publicArtworkWithArtist } from '@/domains/artists'
import { eventCardLine, publicEventBySlug } from '@/domains/events'
import { escapeHtml } from '@/platform/mail/templates'

/**
 * oEmbed (oembed.com) for artist, artwork and event pages (decision 110):
 * `/oembed?url=…&format=json` answers a `rich` embed whose HTML is an
 * `<iframe>` of the page's card at `/embed/card/{kind}/{key}`, the one
 * address any site may frame. An iframe rather than the web components: a
 * consumer (a blog, a CMS) has no API key, and strips scripts.
 */

export const PROVIDER = 'Vernissage'
export const CARD_WIDTH = 480
export const CARD_HEIGHT = 360

export type EmbeddedKind = 'artist' | 'artwork' | 'event'
export type EmbeddedPage = { kind: EmbeddedKind; key: string }

const KINDS: Record<string, EmbeddedKind> = { artist: 'artist', art: 'artwork', events: 'event' }
const PAGE_OF: Record<EmbeddedKind, string> = { artist: 'artist', artwork: 'art', event: 'events' }

type Problem = { ok: false; status: 400 | 404 | 501; message: string }
const problem = (status: Problem['status'], message: string): Problem => ({ ok: false, status, message })

/** Which of our pages `url` is: an artist's, an artwork's or an event's; anything else is named as the problem. */
export function embeddedPageOf(url: string | null, publicUrl: string): { ok: true; page: EmbeddedPage } | Problem {
  if (!url?.trim()) return problem(400, 'Give the page’s address as url=….')
  let address: URL
  try {
    address = new URL(url.trim())
  } catch {
    return problem(400, `“${url.slice(0, 200)}” is not a web address.`)
  }
  const site = new URL(publicUrl)
  if (address.origin !== site.origin) return problem(400, `Only pages on ${site.origin} have an oEmbed answer.`)
  const segments = address.pathname.split('/').filter(Boolean)
  const kind = segments.length === 2 ? KINDS[segments[0]!] : undefined
  // `/art/artists` is the artists' index, not an artwork.
  if (!kind || (kind === 'artwork' && segments[1] === 'artists')) {
    return problem(404, 'Only an artist’s, an artwork’s or an event’s page has an oEmbed answer.')
  }
  let key: string
  try {
    key = decodeURIComponent(segments[1]!)
  } catch {
    return problem(400, `“${segments[1]!.slice(0, 80)}” is not a page’s address.`)
  }
  return { ok: true, page: { kind, key } }
}

export const pagePath = ({ kind, key }: EmbeddedPage) => `/${PAGE_OF[kind]}/${encodeURIComponent(key)}`
export const cardPath = ({ kind, key }: EmbeddedPage) => `/embed/card/${kind}/${encodeURIComponent(key)}`

type Picture = { url: string; width: number | null; height: number | null; alt: string } | null

/** What an embedded page shows: its title, a line under it, its picture and who made it. */
export type Card = {
  title: string
  line: string
  url: string
  picture: Picture
  author: { name: string; url: string } | null
}

export type Settings = { publicUrl: string; timeZone: string; now: Date }

/** The public page's card, or null when it is not public (the page answers 404 too). */
export async function cardOf(payload: Payload, page: EmbeddedPage, settings: Settings): Promise<Card | null> {
  if (page.kind === 'artist') {
    const artist = await publicArtist(payload, page.key)
    if (!artist) return null
    return {
      title: artist.name,
      line: artistCardLine(artist),
      url: artist.url,
      picture: artist.portrait,
      author: null,
    }
  }
  if (page.kind === 'artwork') {
    const found = await publicArtworkWithArtist(payload, page.key)
    if (!found) return null
    const { artwork, artist } = found
    return {
      title: artwork.title,
      line: [`by ${artist.name}`, artwork.year, artwork.medium].filter(Boolean).join(', '),
      url: artwork.url,
      picture: artwork.picture,
      author: artist,
    }
  }
  const event = await publicEventBySlug(payload, page.key, settings)
  if (!event) return null
  return {
    title: event.title,
    line: eventCardLine(event, settings.timeZone),
    url: event.url,
    picture: event.picture,
    author: event.organiserName ? { name: event.organiserName, url: event.url } : null,
  }
}

const size = (value: string | null, most: number, name: string): number | Problem => {
  if (value === null || value === '') return most
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1) return problem(400, `${name} must be a whole number of pixels.`)
  return Math.min(most, Number(value))
}

export type OembedAnswer = { ok: true; body: Record<string, unknown> } | Problem

/** The oEmbed answer for `/oembed?{query}`. */
export async function oembedAnswer(
  payload: Payload,
  query: URLSearchParams,
  settings: Settings,
): Promise<OembedAnswer> {
  const format = query.get('format')
  if (format !== null && format !== 'json') return problem(501, 'Only format=json is served.')
  const width = size(query.get('maxwidth'), CARD_WIDTH, 'maxwidth')
  if (typeof width !== 'number') return width
  const height = size(query.get('maxheight'), CARD_HEIGHT, 'maxheight')
  if (typeof height !== 'number') return height
  const found = embeddedPageOf(query.get('url'), settings.publicUrl)
  if (!found.ok) return found
  const card = await cardOf(payload, found.page, settings)
  if (!card) return problem(404, 'There is no public page at this address.')
  const frame = new URL(cardPath(found.page), settings.publicUrl).toString()
  const html =
    `<iframe src="${escapeHtml(frame)}" width="${width}" height="${height}" title="${escapeHtml(`${card.title} on ${PROVIDER}`)}"` +
    ` loading="lazy" style="border:0;max-width:100%"></iframe>`
  return {
    ok: true,
    body: {
      version: '1.0',
      type: 'rich',
      provider_name: PROVIDER,
      provider_url: new URL('/', settings.publicUrl).toString(),
      title: card.title,
      ...(card.author ? { author_name: card.author.name, author_url: card.author.url } : {}),
      html,
      width,
      height,
      cache_age: 3600,
      ...(card.picture?.width && card.picture.height
        ? {
            thumbnail_url: card.picture.url,
            thumbnail_width: card.picture.width,
            thumbnail_height: card.picture.height,
          }
        : {}),
    },
  }
}

/** `GET /oembed`: JSON any site may read, or the problem in words (400, 404, 501). */
export async function oembedResponse(payload: Payload, request: Request, settings: Settings): Promise<Response> {
  const answer = await oembedAnswer(payload, new URL(request.url).searchParams, settings)
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': answer.ok ? 'public, max-age=300' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  }
  const body = answer.ok ? answer.body : { error: { message: answer.message } }
  return new Response(JSON.stringify(body), { status: answer.ok ? 200 : answer.status, headers })
}

/** The discovery link's address for one of our pages (the page's head names it). */
export const oembedHref = (publicUrl: string, pagePathname: string) =>
  `${new URL('/oembed', publicUrl)}?url=${encodeURIComponent(new URL(pagePathname, publicUrl).toString())}&format=json`

/**
 * A public page's metadata with its oEmbed discovery link
 * (`<link rel="alternate" type="application/json+oembed">`), made from its
 * canonical address: a page not found has none, and gets none.
 */
export function withOembedDiscovery(metadata: Metadata, publicUrl: string): Metadata {
  const canonical = metadata.alternates?.canonical
  if (typeof canonical !== 'string') return metadata
  const types = { ...metadata.alternates?.types, 'application/json+oembed': oembedHref(publicUrl, canonical) }
  return { ...metadata, alternates: { ...metadata.alternates, types } }
}
