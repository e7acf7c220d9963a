import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import type { ArtistProfile, Artwork } from '@/payload-types'

import { refusalOf, type Outcome } from './outcomes'

/**
 * The artist's side: their own profile and artworks, as the dashboard will use
 * them. Every call goes through Payload's local API as the person, with
 * `overrideAccess: false`, so the collections' access rules and hooks decide
 * exactly as they do for REST and GraphQL. A profile is read and written as
 * its newest draft (decision 024).
 */

/** What an artist writes on their profile; the rest (status, verification, address) is the rules' or staff's. */
export type ProfileInput = Partial<
  Pick<
    ArtistProfile,
    'displayName' | 'bio' | 'statement' | 'mediums' | 'neighbourhood' | 'studio' | 'links' | 'portrait'
  >
>
export type ArtworkInput = Partial<
  Pick<
    Artwork,
    | 'title'
    | 'year'
    | 'medium'
    | 'dimensions'
    | 'price'
    | 'priceOnRequest'
    | 'availability'
    | 'images'
    | 'description'
    | 'tags'
    | 'status'
  >
>

const NO_PROFILE = 'There is no such artist profile of yours.'
const NO_ARTWORK = 'There is no such artwork of yours.'

/** The person's profile as they last saved it (their newest draft), or null when they have none. */
export async function ownProfile(payload: Payload, person: Person): Promise<ArtistProfile | null> {
  const { docs } = await payload.find({
    collection: 'artist-profiles',
    where: { owner: { equals: person.id } },
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: person,
  })
  return docs[0] ?? null
}

/** Creates the person's profile, or saves a draft of the one they have. */
export async function saveOwnProfile(
  payload: Payload,
  person: Person,
  input: ProfileInput,
): Promise<Outcome<ArtistProfile>> {
  try {
    const existing = await ownProfile(payload, person)
    const value = existing
      ? await payload.update({
          collection: 'artist-profiles',
          id: existing.id,
          data: input,
          draft: true,
          depth: 0,
          overrideAccess: false,
          user: person,
        })
      : await payload.create({
          collection: 'artist-profiles',
          data: { ...input, displayName: input.displayName ?? '', owner: Number(person.id) },
          draft: true,
          depth: 0,
          overrideAccess: false,
          user: person,
        })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_PROFILE)
  }
}

/**
 * Asks staff to verify the profile as it stands: its newest draft waits in
 * the queue (`pending`) while the version already public, if any, stays so.
 */
export async function submitProfileForVerification(
  payload: Payload,
  person: Person,
  profileId: number,
): Promise<Outcome<ArtistProfile>> {
  try {
    const value = await payload.update({
      collection: 'artist-profiles',
      id: profileId,
      data: { status: 'pending' },
      draft: true,
      depth: 0,
      overrideAccess: false,
      user: person,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_PROFILE)
  }
}

/** The person's artworks, newest first, drafts included. */
export async function ownArtworks(payload: Payload, person: Person): Promise<Artwork[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { 'artist.owner': { equals: person.id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: person,
  })
  return docs
}

/** Adds an artwork to the person's profile, or changes one of theirs (`id`). */
export async function saveOwnArtwork(
  payload: Payload,
  person: Person,
  artwork: { id?: number; profileId: number; data: ArtworkInput },
): Promise<Outcome<Artwork>> {
  try {
    const value =
      artwork.id === undefined
        ? await payload.create({
            collection: 'artworks',
            data: {
              ...artwork.data,
              title: artwork.data.title ?? '',
              dimensions: artwork.data.dimensions ?? { unit: 'cm' },
              status: artwork.data.status ?? 'draft',
              availability: artwork.data.availability ?? 'available',
              artist: artwork.profileId,
            },
            depth: 0,
            overrideAccess: false,
            user: person,
          })
        : await payload.update({
            collection: 'artworks',
            id: artwork.id,
            data: { ...artwork.data, artist: artwork.profileId },
            depth: 0,
            overrideAccess: false,
            user: person,
          })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_ARTWORK)
  }
}

export async function removeOwnArtwork(payload: Payload, person: Person, id: number): Promise<Outcome<null>> {
  try {
    await payload.delete({ collection: 'artworks', id, overrideAccess: false, user: person })
    return { ok: true, value: null }
  } catch (error) {
    return refusalOf(error, NO_ARTWORK)
  }
}
