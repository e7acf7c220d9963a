/**
 * The storage API over real HTTP, on this file's own PostgreSQL database and
 * data directory (tests/integration/database.ts), driven by Google's own
 * `@google-cloud/storage` client where it can be: if the official client reads
 * our answers right, so will code written for GCS.
 */
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { readdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { ApiError, Storage as GcsClient } from '@google-cloud/storage'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Caller } from './access'
import type { FolderTypes } from './content-types'
import { localDriver } from './drivers/local'
import { answerSessionRequest, handleStorageRequest, isSessionRequest, type StorageHttpOptions } from './http'
import { createStorage, type Storage } from './service'
import { signingKey } from './signed-url'

const MB = 1024 * 1024
const root = path.join(process.env.DATA_DIR!, 'storage')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

/** Artists hold their folders in both buckets; a member without the artist role only the private one. */
const ARTIST = ['public', 'private'] as const
const tokens: Record<string, Caller> = {
  'token-7': { id: '7', staff: false, personalFolders: ARTIST },
  'token-8': { id: '8', staff: false, personalFolders: ARTIST },
  'token-9': { id: '9', staff: false, personalFolders: ARTIST },
  'token-member': { id: '10', staff: false, personalFolders: ['private'] },
  'token-staff': { id: '1', staff: true },
}

/** Artists' folders take pictures and PDF, as the application declares them. */
const FOLDER_TYPES: FolderTypes[] = [
  {
    bucket: 'public',
    prefix: 'artists/',
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    described: 'pictures or PDF',
  },
]

function storageService(database: pg.Pool, now?: () => Date, folderTypes?: FolderTypes[]): Storage {
  return createStorage({
    folderTypes,
    database,
    driver: localDriver(root),
    quotaBytes: 3 * MB,
    sessionLifetimeMs: 60 * 60 * 1000,
    signingKey: signingKey('integration-tests-secret-0123456789abcdef'),
    signedUrlLifetimeMs: 10 * 60 * 1000,
    now,
  })
}

type Running = { base: string; close: () => Promise<void> }

/**
 * A plain node:http server around the handlers, as the application has them:
 * a resumable session's requests on Node's own streams (decision 043), the
 * rest as Next's route handlers receive them, a web Request. With
 * `sessionsOnNode: false`, everything goes the web way.
 */
async function serve(storage: Storage, { sessionsOnNode = true } = {}): Promise<Running> {
  const failures: unknown[] = []
  const options: Omit<StorageHttpOptions, 'identify'> = { storage, log: (error) => failures.push(error) }
  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const address = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`)
    if (sessionsOnNode && isSessionRequest(address)) {
      await answerSessionRequest(incoming, outgoing, { ...options, identify: async () => undefined })
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, item)
    }
    const method = incoming.method ?? 'GET'
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream),
      duplex: 'half',
    } as RequestInit)
    const response = await handleStorageRequest(request, {
      ...options,
      identify: async (request) => tokens[request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''],
    })
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    if (response.body) {
      await new Promise<void>((resolve, reject) =>
        Readable.fromWeb(response.body as WebReadableStream)
          .pipe(outgoing)
          .on('finish', resolve)
          .on('error', reject),
      )
    } else outgoing.end()
  }
  const server: Server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      failures.push(error)
      outgoing.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      expect(failures).toEqual([])
    },
  }
}

/**
 * The client for a caller. A token goes in through an interceptor: with a
 * custom endpoint, version 7 of the client drops `useAuthWithCustomEndpoint`
 * on its way to resumable uploads, which then go out without credentials.
 */
function client(base: string, token?: string): GcsClient {
  const gcs = new GcsClient({ apiEndpoint: base, projectId: 'vernissage-test' })
  if (token) {
    gcs.interceptors.push({
      // The client's own type asks for `uri`, which its requests do not all have; it passes the options on as they are.
      request: (options) =>
        ({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }) as never,
    })
  }
  return gcs
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64')
}

/** The HTTP status of a rejected client call. */
async function statusOf(call: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await call
    return 'ok'
  } catch (error) {
    if (error instanceof ApiError) return error.code!
    // Opening a resumable session fails with gaxios's own error, which carries the response.
    const status = (error as { response?: { status?: number } }).response?.status
    if (status) return status
    // A refused chunk fails the upload with the error body itself.
    const code = (error as { code?: unknown }).code
    if (typeof code === 'number') return code
    throw error
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

async function rowCount(table: string, where = 'true', values: unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, values)
  return Number(rows[0]!.n)
}

let running: Running
let owner: GcsClient

beforeAll(async () => {
  running = await serve(storageService(pool))
  owner = client(running.base, 'token-7')
})

afterAll(async () => {
  await running.close()
  await pool.end()
})

describe('the official client', () => {
  it('uploads in one request, reads metadata and downloads whole and in part', async () => {
    const file = owner.bucket('public').file('artists/7/notes/hello.txt')
    await file.save('Hello, vernissage!', {
      resumable: false,
      metadata: { contentType: 'text/plain', cacheControl: 'no-cache', metadata: { caption: 'A greeting' } },
    })

    const [metadata] = await file.getMetadata()
    expect(metadata).toMatchObject({
      bucket: 'public',
      name: 'artists/7/notes/hello.txt',
      fullPath: 'artists/7/notes/hello.txt',
      size: '18',
      metageneration: '1',
      md5Hash: md5(Buffer.from('Hello, vernissage!')),
      contentType: 'text/plain',
      cacheControl: 'no-cache',
      metadata: { caption: 'A greeting' },
      customMetadata: { caption: 'A greeting' },
    })
    expect(metadata.generation).toMatch(/^\d{16}$/)
    expect(Date.parse(metadata.timeCreated!)).not.toBeNaN()

    expect((await file.download())[0].toString()).toBe('Hello, vernissage!')
    expect((await file.download({ start: 7, end: 16 }))[0].toString()).toBe('vernissage')
    const ranged = await fetch(`${running.base}/storage/v1/b/public/o/${encodeURIComponent(file.name)}?alt=media`, {
      headers: { range: 'bytes=-6' },
    })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe('bytes 12-17/18')
    expect(await ranged.text()).toBe('ssage!')
  })

  it.each([
    ['on Node’s streams, as the application serves them', true],
    ['through the web route', false],
  ])('uploads resumably in chunks and gets the same bytes back, %s', async (_way, sessionsOnNode) => {
    const server = sessionsOnNode ? running : await serve(storageService(pool), { sessionsOnNode })
    const bytes = randomBytes(MB + 12_345)
    const file = client(server.base, 'token-7').bucket('public').file('artists/7/big.bin')
    await file.save(bytes, { resumable: true, chunkSize: 256 * 1024, metadata: { contentType: 'application/x-test' } })
    const [metadata] = await file.getMetadata()
    expect(metadata).toMatchObject({
      size: String(bytes.length),
      md5Hash: md5(bytes),
      contentType: 'application/x-test',
    })
    expect((await file.download())[0].equals(bytes)).toBe(true)
    expect(await filesUnder('sessions')).toEqual([])
    if (server !== running) await server.close()
  })

  it('updates metadata (a new metageneration) and replaces bytes (a new generation)', async () => {
    const file = owner.bucket('public').file('artists/7/door.jpg')
    await file.save(Buffer.from('first'), {
      resumable: false,
      metadata: { metadata: { alt: 'A door', credit: 'Ann' } },
    })
    const [before] = await file.getMetadata()

    const [patched] = await file.setMetadata({
      contentType: 'image/jpeg',
      metadata: { alt: 'A red door', credit: null },
    })
    expect(patched).toMatchObject({
      generation: before.generation,
      metageneration: '2',
      contentType: 'image/jpeg',
      metadata: { alt: 'A red door' },
    })
    expect(Date.parse(patched.updated!)).toBeGreaterThanOrEqual(Date.parse(before.updated!))

    await file.save(Buffer.from('second'), { resumable: false })
    const [replaced] = await file.getMetadata()
    expect(BigInt(replaced.generation!)).toBeGreaterThan(BigInt(before.generation!))
    expect(replaced.metageneration).toBe('1')
    expect((await file.download())[0].toString()).toBe('second')
    // The bytes of the replaced generation are gone from disk.
    expect((await filesUnder('objects')).filter((name) => name.endsWith(`.${before.generation}`))).toEqual([])
  })

  it('lists with a prefix and a delimiter, page by page', async () => {
    const bucket = owner.bucket('public')
    for (const name of ['a.txt', 'b/1.txt', 'b/2.txt', 'c/3.txt', 'd.txt']) {
      await bucket.file(`artists/7/list/${name}`).save(name, { resumable: false })
    }
    const [files, , response] = await bucket.getFiles({
      prefix: 'artists/7/list/',
      delimiter: '/',
      autoPaginate: false,
    })
    expect(files.map((file) => file.name)).toEqual(['artists/7/list/a.txt', 'artists/7/list/d.txt'])
    expect((response as { prefixes: string[] }).prefixes).toEqual(['artists/7/list/b/', 'artists/7/list/c/'])

    const seen: string[] = []
    let query: { pageToken?: string } | null = { pageToken: undefined }
    let pages = 0
    while (query) {
      const [page, next, raw]: [{ name: string }[], { pageToken?: string } | null, unknown] = await bucket.getFiles({
        prefix: 'artists/7/list/',
        delimiter: '/',
        maxResults: 1,
        autoPaginate: false,
        ...query,
      })
      seen.push(...page.map((file) => file.name), ...((raw as { prefixes?: string[] }).prefixes ?? []))
      query = next
      pages++
    }
    expect(pages).toBe(4)
    expect(seen).toEqual(['artists/7/list/a.txt', 'artists/7/list/b/', 'artists/7/list/c/', 'artists/7/list/d.txt'])

    const [everything] = await bucket.getFiles({ prefix: 'artists/7/list/' })
    expect(everything.map((file) => file.name)).toHaveLength(5)
  })

  it('deletes, and a missing object is a 404', async () => {
    const file = owner.bucket('public').file('artists/7/gone.txt')
    await file.save('bye', { resumable: false })
    await file.delete()
    expect(await file.exists()).toEqual([false])
    expect(await statusOf(file.delete())).toBe(404)
    expect(await statusOf(file.getMetadata())).toBe(404)
    expect(await statusOf(owner.bucket('nope').file('x').getMetadata())).toBe(404)
  })
})

describe('access for owner, another person, anonymous and staff', () => {
  const callers = () => ({
    owner: client(running.base, 'token-7'),
    other: client(running.base, 'token-8'),
    anonymous: client(running.base),
    staff: client(running.base, 'token-staff'),
  })

  it('public/artists/{id}/…: written by that person and staff, read by anyone', async () => {
    const writes: Record<string, number | 'ok'> = {}
    for (const [who, gcs] of Object.entries(callers())) {
      writes[who] = await statusOf(gcs.bucket('public').file(`artists/7/by-${who}.txt`).save(who, { resumable: false }))
    }
    expect(writes).toEqual({ owner: 'ok', other: 403, anonymous: 401, staff: 'ok' })
    for (const gcs of Object.values(callers())) {
      expect((await gcs.bucket('public').file('artists/7/by-owner.txt').download())[0].toString()).toBe('owner')
    }
    expect(await statusOf(callers().other.bucket('public').file('artists/7/by-owner.txt').delete())).toBe(403)
    expect(
      await statusOf(callers().anonymous.bucket('public').file('site/banner.txt').save('x', { resumable: false })),
    ).toBe(401)
  })

  it('public/artists/{id}/…: only for a person holding the artist role, as the application says', async () => {
    const member = client(running.base, 'token-member')
    const refused = await member
      .bucket('public')
      .file('artists/10/portrait.png')
      .save('x', { resumable: false })
      .catch((error: unknown) => error as ApiError)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe(403)
    expect((refused as ApiError).message).toBe('You are not allowed to write "artists/10/portrait.png" in bucket "public".')
    expect(await statusOf(member.bucket('private').file('users/10/notes.txt').save('x', { resumable: false }))).toBe('ok')
    expect(await statusOf(owner.bucket('public').file('artists/7/portrait.png').save('x', { resumable: false }))).toBe('ok')
  })

  it('refuses names that are not one place — a traversal, a "." or empty part, a control character, 1,025 bytes', async () => {
    const artist = client(running.base, 'token-8')
    const answers: Record<string, [number | 'ok', string]> = {}
    for (const name of [
      'artists/8/../7/t.png',
      'artists/8/./t.png',
      'artists/8//t.png',
      'artists/8/t\u0001.png',
      `artists/8/${'é'.repeat(508)}.png`,
    ]) {
      const error = await artist
        .bucket('public')
        .file(name)
        .save('x', { resumable: false })
        .then(() => undefined)
        .catch((caught: unknown) => caught as ApiError)
      answers[name.slice(0, 20)] = [error ? error.code! : 'ok', error?.message ?? '']
    }
    expect(answers).toEqual({
      'artists/8/../7/t.png': [400, 'The object name cannot have "." or ".." between its slashes.'],
      'artists/8/./t.png': [400, 'The object name cannot have "." or ".." between its slashes.'],
      'artists/8//t.png': [400, 'The object name cannot have an empty part ("//", or "/" at its end).'],
      'artists/8/t\u0001.png': [400, 'The object name contains a control character.'],
      [`artists/8/${'é'.repeat(10)}`]: [400, 'The object name is longer than 1024 bytes of UTF-8.'],
    })
    // Nothing was stored under the folder a traversal aimed at.
    const [files] = await client(running.base, 'token-staff').bucket('public').getFiles({ prefix: 'artists/7/t' })
    expect(files).toEqual([])
  })

  it('private/users/{id}/…: that person and staff only, for reading, writing and listing', async () => {
    const writes: Record<string, number | 'ok'> = {}
    const reads: Record<string, number | 'ok'> = {}
    const lists: Record<string, number | 'ok'> = {}
    for (const [who, gcs] of Object.entries(callers())) {
      writes[who] = await statusOf(
        gcs
          .bucket('private')
          .file(`users/7/by-${who}.txt`)
          .save(who, { resumable: true, chunkSize: 256 * 1024 }),
      )
      reads[who] = await statusOf(gcs.bucket('private').file('users/7/by-owner.txt').download())
      lists[who] = await statusOf(gcs.bucket('private').getFiles({ prefix: 'users/7/' }))
    }
    expect(writes).toEqual({ owner: 'ok', other: 403, anonymous: 401, staff: 'ok' })
    expect(reads).toEqual({ owner: 'ok', other: 403, anonymous: 401, staff: 'ok' })
    expect(lists).toEqual({ owner: 'ok', other: 403, anonymous: 401, staff: 'ok' })
    expect(
      await statusOf(callers().owner.bucket('private').file('finance/2026.csv').save('x', { resumable: false })),
    ).toBe(403)
  })

  it('serves public files at a stable, cacheable address and private ones at a signed, expiring one', async () => {
    const [publicMeta] = await owner.bucket('public').file('artists/7/by-owner.txt').getMetadata()
    const publicFile = await fetch(publicMeta.mediaLink!)
    expect(publicFile.status).toBe(200)
    expect(publicMeta.mediaLink).toBe(`${running.base}/files/public/artists/7/by-owner.txt`)
    expect(publicFile.headers.get('cache-control')).toBe('public, max-age=3600, no-transform')
    const etag = publicFile.headers.get('etag')!
    expect(await publicFile.text()).toBe('owner')
    expect((await fetch(publicMeta.mediaLink!, { headers: { 'if-none-match': etag } })).status).toBe(304)

    const [privateMeta] = await owner.bucket('private').file('users/7/by-owner.txt').getMetadata()
    const signed = new URL(privateMeta.mediaLink!)
    expect(signed.pathname).toBe('/files/private/users/7/by-owner.txt')
    expect(Number(signed.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now())
    const privateFile = await fetch(signed)
    expect(privateFile.status).toBe(200)
    expect(privateFile.headers.get('cache-control')).toBe('private, no-store, no-transform')
    expect(await privateFile.text()).toBe('owner')

    const unsigned = await fetch(`${running.base}/files/private/users/7/by-owner.txt`)
    expect(unsigned.status).toBe(403)
    expect((await unsigned.json()).error.storageCode).toBe('storage/unauthorized')
    signed.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 1))
    expect((await fetch(signed)).status).toBe(403)
  })
})

describe('quota and failures', () => {
  it('refuses an upload over the owner’s quota with 402 and keeps nothing of it', async () => {
    const artist = client(running.base, 'token-9')
    await artist
      .bucket('public')
      .file('artists/9/one.bin')
      .save(randomBytes(2 * MB), { resumable: false })
    const objectsBefore = await filesUnder('objects')

    expect(
      await statusOf(
        artist
          .bucket('private')
          .file('users/9/two.bin')
          .save(randomBytes(1.5 * MB), { resumable: false }),
      ),
    ).toBe(402)
    expect(
      await statusOf(
        artist
          .bucket('public')
          .file('artists/9/three.bin')
          .save(randomBytes(1.5 * MB), { resumable: true, chunkSize: 256 * 1024 }),
      ),
    ).toBe(402)
    const raw = await fetch(`${running.base}/upload/storage/v1/b/public/o?uploadType=media&name=artists/9/four.bin`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-9', 'content-type': 'application/octet-stream' },
      body: new Uint8Array(randomBytes(1.5 * MB)),
    })
    expect(raw.status).toBe(402)
    expect((await raw.json()).error).toMatchObject({ code: 402, storageCode: 'storage/quota-exceeded' })

    expect(await rowCount('storage_objects', 'owner = $1', ['9'])).toBe(1)
    expect((await filesUnder('objects')).sort()).toEqual(objectsBefore.sort())
    expect(await filesUnder('tmp')).toEqual([])
    // Replacing a file counts its old size back.
    await artist
      .bucket('public')
      .file('artists/9/one.bin')
      .save(randomBytes(2.5 * MB), { resumable: false })
  })

  it('keeps no file and no row of an upload whose body breaks off', async () => {
    const before = await filesUnder('objects')
    const body =
      '--cut\r\nContent-Type: application/json\r\n\r\n{"name":"artists/7/broken.txt"}\r\n--cut\r\n' +
      'Content-Type: text/plain\r\n\r\nonly half of it'
    const response = await fetch(`${running.base}/upload/storage/v1/b/public/o?uploadType=multipart`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-7', 'content-type': 'multipart/related; boundary=cut' },
      body,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toBe('The multipart body ended before its closing boundary.')
    expect(await rowCount('storage_objects', 'name = $1', ['artists/7/broken.txt'])).toBe(0)
    expect(await filesUnder('objects')).toEqual(before)
    expect(await filesUnder('tmp')).toEqual([])
  })

  it('answers bad input with a GCS error that names it, never a 500', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['/upload/storage/v1/b/public/o?uploadType=sideways&name=x', { method: 'POST' }, 400, 'uploadType must be'],
      ['/upload/storage/v1/b/public/o?uploadType=media', { method: 'POST', body: 'x' }, 400, 'object name is missing'],
      ['/storage/v1/b/attic/o', {}, 404, 'no bucket named "attic"'],
      ['/storage/v1/b/public/o?maxResults=-1', {}, 400, 'maxResults'],
      ['/storage/v1/b/public/o?pageToken=garbage', {}, 400, 'pageToken'],
      ['/storage/v1/b/public/o/%E0%A4%A', {}, 400, 'percent-encoding'],
      ['/upload/storage/v1/b/public/o?upload_id=unknown', { method: 'PUT', body: 'x' }, 404, 'no upload session'],
    ]
    for (const [address, init, status, message] of cases) {
      const response = await fetch(`${running.base}${address}`, {
        ...init,
        headers: { authorization: 'Bearer token-staff' },
      })
      const body = (await response.json()) as { error: { code: number; message: string; errors: unknown[] } }
      expect([address, response.status]).toEqual([address, status])
      expect(body.error.message).toContain(message)
      expect(body.error.errors).toHaveLength(1)
    }
  })
})

describe('resumable sessions', () => {
  async function startSession(base: string, name: string): Promise<string> {
    const response = await fetch(
      `${base}/upload/storage/v1/b/public/o?uploadType=resumable&name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer token-7',
          'content-type': 'application/json',
          'x-upload-content-type': 'image/png',
        },
        body: JSON.stringify({ metadata: { alt: 'A kiln' } }),
      },
    )
    expect(response.status).toBe(200)
    return response.headers.get('location')!
  }

  function put(uri: string, body: Buffer | undefined, contentRange: string) {
    return fetch(uri, { method: 'PUT', headers: { 'content-range': contentRange }, body: body && new Uint8Array(body) })
  }

  it('survive a restart of the server and finish with the right MD5', async () => {
    const bytes = randomBytes(3 * 256 * 1024 + 1000)
    const chunk = 256 * 1024
    let server = await serve(storageService(pool))
    const uri = await startSession(server.base, 'artists/7/kiln.png')
    const sessionPath = new URL(uri).pathname + new URL(uri).search

    expect((await put(uri, undefined, 'bytes */*')).status).toBe(308)
    const first = await put(uri, bytes.subarray(0, 2 * chunk), `bytes 0-${2 * chunk - 1}/*`)
    expect(first.status).toBe(308)
    expect(first.headers.get('range')).toBe(`bytes=0-${2 * chunk - 1}`)

    // A new process: another pool, another service, nothing in memory.
    await server.close()
    const pool2 = new pg.Pool({ connectionString: process.env.DATABASE_URL })
    server = await serve(storageService(pool2))
    const again = `${server.base}${sessionPath}`
    const status = await put(again, undefined, 'bytes */*')
    expect(status.status).toBe(308)
    expect(status.headers.get('range')).toBe(`bytes=0-${2 * chunk - 1}`)

    // A chunk sent again from an earlier offset: the bytes already received are skipped.
    const rest = await put(again, bytes.subarray(chunk), `bytes ${chunk}-${bytes.length - 1}/${bytes.length}`)
    expect(rest.status).toBe(200)
    const object = (await rest.json()) as Record<string, unknown>
    expect(object).toMatchObject({
      name: 'artists/7/kiln.png',
      size: String(bytes.length),
      md5Hash: md5(bytes),
      contentType: 'image/png',
      metadata: { alt: 'A kiln' },
    })
    // The final chunk answered again (its answer lost): the same object.
    expect((await put(again, undefined, `bytes */${bytes.length}`)).status).toBe(200)
    const [downloaded] = await owner.bucket('public').file('artists/7/kiln.png').download()
    expect(md5(downloaded)).toBe(md5(bytes))
    await server.close()
    await pool2.end()
  })

  it('can be cancelled, leaving no bytes and no row', async () => {
    const uri = await startSession(running.base, 'artists/7/cancelled.png')
    expect((await put(uri, randomBytes(1000), 'bytes 0-999/*')).status).toBe(308)
    const id = new URL(uri).searchParams.get('upload_id')!
    expect(await filesUnder('sessions')).toContain(id)
    expect((await fetch(uri, { method: 'DELETE' })).status).toBe(499)
    expect(await filesUnder('sessions')).not.toContain(id)
    expect(await rowCount('storage_upload_sessions', 'id = $1', [id])).toBe(0)
    expect(await rowCount('storage_objects', 'name = $1', ['artists/7/cancelled.png'])).toBe(0)
  })

  it('expire after the configured time', async () => {
    const uri = await startSession(running.base, 'artists/7/late.png')
    const later = await serve(storageService(pool, () => new Date(Date.now() + 2 * 60 * 60 * 1000)))
    const url = new URL(uri)
    const response = await put(`${later.base}${url.pathname}${url.search}`, Buffer.from('x'), 'bytes 0-0/1')
    expect(response.status).toBe(410)
    expect((await response.json()).error.message).toContain('expired')
    expect(await filesUnder('sessions')).not.toContain(url.searchParams.get('upload_id'))
    await later.close()
  })
})

describe('what may be stored, and how it is served (decision 029)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  const HTML = '<!doctype html><p>Hello</p><script>document.title = "ran"</script>'
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
  let ruled: Running

  beforeAll(async () => {
    ruled = await serve(storageService(pool, undefined, FOLDER_TYPES))
  })
  afterAll(() => ruled.close())

  async function mediaUpload(name: string, type: string, body: string | Buffer, token = 'token-7') {
    const response = await fetch(`${ruled.base}/upload/storage/v1/b/public/o?uploadType=media&name=${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    })
    return { status: response.status, body: (await response.json()) as { error?: { message: string }; name?: string } }
  }

  it("refuses an artist's HTML page and scripted SVG, and a picture whose bytes are not one", async () => {
    const html = await mediaUpload('artists/7/x.html', 'text/html', HTML)
    expect(html.status).toBe(400)
    expect(html.body.error?.message).toBe(
      '"artists/7/x.html" is text/html; files in public/artists/… must be pictures or PDF.',
    )
    const svg = await mediaUpload('artists/7/x.svg', 'image/svg+xml', SVG)
    expect(svg.status).toBe(400)
    expect(svg.body.error?.message).toContain('is image/svg+xml')
    const disguised = await mediaUpload('artists/7/x.png', 'image/png', HTML)
    expect(disguised.status).toBe(400)
    expect(disguised.body.error?.message).toBe(
      'The bytes of "artists/7/x.png" are not image/png: it is not the kind of file it was declared as.',
    )
    // Not even staff store a page in an artist's folder.
    expect((await mediaUpload('artists/7/y.html', 'text/html', HTML, 'token-staff')).status).toBe(400)
    for (const name of ['artists/7/x.html', 'artists/7/x.svg', 'artists/7/x.png', 'artists/7/y.html']) {
      expect(await rowCount('storage_objects', 'name = $1', [name])).toBe(0)
    }
    const picture = await mediaUpload('artists/7/real.png', 'image/png', PNG)
    expect(picture.status).toBe(200)
  })

  it('checks the bytes of a resumable upload before it becomes an object', async () => {
    const gcs = client(ruled.base, 'token-7')
    const file = gcs.bucket('public').file('artists/7/chunked.png')
    const status = await statusOf(
      file.save(Buffer.concat([Buffer.from(HTML), randomBytes(300 * 1024)]), {
        resumable: true,
        chunkSize: 256 * 1024,
        metadata: { contentType: 'image/png' },
      }),
    )
    expect(status).toBe(400)
    expect(await rowCount('storage_objects', 'name = $1', ['artists/7/chunked.png'])).toBe(0)
  })

  it('does not let a metadata change turn an object into a page', async () => {
    const staff = client(ruled.base, 'token-staff')
    const notes = staff.bucket('public').file('site/notes.txt')
    await notes.save(HTML, { resumable: false, metadata: { contentType: 'text/plain' } })
    expect(await statusOf(notes.setMetadata({ contentType: 'text/html' }))).toBe(400)
    expect((await notes.getMetadata())[0].contentType).toBe('text/plain')
    const picture = client(ruled.base, 'token-7').bucket('public').file('artists/7/real.png')
    expect(await statusOf(picture.setMetadata({ contentType: 'image/svg+xml' }))).toBe(400)
  })

  it('serves a page stored before these rules as a sandboxed attachment, and a picture inline', async () => {
    // Staff may store any type outside people's folders, as any object stored before this change.
    const staff = client(ruled.base, 'token-staff')
    await staff
      .bucket('public')
      .file('site/old.html')
      .save(HTML, { resumable: false, metadata: { contentType: 'text/html' } })
    for (const address of ['/files/public/site/old.html', '/storage/v1/b/public/o/site%2Fold.html?alt=media']) {
      const response = await fetch(`${ruled.base}${address}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html')
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''old.html")
      expect(response.headers.get('cache-control')).toMatch(/no-transform$/)
    }
    const picture = await fetch(`${ruled.base}/files/public/artists/7/real.png`)
    expect(picture.headers.get('content-disposition')).toBeNull()
    expect(picture.headers.get('content-security-policy')).toMatch(/^sandbox;/)
  })

  it('serves a gzip-stored object as stored, or decompressed to a client that does not take gzip', async () => {
    const text = 'A catalogue of the open studios. '.repeat(200)
    const staff = client(ruled.base, 'token-staff')
    const file = staff.bucket('public').file('site/catalogue.txt')
    await file.save(gzipSync(text), {
      resumable: false,
      metadata: { contentType: 'text/plain', contentEncoding: 'gzip' },
    })
    const address = `${ruled.base}/files/public/site/catalogue.txt`
    const stored = await fetch(address, { headers: { 'accept-encoding': 'gzip' } })
    expect(stored.headers.get('content-encoding')).toBe('gzip')
    expect(await stored.text()).toBe(text)
    const plain = await fetch(address, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('x-goog-stored-content-encoding')).toBe('gzip')
    expect(Buffer.from(await plain.arrayBuffer()).toString()).toBe(text)
  })
})
