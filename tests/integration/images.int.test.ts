import { buffer } from 'node:stream/consumers'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { storageRoute } from '@/app/storage'
import { storageFor } from '@/app/storage-service'
import { publicImagesByIds } from '@/domains/media'
import type { Image } from '@/payload-types'
import { database } from '@/platform/database/transaction'

import { testPayload } from './payload'

/** A JPEG wider than every image size, carrying camera and GPS EXIF as a phone's photograph would. */
async function photographWithGps(width = 2600, height = 1700): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Phone 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer()
}

async function storedBytes(payload: Payload, filename: string): Promise<Buffer> {
  const storage = storageFor(payload)
  const object = await storage.getObject(undefined, 'public', `images/${filename}`)
  return buffer((await storage.openBytes(object)).body)
}

function storedNames(image: Image): string[] {
  const sizes = Object.values(image.sizes ?? {}).flatMap((size) => (size?.filename ? [size.filename] : []))
  return [image.filename!, ...sizes]
}

describe('images', () => {
  let payload: Payload
  let photo: Buffer

  beforeAll(async () => {
    payload = await testPayload()
    photo = await photographWithGps()
  })

  it('has GPS EXIF in the test photograph to begin with', async () => {
    const { exif } = await sharp(photo).metadata()
    expect(exif?.includes(Buffer.from('TestCam'))).toBe(true)
  })

  it('stores the original and every size through the storage service, with no EXIF in any of them', async () => {
    const image = await payload.create({
      collection: 'images',
      data: { alt: 'An orange square', credit: 'Test' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'orange.jpg', size: photo.length },
    })

    const expected = [
      ['webp400', 400, 'webp'],
      ['avif400', 400, 'heif'],
      ['webp1200', 1200, 'webp'],
      ['avif1200', 1200, 'heif'],
      ['webp2400', 2400, 'webp'],
      ['avif2400', 2400, 'heif'],
    ] as const
    for (const [name, width, format] of expected) {
      const size = image.sizes?.[name]
      expect(size?.filename, name).toBeTruthy()
      expect(size?.url).toBe(`/files/public/images/${size?.filename}`)
      const meta = await sharp(await storedBytes(payload, size!.filename!)).metadata()
      expect(meta.width, name).toBe(width)
      expect(meta.format, name).toBe(format)
    }

    expect(image.url).toBe(`/files/public/images/${image.filename}`)
    expect(image.thumbnailURL).toBe(image.sizes?.webp400?.url)
    for (const filename of storedNames(image)) {
      const meta = await sharp(await storedBytes(payload, filename)).metadata()
      expect(meta.exif, filename).toBeUndefined()
    }
    const original = await sharp(await storedBytes(payload, image.filename!)).metadata()
    expect(original).toMatchObject({ format: 'jpeg', width: 2600, height: 1700 })
  })

  it('never enlarges: a size wider than the original comes out at the original width', async () => {
    const small = await photographWithGps(800, 600)
    const image = await payload.create({
      collection: 'images',
      data: { alt: 'A small orange square' },
      file: { data: small, mimetype: 'image/jpeg', name: 'small.jpg', size: small.length },
    })
    expect(image.sizes?.webp400?.width).toBe(400)
    expect(image.sizes?.webp1200?.width).toBe(800)
    const largest = await sharp(await storedBytes(payload, image.sizes!.avif2400!.filename!)).metadata()
    expect(largest).toMatchObject({ width: 800, format: 'heif' })
    expect((await sharp(await storedBytes(payload, image.filename!)).metadata()).exif).toBeUndefined()
  })

  it('refuses an image without alt text, in words', async () => {
    await expect(
      payload.create({
        collection: 'images',
        data: { alt: '  ' },
        file: { data: photo, mimetype: 'image/jpeg', name: 'no-alt.jpg', size: photo.length },
      }),
    ).rejects.toThrow(/Alt text/i)
    const { totalDocs } = await payload.count({ collection: 'images', where: { filename: { like: 'no-alt' } } })
    expect(totalDocs).toBe(0)
    const listing = await storageFor(payload).list(undefined, 'public', {
      prefix: 'images/no-alt',
      pageToken: null,
      maxResults: 10,
    })
    expect(listing.items).toEqual([])
  })

  it('serves the stored files at their URLs on the download route', async () => {
    const image = await payload.create({
      collection: 'images',
      data: { alt: 'Served' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'served.jpg', size: photo.length },
    })
    const response = await storageRoute(new Request(`http://localhost${image.sizes!.webp400!.url!}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400)
  })

  it('removes the files of the replaced original when a new one is uploaded', async () => {
    const image = await payload.create({
      collection: 'images',
      data: { alt: 'Before' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'before.jpg', size: photo.length },
    })
    const after = await photographWithGps(1600, 1000)
    const updated = await payload.update({
      collection: 'images',
      id: image.id,
      data: {},
      file: { data: after, mimetype: 'image/jpeg', name: 'after.jpg', size: after.length },
    })
    for (const filename of storedNames(image)) {
      await expect(storedBytes(payload, filename)).rejects.toMatchObject({ code: 'storage/object-not-found' })
    }
    for (const filename of storedNames(updated)) {
      expect((await sharp(await storedBytes(payload, filename)).metadata()).exif, filename).toBeUndefined()
    }
    expect(updated.width).toBe(1600)
  })

  it('removes every stored file when the image is deleted', async () => {
    const image = await payload.create({
      collection: 'images',
      data: { alt: 'Soon gone' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'gone.jpg', size: photo.length },
    })
    const names = storedNames(image)
    expect(names).toHaveLength(7)
    await payload.delete({ collection: 'images', id: image.id })
    for (const filename of names) {
      await expect(storedBytes(payload, filename)).rejects.toMatchObject({ code: 'storage/object-not-found' })
    }
  })

  it('lets anyone read images, anyone signed in add them, and each change only their own', async () => {
    const person = (email: string, roles: ('artist' | 'staff')[] = []) =>
      payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'a-good-password', roles } })
    const member = await person('pat@example.org')
    const artist = await person('ria@example.org', ['artist'])
    const otherArtist = await person('sol@example.org', ['artist'])
    const staff = await person('sam@example.org', ['staff'])
    const add = (user: typeof member | undefined, name: string) =>
      payload.create({
        collection: 'images',
        overrideAccess: false,
        user,
        depth: 0,
        data: { alt: `By ${user?.email ?? 'nobody'}`, uploadedBy: staff.id },
        file: { data: photo, mimetype: 'image/jpeg', name, size: photo.length },
      })

    // Members add the pictures of the events they propose, partners those of their perks.
    expect((await add(member, 'member.jpg')).uploadedBy).toBe(member.id)
    await expect(add(undefined, 'nobody.jpg')).rejects.toThrow()
    const mine = await add(artist, 'ria.jpg')
    // Who added it is whoever was signed in, whatever the request said.
    expect(mine.uploadedBy).toBe(artist.id)
    const change = (user: typeof member, alt: string) =>
      payload.update({
        collection: 'images',
        id: mine.id,
        overrideAccess: false,
        user,
        depth: 0,
        data: { alt, uploadedBy: user.id },
      })

    expect((await change(artist, 'Ria’s own words')).alt).toBe('Ria’s own words')
    await expect(change(otherArtist, 'Not mine')).rejects.toThrow()
    await expect(change(member, 'Not mine either')).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'images', id: mine.id, overrideAccess: false, user: otherArtist }),
    ).rejects.toThrow()
    const byStaff = await change(staff, 'Corrected by staff')
    expect(byStaff.uploadedBy).toBe(artist.id)

    const found = await payload.find({ collection: 'images', overrideAccess: false })
    expect(found.totalDocs).toBeGreaterThan(0)
    await payload.delete({ collection: 'images', id: mine.id, overrideAccess: false, user: artist })
  })

  it("reads the pictures a public page shows in one statement, as Payload's find gives them (decision 079)", async () => {
    const small = await photographWithGps(500, 300)
    const withoutAlt = await payload.create({
      collection: 'images',
      data: { alt: 'Soon written around the rule' },
      file: { data: small, mimetype: 'image/jpeg', name: 'no-alt.jpg', size: small.length },
    })
    await database(payload).execute(sql`UPDATE images SET alt = ' ' WHERE id = ${withoutAlt.id}`)
    const { docs } = await payload.find({ collection: 'images', pagination: false, depth: 0 })
    const shown = docs.filter((doc) => doc.id !== withoutAlt.id)
    expect(shown.length).toBeGreaterThan(1)

    const read = await publicImagesByIds(payload, [...docs.map((doc) => doc.id), 999_999])
    expect([...read.keys()].sort()).toEqual(shown.map((doc) => doc.id).sort())
    for (const doc of shown) {
      const file = (f: { url?: string | null; width?: number | null; height?: number | null } | undefined) => ({
        url: f?.url ?? null,
        width: f?.width ?? null,
        height: f?.height ?? null,
      })
      expect(read.get(doc.id)).toEqual({
        id: doc.id,
        alt: doc.alt,
        ...file(doc),
        sizes: Object.fromEntries(Object.entries(doc.sizes ?? {}).map(([name, size]) => [name, file(size)])),
      })
    }
    expect(read.get(shown[0]!.id)?.sizes.webp400?.url).toMatch(/\/images\/.+\.webp$/)
  })
})
