import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable, type Writable } from 'node:stream'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

/** One archive kept by the store. */
export type StoredBackup = { name: string; size: number; createdAt: Date; where: string }

/**
 * Where the archives are kept: a folder, or the storage's S3 bucket. An
 * archive appears under its name only once whole (a temporary name renamed,
 * or a multipart upload completed), so a run cut off leaves no half archive.
 */
export interface BackupStore {
  /** Newest first. */
  list(): Promise<StoredBackup[]>
  /** Writes one archive through `write`, and keeps it under `name` once `write` resolved. */
  save<T>(name: string, write: (output: Writable) => Promise<T>): Promise<{ value: T; backup: StoredBackup }>
  read(name: string): Promise<Readable>
  remove(name: string): Promise<void>
  describe(): string
}

const NAME = /^vernissage-(\d{8}T\d{6}(?:\d{3})?Z)\.zip$/

/** An archive's name from its time: sortable, and the time read back from it. */
export function backupName(at: Date): string {
  return `vernissage-${at.toISOString().replace(/[-:]/g, '').replace('.', '')}.zip`
}

function timeOfName(name: string): Date | null {
  const match = NAME.exec(name)?.[1]
  if (!match) return null
  const [, y, mo, d, h, mi, s, ms = '000'] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})?Z$/.exec(match)!
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`)
}

/** A temporary file older than this belongs to a run that was cut off. */
const ABANDONED_MS = 24 * 60 * 60 * 1000

export function folderStore(folder: string): BackupStore {
  const where = path.resolve(folder)
  return {
    describe: () => where,
    async list() {
      const names = await readdir(where).catch(() => [] as string[])
      const found: StoredBackup[] = []
      for (const name of names) {
        const createdAt = timeOfName(name)
        if (!createdAt) continue
        const { size } = await stat(path.join(where, name))
        found.push({ name, size, createdAt, where: path.join(where, name) })
      }
      return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    },
    async save(name, write) {
      await mkdir(where, { recursive: true, mode: 0o700 })
      await removeAbandoned(where)
      const partial = path.join(where, `.${name}.${randomBytes(4).toString('hex')}.partial`)
      try {
        const output = createWriteStream(partial, { mode: 0o600 })
        const value = await write(output)
        const handle = await open(partial, 'r')
        await handle.sync().finally(() => handle.close())
        await rename(partial, path.join(where, name))
        const { size } = await stat(path.join(where, name))
        return { value, backup: { name, size, createdAt: timeOfName(name)!, where: path.join(where, name) } }
      } finally {
        await rm(partial, { force: true })
      }
    },
    read: async (name) => createReadStream(path.join(where, checked(name))),
    remove: async (name) => rm(path.join(where, checked(name)), { force: true }),
  }
}

async function removeAbandoned(folder: string) {
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.partial')) continue
    const file = path.join(folder, name)
    const { mtimeMs } = await stat(file)
    if (Date.now() - mtimeMs > ABANDONED_MS) await rm(file, { force: true })
  }
}

function checked(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a backup's name: ${name}`)
  return name
}

export type S3StoreOptions = {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  endpoint?: string
  forcePathStyle?: boolean
}

/** Archives in the storage's S3 bucket, beside the stored files: the service's keys start with a bucket name, never a dot. */
const PREFIX = '.backups/'

export function s3Store(options: S3StoreOptions): BackupStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const where = (name: string) => `s3://${Bucket}/${PREFIX}${name}`
  async function list() {
    const found: StoredBackup[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }))
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(PREFIX.length)
        const createdAt = timeOfName(name)
        if (createdAt) found.push({ name, size: object.Size ?? 0, createdAt, where: where(name) })
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  }
  return {
    describe: () => `s3://${Bucket}/${PREFIX}`,
    list,
    async save(name, write) {
      const body = new PassThrough()
      // A multipart upload shows the object only once completed; one cut off is aborted by the SDK or expires.
      const upload = new Upload({ client, params: { Bucket, Key: PREFIX + checked(name), Body: body } })
      const uploaded = upload.done()
      uploaded.catch(() => undefined)
      let value: Awaited<ReturnType<typeof write>>
      try {
        value = await write(body)
      } catch (error) {
        await upload.abort().catch(() => undefined)
        throw error
      }
      await uploaded
      const listed = (await list()).find((backup) => backup.name === name)
      return { value, backup: listed ?? { name, size: 0, createdAt: timeOfName(name)!, where: where(name) } }
    },
    async read(name) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + checked(name) }))
      return answer.Body as Readable
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + checked(name) }))
    },
  }
}

/** Keeps the newest `keep` archives and removes the others; returns the names removed. */
export async function keepNewest(store: BackupStore, keep: number): Promise<string[]> {
  const old = (await store.list()).slice(keep)
  for (const backup of old) await store.remove(backup.name)
  return old.map((backup) => backup.name)
}
