import type { Payload } from 'payload'

import { publicArtworkWhere, publicProfileWhere } from '@/domains/artists'
import { cachedPageData, expireCachedPages } from '@/platform/http/public-pages'

import { artLoverPagePath, artLoverPageTag, type FavouriteKind, type FavouriteTarget } from './favourite-rules'

/**
 * Favourites and art lovers' public pages with Payload (decision 059). Only
 * the person themselves changes theirs: the callers pass the signed-in
 * person's id, never one from a form.
 */

export type FavouriteArtist = { id: number; name: string; href: string }
export type FavouriteArtwork = { id: number; title: string; href: string; artist: string }
export type Favourites = { artists: FavouriteArtist[]; artworks: FavouriteArtwork[] }

const ARTIST_PAGES_TAG = 'artists'
const ARTWORK_PAGES_TAG = 'artworks'

/** Whether an artist or artwork is public now: only those can be hearted. */
async function isPublic(payload: Payload, target: FavouriteTarget): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: target.kind === 'artist' ? 'artist-profiles' : 'artworks',
    where: {
      and: [{ id: { equals: target.id } }, target.kind === 'artist' ? publicProfileWhere() : publicArtworkWhere()],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

const targetWhere = (person: number, target: FavouriteTarget) => ({
  and: [{ person: { equals: person } }, { [target.kind]: { equals: target.id } }],
})

/**
 * Hearts (or unhearts) an artist or artwork for the person: twice is once,
 * and only what is public can be hearted. Their public page is expired.
 */
export async function setFavourite(
  payload: Payload,
  person: number,
  target: FavouriteTarget,
  want: 'add' | 'remove',
): Promise<{ ok: true; favourite: boolean } | { ok: false; message: string }> {
  if (want === 'remove') {
    await payload.delete({ collection: 'favourites', where: targetWhere(person, target), overrideAccess: true })
  } else {
    if (!(await isPublic(payload, target))) {
      return { ok: false, message: `That ${target.kind} is not on the site (any more), so it cannot be a favourite.` }
    }
    const { totalDocs } = await payload.count({
      collection: 'favourites',
      where: targetWhere(person, target),
      overrideAccess: true,
    })
    if (totalDocs === 0) {
      try {
        await payload.create({
          collection: 'favourites',
          overrideAccess: true,
          data: { person, kind: target.kind, [target.kind]: target.id },
        })
      } catch (error) {
        // Two hearts at once: the unique index kept one, which is what was asked.
        if (
          !(await payload.count({ collection: 'favourites', where: targetWhere(person, target), overrideAccess: true }))
            .totalDocs
        )
          throw error
      }
    }
  }
  expireArtLoverPage(person)
  return { ok: true, favourite: want === 'add' }
}

export async function isFavourite(payload: Payload, person: number, target: FavouriteTarget): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'favourites',
    where: targetWhere(person, target),
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** A person's favourites that are public now, newest first. */
export async function favouritesOf(payload: Payload, person: number): Promise<Favourites> {
  const rows = await payload.find({
    collection: 'favourites',
    where: { person: { equals: person } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = (kind: FavouriteKind) =>
    rows.docs.flatMap((row) => {
      const id = row[kind]
      return typeof id === 'number' ? [id] : []
    })
  const artistIds = ids('artist')
  const artworkIds = ids('artwork')
  const [artists, artworks] = await Promise.all([
    artistIds.length
      ? payload.find({
          collection: 'artist-profiles',
          where: { and: [{ id: { in: artistIds } }, publicProfileWhere()] },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          select: { displayName: true, slug: true },
        })
      : { docs: [] },
    artworkIds.length
      ? payload.find({
          collection: 'artworks',
          where: { and: [{ id: { in: artworkIds } }, publicArtworkWhere()] },
          pagination: false,
          depth: 1,
          overrideAccess: true,
          select: { title: true, slug: true, artist: true },
        })
      : { docs: [] },
  ])
  const artistById = new Map(artists.docs.map((artist) => [artist.id, artist]))
  const artworkById = new Map(artworks.docs.map((artwork) => [artwork.id, artwork]))
  return {
    artists: artistIds.flatMap((id) => {
      const artist = artistById.get(id)
      return artist ? [{ id, name: artist.displayName, href: `/artist/${artist.slug ?? id}` }] : []
    }),
    artworks: artworkIds.flatMap((id) => {
      const artwork = artworkById.get(id)
      if (!artwork) return []
      const artist = typeof artwork.artist === 'object' && artwork.artist ? artwork.artist.displayName : ''
      return [{ id, title: artwork.title, href: `/art/${artwork.slug ?? id}`, artist }]
    }),
  }
}

export type ArtLoverPageSettings = { shown: boolean; displayName: string }

export async function artLoverPageSettings(payload: Payload, person: number): Promise<ArtLoverPageSettings> {
  const { docs } = await payload.find({
    collection: 'art-lover-pages',
    where: { person: { equals: person } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return { shown: docs[0]?.shown ?? false, displayName: docs[0]?.displayName ?? '' }
}

/** Switches the person's public page on or off, with its name; the cached page is expired. */
export async function saveArtLoverPage(payload: Payload, person: number, settings: ArtLoverPageSettings) {
  const { docs } = await payload.find({
    collection: 'art-lover-pages',
    where: { person: { equals: person } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const data = { shown: settings.shown, displayName: settings.displayName || null }
  if (docs[0]) await payload.update({ collection: 'art-lover-pages', id: docs[0].id, data, overrideAccess: true })
  else await payload.create({ collection: 'art-lover-pages', data: { person, ...data }, overrideAccess: true })
  expireArtLoverPage(person)
}

function expireArtLoverPage(person: number) {
  expireCachedPages({ tags: [artLoverPageTag(person)], paths: [artLoverPagePath(person)] })
}

export type PublicArtLoverPage = { name: string; favourites: Favourites }

/**
 * `/artlover/{id}`'s data, cached under the person's tag (and the artists'
 * and artworks' lists, so an artist taken off the site leaves it): null when
 * the page is off or there is no such person — the same null for both.
 */
export async function publicArtLoverPage(payload: Payload, key: string): Promise<PublicArtLoverPage | null> {
  const person = Number(key)
  if (!/^[1-9][0-9]{0,9}$/.test(key) || !Number.isSafeInteger(person)) return null
  return cachedPageData(
    async (id: number) => {
      const settings = await artLoverPageSettings(payload, id)
      if (!settings.shown || !settings.displayName) return null
      return { name: settings.displayName, favourites: await favouritesOf(payload, id) }
    },
    ['artlover-page'],
    { tags: [artLoverPageTag(person), ARTIST_PAGES_TAG, ARTWORK_PAGES_TAG], revalidate: 3600 },
  )(person)
}
