import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { walksBetween } from './walking-routes'

const PLACES = [
  { latitude: 37.76, longitude: -122.42 },
  { latitude: 37.761, longitude: -122.41 },
]

// A stand-in for an OSRM server: answers the `table` service as OSRM does, or fails as asked.
let server: Server
let base: string
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url?.startsWith('/broken/')) {
      response.writeHead(500).end('{"code":"InvalidQuery"}')
      return
    }
    if (request.url?.startsWith('/short/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"Ok","durations":[[0]]}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code: 'Ok',
        durations: [
          [0, 1234.4],
          [1300, 0],
        ],
        distances: [
          [0, 1500.2],
          [1520, 0],
        ],
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('walks between studios', () => {
  it('are straight lines when no routing service is configured', async () => {
    const walks = await walksBetween(PLACES, undefined)
    expect(walks.matrix.source).toBe('straight')
    expect(walks.note).toBeNull()
  })

  it('are the routing service’s walking routes when it answers', async () => {
    const walks = await walksBetween(PLACES, `${base}/osrm/`)
    expect(asked.at(-1)).toBe(
      '/osrm/table/v1/foot/-122.420000,37.760000;-122.410000,37.761000?annotations=duration,distance',
    )
    expect(walks).toEqual({
      matrix: {
        source: 'routing',
        seconds: [
          [0, 1234],
          [1300, 0],
        ],
        metres: [
          [0, 1500],
          [1520, 0],
        ],
      },
      note: null,
    })
  })

  it('fall back to straight lines, with a note, when the service fails or answers a partial table', async () => {
    for (const path of ['/broken', '/short']) {
      const walks = await walksBetween(PLACES, `${base}${path}`)
      expect(walks.matrix.source).toBe('straight')
      expect(walks.note).toMatch(/straight-line estimates/)
    }
    const unreachable = await walksBetween(PLACES, 'http://127.0.0.1:9')
    expect(unreachable.matrix.source).toBe('straight')
    expect(unreachable.note).toMatch(/did not answer/)
  })
})
