import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import type { ArtistProfile, Artwork, Image } from '@/payload-types'

import { ownProfile } from './own-work'
import { idOf } from './rules'

/**
 * What the artist's dashboard reads, beyond the own-work services: the
 * approved version beside the newest, one artwork of theirs, the images they
 * may put on their work, and the preview. Reads go through the local API as
 * the person (`overrideAccess: false`), so the collections' rules decide.
 */

/** The newest version the artist saved, and the version staff approved (the main table), if any. */
export async function profileVersions(
  payload: Payload,
  person: Person,
): Promise<{ newest: ArtistProfile | null; approved: ArtistProfile | null }> {
  const newest = await ownProfile(payload, person)
  if (!newest) return { newest: null, approved: null }
  const main = await payload.findByID({
    collection: 'artist-profiles',
    id: newest.id,
    depth: 0,
    overrideAccess: false,
    user: person,
    disableErrors: true,
  })
  return { newest, approved: main?._status === 'published' ? main : null }
}

/** One of the person's artworks, or null when there is no such artwork of theirs. */
export async function ownArtwork(payload: Payload, person: Person, id: number): Promise<Artwork | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [{ id: { equals: id } }, { 'artist.owner': { equals: person.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: person,
  })
  return docs[0] ?? null
}

/** What the editor shows of an image: a small picture and its alt text. */
export type ImageChoice = { id: number; alt: string; url: string | null }

export function imageChoice(image: Image): ImageChoice {
  return { id: image.id, alt: image.alt, url: image.sizes?.webp400?.url ?? image.url ?? null }
}

/** The images for these ids, in the order given; ids of images gone are left out. */
export async function imageChoices(payload: Payload, ids: readonly unknown[]): Promise<ImageChoice[]> {
  const wanted = ids.map((value) => Number(idOf(value))).filter((id) => Number.isSafeInteger(id) && id > 0)
  if (wanted.length === 0) return []
  const { docs } = await payload.find({
    collection: 'images',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return wanted.flatMap((id) => {
    const image = byId.get(id)
    return image ? [imageChoice(image)] : []
  })
}

/**
 * The profile as the public will see it once approved: the newest version
 * with its mediums, neighbourhood and portrait, and the artworks the artist
 * published (drafts stay off a public profile).
 */
export async function profilePreview(
  payload: Payload,
  person: Person,
): Promise<{ profile: ArtistProfile; artworks: Artwork[] } | null> {
  const { docs } = await payload.find({
    collection: 'artist-profiles',
    where: { owner: { equals: person.id } },
    draft: true,
    depth: 1,
    limit: 1,
    overrideAccess: false,
    user: person,
  })
  const profile = docs[0]
  if (!profile) return null
  const artworks = await payload.find({
    collection: 'artworks',
    where: { and: [{ artist: { equals: profile.id } }, { status: { equals: 'published' } }] },
    sort: '-createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: person,
  })
  return { profile, artworks: artworks.docs }
}
