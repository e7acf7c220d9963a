import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { answerOnNode, nodeRouteFor, offerNodeRoute, type NodeRoute } from './node-routes'

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage

describe('routes answered before Next', () => {
  const chunks: NodeRoute = {
    matches: (method, url) => method === 'PUT' && url.searchParams.has('upload_id'),
    answer: async () => undefined,
  }

  it('finds the route offered for a request, and none for others', () => {
    offerNodeRoute('chunks', chunks)
    expect(nodeRouteFor(request('PUT', '/upload/storage/v1/b/public/o?upload_id=abc'))).toBe(chunks)
    expect(nodeRouteFor(request('GET', '/upload/storage/v1/b/public/o?upload_id=abc'))).toBeUndefined()
    expect(nodeRouteFor(request('PUT', '/artists'))).toBeUndefined()
  })

  it('keeps its routes on globalThis, where the launcher’s own copy of this module finds them', () => {
    offerNodeRoute('chunks', chunks)
    const registry = (globalThis as Record<symbol, Map<string, NodeRoute>>)[Symbol.for('vernissage.node-routes')]
    expect(registry?.get('chunks')).toBe(chunks)
  })

  it('an offer under the same name replaces the earlier one', () => {
    const other: NodeRoute = { ...chunks, matches: () => false }
    offerNodeRoute('chunks', other)
    expect(nodeRouteFor(request('PUT', '/upload/storage/v1/b/public/o?upload_id=abc'))).toBeUndefined()
  })
})

describe('a web handler answered on Node’s response', () => {
  /** A server whose every request is answered by `handle` through `answerOnNode`. */
  async function serving(handle: (request: Request) => Promise<Response>) {
    const server = createServer((request, response) => void answerOnNode(request, response, 'http://site.test', handle))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { port, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) }
  }

  it('gives the handler the address on the site’s origin and the headers, and sends status, headers and body', async () => {
    const site = await serving(async (request) => {
      const cookies = new Headers([
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ])
      cookies.set('x-seen', `${request.url} ${request.headers.get('authorization')}`)
      return new Response('answered', { status: 201, headers: cookies })
    })
    const answer = await fetch(`http://127.0.0.1:${site.port}/live/documents?document=a%2Fb`, {
      headers: { authorization: 'Bearer t' },
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('x-seen')).toBe('http://site.test/live/documents?document=a%2Fb Bearer t')
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await answer.text()).toBe('answered')
    await site.close()
  })

  it('sends each chunk as it comes, and aborts the request and cancels the body when the client goes', async () => {
    let push!: (text: string) => void
    let aborted!: () => void
    const wasAborted = new Promise<void>((resolve) => (aborted = resolve))
    let cancelled = false
    const site = await serving(async (request) => {
      request.signal.addEventListener('abort', aborted)
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void (push = (text) => controller.enqueue(new TextEncoder().encode(text))),
        cancel: () => void (cancelled = true),
      })
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
    })
    const received: string[] = []
    const client = httpRequest(`http://127.0.0.1:${site.port}/live`)
    const first = new Promise<IncomingMessage>((resolve) => client.once('response', resolve))
    client.end()
    const response = await first
    response.setEncoding('utf8')
    const next = () =>
      new Promise<void>((resolve) => response.once('data', (chunk: string) => (received.push(chunk), resolve())))
    let arrived = next()
    push('one')
    await arrived
    arrived = next()
    push('two')
    await arrived
    expect(received).toEqual(['one', 'two'])
    client.destroy()
    await wasAborted
    await expect.poll(() => cancelled).toBe(true)
    await site.close()
  })
})
