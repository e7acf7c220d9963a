import { createHash, randomBytes } from 'node:crypto'
import { pipeline, Readable, Transform } from 'node:stream'

import { canList, canRead, canWrite, isBucket, ownerOf, refusal, type BucketName, type Caller } from './access'
import { checkDeclaredType, checkStoredBytes, checkTypeChange, SNIFF_BYTES, type FolderTypes } from './content-types'
import { crc32cBase64, DigestStream, type Digests } from './digest'
import type { Md5 } from './md5'
import { DriverNotFound, type StorageDriver } from './drivers/driver'
import { invalid, StorageError } from './errors'
import {
  applyPatch,
  checkObjectName,
  nextGeneration,
  nextMetageneration,
  type MetadataPatch,
  type StoredObject,
  type WritableMetadata,
} from './metadata'
import { pageToken, readPageToken } from './pagination'
import type { ByteRange, ContentRange } from './ranges'
import { filePath, signedPath, verifySignedPath } from './signed-url'
import { objectStore, quotaExceeded, sessionStore, type Session, type StorageDatabase } from './store'

export type StorageOptions = {
  database: StorageDatabase
  driver: StorageDriver
  /** What the files in one person's folders may add up to. */
  quotaBytes: number
  /** How long a resumable session can be resumed. */
  sessionLifetimeMs: number
  /** Key of the signed download addresses (`signingKey(secret)`). */
  signingKey: Buffer
  signedUrlLifetimeMs: number
  /** The types that folders people write into may hold (decision 029); other folders take any type. */
  folderTypes?: readonly FolderTypes[]
  now?: () => Date
  /** Receives failures that do not concern the caller (a leftover file that could not be removed). */
  log?: (message: string, error: unknown) => void
}

export type UploadRequest = {
  bucket: string
  name: string | undefined
  patch: MetadataPatch
  /** The media's own Content-Type, used when the metadata names none. */
  mediaType?: string
  body: Readable
  declaredSize?: number
  ifGenerationMatch?: string
}

export type SessionRequest = Omit<UploadRequest, 'body'>

export type ChunkResult = { done: false; received: number } | { done: true; object: StoredObject }

export type ListRequest = { prefix: string; delimiter?: string; pageToken: string | null; maxResults: number }

export type Listing = { items: StoredObject[]; prefixes: string[]; nextPageToken?: string }

export type Download = { object: StoredObject; body: Readable; range?: ByteRange }

const DEFAULT_TYPE = 'application/octet-stream'

/** Where the bytes of one generation are kept: by a digest of the name, so any name makes a safe key. */
export function objectKey(bucket: string, name: string, generation: string): string {
  const digest = createHash('sha256').update(name).digest('hex')
  return `${bucket}/${digest.slice(0, 2)}/${digest}.${generation}`
}

function bucketOf(name: string): BucketName {
  if (!isBucket(name)) throw new StorageError('storage/bucket-not-found', `There is no bucket named "${name}".`)
  return name
}

function notFound(bucket: string, name: string): StorageError {
  return new StorageError('storage/object-not-found', `No object named "${name}" in bucket "${bucket}".`)
}

/** Drops the first `count` bytes of a stream: the part of a chunk sent again that the session already has. */
function skipBytes(count: number): Transform {
  let left = count
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (left >= chunk.length) {
        left -= chunk.length
        callback()
        return
      }
      const rest = chunk.subarray(left)
      left = 0
      callback(null, rest)
    },
  })
}

/**
 * Pipes `body` through `stage` for a consumer to read. An error on either
 * side destroys both and reaches the consumer through `stage`, which may not
 * be reading yet, hence `pipeline` (it listens for errors from the start)
 * rather than `pipe`.
 */
function through<T extends Transform>(body: Readable, stage: T): T {
  pipeline(body, stage, () => undefined)
  return stage
}

async function digestOf(stream: Readable): Promise<Digests> {
  const digest = new DigestStream()
  for await (const chunk of through(stream, digest)) void chunk
  try {
    return await digest.digests()
  } finally {
    digest.md5State.dispose()
  }
}

/**
 * Buckets and objects: access rules, quotas, generations and resumable
 * sessions over a driver (the bytes) and PostgreSQL (everything else).
 */
export function createStorage(options: StorageOptions) {
  const objects = objectStore(options.database)
  const sessions = sessionStore(options.database)
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => undefined)
  const folderTypes = options.folderTypes ?? []
  // The MD5 of a session in progress, while this process receives its chunks; otherwise it is computed again at the end.
  const sessionHashes = new Map<string, { size: number; md5: Md5 }>()

  async function dropBytes(key: string) {
    await options.driver.delete(key).catch((error: unknown) => log(`Could not remove stored bytes ${key}`, error))
  }

  /** Bytes `owner` may still store at `name`, counting the object it would replace. */
  async function roomFor(owner: string | undefined, bucket: string, name: string): Promise<number | undefined> {
    if (owner === undefined) return undefined
    const [used, existing] = await Promise.all([objects.usage(owner), objects.get(bucket, name)])
    const freed = existing?.owner === owner ? existing.size : 0
    return options.quotaBytes - used + freed
  }

  function checkWrite(caller: Caller | undefined, bucketName: string, name: string | undefined) {
    const bucket = bucketOf(bucketName)
    const objectName = checkObjectName(name)
    if (!canWrite(caller, bucket, objectName)) throw refusal(caller, `write "${objectName}" in bucket "${bucket}"`)
    return { bucket, name: objectName, owner: ownerOf(bucket, objectName) }
  }

  async function readable(caller: Caller | undefined, bucketName: string, name: string): Promise<StoredObject> {
    const bucket = bucketOf(bucketName)
    const objectName = checkObjectName(name)
    if (!canRead(caller, bucket, objectName)) throw refusal(caller, `read "${objectName}" in bucket "${bucket}"`)
    const object = await objects.get(bucket, objectName)
    if (!object) throw notFound(bucket, objectName)
    return object
  }

  function initialMetadata(request: SessionRequest): WritableMetadata {
    const metadata = applyPatch({ customMetadata: {} }, request.patch)
    metadata.contentType ??= request.mediaType || DEFAULT_TYPE
    return metadata
  }

  function checkDeclaredSize(size: number | undefined, room: number | undefined) {
    if (size !== undefined && room !== undefined && size > room) throw quotaExceeded(options.quotaBytes)
  }

  async function openStream(object: StoredObject, range?: ByteRange): Promise<Download> {
    try {
      const body = await options.driver.get(objectKey(object.bucket, object.name, object.generation), range)
      return { object, body, range }
    } catch (error) {
      // The object was replaced or deleted between reading its row and opening its bytes.
      if (error instanceof DriverNotFound) throw notFound(object.bucket, object.name)
      throw error
    }
  }

  /** The first bytes of what was stored under `key`, for recognising its type. */
  async function headOf(key: string, size: number): Promise<Uint8Array> {
    if (size === 0) return new Uint8Array()
    const chunks: Buffer[] = []
    for await (const chunk of await options.driver.get(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })) {
      chunks.push(Buffer.from(chunk as Uint8Array))
    }
    return Buffer.concat(chunks)
  }

  /** Records the new generation whose bytes are stored under `key`, or removes those bytes again. */
  async function commit(
    target: { bucket: string; name: string; owner?: string },
    generation: string,
    key: string,
    digests: Digests,
    metadata: WritableMetadata,
    ifGenerationMatch: string | undefined,
    sessionId?: string,
  ): Promise<StoredObject> {
    try {
      await checkStoredBytes(folderTypes, bucketOf(target.bucket), target.name, metadata.contentType, () =>
        headOf(key, digests.size),
      )
      const { object, replaced } = await objects.commit(
        { ...target, generation, ...digests, metadata, ifGenerationMatch, now: now() },
        options.quotaBytes,
        sessionId,
      )
      if (replaced) await dropBytes(objectKey(target.bucket, target.name, replaced))
      return object
    } catch (error) {
      await dropBytes(key)
      throw error
    }
  }

  async function finishSession(session: Session, md5: Md5 | undefined, crc32cState: number): Promise<StoredObject> {
    const existing = await objects.get(session.bucket, session.name)
    const generation = nextGeneration(existing?.generation, now().getTime())
    const key = objectKey(session.bucket, session.name, generation)
    sessionHashes.delete(session.id)
    try {
      await options.driver.completeSession(session.driverState, key)
      const digests = md5
        ? {
            size: session.received,
            md5Hash: await md5.digest().finally(() => md5.dispose()),
            crc32c: crc32cBase64(crc32cState),
          }
        : await digestOf(await options.driver.get(key))
      return await commit(session, generation, key, digests, session.metadata, session.ifGenerationMatch, session.id)
    } catch (error) {
      await options.driver.abortSession(session.driverState).catch(() => undefined)
      await sessions.remove(session.id)
      throw error
    }
  }

  async function liveSession(id: string): Promise<Session> {
    const session = await sessions.get(id)
    if (!session) {
      throw new StorageError('storage/object-not-found', 'There is no upload session with this id.')
    }
    if (session.expiresAt.getTime() <= now().getTime() && session.completedGeneration === undefined) {
      await options.driver.abortSession(session.driverState).catch(() => undefined)
      await sessions.remove(id)
      throw new StorageError(
        'storage/object-not-found',
        'This upload session has expired; start the upload again.',
        410,
      )
    }
    return session
  }

  async function sweepExpiredSessions() {
    for (const session of await sessions.takeExpired(now())) {
      sessionHashes.delete(session.id)
      await options.driver
        .abortSession(session.driverState)
        .catch((error: unknown) => log(`Could not remove expired upload session ${session.id}`, error))
    }
  }

  return {
    getObject: readable,

    openBytes: openStream,

    /** The object behind a `/files/…` address: public objects for anyone, private ones with a valid signature. */
    async fileObject(bucketName: string, name: string, query: URLSearchParams): Promise<StoredObject> {
      const bucket = bucketOf(bucketName)
      if (bucket !== 'public') {
        const check = verifySignedPath(options.signingKey, bucket, name, query, now())
        if (check !== 'valid') {
          throw new StorageError(
            'storage/unauthorized',
            check === 'expired' ? 'This download address has expired.' : 'This download address is not valid.',
          )
        }
      }
      const object = await objects.get(bucket, name)
      if (!object) throw notFound(bucket, name)
      return object
    },

    /** The download address of an object: stable for public objects, signed and expiring for private ones. */
    downloadPath(object: StoredObject): string {
      if (object.bucket === 'public') return filePath(object.bucket, object.name)
      return signedPath(
        options.signingKey,
        object.bucket,
        object.name,
        new Date(now().getTime() + options.signedUrlLifetimeMs),
      )
    },

    /** A whole object in one request (`uploadType=media` or `multipart`). */
    async upload(caller: Caller | undefined, request: UploadRequest): Promise<StoredObject> {
      const target = checkWrite(caller, request.bucket, request.name)
      const metadata = initialMetadata(request)
      checkDeclaredType(folderTypes, target.bucket, target.name, metadata.contentType)
      const room = await roomFor(target.owner, target.bucket, target.name)
      checkDeclaredSize(request.declaredSize, room)
      const existing = await objects.get(target.bucket, target.name)
      const generation = nextGeneration(existing?.generation, now().getTime())
      const key = objectKey(target.bucket, target.name, generation)
      const digest = new DigestStream({ limit: room, tooLarge: () => quotaExceeded(options.quotaBytes) })
      await options.driver.put(key, through(request.body, digest))
      const digests = await digest.digests().finally(() => digest.md5State.dispose())
      if (request.declaredSize !== undefined && digests.size !== request.declaredSize) {
        await dropBytes(key)
        throw new StorageError(
          'storage/server-file-wrong-size',
          `The upload was to have ${request.declaredSize} bytes but had ${digests.size}.`,
        )
      }
      return commit(target, generation, key, digests, metadata, request.ifGenerationMatch)
    },

    /** Opens a resumable session; its id goes into the session URI. */
    async startSession(caller: Caller | undefined, request: SessionRequest): Promise<string> {
      const target = checkWrite(caller, request.bucket, request.name)
      const metadata = initialMetadata(request)
      checkDeclaredType(folderTypes, target.bucket, target.name, metadata.contentType)
      checkDeclaredSize(request.declaredSize, await roomFor(target.owner, target.bucket, target.name))
      await sweepExpiredSessions()
      const id = randomBytes(24).toString('base64url')
      const driverState = await options.driver.startSession(id)
      try {
        await sessions.create({
          id,
          ...target,
          metadata,
          declaredSize: request.declaredSize,
          ifGenerationMatch: request.ifGenerationMatch,
          driverState,
          expiresAt: new Date(now().getTime() + options.sessionLifetimeMs),
        })
      } catch (error) {
        await options.driver.abortSession(driverState).catch(() => undefined)
        throw error
      }
      return id
    },

    /**
     * One `PUT` to a session: a status query or a chunk. The session URI is
     * the credential, as in GCS: access was checked when it was opened.
     */
    async putChunk(id: string, range: ContentRange, body: Readable): Promise<ChunkResult> {
      const session = await liveSession(id)
      if (session.completedGeneration !== undefined) {
        body.resume()
        const object = await objects.get(session.bucket, session.name)
        if (!object || object.generation !== session.completedGeneration) throw notFound(session.bucket, session.name)
        return { done: true, object }
      }
      const received = session.received
      const total = range.total ?? session.declaredSize
      if (total !== undefined && received > total) {
        throw invalid(`The session has ${received} bytes, more than the total of ${total}.`)
      }
      if (range.kind === 'query') {
        body.resume()
        if (range.total !== undefined && received === range.total) {
          return { done: true, object: await finishSession(session, undefined, session.crc32cState) }
        }
        return { done: false, received }
      }
      if (range.start > received) {
        body.resume()
        throw invalid(`The chunk starts at byte ${range.start}, but the session has only ${received} bytes.`)
      }
      const room = await roomFor(session.owner, session.bucket, session.name)
      const limit = Math.min(total ?? Infinity, room ?? Infinity)
      const memory = sessionHashes.get(id)
      const digest = new DigestStream({
        limit: Number.isFinite(limit) ? limit : undefined,
        tooLarge: () =>
          total !== undefined && total <= (room ?? Infinity)
            ? invalid(`The upload was to have ${total} bytes; this chunk goes past that.`)
            : quotaExceeded(options.quotaBytes),
        resume: {
          size: received,
          crc32c: session.crc32cState,
          md5: memory?.size === received ? memory.md5 : undefined,
        },
      })
      sessionHashes.delete(id)
      const fresh = range.start < received ? through(body, skipBytes(received - range.start)) : body
      const { state, size } = await options.driver.appendChunk(session.driverState, received, through(fresh, digest))
      if (range.end !== undefined && size !== Math.max(range.end + 1, received)) {
        throw invalid(`The chunk was to end at byte ${range.end}, but ${size - received} new bytes arrived.`)
      }
      const recorded = await sessions.advance(id, received, size, digest.crcValue, state, range.total)
      if (!recorded) {
        throw new StorageError(
          'storage/unknown',
          'Another request wrote to this upload session at the same time; ask for its status and go on from there.',
          503,
        )
      }
      const updated = { ...session, received: size, crc32cState: digest.crcValue, driverState: state }
      const last = range.end === undefined || size === total
      if (!last) {
        sessionHashes.set(id, { size, md5: digest.md5State })
        return { done: false, received: size }
      }
      if (total !== undefined && size !== total) {
        throw new StorageError(
          'storage/server-file-wrong-size',
          `The upload was to have ${total} bytes but had ${size}.`,
        )
      }
      const md5 = memory?.size === received || received === 0 ? digest.md5State : undefined
      return { done: true, object: await finishSession(updated, md5, digest.crcValue) }
    },

    /** Cancels a session: its bytes and its row go. */
    async cancelSession(id: string): Promise<void> {
      const session = await liveSession(id)
      sessionHashes.delete(id)
      await options.driver.abortSession(session.driverState)
      await sessions.remove(id)
    },

    async updateMetadata(
      caller: Caller | undefined,
      bucketName: string,
      name: string,
      patch: MetadataPatch,
      ifMetagenerationMatch?: string,
    ): Promise<StoredObject> {
      const target = checkWrite(caller, bucketName, name)
      // Another change between reading and writing makes the update fail; a few tries settle it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const current = await objects.get(target.bucket, target.name)
        if (!current) throw notFound(target.bucket, target.name)
        if (ifMetagenerationMatch !== undefined && current.metageneration !== ifMetagenerationMatch) {
          throw new StorageError(
            'storage/invalid-argument',
            `Precondition failed: the object's metageneration is not ${ifMetagenerationMatch}.`,
            412,
          )
        }
        const metadata = applyPatch(current, patch)
        checkTypeChange(folderTypes, target.bucket, target.name, current.contentType, metadata.contentType)
        const updated = await objects.updateMetadata(
          current,
          metadata,
          nextMetageneration(current.metageneration),
          now(),
        )
        if (updated) return updated
      }
      throw new StorageError('storage/unknown', 'The object kept changing; try again.', 503)
    },

    async deleteObject(
      caller: Caller | undefined,
      bucketName: string,
      name: string,
      ifGenerationMatch?: string,
    ): Promise<void> {
      const target = checkWrite(caller, bucketName, name)
      const generation = await objects.remove(target.bucket, target.name, ifGenerationMatch)
      if (generation === undefined) {
        if (ifGenerationMatch !== undefined && (await objects.get(target.bucket, target.name))) {
          throw new StorageError(
            'storage/invalid-argument',
            `Precondition failed: the object's generation is not ${ifGenerationMatch}.`,
            412,
          )
        }
        throw notFound(target.bucket, target.name)
      }
      await dropBytes(objectKey(target.bucket, target.name, generation))
    },

    async list(caller: Caller | undefined, bucketName: string, request: ListRequest): Promise<Listing> {
      const bucket = bucketOf(bucketName)
      if (!canList(caller, bucket, request.prefix)) {
        throw refusal(caller, `list "${request.prefix}" in bucket "${bucket}"`)
      }
      const start = readPageToken(request.pageToken)
      const keys = await objects.listKeys(bucket, request.prefix, request.delimiter, start, request.maxResults + 1)
      const page = keys.slice(0, request.maxResults)
      const items = await objects.getMany(
        bucket,
        page.filter((key) => !key.isPrefix).map((key) => key.key),
      )
      const prefixes = page.filter((key) => key.isPrefix).map((key) => key.key)
      const last = page.at(-1)
      const listing: Listing = { items, prefixes }
      if (keys.length > request.maxResults && last) listing.nextPageToken = pageToken(last.key, last.isPrefix)
      return listing
    },
  }
}

export type Storage = ReturnType<typeof createStorage>
