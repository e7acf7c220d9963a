import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

import { acceptsBrotli } from './accept-encoding'

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

/** Every file under `dir`, by its full path. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
}

/** Writes `name.br` beside every compressible file under `.next/static`; returns how many. */
export function compressStaticFiles(staticDir: string): number {
  const compressible = filesUnder(staticDir).filter((file) => COMPRESSED_TYPES[path.extname(file)])
  for (const file of compressible) {
    const compressed = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    })
    writeFileSync(`${file}.br`, compressed)
  }
  return compressible.length
}

type Precompressed = { file: string; size: number; type: string }

/**
 * The brotli files the build wrote, by the address of the file each one
 * compresses: read once when the server starts, so that answering a request
 * touches the disk only to send the file, and an address that is not one of
 * them (a path out of the folder included) is never looked up.
 */
export function precompressedFiles(staticDir: string): Map<string, Precompressed> {
  const files = new Map<string, Precompressed>()
  for (const file of filesUnder(staticDir).filter((name) => name.endsWith('.br'))) {
    const original = file.slice(0, -'.br'.length)
    const type = COMPRESSED_TYPES[path.extname(original)]
    if (!type) continue
    const address = STATIC_PREFIX + path.relative(staticDir, original).split(path.sep).join('/')
    files.set(address, { file, size: statSync(file).size, type })
  }
  return files
}

/**
 * Answers a GET or HEAD for a file of the build with its brotli form, when the
 * browser accepts it and the file was compressed at build time; false leaves
 * the request to Next (which also answers 404 for what does not exist).
 */
export function servePrecompressed(
  files: ReadonlyMap<string, Precompressed>,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const found = files.get((request.url ?? '').split('?')[0]!)
  if (!found || !acceptsBrotli(request.headers['accept-encoding'])) return false
  response.writeHead(200, {
    'content-type': found.type,
    'content-encoding': 'br',
    'content-length': found.size,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  })
  if (request.method === 'HEAD') response.end()
  else createReadStream(found.file).pipe(response)
  return true
}
