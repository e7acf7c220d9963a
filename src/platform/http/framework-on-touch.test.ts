import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { deferFrameworkOf, deferFrameworkScripts, mayDeferFramework } from './framework-on-touch'

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${scripts}<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script></head><body><p>Hello</p><script>self.__next_f.push([1,"x"])</script></body></html>`

const SCRIPTS =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/><script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/turbopack-b2.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>'

describe('deferFrameworkScripts', () => {
  it('takes the framework scripts and their preload out and loads them from one inline script', () => {
    const html = deferFrameworkScripts(page(SCRIPTS))!
    expect(html).not.toContain('<script src="/_next/static/chunks/a1.js"')
    expect(html).not.toContain('<link rel="preload" as="script"')
    expect(html).toContain('["/_next/static/chunks/a1.js","/_next/static/chunks/turbopack-b2.js"]')
    // The page's own inline data, Turbopack's chunk list and the old browsers' polyfill stay as they were.
    expect(html).toContain('<script id="_R_">')
    expect(html).toContain('self.__next_f.push')
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>')
    expect(html.indexOf('pointerdown')).toBeLessThan(html.indexOf('</head>'))
  })

  it('leaves a page without framework scripts alone', () => {
    expect(deferFrameworkScripts(page(''))).toBeNull()
  })

  it('writes a loader that parses as a script', () => {
    const html = deferFrameworkScripts(page(SCRIPTS))!
    const loader = html.slice(html.indexOf('(()=>{'), html.indexOf('</script>', html.indexOf('(()=>{')))
    expect(() => new Function(loader)).not.toThrow()
  })
})

describe('mayDeferFramework', () => {
  const asked = (method: string, cookie?: string) =>
    ({ method, headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage
  const personal = ['payload-token', 'vernissage_cart']
  it('is a GET carrying none of the personal cookies, never a signed-in person’s, a cart’s nor a form’s POST', () => {
    expect(mayDeferFramework(asked('GET'), personal)).toBe(true)
    expect(mayDeferFramework(asked('GET', 'theme=dark; other-payload-token=1'), personal)).toBe(true)
    expect(mayDeferFramework(asked('GET', 'theme=dark; payload-token=abc'), personal)).toBe(false)
    expect(mayDeferFramework(asked('GET', 'vernissage_cart=k1'), personal)).toBe(false)
    expect(mayDeferFramework(asked('POST'), personal)).toBe(false)
    expect(mayDeferFramework(asked('HEAD'), personal)).toBe(false)
    const routerRead = { method: 'GET', headers: { rsc: '1' } } as unknown as IncomingMessage
    expect(mayDeferFramework(routerRead, personal)).toBe(false)
  })
})

describe('deferFrameworkOf', () => {
  let close: (() => void) | undefined
  afterEach(() => close?.())

  /** A server answering as Next does: headers set, then the body in pieces, gzipped or not. */
  async function answer(
    respond: (response: ServerResponse) => void,
    options?: { anyPage?: boolean; gzipAnswer?: boolean },
  ): Promise<{ headers: IncomingMessage['headers']; body: string }> {
    const server = createServer((_request, response) => {
      deferFrameworkOf(response, options)
      respond(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    return new Promise((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/' }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
          resolve({ headers: response.headers, body: text.toString('utf8') })
        })
      })
        .on('error', reject)
        .end()
    })
  }

  it('rewrites a cached page, gzipped in pieces, and says its new length', async () => {
    const gzipped = gzipSync(page(SCRIPTS))
    const { headers, body } = await answer((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=3540')
      response.setHeader('content-encoding', 'gzip')
      // As Next's compression writes: each write first asks for the headers to go out.
      const implicitHeader = () => (response as unknown as { _implicitHeader: () => void })._implicitHeader()
      implicitHeader()
      response.write(gzipped.subarray(0, 20))
      implicitHeader()
      response.end(gzipped.subarray(20))
    })
    expect(body).toContain('["/_next/static/chunks/a1.js","/_next/static/chunks/turbopack-b2.js"]')
    expect(Number(headers['content-length'])).toBeGreaterThan(0)
    expect(headers['transfer-encoding']).toBeUndefined()
  })

  it('passes a page rendered per request through untouched, unless every page is asked for', async () => {
    const dynamic = (response: ServerResponse) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store' })
        .end(page(SCRIPTS))
    expect((await answer(dynamic)).body).toBe(page(SCRIPTS))
    close?.()
    expect((await answer(dynamic, { anyPage: true })).body).toContain('["/_next/static/chunks/a1.js"')
  })

  it('keeps what wraps it afterwards, as Next’s compression does, on an answer it passes through', async () => {
    const { body } = await answer((response) => {
      const write = response.write.bind(response) as (chunk: string) => boolean
      const end = response.end.bind(response) as (chunk: string) => ServerResponse
      response.write = ((chunk: string) => write(chunk.toUpperCase())) as ServerResponse['write']
      response.end = ((chunk: string) => end(chunk.toUpperCase())) as ServerResponse['end']
      response.setHeader('content-type', 'image/svg+xml')
      response.write('<svg>')
      response.end('</svg>')
    })
    expect(body).toBe('<SVG></SVG>')
  })

  it('compresses a page rendered per request once, after its rewrite, when asked to', async () => {
    const { headers, body } = await answer(
      (response) => {
        response.writeHead(200, { 'content-type': 'text/html', vary: 'rsc' })
        response.end(page(SCRIPTS))
      },
      { anyPage: true, gzipAnswer: true },
    )
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers.vary).toBe('rsc, Accept-Encoding')
    expect(body).toContain('["/_next/static/chunks/a1.js"')
  })

  it('passes anything but HTML through untouched', async () => {
    const { body } = await answer((response) => {
      response.setHeader('cache-control', 's-maxage=60')
      response.setHeader('content-type', 'application/json')
      response.end('{"a":1}')
    })
    expect(body).toBe('{"a":1}')
  })
})
