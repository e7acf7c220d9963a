import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  approveProfile,
  ownProfile,
  profileForReview,
  profilesAwaitingVerification,
  rejectProfile,
  saveOwnArtwork,
  saveOwnProfile,
  submitProfileForVerification,
} from '@/domains/artists'
import type { ArtistProfile, Artwork, User } from '@/payload-types'
import { richText } from '@/platform/rich-text'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Who may do what with artist profiles and artworks (decision 024), through
 * the local API as the person (`overrideAccess: false`), REST and GraphQL.
 */

const PASSWORD = 'a-good-password'
const FORBIDDEN = 'You are not allowed to perform this action.'

let payload: Payload
let staff: User
let ada: User
let ben: User
let member: User
let ceramics: number
let painting: number
let mission: number
let adaProfile: ArtistProfile
let benProfile: ArtistProfile
let benArtwork: Artwork
const tokens: Record<'staff' | 'ada' | 'ben' | 'member', string> = { staff: '', ada: '', ben: '', member: '' }

async function person(email: string, roles: ('staff' | 'artist' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

/** The profile as it is stored: the version the public sees, and the newest draft. */
async function stored(id: number) {
  const [main, latest] = await Promise.all([
    payload.findByID({ collection: 'artist-profiles', id, depth: 0, overrideAccess: true }),
    payload.findByID({ collection: 'artist-profiles', id, depth: 0, draft: true, overrideAccess: true }),
  ])
  return { main, latest }
}

const asAnyone = (id: number) =>
  payload.findByID({ collection: 'artist-profiles', id, depth: 0, overrideAccess: false, disableErrors: true })

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('desk@example.org', ['staff'])
  ada = await person('ada@example.org', ['artist'])
  ben = await person('ben@example.org', ['artist'])
  member = await person('lover@example.org', ['artlover'])
  for (const [key, who] of Object.entries({ staff, ada, ben, member }) as [keyof typeof tokens, User][]) {
    tokens[key] = await tokenFor(payload, who.email, PASSWORD)
  }
  const taxonomy = async (collection: 'mediums' | 'neighbourhoods', name: string) =>
    (await payload.create({ collection, data: { name }, user: staff, overrideAccess: false })).id
  ceramics = await taxonomy('mediums', 'Ceramics')
  painting = await taxonomy('mediums', 'Painting')
  mission = await taxonomy('neighbourhoods', 'Mission')
})

describe('taxonomies and resources', () => {
  it('are edited by staff only and read by everyone', async () => {
    await expect(
      payload.create({ collection: 'mediums', data: { name: 'Glass' }, user: ada, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({
        collection: 'neighbourhoods',
        id: mission,
        data: { name: 'X' },
        user: ada,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const medium = await payload.findByID({ collection: 'mediums', id: ceramics, overrideAccess: false })
    expect(medium).toMatchObject({ name: 'Ceramics', slug: 'ceramics' })

    const resource = await payload.create({
      collection: 'resources',
      data: { title: 'Guide', category: 'open-studios', link: 'https://example.org/guide' },
      user: staff,
      overrideAccess: false,
    })
    expect((await rest('GET', `/resources/${resource.id}`)).body).toMatchObject({ title: 'Guide' })
    expect(
      (
        await rest('POST', '/resources', {
          token: tokens.ada,
          body: { title: 'x', category: 'other', link: 'https://example.org' },
        })
      ).status,
    ).toBe(403)
    await expect(
      payload.create({
        collection: 'resources',
        data: { title: 'Neither', category: 'other' },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ message: expect.stringMatching(/either a link or a file/) }] },
    })
  })
})

describe('an artist’s own profile', () => {
  it('is created by the artist for themself, as a draft with an address made from the name', async () => {
    const created = await saveOwnProfile(payload, ada, { displayName: 'Ada Márquez' })
    expect(created).toMatchObject({ ok: true, value: { status: 'draft', slug: 'ada-marquez', verified: false } })
    adaProfile = created.ok ? created.value : (undefined as never)
    expect((await stored(adaProfile.id)).main).toMatchObject({ owner: ada.id, _status: 'draft' })

    const again = await payload
      .create({
        collection: 'artist-profiles',
        data: { displayName: 'Ada Again' },
        draft: true,
        user: ada,
        overrideAccess: false,
      })
      .catch((error: unknown) => error)
    expect(again).toMatchObject({
      status: 400,
      data: { errors: [{ path: 'owner', message: 'This person already has an artist profile: edit that one.' }] },
    })
  })

  it('cannot be created for someone else, nor by someone who is not an artist', async () => {
    await expect(
      payload.create({
        collection: 'artist-profiles',
        data: { displayName: 'Ben', owner: ben.id },
        draft: true,
        user: ada,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403, message: 'You can create an artist profile only for yourself.' })
    expect(await saveOwnProfile(payload, member, { displayName: 'Lover' })).toMatchObject({
      ok: false,
      problem: 'forbidden',
      message: FORBIDDEN,
    })
    const created = await saveOwnProfile(payload, ben, { displayName: 'Ben Okafor', bio: 'Oil painter.' })
    benProfile = created.ok ? created.value : (undefined as never)
    expect(benProfile.owner).toBe(ben.id)
  })

  it('is never changed by another artist: local API, REST or GraphQL', async () => {
    await expect(
      payload.update({
        collection: 'artist-profiles',
        id: benProfile.id,
        data: { bio: 'Hacked' },
        user: ada,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await submitProfileForVerification(payload, ada, benProfile.id)).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
    const viaRest = await rest('PATCH', `/artist-profiles/${benProfile.id}`, {
      token: tokens.ada,
      body: { bio: 'Hacked' },
    })
    expect(viaRest.status).toBe(403)
    const viaGraphql = await graphql(
      `mutation { updateArtistProfile(id: ${benProfile.id}, data: { bio: "Hacked" }) { id bio } }`,
      { token: tokens.ada },
    )
    expect(viaGraphql.body.errors?.[0]?.message).toBe(FORBIDDEN)
    expect(await rest('DELETE', `/artist-profiles/${benProfile.id}`, { token: tokens.ada })).toMatchObject({
      status: 403,
    })
    const { main, latest } = await stored(benProfile.id)
    expect([main.bio, latest.bio]).toEqual(['Oil painter.', 'Oil painter.'])
  })

  it('is edited by its artist, over REST and GraphQL too', async () => {
    const viaRest = await rest('PATCH', `/artist-profiles/${adaProfile.id}`, {
      token: tokens.ada,
      body: { bio: 'Clay.' },
    })
    expect(viaRest).toMatchObject({ status: 200, body: { doc: { bio: 'Clay.' } } })
    const viaGraphql = await graphql(
      `mutation { updateArtistProfile(id: ${adaProfile.id}, data: { bio: "Clay and fire." }, draft: true) { bio } }`,
      { token: tokens.ada },
    )
    expect(viaGraphql.body).toEqual({ data: { updateArtistProfile: { bio: 'Clay and fire.' } } })
    expect((await ownProfile(payload, ada))?.bio).toBe('Clay and fire.')
  })

  it('is never verified, moved or published by its artist, and says so', async () => {
    const attempts: [Record<string, unknown>, string | RegExp][] = [
      [{ verified: true }, 'Only staff verify a profile.'],
      [{ verifiedAt: '2026-01-01T00:00:00.000Z' }, 'Only staff verify a profile.'],
      [{ owner: ben.id }, /only staff move it to someone else/],
      [{ status: 'published' }, 'Only staff publish a profile. Submit it for verification instead.'],
      [{ _status: 'published' }, 'Only staff publish a profile. Submit it for verification instead.'],
      [{ status: 'hidden' }, /Only staff hide or reject/],
      [{ slug: 'the-best' }, /only staff change it/],
    ]
    for (const [data, message] of attempts) {
      await expect(
        payload.update({ collection: 'artist-profiles', id: adaProfile.id, data, user: ada, overrideAccess: false }),
        JSON.stringify(data),
      ).rejects.toMatchObject({ status: 403, message })
      const viaRest = await rest('PATCH', `/artist-profiles/${adaProfile.id}`, { token: tokens.ada, body: data })
      expect(viaRest.status, JSON.stringify(data)).toBe(403)
      expect(JSON.stringify(viaRest.body)).toMatch(message)
    }
    const viaGraphql = await graphql(
      `mutation { updateArtistProfile(id: ${adaProfile.id}, data: { verified: true }) { verified } }`,
      { token: tokens.ada },
    )
    expect(viaGraphql.body.errors?.[0]?.message).toBe('Only staff verify a profile.')
    const { main, latest } = await stored(adaProfile.id)
    for (const version of [main, latest]) {
      expect(version).toMatchObject({ verified: false, owner: ada.id, slug: 'ada-marquez' })
      expect(version.status).not.toBe('published')
    }
    expect(main._status).toBe('draft')
  })

  it('is submitted once it has a name, a bio and a medium, and nobody else sees it meanwhile', async () => {
    await saveOwnProfile(payload, ada, { bio: '' })
    expect(await submitProfileForVerification(payload, ada, adaProfile.id)).toMatchObject({
      ok: false,
      problem: 'invalid',
      fieldErrors: {
        bio: 'Write a short bio before you submit the profile.',
        mediums: 'Choose at least one medium before you submit the profile.',
      },
    })
    await saveOwnProfile(payload, ada, {
      bio: 'Clay and fire.',
      mediums: [ceramics],
      neighbourhood: mission,
      statement: richText([{ paragraph: 'I throw porcelain.' }]),
      links: [{ kind: 'instagram', url: 'https://instagram.com/ada' }],
    })
    expect(await submitProfileForVerification(payload, ada, adaProfile.id)).toMatchObject({
      ok: true,
      value: { status: 'pending' },
    })
    expect((await profilesAwaitingVerification(payload)).map((profile) => profile.id)).toEqual([adaProfile.id])

    expect(await asAnyone(adaProfile.id)).toBeNull()
    expect((await rest('GET', `/artist-profiles/${adaProfile.id}`)).status).toBe(404)
    expect((await rest('GET', `/artist-profiles/${adaProfile.id}?draft=true`)).status).toBe(404)
    expect((await rest('GET', `/artist-profiles/${adaProfile.id}`, { token: tokens.ben })).status).toBe(404)
    expect((await rest('GET', '/artist-profiles?draft=true', { token: tokens.member })).body).toMatchObject({
      totalDocs: 0,
    })
    const listed = await graphql('{ ArtistProfiles(draft: true) { docs { id } } }')
    expect(listed.body.data).toEqual({ ArtistProfiles: { docs: [] } })
    const single = await graphql(`{ ArtistProfile(id: ${adaProfile.id}) { id } }`)
    expect(single.body.errors?.[0]?.message).toBe('Not Found')
    expect((await rest('GET', '/artist-profiles/versions')).status).toBe(403)
    const parents = async (token: string) =>
      ((await rest('GET', '/artist-profiles/versions?limit=100', { token })).body.docs as { parent: number }[]).map(
        (version) => version.parent,
      )
    expect(new Set(await parents(tokens.ben))).toEqual(new Set([benProfile.id]))
    expect(new Set(await parents(tokens.ada))).toEqual(new Set([adaProfile.id]))
  })

  it('goes public when staff approve it: verified, with a date, and read by everyone', async () => {
    expect(await approveProfile(payload, ada, adaProfile.id)).toMatchObject({ ok: false, problem: 'forbidden' })
    const approved = await approveProfile(payload, staff, adaProfile.id)
    expect(approved).toMatchObject({ ok: true, value: { status: 'published', verified: true, _status: 'published' } })
    expect(approved.ok && Date.parse(approved.value.verifiedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(await approveProfile(payload, staff, adaProfile.id)).toMatchObject({ ok: false, problem: 'not-pending' })

    const seen = await rest('GET', `/artist-profiles/${adaProfile.id}`)
    expect(seen).toMatchObject({ status: 200, body: { displayName: 'Ada Márquez', bio: 'Clay and fire.' } })
    // Who is behind a profile is for the artist and staff.
    expect(seen.body.owner).toBeNull()
    expect((await rest('GET', `/artist-profiles/${adaProfile.id}`, { token: tokens.ada })).body.owner).toMatchObject({
      id: ada.id,
    })
    const listed = await graphql('{ ArtistProfiles { docs { displayName owner { id } } } }')
    expect(listed.body).toEqual({ data: { ArtistProfiles: { docs: [{ displayName: 'Ada Márquez', owner: null }] } } })
  })

  it('keeps its approved version public while a change waits, and after a rejection', async () => {
    await saveOwnProfile(payload, ada, { displayName: 'Ada M. Studio', bio: 'Unapproved words.' })
    const waiting = await stored(adaProfile.id)
    expect(waiting.latest).toMatchObject({ status: 'draft', bio: 'Unapproved words.', _status: 'draft' })
    expect(waiting.main).toMatchObject({ status: 'published', bio: 'Clay and fire.', _status: 'published' })
    expect((await rest('GET', `/artist-profiles/${adaProfile.id}?draft=true`)).body).toMatchObject({
      bio: 'Clay and fire.',
    })
    expect((await asAnyone(adaProfile.id))?.bio).toBe('Clay and fire.')

    await submitProfileForVerification(payload, ada, adaProfile.id)
    const review = await profileForReview(payload, adaProfile.id)
    expect([review?.approved?.bio, review?.submitted.bio]).toEqual(['Clay and fire.', 'Unapproved words.'])

    expect(await rejectProfile(payload, staff, adaProfile.id, ' ')).toMatchObject({ ok: false, problem: 'invalid' })
    expect(await rejectProfile(payload, staff, adaProfile.id, 'Keep the bio about your work.')).toMatchObject({
      ok: true,
      value: { status: 'rejected', rejectionReason: 'Keep the bio about your work.' },
    })
    expect(await ownProfile(payload, ada)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Keep the bio about your work.',
    })
    const seen = (await rest('GET', `/artist-profiles/${adaProfile.id}`)).body
    expect(seen).toMatchObject({ status: 'published', bio: 'Clay and fire.' })
    expect(seen.rejectionReason).toBeNull()
  })

  it('publishes the change when staff approve it, keeping the address it had', async () => {
    await saveOwnProfile(payload, ada, { bio: 'Porcelain, thrown and fired.' })
    expect((await ownProfile(payload, ada))?.rejectionReason).toBeNull()
    await submitProfileForVerification(payload, ada, adaProfile.id)
    const approved = await approveProfile(payload, staff, adaProfile.id)
    expect(approved).toMatchObject({
      ok: true,
      value: { displayName: 'Ada M. Studio', bio: 'Porcelain, thrown and fired.', slug: 'ada-marquez' },
    })
    expect((await asAnyone(adaProfile.id))?.bio).toBe('Porcelain, thrown and fired.')
  })

  it('is not restored to an earlier version by its artist', async () => {
    const { docs } = await payload.findVersions({
      collection: 'artist-profiles',
      where: { parent: { equals: adaProfile.id } },
      sort: 'createdAt',
      limit: 1,
    })
    await expect(
      payload.restoreVersion({ collection: 'artist-profiles', id: docs[0]!.id, user: ada, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403, message: 'Only staff restore an earlier version of a profile.' })
  })
})

describe('artworks', () => {
  it('are added by an artist to their own profile only', async () => {
    const own = await saveOwnArtwork(payload, ada, {
      profileId: adaProfile.id,
      data: { title: 'Blue Bowl', status: 'published', medium: ceramics, price: 120 },
    })
    expect(own).toMatchObject({ ok: true, value: { slug: 'blue-bowl-ada-marquez', status: 'published' } })
    const onBens = await saveOwnArtwork(payload, ada, { profileId: benProfile.id, data: { title: 'Cuckoo' } })
    expect(onBens).toMatchObject({
      ok: false,
      problem: 'forbidden',
      message: 'You can add artworks only to your own artist profile.',
    })
    const viaRest = await rest('POST', '/artworks', {
      token: tokens.ada,
      body: { title: 'Cuckoo', artist: benProfile.id },
    })
    expect(viaRest.status).toBe(403)
    const viaGraphql = await graphql(
      `mutation { createArtwork(data: { title: "Cuckoo", artist: ${benProfile.id}, status: draft, availability: available }) { id } }`,
      { token: tokens.ada },
    )
    expect(viaGraphql.body.errors?.[0]?.message).toBe('You can add artworks only to your own artist profile.')
    expect(await saveOwnArtwork(payload, member, { profileId: adaProfile.id, data: { title: 'x' } })).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
    const bens = await saveOwnArtwork(payload, ben, {
      profileId: benProfile.id,
      data: { title: 'Harbour', status: 'published', medium: painting },
    })
    benArtwork = bens.ok ? bens.value : (undefined as never)
  })

  it('are never changed, moved or deleted by another artist', async () => {
    expect(
      await saveOwnArtwork(payload, ada, { id: benArtwork.id, profileId: benProfile.id, data: { title: 'Mine' } }),
    ).toMatchObject({ ok: false, problem: 'forbidden' })
    expect(
      (await rest('PATCH', `/artworks/${benArtwork.id}`, { token: tokens.ada, body: { title: 'Mine' } })).status,
    ).toBe(403)
    const viaGraphql = await graphql(
      `mutation { updateArtwork(id: ${benArtwork.id}, data: { title: "Mine" }) { id } }`,
      {
        token: tokens.ada,
      },
    )
    expect(viaGraphql.body.errors?.[0]?.message).toBe(FORBIDDEN)
    expect((await rest('DELETE', `/artworks/${benArtwork.id}`, { token: tokens.ada })).status).toBe(403)

    const [adas] = (await payload.find({ collection: 'artworks', where: { artist: { equals: adaProfile.id } } })).docs
    const moved = await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.ada, body: { artist: benProfile.id } })
    expect(moved).toMatchObject({ status: 403 })
    expect(JSON.stringify(moved.body)).toContain('You can add artworks only to your own artist profile.')

    const after = await payload.findByID({ collection: 'artworks', id: benArtwork.id, depth: 0 })
    expect(after.title).toBe('Harbour')
    expect((await payload.findByID({ collection: 'artworks', id: adas!.id, depth: 0 })).artist).toBe(adaProfile.id)
  })

  it('show only images their artist uploaded, through REST and GraphQL as through the dashboard', async () => {
    const picture = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
      'base64',
    )
    const upload = (user: User, name: string) =>
      payload.create({
        collection: 'images',
        data: { alt: `A dot by ${user.email}` },
        file: { data: picture, mimetype: 'image/png', name, size: picture.length },
        user,
        overrideAccess: false,
        depth: 0,
      })
    const adas = await upload(ada, 'ada-dot.png')
    const bens = await upload(ben, 'ben-dot.png')

    const viaRest = await rest('PATCH', `/artworks/${benArtwork.id}`, {
      token: tokens.ben,
      body: { images: [{ image: adas.id }] },
    })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(viaRest.body)).toContain('Use only images you uploaded yourself.')
    const viaGraphql = await graphql(
      `mutation { updateArtwork(id: ${benArtwork.id}, data: { images: [{ image: ${adas.id} }] }) { id } }`,
      { token: tokens.ben },
    )
    expect(JSON.stringify(viaGraphql)).toContain('Use only images you uploaded yourself.')
    const portrait = await rest('PATCH', `/artist-profiles/${benProfile.id}`, {
      token: tokens.ben,
      body: { portrait: adas.id },
    })
    expect(JSON.stringify(portrait.body)).toContain('Use a portrait you uploaded yourself.')

    const own = await rest('PATCH', `/artworks/${benArtwork.id}`, {
      token: tokens.ben,
      body: { images: [{ image: bens.id }] },
    })
    expect(own.status).toBe(200)
  })

  it('are hidden by staff only, and a hidden one stays hidden for its artist', async () => {
    const [adas] = (await payload.find({ collection: 'artworks', where: { artist: { equals: adaProfile.id } } })).docs
    const hide = await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.ada, body: { status: 'hidden' } })
    expect(hide.status).toBe(403)
    expect(
      (await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.staff, body: { status: 'hidden' } })).status,
    ).toBe(200)
    const show = await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.ada, body: { status: 'published' } })
    expect(show.status).toBe(403)
    expect(JSON.stringify(show.body)).toContain('Staff hid this artwork; only staff show it again.')
    expect((await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.ada, body: { price: 150 } })).status).toBe(200)
    await rest('PATCH', `/artworks/${adas!.id}`, { token: tokens.staff, body: { status: 'published' } })
  })

  it('are public only when published on a published profile', async () => {
    const draft = await saveOwnArtwork(payload, ada, { profileId: adaProfile.id, data: { title: 'Sketch' } })
    expect(draft).toMatchObject({ ok: true, value: { status: 'draft' } })
    const titles = (body: Record<string, unknown>) => (body.docs as { title: string }[]).map((doc) => doc.title).sort()

    // Ben's artwork is published, but his profile is a draft.
    expect(titles((await rest('GET', '/artworks')).body)).toEqual(['Blue Bowl'])
    expect((await rest('GET', `/artworks/${benArtwork.id}`)).status).toBe(404)
    expect(titles((await rest('GET', '/artworks', { token: tokens.member })).body)).toEqual(['Blue Bowl'])
    expect(titles((await rest('GET', '/artworks', { token: tokens.ben })).body)).toEqual(['Blue Bowl', 'Harbour'])
    expect(titles((await rest('GET', '/artworks', { token: tokens.ada })).body)).toEqual(['Blue Bowl', 'Sketch'])
    expect(titles((await rest('GET', '/artworks', { token: tokens.staff })).body)).toEqual([
      'Blue Bowl',
      'Harbour',
      'Sketch',
    ])
    const viaGraphql = await graphql('{ Artworks { docs { title artist { displayName } } } }')
    expect(viaGraphql.body.data).toEqual({
      Artworks: { docs: [{ title: 'Blue Bowl', artist: { displayName: 'Ada M. Studio' } }] },
    })
  })

  it('are deleted by their artist', async () => {
    const sketch = (await payload.find({ collection: 'artworks', where: { title: { equals: 'Sketch' } } })).docs[0]!
    expect((await rest('DELETE', `/artworks/${sketch.id}`, { token: tokens.ada })).status).toBe(200)
  })
})

describe('staff', () => {
  it('do everything: edit, verify, publish, hide and delete any profile or artwork', async () => {
    const edited = await rest('PATCH', `/artist-profiles/${benProfile.id}`, {
      token: tokens.staff,
      body: {
        bio: 'Oil painter, harbours.',
        mediums: [painting],
        verified: true,
        status: 'published',
        _status: 'published',
      },
    })
    expect(edited).toMatchObject({
      status: 200,
      body: { doc: { bio: 'Oil painter, harbours.', verified: true, status: 'published', _status: 'published' } },
    })
    expect((await rest('GET', `/artworks/${benArtwork.id}`)).status).toBe(200)
    const moved = await graphql(
      `mutation { updateArtwork(id: ${benArtwork.id}, data: { title: "Harbour at dusk" }) { title } }`,
      { token: tokens.staff },
    )
    expect(moved.body.data).toEqual({ updateArtwork: { title: 'Harbour at dusk' } })

    const hidden = await rest('PATCH', `/artist-profiles/${benProfile.id}`, {
      token: tokens.staff,
      body: { status: 'hidden', _status: 'published' },
    })
    expect(hidden.status).toBe(200)
    expect((await rest('GET', `/artist-profiles/${benProfile.id}`)).status).toBe(404)
    expect((await rest('GET', `/artworks/${benArtwork.id}`)).status).toBe(404)

    expect((await rest('DELETE', `/artist-profiles/${benProfile.id}`, { token: tokens.staff })).status).toBe(200)
    expect(await payload.count({ collection: 'artworks', where: { artist: { equals: benProfile.id } } })).toEqual({
      totalDocs: 0,
    })
  })
})
