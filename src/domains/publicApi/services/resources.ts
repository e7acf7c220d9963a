import type { Payload } from 'payload'

import { publicArtist, publicArtistFilter, publicArtistsAfter, publicNeighbourhoods } from '@/domains/artists'
import { programsSection } from '@/domains/content'
import { publicEventsAfter } from '@/domains/events'
import { currentSeason, neighbourhoodOutlines, studiosOnMap, type SeasonView } from '@/domains/openStudios'

import { decodeCursor, encodeCursor, parseLimit, type CursorKey } from './paging'

/**
 * What each address of the public API answers (decision 101), read through the
 * domains' own public reads — the rules of the public pages, nothing more.
 */

export type ErrorCode =
  | 'bad-cursor'
  | 'bad-limit'
  | 'bad-filter'
  | 'not-found'
  | 'bad-key'
  | 'revoked-key'
  | 'origin-refused'
  | 'too-many-requests'

export type Answer = { status: 200; body: unknown } | { status: 400 | 404; code: ErrorCode; message: string }

export type Settings = { publicUrl: string; timeZone: string; now: Date }

/** A page as read: its items, whether more follow, each item's key in the list's order, and what is sent of it. */
type Page<T> = { items: T[]; more: boolean; keyOf: (item: T) => CursorKey; present?: (item: T) => unknown }

const notFound = (what: string): Answer => ({ status: 404, code: 'not-found', message: what })

/**
 * A list's page: its `limit` and `cursor` checked first (the cursor against the filters' `scope`), then
 * `read` from the key after which it starts.
 */
async function paged<T>(
  resource: string,
  query: URLSearchParams,
  read: (after: CursorKey | null, limit: number) => Promise<Page<T>>,
  scope = '',
): Promise<Answer> {
  const limit = parseLimit(query.get('limit'))
  if (!limit.ok) return { status: 400, code: 'bad-limit', message: limit.problem }
  const cursor = decodeCursor(resource, query.get('cursor'), scope)
  if (!cursor.ok) return { status: 400, code: 'bad-cursor', message: cursor.problem }
  const page = await read(cursor.value, limit.value)
  const last = page.items.at(-1)
  return {
    status: 200,
    body: {
      data: page.present ? page.items.map(page.present) : page.items,
      next: page.more && last ? encodeCursor(resource, page.keyOf(last), scope) : null,
    },
  }
}

const ARTIST_FILTERS = ['medium', 'neighbourhood', 'q'] as const

/** The artists' filters as asked, each at most once: a repeated one is refused rather than half read. */
function artistFiltersOf(
  query: URLSearchParams,
): { problem: string } | Record<(typeof ARTIST_FILTERS)[number], string | null> {
  for (const name of ARTIST_FILTERS) {
    if (query.getAll(name).length > 1) return { problem: `Give ${name} once: the list is narrowed by one ${name}.` }
  }
  return { medium: query.get('medium'), neighbourhood: query.get('neighbourhood'), q: query.get('q') }
}

/** Every neighbourhood by slug with its outline on the Open Studios map (a GeoJSON geometry), or null. */
async function neighbourhoods(payload: Payload) {
  const [named, outlines] = await Promise.all([publicNeighbourhoods(payload), neighbourhoodOutlines(payload)])
  const outlineOf = new Map(outlines.map(({ id, outline }) => [id, outline]))
  return named.map(({ id, name, slug }) => ({ name, slug, outline: outlineOf.get(id) ?? null }))
}

const numberAfter = (after: CursorKey | null) => (typeof after === 'number' ? after : null)

function weekendsOf(season: SeasonView) {
  return season.weekends.map((weekend) => ({
    number: weekend.number,
    label: weekend.label,
    startsOn: weekend.startsOn,
    endsOn: weekend.endsOn,
    opensAt: weekend.opensAt,
    closesAt: weekend.closesAt,
    neighbourhoods: weekend.neighbourhoods.map(({ name, slug }) => ({ name, slug })),
  }))
}

async function studios(payload: Payload, after: number | null, limit: number, settings: Settings) {
  const season = await currentSeason(payload)
  const all = season ? await studiosOnMap(payload, season) : []
  const listed = all.filter((studio) => after === null || studio.id > after).sort((a, b) => a.id - b.id)
  return {
    more: listed.length > limit,
    items: listed.slice(0, limit).map((studio) => ({
      id: studio.id,
      name: studio.name,
      address: studio.address,
      unit: studio.unit,
      city: studio.city,
      neighbourhood: studio.neighbourhood?.name ?? null,
      latitude: studio.latitude,
      longitude: studio.longitude,
      accessNotes: studio.accessNotes,
      accessibility: [...studio.accessibility],
      weekends: studio.weekends,
      artists: studio.artists.map((artist) => ({
        name: artist.name,
        url: artist.slug ? new URL(`/artist/${artist.slug}`, settings.publicUrl).toString() : null,
      })),
    })),
  }
}

async function programs(after: string | null, limit: number, settings: Settings) {
  const absolute = (path: string) => new URL(path, settings.publicUrl).toString()
  const listed = (await programsSection())
    .flatMap((group) => group.programs.map((program) => ({ ...program, kind: group.kind })))
    .filter((program) => after === null || program.address > after)
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0))
  return {
    more: listed.length > limit,
    items: listed.slice(0, limit),
    keyOf: (program: (typeof listed)[number]) => program.address,
    present: ({ title, address, kind, summary, picture }: (typeof listed)[number]) => ({
      title,
      url: absolute(address),
      kind,
      summary,
      picture: picture
        ? {
            url: absolute(picture.sizes.webp1200?.url ?? picture.url),
            width: picture.sizes.webp1200?.width ?? picture.width,
            height: picture.sizes.webp1200?.height ?? picture.height,
            alt: picture.alt,
          }
        : null,
    }),
  }
}

/** The answer at `/api/public/v1/{path}`. */
export async function answerFor(
  payload: Payload,
  path: readonly string[],
  query: URLSearchParams,
  settings: Settings,
): Promise<Answer> {
  const [resource, item, ...rest] = path
  if (rest.length > 0) return notFound('There is nothing at this address.')
  switch (resource) {
    case 'artists': {
      if (item !== undefined) {
        const artist = await publicArtist(payload, item)
        return artist
          ? { status: 200, body: { data: artist } }
          : notFound(`There is no public artist “${item.slice(0, 80)}”.`)
      }
      const asked = artistFiltersOf(query)
      if ('problem' in asked) return { status: 400, code: 'bad-filter', message: asked.problem }
      const chosen = await publicArtistFilter(payload, {
        medium: asked.medium,
        neighbourhood: asked.neighbourhood,
        words: asked.q,
      })
      if ('problem' in chosen) return { status: 400, code: 'bad-filter', message: chosen.problem }
      return paged(
        'artists',
        query,
        async (after, limit) => {
          const { artists, more } = await publicArtistsAfter(payload, numberAfter(after), limit, chosen.filter)
          return { items: artists, more, keyOf: (artist: { id: number }) => artist.id }
        },
        chosen.filter.key,
      )
    }
    case 'neighbourhoods':
      if (item !== undefined) break
      return { status: 200, body: { data: await neighbourhoods(payload) } }
    case 'studios':
      if (item !== undefined) break
      return paged('studios', query, async (after, limit) => ({
        ...(await studios(payload, numberAfter(after), limit, settings)),
        keyOf: (studio: { id: number }) => studio.id,
      }))
    case 'season':
    case 'weekends': {
      if (item !== undefined) break
      const season = await currentSeason(payload)
      if (resource === 'weekends') return { status: 200, body: { data: season ? weekendsOf(season) : [] } }
      return {
        status: 200,
        body: {
          data: season ? { id: season.id, year: season.year, name: season.name, weekends: weekendsOf(season) } : null,
        },
      }
    }
    case 'events':
      if (item !== undefined) break
      return paged('events', query, async (after, limit) => {
        const { events, more } = await publicEventsAfter(payload, numberAfter(after), limit, settings)
        return { items: events, more, keyOf: (event: { id: number }) => event.id }
      })
    case 'programs':
      if (item !== undefined) break
      return paged('programs', query, (after, limit) =>
        programs(typeof after === 'string' ? after : null, limit, settings),
      )
  }
  return notFound('There is nothing at this address: see openapi.json for what there is.')
}
