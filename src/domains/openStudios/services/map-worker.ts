import { readFile } from 'node:fs/promises'
import path from 'node:path'

let script: Promise<Buffer> | undefined

/**
 * MapLibre's web worker, answered from our own origin: MapLibre looks for it
 * beside its own module, which a bundle moves, and a worker from anywhere
 * else would be a third-party request (decision 054). Read once.
 */
export async function mapWorkerResponse(): Promise<Response> {
  script ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'))
  const body = await script
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
}
