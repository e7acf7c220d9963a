import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { broken, bytesOf, driverContract } from '../../../../tests/support/storage/driver-contract'
import { MIN_PART_SIZE, s3Driver, type S3DriverOptions } from './s3'

const BUCKET = 'vernissage-test'

let directory: string
let server: S3rver
let options: S3DriverOptions
let admin: S3Client

type KoaContext = { method: string; query: Record<string, unknown>; status: number }
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>

/** s3rver's multipart uploads in progress, as folders on its disk (it has no ListMultipartUploads). */
function uploadsFolder(): string {
  const store = (server as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }).store
  return store.getResourcePath(BUCKET, undefined, 'uploads')
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'vernissage-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  // s3rver 3.7 answers AbortMultipartUpload with 405; this does what S3 does: drop the upload's parts.
  ;(server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(async (ctx, next) => {
    if (ctx.method !== 'DELETE' || typeof ctx.query.uploadId !== 'string') return next()
    await rm(path.join(uploadsFolder(), ctx.query.uploadId), { recursive: true, force: true })
    ctx.status = 204
  })
  const { port } = await server.run()
  options = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    partSize: MIN_PART_SIZE,
  }
  admin = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  })
})

afterEach(async () => {
  const { Contents = [] } = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  await Promise.all(Contents.map(({ Key }) => admin.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }))))
  await rm(uploadsFolder(), { recursive: true, force: true })
})

afterAll(async () => {
  admin?.destroy()
  await server?.close()
  await rm(directory, { recursive: true, force: true })
})

async function bucketKeys(): Promise<string[]> {
  const { Contents = [] } = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return Contents.map(({ Key }) => Key!)
}

async function openUploads(): Promise<string[]> {
  return readdir(uploadsFolder()).catch(() => [])
}

describe('S3 driver against s3rver', () => {
  driverContract(() => ({
    driver: () => s3Driver(options),
    leftovers: async () => [...(await bucketKeys()), ...(await openUploads()).map((id) => `upload ${id}`)],
  }))

  it('streams a whole object of several parts', async () => {
    const bytes = randomBytes(2 * MIN_PART_SIZE + 1000)
    const driver = s3Driver(options)
    await driver.put('public/gh/ghi.1', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))
    expect((await bytesOf(await driver.get('public/gh/ghi.1'))).equals(bytes)).toBe(true)
    expect(await bucketKeys()).toEqual(['public/gh/ghi.1'])
    expect(await openUploads()).toEqual([])
  })

  it('leaves no upload behind when a stream of several parts breaks', async () => {
    const driver = s3Driver(options)
    await expect(driver.put('public/gh/ghi.1', broken(randomBytes(2 * MIN_PART_SIZE + 10)))).rejects.toThrow(
      'connection reset',
    )
    expect(await bucketKeys()).toEqual([])
    expect(await openUploads()).toEqual([])
  })

  it('keeps a session as it was when a chunk fails after filling a part', async () => {
    const driver = s3Driver(options)
    const head = randomBytes(1000)
    const { state } = await driver.appendChunk(await driver.startSession('s4'), 0, Readable.from([head]))
    await expect(driver.appendChunk(state, 1000, broken(randomBytes(MIN_PART_SIZE + 10)))).rejects.toThrow(
      'connection reset',
    )
    const tail = randomBytes(10)
    const done = await driver.appendChunk(state, 1000, Readable.from([tail]))
    await driver.completeSession(done.state, 'public/ij/ijk.1')
    expect((await bytesOf(await driver.get('public/ij/ijk.1'))).equals(Buffer.concat([head, tail]))).toBe(true)
  })

  it('carries on from a state the service could not record', async () => {
    const driver = s3Driver(options)
    const first = await driver.appendChunk(await driver.startSession('s5'), 0, Readable.from(['abc']))
    await driver.appendChunk(first.state, 3, Readable.from(['lost']))
    const again = await driver.appendChunk(first.state, 3, Readable.from(['def']))
    await driver.completeSession(again.state, 'public/kl/klm.1')
    expect((await bytesOf(await driver.get('public/kl/klm.1'))).toString()).toBe('abcdef')
    expect(await bucketKeys()).toEqual(['public/kl/klm.1'])
  })

  it('refuses a chunk at an offset other than the bytes the session holds', async () => {
    const driver = s3Driver(options)
    const { state } = await driver.appendChunk(await driver.startSession('s6'), 0, Readable.from(['abc']))
    await expect(driver.appendChunk(state, 1, Readable.from(['x']))).rejects.toThrow('holds 3 bytes')
  })

  it('keeps session objects away from the keys of objects', async () => {
    const driver = s3Driver(options)
    await expect(driver.put('.sessions/x/object', Readable.from(['x']))).rejects.toThrow('Unsafe storage key')
  })
})
