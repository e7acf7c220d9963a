import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

/**
 * For the unit tests only: the part of the Google Cloud Storage JSON API the
 * browser module speaks, in memory, with ways to make requests fail or hang.
 * It is a `Request → Response` function, so a test can inject it as `fetch`
 * (no network, fine under fake timers) or serve it over `node:http`.
 */
type StoredObject = { resource: Record<string, unknown>; bytes: Buffer }
type Session = { bucket: string; resource: Record<string, unknown>; total: number; parts: Buffer[]; received: number }
type Fault = { match: (request: Request) => boolean; answer: (request: Request) => Promise<Response> }

export type LoggedRequest = { method: string; url: URL; contentRange: string | null }

export class GcsTestServer {
  readonly buckets = new Set(['public', 'private'])
  readonly objects = new Map<string, StoredObject>()
  readonly sessions = new Map<string, Session>()
  readonly log: LoggedRequest[] = []
  private faults: Fault[] = []
  private nextId = 1

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    if (request.signal.aborted) throw request.signal.reason
    return this.handle(request)
  }

  /** The next `count` requests that `match` answer `status` with a GCS error body. */
  failNext(status: number, count = 1, match: (request: Request) => boolean = () => true): void {
    for (let i = 0; i < count; i++) {
      this.faults.push({ match, answer: async () => errorResponse(status, `Injected failure ${status}`) })
    }
  }

  /** The next `count` requests that `match` fail as if the network were down. */
  dropNext(count = 1, match: (request: Request) => boolean = () => true): void {
    for (let i = 0; i < count; i++) {
      this.faults.push({
        match,
        answer: async () => {
          throw new TypeError('fetch failed')
        },
      })
    }
  }

  /** The next request that `match`es waits until `release` is called (or its caller aborts), then proceeds normally. */
  holdNext(match: (request: Request) => boolean): { held: Promise<void>; release: () => void } {
    let release!: () => void
    let arrived!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const held = new Promise<void>((resolve) => (arrived = resolve))
    this.faults.push({
      match,
      answer: (request) => {
        arrived()
        const aborted = new Promise<never>((_, reject) => {
          if (request.signal.aborted) reject(request.signal.reason)
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
        })
        return Promise.race([gate.then(() => NOT_A_FAULT), aborted])
      },
    })
    return { held, release }
  }

  object(path: string): StoredObject | undefined {
    return this.objects.get(path)
  }

  put(path: string, bytes: Buffer | string, resource: Record<string, unknown> = {}): void {
    const [bucket, ...rest] = path.split('/')
    this.store(bucket, rest.join('/'), Buffer.from(bytes), resource)
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    this.log.push({ method: request.method, url, contentRange: request.headers.get('content-range') })
    const fault = this.faults.findIndex((candidate) => candidate.match(request))
    if (fault !== -1) {
      const [{ answer }] = this.faults.splice(fault, 1)
      const answered = await answer(request)
      if (answered !== NOT_A_FAULT) return answered
      if (request.signal.aborted) throw request.signal.reason
    }
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname)
    if (upload) return this.upload(request, url, decodeURIComponent(upload[1]))
    const bucketPath = /^\/storage\/v1\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname)
    if (!bucketPath) return errorResponse(404, 'No such route')
    const bucket = decodeURIComponent(bucketPath[1])
    if (!this.buckets.has(bucket)) return errorResponse(404, 'The specified bucket does not exist.')
    if (bucketPath[2] === undefined) return this.list(bucket, url)
    return this.objectRequest(request, url, bucket, decodeURIComponent(bucketPath[2]))
  }

  private list(bucket: string, url: URL): Response {
    const prefix = url.searchParams.get('prefix') ?? ''
    const delimiter = url.searchParams.get('delimiter')
    const maxResults = Number(url.searchParams.get('maxResults') ?? 1000)
    const start = Number(url.searchParams.get('pageToken') ?? 0)
    const entries = new Map<string, { item?: Record<string, unknown>; prefix?: string }>()
    for (const [key, object] of this.objects) {
      const name = key.slice(bucket.length + 1)
      if (!key.startsWith(`${bucket}/`) || !name.startsWith(prefix)) continue
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1
      if (cut === -1) entries.set(name, { item: object.resource })
      else entries.set(name.slice(0, cut + 1), { prefix: name.slice(0, cut + 1) })
    }
    const page = [...entries.keys()].sort().slice(start, start + maxResults)
    const body: Record<string, unknown> = {
      kind: 'storage#objects',
      items: page.flatMap((key) => entries.get(key)!.item ?? []),
      prefixes: page.flatMap((key) => entries.get(key)!.prefix ?? []),
    }
    if (start + maxResults < entries.size) body.nextPageToken = String(start + maxResults)
    return json(200, body)
  }

  private async objectRequest(request: Request, url: URL, bucket: string, name: string): Promise<Response> {
    const key = `${bucket}/${name}`
    const object = this.objects.get(key)
    if (!object) return errorResponse(404, `No such object: ${key}`)
    switch (request.method) {
      case 'GET':
        if (url.searchParams.get('alt') === 'media') return new Response(new Uint8Array(object.bytes))
        return json(200, object.resource)
      case 'PATCH': {
        const patch = (await request.json()) as Record<string, unknown>
        const resource: Record<string, unknown> = { ...object.resource }
        for (const [field, value] of Object.entries(patch)) {
          if (field === 'metadata' && value !== null) {
            const custom: Record<string, unknown> = { ...(resource.metadata as object) }
            for (const [k, v] of Object.entries(value as object)) {
              if (v === null) delete custom[k]
              else custom[k] = v
            }
            resource.metadata = custom
          } else if (value === null) delete resource[field]
          else resource[field] = value
        }
        resource.metageneration = String(Number(resource.metageneration) + 1)
        resource.updated = new Date().toISOString()
        object.resource = resource
        return json(200, resource)
      }
      case 'DELETE':
        this.objects.delete(key)
        return new Response(null, { status: 204 })
      default:
        return errorResponse(405, 'Method not allowed')
    }
  }

  private async upload(request: Request, url: URL, bucket: string): Promise<Response> {
    const id = url.searchParams.get('upload_id')
    if (id !== null) return this.session(request, id)
    if (!this.buckets.has(bucket)) return errorResponse(404, 'The specified bucket does not exist.')
    switch (url.searchParams.get('uploadType')) {
      case 'multipart': {
        const { metadata, media } = parseMultipart(request.headers.get('content-type') ?? '', await bytesOf(request))
        const name = String(metadata.name ?? url.searchParams.get('name'))
        return json(200, this.store(bucket, name, media, metadata))
      }
      case 'resumable': {
        const resource = (await request.json()) as Record<string, unknown>
        const sessionId = String(this.nextId++)
        this.sessions.set(sessionId, {
          bucket,
          resource: {
            ...resource,
            name: resource.name ?? url.searchParams.get('name'),
            contentType: request.headers.get('x-upload-content-type') ?? resource.contentType,
          },
          total: Number(request.headers.get('x-upload-content-length')),
          parts: [],
          received: 0,
        })
        const location = `${url.origin}/upload/storage/v1/b/${bucket}/o?uploadType=resumable&upload_id=${sessionId}`
        return new Response(null, { status: 200, headers: { Location: location } })
      }
      default:
        return errorResponse(400, 'Unsupported uploadType')
    }
  }

  private async session(request: Request, id: string): Promise<Response> {
    const session = this.sessions.get(id)
    if (!session) return errorResponse(404, 'No such upload session')
    if (request.method === 'DELETE') {
      this.sessions.delete(id)
      return new Response(null, { status: 499 })
    }
    const range = request.headers.get('content-range') ?? ''
    const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range)
    if (chunk) {
      const [start, end] = [Number(chunk[1]), Number(chunk[2])]
      const bytes = await bytesOf(request)
      if (start > session.received || bytes.length !== end - start + 1) return errorResponse(400, 'Bad chunk')
      if (start < session.received) session.parts = [Buffer.concat(session.parts).subarray(0, start)]
      session.parts.push(bytes)
      session.received = end + 1
    } else if (!/^bytes \*\/\d+$/.test(range)) {
      return errorResponse(400, 'Bad Content-Range')
    }
    if (session.received === session.total) {
      this.sessions.delete(id)
      const name = String(session.resource.name)
      return json(200, this.store(session.bucket, name, Buffer.concat(session.parts), session.resource))
    }
    const headers: Record<string, string> = session.received ? { Range: `bytes=0-${session.received - 1}` } : {}
    return new Response(null, { status: 308, headers })
  }

  private store(
    bucket: string,
    name: string,
    bytes: Buffer,
    metadata: Record<string, unknown>,
  ): Record<string, unknown> {
    const previous = this.objects.get(`${bucket}/${name}`)
    const now = new Date().toISOString()
    const resource = {
      ...metadata,
      kind: 'storage#object',
      bucket,
      name,
      generation: String(Number(previous?.resource.generation ?? 0) + 1),
      metageneration: '1',
      size: String(bytes.length),
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      timeCreated: now,
      updated: now,
      mediaLink: `/download/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`,
    }
    this.objects.set(`${bucket}/${name}`, { resource, bytes })
    return resource
  }
}

const NOT_A_FAULT = new Response(null, { status: 204 })

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function errorResponse(status: number, message: string): Response {
  return json(status, { error: { code: status, message, errors: [{ message, reason: 'test' }] } })
}

async function bytesOf(request: Request): Promise<Buffer> {
  return Buffer.from(await request.arrayBuffer())
}

function parseMultipart(contentType: string, body: Buffer): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1]
  if (!boundary) throw new Error('multipart body without a boundary')
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: Buffer[] = []
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length)
    if (next === -1) break
    parts.push(body.subarray(at + delimiter.length + 2, next - 2))
    at = next
  }
  const content = (part: Buffer) => part.subarray(part.indexOf('\r\n\r\n') + 4)
  return { metadata: JSON.parse(content(parts[0]).toString('utf8')), media: content(parts[1]) }
}

/** Serves the test server over real HTTP on a loopback port. */
export async function listen(server: GcsTestServer): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit)
    server.handle(request).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      },
      () => res.destroy(),
    )
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
}
