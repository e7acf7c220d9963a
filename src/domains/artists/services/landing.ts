import type { Payload } from 'payload'

import { publicArtworkWhere, publicProfileWhere } from '../access'
import { FEATURED_SELECTION } from './selections'

/** Gives a new installation the empty featured selection `/artists` shows; never touches one that exists. */
export async function seedArtistsFirstRun(payload: Payload): Promise<string[]> {
  const { totalDocs } = await payload.count({
    collection: 'selections',
    overrideAccess: true,
    where: { slug: { equals: FEATURED_SELECTION } },
  })
  if (totalDocs > 0) return []
  await payload.create({
    collection: 'selections',
    overrideAccess: true,
    data: {
      title: 'Featured on home',
      slug: FEATURED_SELECTION,
      description: 'The artists and artworks featured on /artists.',
      items: [],
    },
  })
  return [`selection ${FEATURED_SELECTION}`]
}

/** The selection `/artists` features, as stored (ids, not records). */
async function featuredSelection(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'selections',
    overrideAccess: true,
    where: { slug: { equals: FEATURED_SELECTION } },
    depth: 0,
    limit: 1,
  })
  return docs[0] ?? null
}

/**
 * Fills an empty featured selection with the first public artists, so a demo
 * site's `/artists` shows some; a selection staff have filled is left alone.
 */
export async function featureArtistsWhenEmpty(payload: Payload, count: number): Promise<number> {
  const featured = await featuredSelection(payload)
  if (!featured || (featured.items ?? []).length > 0) return 0
  const artists = await payload.find({
    collection: 'artist-profiles',
    overrideAccess: true,
    where: publicProfileWhere(),
    sort: 'displayName',
    depth: 0,
    limit: count,
  })
  await payload.update({
    collection: 'selections',
    id: featured.id,
    overrideAccess: true,
    data: { items: artists.docs.map((artist) => ({ item: { relationTo: 'artist-profiles', value: artist.id } })) },
  })
  return artists.docs.length
}

/** A picture of a public artwork with the words that credit it: “Artist, Title, Year”. */
export type CreditedPicture = { image: number; credit: string }

/**
 * Pictures of public artworks by the artists featured on `/artists`, one per
 * artist in the selection's order, credited — for a demo site's home page hero
 * and programs; fewer (or none) when fewer featured artists have a public
 * artwork with a picture.
 */
export async function featuredArtworkPictures(payload: Payload, count: number): Promise<CreditedPicture[]> {
  const artists = ((await featuredSelection(payload))?.items ?? []).flatMap(({ item }) =>
    item.relationTo === 'artist-profiles' ? [typeof item.value === 'number' ? item.value : item.value.id] : [],
  )
  const pictures: CreditedPicture[] = []
  for (const artist of artists) {
    if (pictures.length >= count) break
    const works = await payload.find({
      collection: 'artworks',
      overrideAccess: true,
      where: {
        and: [publicArtworkWhere(), { artist: { equals: artist } }, { 'images.image': { exists: true } }],
      },
      sort: 'createdAt',
      depth: 1,
      limit: 1,
    })
    const work = works.docs[0]
    const picture = work?.images?.[0]?.image
    if (!work || !picture) continue
    const name = typeof work.artist === 'object' ? work.artist.displayName : null
    pictures.push({
      image: typeof picture === 'number' ? picture : picture.id,
      credit: [name, work.title, work.year].filter(Boolean).join(', '),
    })
  }
  return pictures
}

/** The first of `featuredArtworkPictures`: a demo site's home page hero. */
export async function featuredArtworkPicture(payload: Payload): Promise<CreditedPicture | null> {
  return (await featuredArtworkPictures(payload, 1))[0] ?? null
}
