import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { DriverNotFound, type StorageDriver } from './driver'

/** S3's smallest part; every part of a multipart upload but the last must be at least this big. */
export const MIN_PART_SIZE = 5 * 1024 * 1024

/** CopyObject copies at most 5 GiB in one request; larger objects need a multipart copy (UploadPartCopy). */
const MAX_COPY_SIZE = 5 * 1024 * 1024 * 1024

/** Sessions live under this prefix until they complete; the service's keys start with a bucket name, never a dot. */
const SESSIONS = '.sessions/'

export type S3DriverOptions = {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** For S3-compatible services; unset means AWS. */
  endpoint?: string
  forcePathStyle?: boolean
  /** Size of every part but the last (R2 wants them all equal); also the most a session keeps staged. */
  partSize?: number
}

/**
 * A session's state, kept by the service in PostgreSQL. `parts` are the parts
 * uploaded so far, numbered from 1 in order. `staged` holds the bytes after
 * them, fewer than a part, as a small object beside the session. `previous` is
 * the staged object of the state before this one, kept until the next chunk so
 * that state still works if the service could not record this one.
 */
type SessionState = {
  id: string
  uploadId: string
  parts: { etag: string; size: number }[]
  staged?: { key: string; size: number }
  previous?: string
}

/**
 * Objects in an S3 bucket under the service's keys. Whole objects stream in
 * through `Upload`, which sends one PutObject or a multipart upload; either
 * makes the object appear only once all of it has arrived.
 *
 * A resumable session is an S3 multipart upload to `.sessions/{id}/object`.
 * Chunks of any size arrive, parts must be at least 5 MB, so the bytes not yet
 * filling a part are kept in the bucket as a staging object (not in this
 * process, so another process can carry on). Completing uploads the staged
 * bytes as the last part, completes the upload and copies the result to the
 * final key: that key is chosen only when the session ends.
 */
export function s3Driver(options: S3DriverOptions): StorageDriver {
  const partSize = options.partSize ?? 8 * 1024 * 1024
  if (partSize < MIN_PART_SIZE) throw new Error(`S3 parts must be at least ${MIN_PART_SIZE} bytes`)
  const Bucket = options.bucket
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default checksums stream as aws-chunked trailers, which many S3-compatible services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

  function objectKey(key: string): string {
    if (key.startsWith(SESSIONS) || key.length === 0) throw new Error(`Unsafe storage key: ${key}`)
    return key
  }

  function prefixOf(id: string): string {
    return `${SESSIONS}${id}/`
  }

  function uploadKey(id: string): string {
    return `${prefixOf(id)}object`
  }

  function parseState(text: string): SessionState {
    const state = JSON.parse(text) as SessionState
    if (typeof state.id !== 'string' || !/^[\w-]+$/.test(state.id) || typeof state.uploadId !== 'string') {
      throw new Error('Not an S3 session state')
    }
    return state
  }

  function sizeOf(state: SessionState): number {
    return state.parts.reduce((sum, part) => sum + part.size, 0) + (state.staged?.size ?? 0)
  }

  async function readAll(key: string): Promise<Buffer> {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }))
    return Buffer.from(await Body!.transformToByteArray())
  }

  async function uploadPart(state: SessionState, bytes: Buffer): Promise<{ etag: string; size: number }> {
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket,
        Key: uploadKey(state.id),
        UploadId: state.uploadId,
        PartNumber: state.parts.length + 1,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    )
    if (!ETag) throw new Error('S3 gave no ETag for an uploaded part')
    return { etag: ETag, size: bytes.length }
  }

  /** Drops the multipart upload, if still open, and every object under the session's prefix. */
  async function clean(state: SessionState, uploadOpen: boolean) {
    if (uploadOpen) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: uploadKey(state.id), UploadId: state.uploadId }))
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error
        })
    }
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefixOf(state.id) }))
    await Promise.all(Contents.map(({ Key }) => client.send(new DeleteObjectCommand({ Bucket, Key }))))
  }

  return {
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body },
        partSize,
        queueSize: 2,
      })
      try {
        await upload.done()
      } catch (error) {
        body.destroy()
        throw error
      }
    },

    async get(key, range) {
      try {
        const { Body } = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        return Body as Readable
      } catch (error) {
        if (isNotFound(error)) throw new DriverNotFound(key)
        throw error
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }))
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },

    async startSession(id) {
      if (!/^[\w-]+$/.test(id)) throw new Error(`Unsafe session id: ${id}`)
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: uploadKey(id) }))
      if (!UploadId) throw new Error('S3 gave no upload id')
      const state: SessionState = { id, uploadId: UploadId, parts: [] }
      return JSON.stringify(state)
    },

    async appendChunk(text, offset, body) {
      const state = parseState(text)
      const held = sizeOf(state)
      if (offset !== held) {
        body.destroy()
        throw new Error(`The session holds ${held} bytes; a chunk cannot start at ${offset}`)
      }
      try {
        // Parts past the state's own are overwritten or left out at completion, so a failed chunk changes nothing.
        const parts = [...state.parts]
        let pending = state.staged ? [await readAll(state.staged.key)] : []
        let pendingSize = state.staged?.size ?? 0
        let received = 0
        for await (const chunk of body) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
          pending.push(bytes)
          pendingSize += bytes.length
          received += bytes.length
          while (pendingSize >= partSize) {
            const all = Buffer.concat(pending)
            parts.push(await uploadPart({ ...state, parts }, all.subarray(0, partSize)))
            pending = [all.subarray(partSize)]
            pendingSize -= partSize
          }
        }
        if (received === 0) return { state: text, size: held }
        let staged: SessionState['staged']
        if (pendingSize > 0) {
          staged = { key: `${prefixOf(state.id)}staged-${randomBytes(8).toString('hex')}`, size: pendingSize }
          await client.send(new PutObjectCommand({ Bucket, Key: staged.key, Body: Buffer.concat(pending) }))
        }
        if (state.previous) {
          await client.send(new DeleteObjectCommand({ Bucket, Key: state.previous })).catch(() => undefined)
        }
        const next: SessionState = {
          id: state.id,
          uploadId: state.uploadId,
          parts,
          staged,
          previous: state.staged?.key,
        }
        return { state: JSON.stringify(next), size: held + received }
      } catch (error) {
        body.destroy()
        throw error
      }
    },

    async completeSession(text, key) {
      const state = parseState(text)
      const target = objectKey(key)
      const size = sizeOf(state)
      // Beyond 5 GiB this would need a multipart copy (UploadPartCopy); the per-person quota keeps objects smaller.
      if (size > MAX_COPY_SIZE) throw new Error(`An S3 session of ${size} bytes is over the 5 GiB a copy allows`)
      if (state.parts.length === 0) {
        // Too little for a part: the staged bytes, or none, are the whole object.
        if (state.staged) {
          await client.send(
            new CopyObjectCommand({ Bucket, Key: target, CopySource: copySource(Bucket, state.staged.key) }),
          )
        } else {
          await client.send(new PutObjectCommand({ Bucket, Key: target, Body: Buffer.alloc(0) }))
        }
        await clean(state, true)
        return
      }
      const parts = [...state.parts]
      if (state.staged) parts.push(await uploadPart({ ...state, parts }, await readAll(state.staged.key)))
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: uploadKey(state.id),
          UploadId: state.uploadId,
          MultipartUpload: { Parts: parts.map((part, index) => ({ PartNumber: index + 1, ETag: part.etag })) },
        }),
      )
      await client.send(
        new CopyObjectCommand({ Bucket, Key: target, CopySource: copySource(Bucket, uploadKey(state.id)) }),
      )
      await clean(state, false)
    },

    async abortSession(text) {
      await clean(parseState(text), true)
    },
  }
}

function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
}

/** A missing object or upload: S3 names it differently per call (NoSuchKey, NotFound, NoSuchUpload), all with 404. */
function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
}
