import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupName, keepNewest, s3Store, type BackupStore } from './store'

const BUCKET = 'vernissage-backups-test'
let directory: string
let server: S3rver
let store: BackupStore

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'vernissage-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  store = s3Store({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  })
})

afterAll(async () => {
  await server?.close()
  await rm(directory, { recursive: true, force: true })
})

const write = (bytes: Buffer) => (output: NodeJS.WritableStream) =>
  new Promise<number>((resolve, reject) => {
    output.on('error', reject)
    output.end(bytes, () => resolve(bytes.length))
  })

describe('backups in the storage’s S3 bucket', () => {
  it('keeps archives under .backups/, newest first, readable, and only the newest N', async () => {
    expect(store.describe()).toBe(`s3://${BUCKET}/.backups/`)
    const names = ['01', '03', '02'].map((day) => backupName(new Date(`2026-12-${day}T10:30:00Z`)))
    for (const [i, name] of names.entries()) {
      const { value, backup } = await store.save(name, write(Buffer.alloc(1000 + i, i)))
      expect(value).toBe(1000 + i)
      expect(backup).toMatchObject({ name, size: 1000 + i, where: `s3://${BUCKET}/.backups/${name}` })
    }
    const listed = await store.list()
    expect(listed.map((b) => b.name)).toEqual([names[1], names[2], names[0]])
    expect(Buffer.concat(await (await store.read(names[1]!)).toArray())).toEqual(Buffer.alloc(1001, 1))
    expect(await keepNewest(store, 2)).toEqual([names[0]])
    expect((await store.list()).map((b) => b.name)).toEqual([names[1], names[2]])
  })

  it('shows nothing of a backup that failed half-way', async () => {
    const before = await store.list()
    const failing = (output: NodeJS.WritableStream) =>
      new Promise<never>((_resolve, reject) => {
        output.write(Buffer.alloc(1000))
        setTimeout(() => reject(new Error('cut off')), 20)
      })
    await expect(store.save(backupName(new Date('2026-12-09T10:30:00Z')), failing)).rejects.toThrow('cut off')
    expect(await store.list()).toEqual(before)
  })
})
