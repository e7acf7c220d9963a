import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchArtists, sitemapRows } from '@/domains/artists'
import { EMPTY_ART_SEARCH } from '@/domains/artists/services/art-search-query'
import { artistIndexPage, publicArtworkPage, publicProfilePage } from '@/domains/artists/services/public-pages'
import type { User } from '@/payload-types'
import { database, rowsOf } from '@/platform/database/transaction'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { testPayload } from './payload'

/**
 * A suspended artist is off the public site (decision 109) — the A–Z index, their page, their
 * artworks' pages, the search and the sitemap — whichever path suspended them, and back when the
 * account is reactivated. Nobody writes the mark but the database.
 */

let payload: Payload
let owner: User
let staff: User
let profileId: number

const fresh = <T>(read: () => Promise<T>) => writingOutsideRequests(read)

async function shown() {
  const [index, page, artwork, search, sitemap, searchRows] = await Promise.all([
    fresh(() => artistIndexPage(payload, 'Q', 1)),
    fresh(() => publicProfilePage(payload, 'quince-ray')),
    fresh(() => publicArtworkPage(payload, 'quince-bowl')),
    fresh(() => searchArtists(payload, { ...EMPTY_ART_SEARCH, text: 'Quince' })),
    sitemapRows(payload, 'artists', 1, 50_000),
    rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM artist_search WHERE profile_id = ${profileId}`,
    ),
  ])
  return {
    index: index.artists.some((artist) => artist.id === profileId),
    page: page !== null,
    artwork: artwork !== null,
    search: search.artists.some((artist) => artist.id === profileId),
    sitemap: sitemap.some((row) => row.path === '/artist/quince-ray'),
    searchRow: searchRows[0].n === 1,
  }
}

const everywhere = { index: true, page: true, artwork: true, search: true, sitemap: true, searchRow: true }
const nowhere = { index: false, page: false, artwork: false, search: false, sitemap: false, searchRow: false }

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    data: { email: 'suspension-desk@example.org', password: 'a-good-password', roles: ['staff'] },
  })
  owner = await payload.create({
    collection: 'users',
    data: { email: 'quince@example.org', password: 'a-good-password', roles: ['artist'] },
  })
  const profile = await payload.create({
    collection: 'artist-profiles',
    data: {
      owner: owner.id,
      displayName: 'Quince Ray',
      slug: 'quince-ray',
      bio: 'Glazes the colour of quince.',
      verified: true,
      status: 'published',
      _status: 'published',
    },
  })
  profileId = profile.id
  await payload.create({
    collection: 'artworks',
    data: {
      title: 'Quince bowl',
      slug: 'quince-bowl',
      status: 'published',
      availability: 'available',
      artist: profileId,
    },
  })
}, 120_000)

describe('a suspended artist', () => {
  it('is public while the account is active', async () => {
    expect(await shown()).toEqual(everywhere)
  })

  it('leaves every public read when the account is suspended, and stays out when staff edit the profile', async () => {
    await payload.update({ collection: 'users', id: owner.id, data: { status: 'suspended' } })
    expect(await shown()).toEqual(nowhere)
    const anonymous = await payload.find({
      collection: 'artist-profiles',
      where: { slug: { equals: 'quince-ray' } },
      overrideAccess: false,
    })
    expect(anonymous.docs).toHaveLength(0)
    const artworks = await payload.find({
      collection: 'artworks',
      where: { slug: { equals: 'quince-bowl' } },
      overrideAccess: false,
    })
    expect(artworks.docs).toHaveLength(0)

    // A later write of the profile (staff correcting the bio) keeps the mark: the database sets it.
    await payload.update({
      collection: 'artist-profiles',
      id: profileId,
      data: { bio: 'Corrected while suspended.' },
      user: staff,
      overrideAccess: false,
    })
    expect(await shown()).toEqual(nowhere)
    // Staff still see it in their tools.
    const forStaff = await payload.findByID({
      collection: 'artist-profiles',
      id: profileId,
      user: staff,
      overrideAccess: false,
    })
    expect(forStaff.ownerSuspended).toBe(true)
  })

  it('comes back when the account is reactivated', async () => {
    await payload.update({ collection: 'users', id: owner.id, data: { status: 'active' } })
    expect(await shown()).toEqual(everywhere)
  })

  it('cannot be marked or unmarked by anyone through the collection', async () => {
    for (const value of [true, false]) {
      await payload.update({
        collection: 'artist-profiles',
        id: profileId,
        data: { ownerSuspended: value },
        user: staff,
        overrideAccess: false,
      })
      const { ownerSuspended } = await payload.findByID({ collection: 'artist-profiles', id: profileId })
      expect(ownerSuspended).toBe(false)
    }
    await payload.update({ collection: 'users', id: owner.id, data: { status: 'suspended' } })
    await payload.update({
      collection: 'artist-profiles',
      id: profileId,
      data: { ownerSuspended: false },
      user: staff,
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'artist-profiles', id: profileId })).ownerSuspended).toBe(true)
    expect((await shown()).page).toBe(false)
  })
})
