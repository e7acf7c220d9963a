/**
 * A stand-in tile server for the browser tests (decision 102): `MAP_STYLE_URL` points the studio map
 * at its `/style.json`, a MapLibre style with one raster source of plain tiles, a sprite and a glyphs
 * address, all answered with CORS as a real tile server does. Every path it was asked is counted at
 * `/asked`, so a test can tell a tile kept for offline use from one the browser fetched.
 * Run as `npx tsx tests/support/tile-stand-in.ts` with `TILES_TEST_PORT`.
 */
import http from 'node:http'

/** A 1×1 PNG, a pale green no other layer draws: MapLibre stretches it over the tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4+eQCAAUnAo4acu/8AAAAAElFTkSuQmCC',
  'base64',
)

export function tileStandIn(port: number): http.Server {
  const origin = `http://127.0.0.1:${port}`
  const asked = new Map<string, number>()
  const style = {
    version: 8,
    sprite: `${origin}/sprite`,
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    sources: {
      streets: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 18 },
    },
    layers: [{ id: 'streets', type: 'raster', source: 'streets' }],
  }
  return http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname
    asked.set(path, (asked.get(path) ?? 0) + 1)
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' })
      response.end(body)
    }
    if (path === '/style.json') return send(200, 'application/json', JSON.stringify(style))
    if (path === '/asked') return send(200, 'application/json', JSON.stringify(Object.fromEntries(asked)))
    if (/^\/sprite(@2x)?\.json$/.test(path)) return send(200, 'application/json', '{}')
    if (/^\/sprite(@2x)?\.png$/.test(path) || /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path))
      return send(200, 'image/png', TILE)
    send(404, 'text/plain', 'No such tile.')
  })
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.env.TILES_TEST_PORT ?? 3500)
  tileStandIn(port).listen(port, '127.0.0.1', () => console.log(`tile stand-in on ${port}`))
}
