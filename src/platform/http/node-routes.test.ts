import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { nodeRouteFor, offerNodeRoute, type NodeRoute } from './node-routes'

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
