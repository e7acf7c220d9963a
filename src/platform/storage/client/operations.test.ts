import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GcsTestServer, listen } from '../../../../tests/support/storage/gcs-test-server'
import {
  deleteObject,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from './operations'
import { getStorage, ref, type Storage } from './reference'

// Over real HTTP: the test server listens on a loopback port and the module uses Node's own fetch.
const server = new GcsTestServer()
let storage: Storage
let close: () => Promise<void>

beforeAll(async () => {
  const served = await listen(server)
  close = served.close
  storage = getStorage({ baseUrl: served.baseUrl })
})
afterAll(() => close())
beforeEach(() => {
  server.objects.clear()
  server.log.length = 0
})

const at = (path: string) => ref(storage, path)

describe('uploads', () => {
  it('sends a small file in one multipart request, with its metadata', async () => {
    const { metadata, ref: where } = await uploadBytes(
      at('public/artists/12/portrait.jpg'),
      new Uint8Array([1, 2, 3]),
      {
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=60',
        customMetadata: { credit: 'Ana' },
      },
    )
    expect(where.fullPath).toBe('public/artists/12/portrait.jpg')
    expect(metadata).toMatchObject({
      bucket: 'public',
      fullPath: 'public/artists/12/portrait.jpg',
      name: 'portrait.jpg',
      size: 3,
      generation: '1',
      metageneration: '1',
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=60',
      customMetadata: { credit: 'Ana' },
      md5Hash: 'Uonfc331cyb83SJZevsfrA==',
    })
    expect(metadata.ref.fullPath).toBe('public/artists/12/portrait.jpg')
    expect(server.object('public/artists/12/portrait.jpg')?.bytes).toEqual(Buffer.from([1, 2, 3]))
    expect(server.log.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      'POST /upload/storage/v1/b/public/o?uploadType=multipart&name=artists%2F12%2Fportrait.jpg',
    ])
  })

  it('takes the content type from a Blob, else application/octet-stream', async () => {
    const typed = await uploadBytes(at('public/a.txt'), new Blob(['hi'], { type: 'text/plain' }))
    expect(typed.metadata.contentType).toBe('text/plain')
    const untyped = await uploadBytes(at('public/b.bin'), new ArrayBuffer(4))
    expect(untyped.metadata.contentType).toBe('application/octet-stream')
  })

  it('uploads a larger file resumably, even through uploadBytes', async () => {
    const bytes = new Uint8Array(300 * 1024).map((_, i) => i % 251)
    const { metadata } = await uploadBytes(at('public/big.bin'), bytes)
    expect(metadata.size).toBe(bytes.length)
    expect(server.object('public/big.bin')?.bytes.equals(Buffer.from(bytes))).toBe(true)
    expect(server.log.map(({ method, contentRange }) => `${method} ${contentRange ?? ''}`.trim())).toEqual([
      'POST',
      'PUT bytes 0-262143/307200',
      'PUT bytes 262144-307199/307200',
    ])
    expect(server.log[0].url.searchParams.get('uploadType')).toBe('resumable')
  })

  it('uploads strings, a data URL with its content type', async () => {
    const raw = await uploadString(at('public/notes/hello.txt'), 'héllo')
    expect(server.object('public/notes/hello.txt')?.bytes.toString('utf8')).toBe('héllo')
    expect(raw.metadata.size).toBe(6)
    const dataUrl = await uploadString(at('public/notes/hi.txt'), 'data:text/plain;base64,aGk=', 'data_url')
    expect(dataUrl.metadata.contentType).toBe('text/plain')
    const overridden = await uploadString(at('public/notes/hi.md'), 'data:text/plain,hi', 'data_url', {
      contentType: 'text/markdown',
    })
    expect(overridden.metadata.contentType).toBe('text/markdown')
  })

  it('refuses a string with invalid characters before sending anything', async () => {
    await expect(uploadString(at('public/x'), 'a_b', 'base64')).rejects.toMatchObject({
      code: 'storage/invalid-format',
    })
    expect(server.log).toEqual([])
  })
})

describe('the root of a bucket', () => {
  const root = () => at('public')

  it('refuses uploads and object operations', async () => {
    const code = { code: 'storage/invalid-root-operation' }
    expect(() => uploadBytesResumable(root(), new Uint8Array(1))).toThrow(expect.objectContaining(code))
    await expect(uploadBytes(root(), new Uint8Array(1))).rejects.toMatchObject(code)
    await expect(uploadString(root(), 'x')).rejects.toMatchObject(code)
    await expect(getMetadata(root())).rejects.toMatchObject(code)
    await expect(updateMetadata(root(), {})).rejects.toMatchObject(code)
    await expect(getDownloadURL(root())).rejects.toMatchObject(code)
    await expect(deleteObject(root())).rejects.toMatchObject(code)
    expect(server.log).toEqual([])
  })

  it('can be listed', async () => {
    server.put('public/a.txt', 'a')
    server.put('public/artists/1/p.jpg', 'p')
    const page = await list(root())
    expect(page.items.map((item) => item.fullPath)).toEqual(['public/a.txt'])
    expect(page.prefixes.map((prefix) => prefix.fullPath)).toEqual(['public/artists'])
  })
})

describe('metadata, download address and delete', () => {
  beforeEach(() => server.put('public/artists/12/portrait.jpg', 'jpeg', { contentType: 'image/jpeg' }))

  it('reads metadata', async () => {
    const metadata = await getMetadata(at('public/artists/12/portrait.jpg'))
    expect(metadata).toMatchObject({ name: 'portrait.jpg', size: 4, contentType: 'image/jpeg', generation: '1' })
    expect(server.log[0].url.pathname).toBe('/storage/v1/b/public/o/artists%2F12%2Fportrait.jpg')
  })

  it('updates metadata; null removes a field or a custom key', async () => {
    const portrait = at('public/artists/12/portrait.jpg')
    await updateMetadata(portrait, { contentLanguage: 'fr', customMetadata: { credit: 'Ana', alt: 'A face' } })
    const updated = await updateMetadata(portrait, { contentLanguage: null, customMetadata: { alt: null } })
    expect(updated.contentLanguage).toBeUndefined()
    expect(updated.customMetadata).toEqual({ credit: 'Ana' })
    expect(updated.metageneration).toBe('3')
    expect(updated.contentType).toBe('image/jpeg')
  })

  it('gives the download address from mediaLink, on the storage origin', async () => {
    const url = await getDownloadURL(at('public/artists/12/portrait.jpg'))
    expect(url).toBe(`${storage.baseUrl}/download/storage/v1/b/public/o/artists%2F12%2Fportrait.jpg?alt=media`)
  })

  it('says so when the server gives no download address', async () => {
    server.object('public/artists/12/portrait.jpg')!.resource.mediaLink = undefined
    await expect(getDownloadURL(at('public/artists/12/portrait.jpg'))).rejects.toMatchObject({
      code: 'storage/no-download-url',
    })
  })

  it('deletes', async () => {
    await deleteObject(at('public/artists/12/portrait.jpg'))
    expect(server.object('public/artists/12/portrait.jpg')).toBeUndefined()
    await expect(deleteObject(at('public/artists/12/portrait.jpg'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
      status: 404,
    })
  })
})

describe('errors from the server', () => {
  it.each([
    [401, 'storage/unauthenticated'],
    [402, 'storage/quota-exceeded'],
    [403, 'storage/unauthorized'],
    [400, 'storage/invalid-argument'],
  ])('answers %i with %s, keeping the server response', async (status, code) => {
    server.failNext(status)
    const error = await getMetadata(at('private/users/3/cv.pdf')).catch((e: unknown) => e)
    expect(error).toMatchObject({ code, status })
    expect(JSON.parse((error as { serverResponse: string }).serverResponse)).toMatchObject({ error: { code: status } })
  })

  it('answers a missing object with object-not-found and a missing bucket with bucket-not-found', async () => {
    await expect(getMetadata(at('private/nothing'))).rejects.toMatchObject({ code: 'storage/object-not-found' })
    await expect(list(at('nobucket/x'))).rejects.toMatchObject({ code: 'storage/bucket-not-found' })
  })

  it('fails an upload the server refuses, with the mapped code', async () => {
    server.failNext(402)
    const task = uploadBytesResumable(at('public/a.bin'), new Uint8Array(10))
    await expect(task).rejects.toMatchObject({ code: 'storage/quota-exceeded', status: 402 })
    expect(task.snapshot.state).toBe('error')
  })
})

describe('listing', () => {
  beforeEach(() => {
    for (const name of ['e', 'a', 'c', 'b', 'd']) server.put(`public/artists/12/${name}.jpg`, name)
    server.put('public/artists/12/old/x.jpg', 'x')
    server.put('public/artists/12/drafts/y.jpg', 'y')
    server.put('public/artists/13/z.jpg', 'z')
  })

  it('pages through items and prefixes', async () => {
    const folder = at('public/artists/12')
    const first = await list(folder, { maxResults: 3 })
    expect(first.items.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    expect(first.nextPageToken).toBeDefined()
    expect(server.log[0].url.searchParams.toString()).toBe('delimiter=%2F&prefix=artists%2F12%2F&maxResults=3')
    const second = await list(folder, { maxResults: 3, pageToken: first.nextPageToken })
    // A page holds maxResults entries, objects and folders together, in name order.
    expect(second.items.map((item) => item.name)).toEqual(['d.jpg', 'e.jpg'])
    expect(second.prefixes.map((prefix) => prefix.fullPath)).toEqual(['public/artists/12/drafts'])
    const third = await list(folder, { maxResults: 3, pageToken: second.nextPageToken })
    expect(third.items).toEqual([])
    expect(third.prefixes.map((prefix) => prefix.name)).toEqual(['old'])
    expect(third.nextPageToken).toBeUndefined()
  })

  it('gathers every page with listAll', async () => {
    const all = await listAll(at('public/artists/12'))
    expect(all.items.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'])
    expect(all.prefixes.map((prefix) => prefix.name)).toEqual(['drafts', 'old'])
  })

  it('refuses a maxResults outside 1 to 1000', async () => {
    for (const maxResults of [0, 1001, 2.5]) {
      await expect(list(at('public/artists'), { maxResults })).rejects.toMatchObject({
        code: 'storage/invalid-argument',
      })
    }
  })
})
