import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { imageFiles } from '@/domains/media'
import { findLibraryImages, parseLibraryQuery } from '@/domains/media/services/image-library'
import { whereUsed } from '@/domains/media/services/image-usage'
import type { Image } from '@/payload-types'

import { richTextShowing } from '../support/rich-text'
import { testPayload } from './payload'

const square = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()

async function storedBytes(payload: Payload, filename: string) {
  const storage = storageFor(payload)
  return buffer((await storage.openBytes(await storage.getObject(undefined, 'public', `images/${filename}`))).body)
}

describe('the image library', () => {
  let payload: Payload
  let picture: Buffer

  beforeAll(async () => {
    payload = await testPayload()
    picture = await square(1000, 800)
  })

  const upload = (name: string, data: Partial<Image> = {}) =>
    payload.create({
      collection: 'images',
      data: { alt: `Alt of ${name}`, ...data },
      file: { data: picture, mimetype: 'image/png', name, size: picture.length },
    })

  it('finds images by any word of alt text, caption, credit or file name, and by type and missing credit', async () => {
    await upload('harbour-dawn.png', { alt: 'Boats in the harbour at dawn', credit: 'Photo: Ana Ruiz' })
    await upload('kiln.png', { alt: 'A kiln opened', caption: 'Firing day at the ceramics studio' })
    const search = async (params: Record<string, string>) =>
      (await findLibraryImages(payload, parseLibraryQuery(params))).docs.map((image) => image.filename)

    expect(await search({ q: 'harbour dawn' })).toEqual(['harbour-dawn.png'])
    expect(await search({ q: 'ceramics' })).toEqual(['kiln.png'])
    expect(await search({ q: 'ruiz' })).toEqual(['harbour-dawn.png'])
    expect(await search({ q: 'kiln', uncredited: '1' })).toEqual(['kiln.png'])
    expect(await search({ q: 'harbour', uncredited: '1' })).toEqual([])
    expect(await search({ q: 'kiln', type: 'jpeg' })).toEqual([])
    expect(await search({ q: 'kiln', type: 'png' })).toEqual(['kiln.png'])
  })

  it('knows where an image is used and refuses to delete it until it is not', async () => {
    const image = await upload('in-policy.png')
    const other = await upload('elsewhere.png')
    // First-run content holds both policies; one of them gets the image.
    const [seeded] = (await payload.find({ collection: 'policies', where: { path: { equals: 'copyrightnotice' } } }))
      .docs
    const policy = await payload.update({
      collection: 'policies',
      id: seeded!.id,
      data: { title: 'Image policy', body: richTextShowing(image.id) as never },
    })

    const uses = await whereUsed(payload, image.id)
    expect(uses).toEqual([
      { entity: 'collection', slug: 'policies', where: 'Policy', id: policy.id, title: 'Image policy', field: 'Body' },
    ])
    expect(await whereUsed(payload, other.id)).toEqual([])

    await expect(payload.delete({ collection: 'images', id: image.id })).rejects.toThrow(
      /in use \(Policy “Image policy”\)/,
    )
    expect(await payload.findByID({ collection: 'images', id: image.id, disableErrors: true })).not.toBeNull()
    expect(await storedBytes(payload, image.filename!)).toBeInstanceOf(Buffer)

    await payload.update({
      collection: 'policies',
      id: policy.id,
      data: { body: richTextShowing(other.id) as never },
    })
    await payload.delete({ collection: 'images', id: image.id })
    expect(await payload.findByID({ collection: 'images', id: image.id, disableErrors: true })).toBeNull()
    await payload.update({ collection: 'policies', id: policy.id, data: { title: seeded!.title, body: seeded!.body } })
  })

  it('saves a new focal point without re-making any file', async () => {
    const image = await upload('focal.png')
    const updated = await payload.update({
      collection: 'images',
      id: image.id,
      data: {},
      req: { query: { uploadEdits: { focalPoint: { x: 20, y: 70 } } } },
    })
    expect([updated.focalX, updated.focalY]).toEqual([20, 70])
    expect(updated.filename).toBe(image.filename)
    expect(updated.sizes?.webp400?.filename).toBe(image.sizes?.webp400?.filename)
  })

  it('crops a stored image without a new file: the original comes from storage, and every size is made anew', async () => {
    const image = await upload('crop-me.png')
    const updated = await payload.update({
      collection: 'images',
      id: image.id,
      data: {},
      req: {
        query: {
          uploadEdits: {
            crop: { x: 10, y: 10, width: 50, height: 50, unit: '%' },
            widthInPixels: 500,
            heightInPixels: 400,
          },
        },
      },
    })
    expect([updated.width, updated.height]).toEqual([500, 400])
    expect(updated.filename).not.toBe(image.filename)
    expect((await sharp(await storedBytes(payload, updated.filename!)).metadata()).width).toBe(500)
    expect((await sharp(await storedBytes(payload, updated.sizes!.webp400!.filename!)).metadata()).width).toBe(400)
    await expect(storedBytes(payload, image.filename!)).rejects.toMatchObject({ code: 'storage/object-not-found' })
  })
})

describe('stray image files', () => {
  it('removes files no image holds, once they are old enough, and keeps every file of every image', async () => {
    const payload = await testPayload()
    const picture = await square(500, 400)
    const kept = await payload.create({
      collection: 'images',
      data: { alt: 'Kept' },
      file: { data: picture, mimetype: 'image/png', name: 'kept.png', size: picture.length },
    })
    // What an upload leaves when its operation fails after the bytes were stored.
    const storage = storageFor(payload)
    await storage.upload(
      { id: 'test', staff: true },
      { bucket: 'public', name: 'images/stray-left-behind.png', patch: { fields: {} }, body: Readable.from([picture]) },
    )
    const files = imageFiles({ storage: storageFor })

    expect(await files.removeStrayFiles(payload, new Date(Date.now() - 60 * 60 * 1000))).toEqual([])
    expect(await storedBytes(payload, 'stray-left-behind.png')).toBeInstanceOf(Buffer)

    expect(await files.removeStrayFiles(payload, new Date(Date.now() + 1000))).toEqual(['stray-left-behind.png'])
    await expect(storedBytes(payload, 'stray-left-behind.png')).rejects.toMatchObject({
      code: 'storage/object-not-found',
    })
    for (const filename of [kept.filename!, ...Object.values(kept.sizes ?? {}).map((size) => size!.filename!)]) {
      expect(await storedBytes(payload, filename), filename).toBeInstanceOf(Buffer)
    }
  })
})
