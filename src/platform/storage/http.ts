import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline, Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { ReadableStreamDefaultReader, ReadableStream as WebReadableStream } from 'node:stream/web'

import { acceptsGzip } from '../http/accept-encoding'
import type { Caller } from './access'
import { downloadSafetyHeaders } from './content-types'
import { invalid, StorageError } from './errors'
import { contentEtag, parseMetadata, toResource, type StoredObject } from './metadata'
import { readMultipartRelated, relatedBoundary } from './multipart'
import { pageSize } from './pagination'
import { parseContentRange, parseRange, receivedRange } from './ranges'
import type { Download, Storage } from './service'

export type StorageHttpOptions = {
  storage: Storage
  /** Who is calling, or `undefined` for nobody. */
  identify: (request: Request) => Promise<Caller | undefined>
  /** The address clients reach this server at, for session URIs and links; the request's origin when unset. */
  baseUrl?: string
  /** The separate origin that serves `/files/…` (decision 029); `baseUrl` when unset. */
  filesUrl?: string
  /** Receives every failure the caller is not told about. */
  log?: (error: unknown) => void
}

const JSON_TYPE = 'application/json; charset=UTF-8'
/** Public files change rarely, and a replacement shows within the hour (as GCS's default for public objects). */
const PUBLIC_CACHE = 'public, max-age=3600'

const API = /^\/storage\/v1\/b\/([^/]+)\/o(?:\/(.+))?$/
const UPLOAD = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/
const FILES = /^\/files\/([^/]+)\/(.+)$/

/**
 * Answers the storage routes: `/storage/v1/b/{bucket}/o[/{object}]` and
 * `/upload/storage/v1/b/{bucket}/o` after Google Cloud Storage's JSON API,
 * and `/files/{bucket}/{name}` (download addresses). Errors come as GCS's
 * `{error: {code, message, errors}}` plus our `storageCode`; never a 500 for
 * bad input, and never the text of an unexpected error.
 */
export async function handleStorageRequest(request: Request, options: StorageHttpOptions): Promise<Response> {
  try {
    const url = new URL(request.url)
    const base = (options.baseUrl ?? url.origin).replace(/\/$/, '')
    const api = API.exec(url.pathname)
    if (api) return await objectsApi(request, url, base, decode(api[1]!), api[2] && decode(api[2]), options)
    const upload = UPLOAD.exec(url.pathname)
    if (upload) return await uploads(request, url, base, decode(upload[1]!), options)
    const file = FILES.exec(url.pathname)
    if (file) return await files(request, url, decode(file[1]!), file[2]!.split('/').map(decode).join('/'), options)
    throw new StorageError('storage/invalid-argument', `No storage route at ${url.pathname}.`, 404)
  } catch (error) {
    return failure(error, options.log)
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw invalid(`The path segment "${segment}" is not valid percent-encoding.`)
  }
}

function failure(error: unknown, log: ((error: unknown) => void) | undefined): Response {
  if (error instanceof StorageError) return json(error.toBody(), error.httpStatus)
  log?.(error)
  return json(new StorageError('storage/internal-error', 'Internal error.').toBody(), 500)
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE, ...headers } })
}

function methodNotAllowed(allow: string): Response {
  return json(new StorageError('storage/invalid-argument', `Use ${allow} here.`, 405).toBody(), 405, { allow })
}

/**
 * The request body as a stream. When an upload is refused midway the stream
 * is destroyed, but the rest of the body is still read and dropped: cancelling
 * it would cut the connection under the error answer, and a client that keeps
 * the connection for its next request would find it broken.
 */
function bodyOf(request: Request): Readable {
  if (!request.body) return Readable.from([])
  const reader = (request.body as WebReadableStream<Uint8Array>).getReader()
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => this.push(done ? null : value),
        (error: unknown) => this.destroy(error as Error),
      )
    },
    destroy(error, callback) {
      void drain(reader)
      callback(error)
    },
  })
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** An int64 query parameter such as `ifGenerationMatch`. */
function int64(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)
  if (value === null) return undefined
  if (!/^\d{1,19}$/.test(value)) throw invalid(`${name} must be a whole number.`)
  return value
}

function size(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined
  if (!/^\d{1,16}$/.test(value)) throw invalid(`${name} must be a number of bytes.`)
  return Number(value)
}

async function readJson(source: Request | Readable): Promise<unknown> {
  let text: string
  if (source instanceof Request) text = await source.text()
  else {
    const chunks: Buffer[] = []
    for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array))
    text = Buffer.concat(chunks).toString('utf8')
  }
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw invalid('The request body is not valid JSON.')
  }
}

function resource(object: StoredObject, base: string, options: StorageHttpOptions) {
  return toResource(object, {
    selfLink: `${base}/storage/v1/b/${encodeURIComponent(object.bucket)}/o/${encodeURIComponent(object.name)}`,
    mediaLink: `${options.filesUrl ?? base}${options.storage.downloadPath(object)}`,
  })
}

async function objectsApi(
  request: Request,
  url: URL,
  base: string,
  bucket: string,
  name: string | undefined,
  options: StorageHttpOptions,
): Promise<Response> {
  const { storage } = options
  const caller = await options.identify(request)
  if (name === undefined) {
    if (request.method !== 'GET') return methodNotAllowed('GET')
    const listing = await storage.list(caller, bucket, {
      prefix: url.searchParams.get('prefix') ?? '',
      delimiter: url.searchParams.get('delimiter') || undefined,
      pageToken: url.searchParams.get('pageToken'),
      maxResults: pageSize(url.searchParams.get('maxResults')),
    })
    return json({
      kind: 'storage#objects',
      items: listing.items.map((object) => resource(object, base, options)),
      prefixes: listing.prefixes,
      ...(listing.nextPageToken ? { nextPageToken: listing.nextPageToken } : {}),
    })
  }
  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      if (url.searchParams.get('alt') === 'media') {
        const object = await storage.getObject(caller, bucket, name)
        return serve(request, object, storage, { cacheControl: object.cacheControl ?? 'private, max-age=0' })
      }
      return json(resource(await storage.getObject(caller, bucket, name), base, options))
    }
    case 'PATCH': {
      const patch = parseMetadata(await readJson(request))
      const object = await storage.updateMetadata(caller, bucket, name, patch, int64(url, 'ifMetagenerationMatch'))
      return json(resource(object, base, options))
    }
    case 'DELETE':
      await storage.deleteObject(caller, bucket, name, int64(url, 'ifGenerationMatch'))
      return new Response(null, { status: 204 })
    default:
      return methodNotAllowed('GET, PATCH, DELETE')
  }
}

async function uploads(
  request: Request,
  url: URL,
  base: string,
  bucket: string,
  options: StorageHttpOptions,
): Promise<Response> {
  const sessionId = url.searchParams.get('upload_id')
  if (sessionId !== null) {
    const body = bodyOf(request)
    try {
      return await sessionRequest(request.method, sessionId, request.headers.get('content-range'), body, base, options)
    } finally {
      body.destroy()
    }
  }
  if (request.method !== 'POST') return methodNotAllowed('POST')
  const body = bodyOf(request)
  try {
    return await startUpload(request, url, base, bucket, body, options)
  } catch (error) {
    // A refused upload: what the client is still sending is read and dropped.
    body.destroy()
    throw error
  }
}

/**
 * A request to a resumable session: a chunk, a status query or a cancel. The
 * session's address is its credential, as in GCS: no one is identified. The
 * caller destroys `body` afterwards, which drops whatever was not read.
 */
async function sessionRequest(
  method: string,
  sessionId: string,
  contentRange: string | null,
  body: Readable,
  base: string,
  options: StorageHttpOptions,
): Promise<Response> {
  const { storage } = options
  if (method === 'DELETE') {
    await storage.cancelSession(sessionId)
    // GCS's answer to a cancelled session: 499 "Client Closed Request".
    return new Response(null, { status: 499 })
  }
  if (method !== 'PUT' && method !== 'POST') return methodNotAllowed('PUT, DELETE')
  const result = await storage.putChunk(sessionId, parseContentRange(contentRange), body)
  if (result.done) return json(resource(result.object, base, options))
  const received = receivedRange(result.received)
  return new Response(null, { status: 308, headers: received ? { range: received } : {} })
}

/** Whether a request goes to a resumable session (`/upload/storage/v1/b/{bucket}/o?upload_id=…`). */
export function isSessionRequest(url: URL): boolean {
  return UPLOAD.test(url.pathname) && url.searchParams.has('upload_id')
}

/**
 * A resumable session's request on Node's own request and response (decision
 * 043): a 512 MB upload's chunks go from the socket to the disk without Next
 * copying each network chunk into a web stream. The answers are those of
 * `handleStorageRequest`, which serves the same requests when they reach Next.
 */
export async function answerSessionRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: StorageHttpOptions,
): Promise<void> {
  const body = nodeBodyOf(request)
  let answer: Response
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`)
    const base = (options.baseUrl ?? url.origin).replace(/\/$/, '')
    const sessionId = url.searchParams.get('upload_id') ?? ''
    answer = await sessionRequest(
      request.method ?? 'GET',
      sessionId,
      request.headers['content-range'] ?? null,
      body,
      base,
      options,
    )
  } catch (error) {
    answer = failure(error, options.log)
  } finally {
    body.destroy()
  }
  const payload = Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(payload)
}

/**
 * A Node request's body as a stream of its own, so that a refused chunk can
 * destroy it without cutting the connection: destroying it drops the rest of
 * the body instead, and the error answer still reaches the client.
 */
function nodeBodyOf(request: IncomingMessage): Readable {
  const onData = (chunk: Buffer) => {
    if (!body.push(chunk)) request.pause()
  }
  const body = new Readable({
    highWaterMark: NODE_BODY_BUFFER,
    read() {
      request.resume()
    },
    destroy(error, callback) {
      request.off('data', onData)
      request.resume()
      callback(error)
    },
  })
  request.on('data', onData)
  request.once('end', () => body.push(null))
  request.once('error', (error) => body.destroy(error))
  return body
}

const NODE_BODY_BUFFER = 1024 * 1024

async function startUpload(
  request: Request,
  url: URL,
  base: string,
  bucket: string,
  body: Readable,
  options: StorageHttpOptions,
): Promise<Response> {
  const { storage } = options
  const caller = await options.identify(request)
  const ifGenerationMatch = int64(url, 'ifGenerationMatch')
  const uploadType = url.searchParams.get('uploadType')
  switch (uploadType) {
    case 'media': {
      const object = await storage.upload(caller, {
        bucket,
        name: url.searchParams.get('name') ?? undefined,
        patch: { fields: {} },
        mediaType: request.headers.get('content-type') ?? undefined,
        body,
        declaredSize: size(request.headers.get('content-length'), 'Content-Length'),
        ifGenerationMatch,
      })
      return json(resource(object, base, options))
    }
    case 'multipart': {
      const boundary = relatedBoundary(request.headers.get('content-type'))
      if (!boundary) throw invalid('A multipart upload needs Content-Type: multipart/related with a boundary.')
      const parts = await readMultipartRelated(body, boundary)
      const patch = parseMetadata(parts.metadata)
      const object = await storage.upload(caller, {
        bucket,
        name: url.searchParams.get('name') ?? patch.name,
        patch,
        mediaType: parts.mediaType,
        body: parts.media,
        ifGenerationMatch,
      })
      return json(resource(object, base, options))
    }
    case 'resumable': {
      const patch = parseMetadata(await readJson(body))
      const id = await storage.startSession(caller, {
        bucket,
        name: url.searchParams.get('name') ?? patch.name,
        patch,
        mediaType: request.headers.get('x-upload-content-type') ?? undefined,
        declaredSize: size(request.headers.get('x-upload-content-length'), 'X-Upload-Content-Length'),
        ifGenerationMatch,
      })
      const location = `${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=resumable&upload_id=${id}`
      return new Response(null, { status: 200, headers: { location, 'content-length': '0' } })
    }
    default:
      throw invalid(`uploadType must be media, multipart or resumable, not "${uploadType ?? ''}".`)
  }
}

async function files(
  request: Request,
  url: URL,
  bucket: string,
  name: string,
  options: StorageHttpOptions,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD')
  const object = await options.storage.fileObject(bucket, name, url.searchParams)
  const cacheControl = bucket === 'public' ? (object.cacheControl ?? PUBLIC_CACHE) : 'private, no-store'
  return serve(request, object, options.storage, { cacheControl })
}

/**
 * An object's bytes: whole (200), a range (206), unchanged (304) or a range
 * outside it (416), exactly as stored, as GCS serves them: `no-transform`
 * keeps the server's compression (and any proxy's) off them, so the client's
 * hash check sees the stored bytes. An object stored gzip-encoded goes to a
 * client that does not take gzip decompressed, whole (decompressive transcoding).
 */
async function serve(
  request: Request,
  object: StoredObject,
  storage: Storage,
  { cacheControl }: { cacheControl: string },
): Promise<Response> {
  const etag = contentEtag(object)
  const transcode =
    object.contentEncoding?.toLowerCase() === 'gzip' && !acceptsGzip(request.headers.get('accept-encoding'))
  const headers: Record<string, string> = {
    'content-type': object.contentType ?? 'application/octet-stream',
    'cache-control': `${cacheControl}, no-transform`,
    etag,
    'last-modified': object.timeCreated.toUTCString(),
    'accept-ranges': 'bytes',
    'x-goog-generation': object.generation,
    'x-goog-metageneration': object.metageneration,
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'x-goog-stored-content-length': String(object.size),
    'x-goog-stored-content-encoding': object.contentEncoding ?? 'identity',
  }
  Object.assign(headers, downloadSafetyHeaders(object.contentType, object.name, object.contentDisposition))
  if (object.contentLanguage) headers['content-language'] = object.contentLanguage
  if (object.contentEncoding && !transcode) headers['content-encoding'] = object.contentEncoding
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers })
  }
  const range = transcode ? undefined : parseRange(request.headers.get('range'), object.size)
  if (range === 'unsatisfiable') {
    return json(
      new StorageError(
        'storage/invalid-argument',
        `The requested range is outside the object's ${object.size} bytes.`,
        416,
      ).toBody(),
      416,
      { 'content-range': `bytes */${object.size}` },
    )
  }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${object.size}`
    headers['content-length'] = String(range.end - range.start + 1)
  } else if (!transcode) {
    headers['content-length'] = String(object.size)
  } else {
    // The stored hash is of the compressed bytes: it says nothing of what is sent.
    delete headers['x-goog-hash']
  }
  const status = range ? 206 : 200
  if (request.method === 'HEAD') return new Response(null, { status, headers })
  const download: Download = await storage.openBytes(object, range)
  const body = transcode ? pipeline(download.body, createGunzip(), () => undefined) : download.body
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers })
}
