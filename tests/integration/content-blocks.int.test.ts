import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { artistGrid, artworkGrid } from '@/domains/artists'
import { supportCard } from '@/domains/content/blocks/support-card/support-card'
import { seedMembershipPlans } from '@/domains/membership'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { testPayload } from './payload'

/**
 * The content blocks that read records (decision 055): an artist grid from a
 * selection or a query, an artwork grid, a donation or membership card. They
 * are drawn into pages cached whole for everyone, so they show only what an
 * anonymous visitor may see, in order, limited.
 */

let payload: Payload
const mediums: Record<string, number> = {}
const neighbourhoods: Record<string, number> = {}
const profiles: Record<string, number> = {}
const artworks: Record<string, number> = {}
let selection: number

// Fresh reads: outside a Next request there is no data cache to read from.
const fresh = <T>(read: () => Promise<T>) => writingOutsideRequests(read)

async function artist(
  name: string,
  medium: string,
  neighbourhood: string,
  status: 'published' | 'pending' | 'hidden' = 'published',
) {
  const key = name.split(' ')[0]!.toLowerCase()
  const owner = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${key}@example.org`, password: 'a-good-password', roles: ['artist'] },
  })
  const profile = await payload.create({
    collection: 'artist-profiles',
    overrideAccess: true,
    data: {
      owner: owner.id,
      displayName: name,
      mediums: [mediums[medium]!],
      neighbourhood: neighbourhoods[neighbourhood],
      status,
      _status: status === 'pending' ? 'draft' : 'published',
    },
  })
  profiles[key] = profile.id
  artworks[key] = (
    await payload.create({
      collection: 'artworks',
      overrideAccess: true,
      data: {
        artist: profile.id,
        title: `${name}’s work`,
        status: 'published',
        availability: 'available',
        medium: mediums[medium],
      },
    })
  ).id
}

beforeAll(async () => {
  payload = await testPayload()
  for (const name of ['Ceramics', 'Painting'])
    mediums[name] = (await payload.create({ collection: 'mediums', overrideAccess: true, data: { name } })).id
  for (const name of ['Mission', 'Dogpatch'])
    neighbourhoods[name] = (
      await payload.create({ collection: 'neighbourhoods', overrideAccess: true, data: { name } })
    ).id
  await artist('Zora Quill', 'Ceramics', 'Mission')
  await artist('Ada Lee', 'Ceramics', 'Dogpatch')
  await artist('Hidden Hal', 'Ceramics', 'Mission', 'hidden')
  await artist('Pending Pia', 'Ceramics', 'Mission', 'pending')
  await artist('Ben Okafor', 'Ceramics', 'Mission')
  await artist('Mira Stone', 'Painting', 'Mission')
  selection = (
    await payload.create({
      collection: 'selections',
      overrideAccess: true,
      data: {
        title: 'Summer picks',
        slug: 'summer-picks',
        items: [
          { item: { relationTo: 'artist-profiles', value: profiles.mira! } },
          { item: { relationTo: 'artworks', value: artworks.ada! } },
          { item: { relationTo: 'artist-profiles', value: profiles.hidden! } },
          { item: { relationTo: 'artist-profiles', value: profiles.zora! } },
          { item: { relationTo: 'artist-profiles', value: profiles.pending! } },
          { item: { relationTo: 'artist-profiles', value: profiles.ada! } },
        ],
      },
    })
  ).id
})

const names = (cards: { displayName: string }[]) => cards.map((card) => card.displayName)

describe('the artist grid', () => {
  it("shows a selection's public artists in its order, leaving out its artworks and anyone not public", async () => {
    expect(names(await fresh(() => artistGrid(payload, { selection, limit: 8 })))).toEqual([
      'Mira Stone',
      'Zora Quill',
      'Ada Lee',
    ])
  })

  it('stops at the limit, counting only what is shown', async () => {
    expect(names(await fresh(() => artistGrid(payload, { selection, limit: 2 })))).toEqual(['Mira Stone', 'Zora Quill'])
  })

  it('shows nothing for a selection deleted since the page was made', async () => {
    expect(await fresh(() => artistGrid(payload, { selection: 999_999, limit: 8 }))).toEqual([])
  })

  it('finds public artists by medium and neighbourhood, by name, limited', async () => {
    const query = (choice: { medium?: number; neighbourhood?: number; limit: number }) =>
      fresh(() => artistGrid(payload, choice))
    expect(names(await query({ medium: mediums.Ceramics, limit: 8 }))).toEqual(['Ada Lee', 'Ben Okafor', 'Zora Quill'])
    expect(names(await query({ medium: mediums.Ceramics, limit: 2 }))).toEqual(['Ada Lee', 'Ben Okafor'])
    expect(names(await query({ medium: mediums.Ceramics, neighbourhood: neighbourhoods.Mission, limit: 8 }))).toEqual([
      'Ben Okafor',
      'Zora Quill',
    ])
    expect(names(await query({ neighbourhood: neighbourhoods.Mission, limit: 8 }))).toEqual([
      'Ben Okafor',
      'Mira Stone',
      'Zora Quill',
    ])
  })

  it("keeps a query to the given artists' addresses (an Open Studios weekend's), and to nobody when there are none", async () => {
    const slugOf = async (id: number) =>
      (await payload.findByID({ collection: 'artist-profiles', id, overrideAccess: true })).slug!
    const among = [await slugOf(profiles.zora!), await slugOf(profiles.hidden!)]
    expect(names(await fresh(() => artistGrid(payload, { among, limit: 8 })))).toEqual(['Zora Quill'])
    expect(await fresh(() => artistGrid(payload, { among: [], limit: 8 }))).toEqual([])
  })

  it('draws each card with the names of the medium and neighbourhood', async () => {
    const [card] = await fresh(() => artistGrid(payload, { medium: mediums.Painting, limit: 1 }))
    expect(card).toMatchObject({
      displayName: 'Mira Stone',
      mediums: ['Painting'],
      neighbourhood: 'Mission',
      image: null,
    })
  })
})

describe('the artwork grid', () => {
  it('shows the chosen public artworks in the order chosen, limited', async () => {
    const titles = async (choice: { artworks: number[]; limit: number }) =>
      (await fresh(() => artworkGrid(payload, choice))).map((card) => card.title)
    expect(
      await titles({ artworks: [artworks.zora!, artworks.hidden!, artworks.ada!, artworks.mira!], limit: 8 }),
    ).toEqual(['Zora Quill’s work', 'Ada Lee’s work', 'Mira Stone’s work'])
    expect(await titles({ artworks: [artworks.mira!, artworks.zora!, artworks.ada!], limit: 2 })).toEqual([
      'Mira Stone’s work',
      'Zora Quill’s work',
    ])
  })

  it("shows a selection's artworks, and the newest public ones of a medium", async () => {
    expect((await fresh(() => artworkGrid(payload, { selection, limit: 8 }))).map((card) => card.title)).toEqual([
      'Ada Lee’s work',
    ])
    expect(
      (await fresh(() => artworkGrid(payload, { medium: mediums.Ceramics!, limit: 2 }))).map((card) => card.title),
    ).toEqual(['Ben Okafor’s work', 'Ada Lee’s work'])
  })
})

describe('the donation or membership card', () => {
  it('finds a published campaign and links to its page; not a draft, a closed one or none', async () => {
    const made = async (name: string, data: object) =>
      payload.create({ collection: 'campaigns', overrideAccess: true, data: { name, ...data } })
    const open = await made('Studio roof fund', { published: true, summary: 'Keep the rain out.', goalMinor: 100_000 })
    const draft = await made('Secret plans', { published: false })
    const closed = await made('Last winter', {
      published: true,
      closesAt: new Date(Date.now() - 86_400_000).toISOString(),
    })
    const card = await fresh(() => supportCard(payload, { kind: 'campaign', campaign: open.id }))
    expect(card).toMatchObject({
      kind: 'campaign',
      path: `/donors/${open.slug}`,
      campaign: { name: 'Studio roof fund', summary: 'Keep the rain out.', progress: { goalMinor: 100_000 } },
    })
    for (const campaign of [draft.id, closed.id, 999_999, null])
      expect(await fresh(() => supportCard(payload, { kind: 'campaign', campaign }))).toBeNull()
  })

  it('finds an active membership plan and links to its page; not a retired one', async () => {
    await seedMembershipPlans(payload, 'USD')
    const { docs } = await payload.find({
      collection: 'membership-plans',
      sort: 'position',
      limit: 1,
      overrideAccess: true,
    })
    const plan = docs[0]!
    expect(await fresh(() => supportCard(payload, { kind: 'plan', plan: { id: plan.id } }))).toMatchObject({
      kind: 'plan',
      path: `/${plan.slug}membership`,
      plan: { name: plan.name, slug: plan.slug },
    })
    await payload.update({
      collection: 'membership-plans',
      id: plan.id,
      overrideAccess: true,
      data: { status: 'retired' },
    })
    expect(await fresh(() => supportCard(payload, { kind: 'plan', plan: plan.id }))).toBeNull()
  })
})
