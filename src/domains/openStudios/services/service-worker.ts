import { config } from '@/platform/config'

/**
 * The route planner's service worker (decision 102), served at `/sw.js` with
 * scope `/` so it can answer the studios' pages when offline. It keeps only
 * what a planner page asks it to keep (the plan, the chosen studios' pages,
 * the map's page and its worker, and the scripts, styles and pictures those
 * pages load) and answers from that copy only when the network fails: online,
 * every request goes to the server as if there were no worker, so no one sees
 * a stale page and a 404 stays a 404. Plain JavaScript in a string: the
 * browser runs it as it is, outside the bundles.
 *
 * The map's own data (decision 102) is kept apart: the addresses a plan's page
 * lists (`offlineMapUrls`: the configured style, its sprites, glyphs and the
 * tiles around the plan's studios), replacing the last plan's, and answered
 * the same way — from the tile server when it answers, else from the copy. The
 * code a plan's page loads after its HTML (the map's, and MapLibre's worker)
 * is kept when the page names it, so the map can be drawn offline too.
 */
export const PLAN_CACHE = 'vernissage-plan-v1'
export const PLAN_MAP_CACHE = 'vernissage-plan-map-v1'

const SOURCE = String.raw`const KEPT = '${PLAN_CACHE}'
const MAP_KEPT = '${PLAN_MAP_CACHE}'
const sameOrigin = (url) => new URL(url, self.location.href).origin === self.location.origin
const LOADED = /^\/(_next\/static\/|openstudios\/map-worker$)/

// The scripts, styles and pictures a page's HTML names, on our own origin.
function assetsOf(html) {
  const found = new Set()
  for (const match of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const url = match[1].replace(/&amp;/g, '&')
    if (/^\/(_next\/static|_next\/image|files\/|storage\/|openstudios\/map-worker)/.test(url)) found.add(url)
  }
  for (const match of html.matchAll(/srcset="([^"]+)"/gi)) {
    for (const part of match[1].split(',')) {
      const url = part.trim().split(/\s+/)[0].replace(/&amp;/g, '&')
      if (url.startsWith('/')) found.add(url)
    }
  }
  return [...found]
}

async function keep(pages) {
  const cache = await caches.open(KEPT)
  await Promise.all(pages.filter(sameOrigin).map(async (page) => {
    try {
      const response = await fetch(page, { credentials: 'same-origin' })
      if (!response.ok) return
      const html = await response.clone().text()
      await cache.put(page, response)
      await Promise.all(assetsOf(html).map(async (asset) => {
        try {
          const answer = await fetch(asset)
          if (answer.ok) await cache.put(asset, answer)
        } catch {}
      }))
    } catch {}
  }))
}

// The last plan's map: what it no longer needs goes, what it lacks is fetched from the tile server.
async function keepMap(urls) {
  const cache = await caches.open(MAP_KEPT)
  const wanted = new Set(urls)
  const kept = await cache.keys()
  await Promise.all(kept.filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)))
  const have = new Set(kept.map((request) => request.url))
  await Promise.all(urls.filter((url) => !have.has(url) && new URL(url).origin === MAP_ORIGIN).map(async (url) => {
    try {
      const answer = await fetch(url, { mode: 'cors', credentials: 'omit' })
      if (answer.ok) await cache.put(url, answer)
    } catch {}
  }))
}

// The code a planner page loaded after its HTML (the map's), named by the page.
async function keepAssets(assets) {
  const cache = await caches.open(KEPT)
  await Promise.all(assets.filter((url) => sameOrigin(url) && LOADED.test(new URL(url, self.location.href).pathname)).map(async (url) => {
    try {
      const answer = await fetch(url)
      if (answer.ok) await cache.put(url, answer)
    } catch {}
  }))
}

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => {
  const pages = event.data && event.data.keep
  if (Array.isArray(pages)) event.waitUntil(keep(pages.filter((page) => typeof page === 'string')))
  const assets = event.data && event.data.assets
  if (Array.isArray(assets)) event.waitUntil(keepAssets(assets.filter((url) => typeof url === 'string')))
  const map = event.data && event.data.map
  if (MAP_ORIGIN && Array.isArray(map)) event.waitUntil(keepMap(map.filter((url) => typeof url === 'string')))
})
self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  if (MAP_ORIGIN && new URL(request.url).origin === MAP_ORIGIN) {
    event.respondWith(fetch(request).catch(async () => {
      const kept = await (await caches.open(MAP_KEPT)).match(request.url)
      return kept || Response.error()
    }))
    return
  }
  if (!sameOrigin(request.url)) return
  // Pages and what they load; anything else (the API, live updates, the control panel) is left alone.
  const path = new URL(request.url).pathname
  if (request.mode !== 'navigate' && !/^\/(_next\/static|_next\/image|files\/|openstudios\/map-worker)/.test(path)) return
  if (path.startsWith('/cpanel') || path.startsWith('/api/')) return
  event.respondWith(fetch(request).catch(async () => {
    const cache = await caches.open(KEPT)
    const url = new URL(request.url)
    const kept = (await cache.match(request, { ignoreVary: true })) || (await cache.match(url.pathname + url.search))
    if (kept) return kept
    return new Response('You are offline, and this page was not kept for offline use.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }))
})
`

/**
 * `GET /sw.js`: never cached, so a new worker reaches browsers at their next visit. The configured
 * map style's origin (`MAP_STYLE_URL`) is the one other origin it answers for, and only offline.
 */
export function serviceWorkerResponse(mapStyleUrl = config().MAP_STYLE_URL ?? null): Response {
  const mapOrigin = mapStyleUrl ? new URL(mapStyleUrl).origin : null
  return new Response(`'use strict'\nconst MAP_ORIGIN = ${JSON.stringify(mapOrigin)}\n${SOURCE}`, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
    },
  })
}
