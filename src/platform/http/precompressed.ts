import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/**
 * Next's build output under `/_next/static/` never changes once built (its
 * names carry a hash), so it is compressed once, at build time, with brotli at
 * its strongest — a fifth smaller than the gzip Next applies on the fly — and
 * served from those files to every browser that accepts brotli (decision 042).
 */

const STATIC_PREFIX = '/_next/static/'
const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** Writes `name.br` beside every compressible file under `.next/static`; returns how many. */
export function compressStaticFiles(staticDir: string): number {
  let written = 0
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (COMPRESSED_TYPES[path.extname(entry.name)]) {
        const compressed = brotliCompressSync(readFileSync(file), {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        })
        writeFileSync(`${file}.br`, compressed)
        written += 1
      }
    }
  }
  if (existsSync(staticDir)) visit(staticDir)
  return written
}

/** Whether `Accept-Encoding` names brotli without refusing it (`br;q=0`). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const quality = params.find((param) => param.startsWith('q='))
    return name === 'br' && (quality === undefined || Number(quality.slice(2)) > 0)
  })
}

/**
 * Answers a GET or HEAD for a file of the build with its brotli form, when the
 * browser accepts it and the file was compressed at build time; false leaves
 * the request to Next (which also answers 404 for what does not exist).
 */
export function servePrecompressed(staticDir: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = (request.url ?? '').split('?')[0]!
  if (!pathname.startsWith(STATIC_PREFIX) || !acceptsBrotli(request.headers['accept-encoding'])) return false
  const type = COMPRESSED_TYPES[path.extname(pathname)]
  if (!type) return false
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
  } catch {
    return false
  }
  const file = path.join(staticDir, relative)
  if (!file.startsWith(staticDir + path.sep)) return false
  const compressed = `${file}.br`
  let size: number
  try {
    size = statSync(compressed).size
  } catch {
    return false
  }
  response.writeHead(200, {
    'content-type': type,
    'content-encoding': 'br',
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  })
  if (request.method === 'HEAD') response.end()
  else createReadStream(compressed).pipe(response)
  return true
}
