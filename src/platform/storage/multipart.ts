import { Readable } from 'node:stream'

import { invalid } from './errors'

/** The JSON part is metadata only; more than this is not metadata. */
const MAX_METADATA_BYTES = 1024 * 1024
const MAX_HEADER_BYTES = 16 * 1024

export type MultipartUpload = { metadata: unknown; mediaType?: string; media: Readable }

/** The boundary of a `multipart/related` Content-Type, or undefined for any other type. */
export function relatedBoundary(contentType: string | null): string | undefined {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

/**
 * Reads a `uploadType=multipart` body — a JSON metadata part, then the media
 * part — without holding the media in memory: the media comes out as a stream
 * that ends at the closing boundary and fails if the body ends before it.
 */
export async function readMultipartRelated(body: Readable, boundary: string): Promise<MultipartUpload> {
  const chunks = body[Symbol.asyncIterator]()
  // The first boundary has no line break before it; pretending it had one makes every boundary alike.
  let pending: Buffer = Buffer.from('\r\n')
  const delimiter = Buffer.from(`\r\n--${boundary}`)

  async function more(): Promise<boolean> {
    const next = await chunks.next()
    if (next.done) return false
    pending = Buffer.concat([pending, Buffer.from(next.value as Uint8Array)])
    return true
  }

  async function readUntil(pattern: Buffer, max: number, what: string): Promise<Buffer> {
    for (;;) {
      const at = pending.indexOf(pattern)
      if (at !== -1) {
        const before = pending.subarray(0, at)
        pending = pending.subarray(at + pattern.length)
        return before
      }
      if (pending.length > max + pattern.length) throw invalid(`The multipart body's ${what} is too long.`)
      if (!(await more())) throw invalid(`The multipart body ended inside its ${what}.`)
    }
  }

  async function partHeaders(): Promise<Record<string, string>> {
    const head = (await readUntil(Buffer.from('\r\n\r\n'), MAX_HEADER_BYTES, 'part headers')).toString('latin1')
    const headers: Record<string, string> = {}
    for (const line of head.split('\r\n').filter(Boolean)) {
      const colon = line.indexOf(':')
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    return headers
  }

  await readUntil(delimiter, MAX_HEADER_BYTES, 'preamble')
  await partHeaders()
  const json = await readUntil(delimiter, MAX_METADATA_BYTES, 'metadata part')
  let metadata: unknown
  try {
    metadata = json.length === 0 ? {} : JSON.parse(json.toString('utf8'))
  } catch {
    throw invalid('The metadata part of the multipart body is not valid JSON.')
  }
  const mediaType = (await partHeaders())['content-type']

  async function* media() {
    for (;;) {
      const at = pending.indexOf(delimiter)
      if (at !== -1) {
        if (at > 0) yield pending.subarray(0, at)
        pending = Buffer.alloc(0)
        body.resume()
        return
      }
      // Keep back what could be the start of the boundary, split across chunks.
      const safe = pending.length - (delimiter.length - 1)
      if (safe > 0) {
        yield pending.subarray(0, safe)
        pending = pending.subarray(safe)
      }
      if (!(await more())) throw invalid('The multipart body ended before its closing boundary.')
    }
  }

  return { metadata, mediaType, media: Readable.from(media(), { objectMode: false }) }
}
