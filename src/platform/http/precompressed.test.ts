import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressStaticFiles, precompressedFiles, servePrecompressed } from './precompressed'

describe('the build files served in their brotli form', () => {
  const script = 'export const greeting = "hello";\n'.repeat(200)
  let dir: string
  let server: Server
  let base: string

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
    dir = path.join(root, 'static')
    mkdirSync(path.join(dir, 'chunks'), { recursive: true })
    writeFileSync(path.join(dir, 'chunks', 'app-1a2b.js'), script)
    writeFileSync(path.join(dir, 'chunks', 'font.woff2'), 'not compressible')
    writeFileSync(path.join(root, 'secret.js'), 'secret')
    writeFileSync(path.join(root, 'secret.js.br'), 'secret')
    expect(compressStaticFiles(dir)).toBe(1)
    const files = precompressedFiles(dir)
    server = createServer((request, response) => {
      if (!servePrecompressed(files, request, response)) response.writeHead(404).end('left to Next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const get = (url: string, acceptEncoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch would decompress the body and hide what was sent.
      import('node:http').then(({ request }) => {
        const sent = request(`${base}${url}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        sent.on('error', reject).end()
      }, reject)
    })

  it('sends the brotli file, smaller, immutable, to a browser that accepts brotli', async () => {
    const answer = await get('/_next/static/chunks/app-1a2b.js?v=1', 'gzip, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/_next/static/chunks/app-1a2b.js', 'br', 'HEAD')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it('leaves to Next a browser without brotli, a file not compressed, and any path out of the folder', async () => {
    for (const [url, encoding] of [
      ['/_next/static/chunks/app-1a2b.js', 'gzip'],
      ['/_next/static/chunks/app-1a2b.js', 'br;q=0'],
      ['/_next/static/chunks/font.woff2', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/../secret.js', 'br'],
      ['/_next/static/%2e%2e/secret.js', 'br'],
      ['/_next/static/%E0%A4%A.js', 'br'],
      ['/other/chunks/app-1a2b.js', 'br'],
    ]) {
      const answer = await get(url!, encoding!)
      expect([url, answer.status, answer.body.toString()]).toEqual([url, 404, 'left to Next'])
    }
  })
})
