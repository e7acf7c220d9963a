import { buffer } from 'node:stream/consumers'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import { storageFor } from '@/app/storage-service'
import { ensureListings, guideExportDownload, listingProofDownload, selectedListingsCsv } from '@/domains/openStudios'
import { runGuideExport, startGuideExport } from '@/domains/openStudios/services/guide-export'
import {
  approveListing,
  approveListings,
  requestListingChanges,
  saveListing,
} from '@/domains/openStudios/services/listings'
import type { Image, OsListing, OsSeason, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Guide listings (decision 052): one per registered registration, made once;
 * the season's limits and lock refused on the server; staff's review with the
 * artist mailed once per request; another artist refused everywhere; and the
 * guide export's ZIP read back — CSV lines in the guide's order, pictures at
 * exactly the print pixels with the dpi written in them.
 */

const PASSWORD = 'a-good-password'
const OPEN = new Date('2026-08-01T19:00:00Z')
/** The first moment after 31 August 2026 where the organisation is (Los Angeles, UTC−7 then). */
const LOCKED = new Date('2026-09-01T07:00:00Z')
let payload: Payload
let season: OsSeason
let weekends: number[]
let staff: User
let ada: User
let bo: User
let cy: User
let dee: User

async function person(email: string, name: string, roles: ('staff' | 'artist')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, name, password: PASSWORD, roles } })
}

async function picture(width: number, height: number, owner: User): Promise<Image> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: 'images',
    data: { alt: `A ${width} by ${height} picture` },
    file: { data, mimetype: 'image/jpeg', name: `p-${width}x${height}.jpg`, size: data.length },
    user: owner,
    overrideAccess: false,
  })
}

async function register(artist: User, weekendNumbers: number[], studio: number, status = 'registered' as const) {
  return payload.create({
    collection: 'os-registrations',
    overrideAccess: true,
    data: {
      season: season.id,
      artist: artist.id,
      tier: 'participating',
      weekends: weekendNumbers.map((number) => weekends[number - 1]!),
      studio,
      status,
      feeWaived: true,
      priceMinor: 0,
      accessibility: ['step-free'],
    },
  })
}

async function listingOf(artist: User): Promise<OsListing> {
  const { docs } = await payload.find({
    collection: 'os-listings',
    where: { artist: { equals: artist.id } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

const draft = { description: 'Stoneware and porcelain from the wheel.', directions: 'Ring bell 3.', hours: '' }

beforeAll(async () => {
  payload = await testPayload()
  season = await payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year: 2026,
      name: 'Open Studios 2026',
      status: 'current',
      deadlines: { registrationOpens: '2026-04-01', registrationCloses: '2026-08-15', materialsDue: '2026-08-31' },
      tiers: [
        { key: 'participating', name: 'Participating', earlyPriceMinor: 1, regularPriceMinor: 1, latePriceMinor: 1 },
      ],
      currency: 'USD',
      withdrawalRefundPercent: 100,
      secondWeekendDiscountMinor: 0,
      guide: { descriptionLimit: 40, directionsLimit: 20, imageWidthInches: 2, imageHeightInches: 1.5, printDpi: 300 },
    },
  })
  const [mission, bernal] = await Promise.all(
    ['Mission', 'Bernal Heights'].map((name) =>
      payload.create({ collection: 'neighbourhoods', overrideAccess: true, data: { name } }),
    ),
  )
  weekends = []
  for (const number of [1, 2]) {
    const made = await payload.create({
      collection: 'os-weekends',
      overrideAccess: true,
      data: {
        season: season.id,
        number,
        label: `Weekend ${number}`,
        startsOn: `2026-10-0${number * 3}`,
        endsOn: `2026-10-0${number * 3 + 1}`,
        opensAt: '11:00',
        closesAt: '18:00',
      },
    })
    weekends.push(made.id)
  }
  const studio = (address: string, neighbourhood: number) =>
    payload.create({
      collection: 'os-studios',
      overrideAccess: true,
      data: { address, neighbourhood, positionSource: 'none' },
    })
  const shared = await studio('1 Alabama St', mission!.id)
  const hill = await studio('9 Cortland Ave', bernal!.id)
  staff = await person('stella@example.org', 'Stella Staff', ['staff'])
  ada = await person('ada@example.org', 'Ada Zed', ['artist'])
  bo = await person('bo@example.org', 'Bo Young', ['artist'])
  cy = await person('cy@example.org', 'Cy Adams', ['artist'])
  dee = await person('dee@example.org', 'Dee Gone', ['artist'])
  await register(ada, [2], shared.id)
  await register(bo, [1, 2], shared.id)
  await register(cy, [2], hill.id)
  await register(dee, [1], hill.id)
})

describe('a listing per registered registration', () => {
  it('is made once, however many ask at once', async () => {
    await Promise.all([
      ensureListings(payload, ada.id),
      ensureListings(payload, ada.id),
      ensureListings(payload, ada.id),
    ])
    expect(await ensureListings(payload, ada.id)).toBe(0)
    const listing = await listingOf(ada)
    expect(listing).toMatchObject({ status: 'draft', season: season.id })
  })

  it('keeps the listing of a registration that ends, out of the guide', async () => {
    await ensureListings(payload, dee.id)
    const listing = await listingOf(dee)
    const registration = Number(listing.registration)
    await payload.update({
      collection: 'os-registrations',
      id: registration,
      overrideAccess: true,
      data: { status: 'withdrawn' },
    })
    const refused = await saveListing(payload, dee, listing.id, { ...draft, image: null }, 'draft', OPEN)
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('no longer in the guide') })
  })
})

describe('the artist’s writes', () => {
  it('refuse texts over the season’s limits, counted as people count characters', async () => {
    const listing = await listingOf(ada)
    const atLimit = await saveListing(
      payload,
      ada,
      listing.id,
      { description: '👍🏽'.repeat(40), directions: 'é'.repeat(20), hours: '', image: null },
      'draft',
      OPEN,
    )
    expect(atLimit).toEqual({ ok: true, status: 'draft' })
    const over = await saveListing(
      payload,
      ada,
      listing.id,
      { description: 'x'.repeat(41), directions: 'y'.repeat(25), hours: '', image: null },
      'draft',
      OPEN,
    )
    expect(over).toMatchObject({
      ok: false,
      fieldErrors: {
        description: 'The description has 41 characters; the guide prints at most 40. Take out 1 character.',
        directions: 'The directions have 25 characters; the guide prints at most 20. Take out 5 characters.',
      },
    })
    expect((await listingOf(ada)).description).toBe('👍🏽'.repeat(40))
  })

  it('refuse a picture too small for print, or somebody else’s, and submitting without a picture', async () => {
    const listing = await listingOf(ada)
    const small = await picture(599, 450, ada)
    const tooSmall = await saveListing(payload, ada, listing.id, { ...draft, image: small.id }, 'draft', OPEN)
    expect(tooSmall).toMatchObject({
      ok: false,
      fieldErrors: {
        image:
          'The picture has 599 × 450 pixels; the guide prints it 2 × 1.5 inches at 300 dpi, which needs at least 600 × 450 pixels. Choose a larger original.',
      },
    })
    const bos = await picture(600, 450, bo)
    const notHers = await saveListing(payload, ada, listing.id, { ...draft, image: bos.id }, 'draft', OPEN)
    expect(notHers).toMatchObject({ ok: false, fieldErrors: { image: 'Choose one of the pictures you uploaded.' } })
    const bare = await saveListing(payload, ada, listing.id, { ...draft, image: null }, 'submit', OPEN)
    expect(bare).toMatchObject({ ok: false, fieldErrors: { image: expect.stringContaining('Choose a picture') } })
  })

  it('submit a listing with a picture of enough pixels', async () => {
    const listing = await listingOf(ada)
    const big = await picture(1200, 1200, ada)
    expect(await saveListing(payload, ada, listing.id, { ...draft, image: big.id }, 'submit', OPEN)).toEqual({
      ok: true,
      status: 'submitted',
    })
  })

  it('are refused to another artist', async () => {
    const listing = await listingOf(ada)
    const refused = await saveListing(payload, bo, listing.id, { ...draft, image: null }, 'draft', OPEN)
    expect(refused).toEqual({ ok: false, message: 'There is no such listing of yours.' })
  })

  it('are all refused once the materials deadline has passed, saying since when', async () => {
    const listing = await listingOf(ada)
    const kept = { ...draft, image: Number(listing.image) }
    const justBefore = new Date(LOCKED.getTime() - 1)
    expect(await saveListing(payload, ada, listing.id, kept, 'submit', justBefore)).toMatchObject({ ok: true })
    const refused = await saveListing(payload, ada, listing.id, kept, 'draft', LOCKED)
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/locked since September 1, 2026 at 12:00\sAM PDT/),
    })
  })
})

describe('another artist and guests', () => {
  it('cannot read a listing through REST or GraphQL, nor write one', async () => {
    const listing = await listingOf(ada)
    const boToken = await tokenFor(payload, bo.email, PASSWORD)
    expect((await rest('GET', `/os-listings/${listing.id}`, { token: boToken })).status).toBe(404)
    expect((await rest('GET', `/os-listings/${listing.id}`)).status).toBe(403)
    const found = await rest('GET', '/os-listings?depth=0', { token: boToken })
    expect((found.body.docs as { artist: number }[]).every((doc) => doc.artist === bo.id)).toBe(true)
    const changed = await rest('PATCH', `/os-listings/${listing.id}`, {
      token: await tokenFor(payload, ada.email, PASSWORD),
      body: { status: 'approved' },
    })
    expect(changed.status).toBe(403)
    const query = `query { OsListing(id: ${listing.id}) { id description } }`
    const answer = await graphql(query, { token: boToken })
    expect(answer.body.data?.OsListing ?? null).toBeNull()
    expect((await rest('GET', '/os-guide-exports', { token: boToken })).status).toBe(403)
  })

  it('cannot download the proof, which its artist can', async () => {
    const listing = await listingOf(ada)
    const storage = storageFor(payload)
    expect((await listingProofDownload(payload, storage, bo, String(listing.id))).status).toBe(404)
    expect((await listingProofDownload(payload, storage, null, String(listing.id))).status).toBe(401)
    const proof = await listingProofDownload(payload, storage, ada, String(listing.id))
    expect(proof.status).toBe(200)
    expect(proof.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await proof.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('staff’s review', () => {
  it('asks for changes with a reason, mailing the artist once per request', async () => {
    const listing = await listingOf(ada)
    const mails = async () =>
      (await payload.find({ collection: 'outbox', where: { to: { equals: ada.email } }, overrideAccess: true })).docs
    expect(await requestListingChanges(payload, staff, listing.id, '  ', OPEN)).toMatchObject({
      ok: false,
      fieldErrors: { reason: expect.any(String) },
    })
    const asked = await requestListingChanges(payload, staff, listing.id, 'Send the whole work, not a detail.', OPEN)
    expect(asked).toMatchObject({ ok: true })
    const again = await requestListingChanges(payload, staff, listing.id, 'Send the whole work, not a detail.', OPEN)
    expect(again).toMatchObject({ ok: true, message: expect.stringContaining('already asked') })
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain('Send the whole work, not a detail.')
    expect(sent[0]!.text).toContain(`/listingsportal/${listing.id}`)
    expect(await listingOf(ada)).toMatchObject({
      status: 'changes-requested',
      reviewNote: 'Send the whole work, not a detail.',
    })
  })

  it('approves a listing ready for print, and refuses one that is not', async () => {
    const ready = await listingOf(ada)
    expect(await approveListing(payload, staff, ready.id, OPEN)).toMatchObject({ ok: true })
    expect(await listingOf(ada)).toMatchObject({ status: 'approved', reviewedBy: staff.id })
    await ensureListings(payload, cy.id)
    const bare = await listingOf(cy)
    expect(await approveListing(payload, staff, bare.id, OPEN)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no picture'),
    })
  })
})

describe('staff’s bulk approval (decision 087)', () => {
  it('is refused to a member, an artist and a visitor, changing nothing', async () => {
    await ensureListings(payload, bo.id)
    const listing = await listingOf(bo)
    const shot = await picture(1200, 1200, bo)
    expect(await saveListing(payload, bo, listing.id, { ...draft, image: shot.id }, 'submit', OPEN)).toMatchObject({
      ok: true,
    })
    const member = await person('mo@example.org', 'Mo Member', [])
    for (const who of [member, bo, null]) {
      expect(await approveListings(payload, who, [listing.id], OPEN)).toMatchObject({
        ok: false,
        message: 'Only staff approve guide listings.',
      })
    }
    expect(await listingOf(bo)).toMatchObject({ status: 'submitted' })
  })

  it('approves all of the selection or none, naming each listing that cannot be', async () => {
    const [ready, approved, bare] = [await listingOf(bo), await listingOf(ada), await listingOf(cy)]
    const refused = await approveListings(payload, staff, [ready.id, approved.id, bare.id, 999_999], OPEN)
    expect(refused).toMatchObject({ ok: false })
    if (refused.ok) return
    expect(refused.refusals.map((one) => [one.name, one.problem])).toEqual([
      ['Ada Zed', 'This listing is approved already.'],
      ['Cy Adams', 'The listing has no picture yet: ask for changes instead.'],
      ['listing 999999', 'There is no such listing.'],
    ])
    expect(refused.message).toMatch(/^Nothing was approved\. Ada Zed: /)
    expect(await listingOf(bo)).toMatchObject({ status: 'submitted' })

    expect(await approveListings(payload, staff, [ready.id], OPEN)).toEqual({ ok: true, names: ['Bo Young'] })
    expect(await listingOf(bo)).toMatchObject({ status: 'approved', reviewedBy: staff.id })
  })

  it('exports the selected listings as CSV to staff only', async () => {
    const [one, two] = [await listingOf(bo), await listingOf(cy)]
    const csv = await selectedListingsCsv(payload, staff, [String(two.id), String(one.id)])
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain('guide-listings-2026-selected.csv')
    const lines = (await csv.text()).split('\r\n').filter(Boolean)
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['Bo Young', 'Cy Adams'])
    expect((await selectedListingsCsv(payload, bo, [String(one.id)])).status).toBe(403)
    expect((await selectedListingsCsv(payload, null, [String(one.id)])).status).toBe(401)
    const none = await selectedListingsCsv(payload, staff, [])
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Select at least one listing')
    expect((await selectedListingsCsv(payload, staff, ['1 OR 1=1'])).status).toBe(400)
  })
})

type Zipped = { name: string; data: Buffer }

function readZip(zip: Buffer): Promise<Zipped[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error)
      const entries: Zipped[] = []
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, async (failure, stream) => {
          if (failure || !stream) return reject(failure)
          entries.push({ name: entry.fileName, data: await buffer(stream) })
          file.readEntry()
        })
      })
      file.on('end', () => resolve(entries))
      file.on('error', reject)
      file.readEntry()
    })
  })
}

describe('the guide export', () => {
  it('writes one ZIP of guide.csv and print-ready pictures in the guide’s order, with its progress', async () => {
    await ensureListings(payload, bo.id)
    const bos = await listingOf(bo)
    const bosPicture = await picture(2000, 1000, bo)
    expect(await saveListing(payload, bo, bos.id, { ...draft, image: bosPicture.id }, 'submit', OPEN)).toMatchObject({
      ok: true,
    })
    const started = await startGuideExport(payload, staff, season.id)
    if (!started.ok) throw new Error(started.message)
    expect(await startGuideExport(payload, staff, season.id)).toEqual({
      ok: false,
      message: 'An export of this season is under way already.',
    })
    const { docs: queued } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'exportOpenStudiosGuide' } },
      overrideAccess: true,
    })
    expect(queued).toHaveLength(1)
    await payload.jobs.run({ allQueues: true })
    const done = await payload.findByID({ collection: 'os-guide-exports', id: started.id, overrideAccess: true })
    // Dee withdrew: three registered artists' listings.
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3 })

    const storage = storageFor(payload)
    expect((await guideExportDownload(payload, storage, ada, String(started.id))).status).toBe(403)
    expect((await guideExportDownload(payload, storage, null, String(started.id))).status).toBe(401)
    const download = await guideExportDownload(payload, storage, staff, String(started.id))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="open-studios-2026-guide-\d+\.zip"$/,
    )
    const entries = await readZip(Buffer.from(await download.arrayBuffer()))
    expect(entries.map((entry) => entry.name)).toEqual([
      'guide.csv',
      'pictures/0001-bo-young.jpg',
      'pictures/0003-ada-zed.jpg',
    ])
    const lines = entries[0]!.data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Weekends,Neighbourhood,Artist,Studio address,Unit,Studio name,Sharing with,Description,Directions,Hours,Accessibility,Picture,Status',
    )
    // Weekend 1 first (Bo), then weekend 2: Bernal Heights (Cy) before Mission (Ada).
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['Bo Young', 'Cy Adams', 'Ada Zed'])
    expect(lines[1]).toBe(
      '1; 2,Mission,Bo Young,1 Alabama St,,,Ada Zed,Stoneware and porcelain from the wheel.,Ring bell 3.,11:00–18:00,Step-free entrance,pictures/0001-bo-young.jpg,Submitted for review',
    )
    expect(lines[2]).toContain(',Draft')
    for (const entry of entries.slice(1)) {
      expect(await sharp(entry.data).metadata()).toMatchObject({
        format: 'jpeg',
        width: 600,
        height: 450,
        density: 300,
      })
    }
  })

  it('is refused to anybody who is not staff, in its REST collection too', async () => {
    const adaToken = await tokenFor(payload, ada.email, PASSWORD)
    expect((await rest('GET', '/os-guide-exports', { token: adaToken })).status).toBe(403)
    expect((await rest('GET', '/os-guide-exports')).status).toBe(403)
  })

  it('leaves a finished export as it is when its job runs again', async () => {
    const { docs } = await payload.find({ collection: 'os-guide-exports', overrideAccess: true, limit: 1 })
    const finished = docs[0]!
    expect(await runGuideExport(payload, storageFor(payload), finished.id)).toEqual({
      listings: finished.total,
      bytes: finished.bytes,
    })
  })

  it('fails naming the listing whose picture cannot be read, while the next pictures are being made', async () => {
    const { docs } = await payload.find({ collection: 'os-guide-exports', overrideAccess: true, limit: 1 })
    const again = await payload.create({
      collection: 'os-guide-exports',
      overrideAccess: true,
      data: { season: docs[0]!.season, status: 'queued', done: 0, total: 0 },
    })
    const unreadable = async (filename: string): Promise<Buffer> => {
      throw new Error(`${filename} is gone`)
    }
    await expect(runGuideExport(payload, storageFor(payload), again.id, unreadable)).rejects.toThrow(
      /^The picture of Bo Young’s listing \(\d+\) could not be read: Error: .+ is gone$/,
    )
    const failed = await payload.findByID({ collection: 'os-guide-exports', id: again.id, overrideAccess: true })
    expect(failed).toMatchObject({ status: 'failed', problem: expect.stringContaining('Bo Young’s listing') })
  })
})
