'use client'

import { useEffect } from 'react'

import { WORKER_URL } from '../services/map-style'
import { offlineMapUrls, tileJsonUrls, type StyleFile, type TileJson } from '../services/offline-map'

/** The map a plan keeps for the day (decision 102): the configured style, around these studios. */
export type OfflineMap = { styleUrl: string; positions: { latitude: number; longitude: number }[] }

const json = async <T>(url: string): Promise<T> => {
  const answer = await fetch(url, { credentials: 'omit' })
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
  return (await answer.json()) as T
}

/** The map's addresses to keep: the style and the TileJSON files read here, the list worked out from them. */
async function mapUrls({ styleUrl, positions }: OfflineMap): Promise<string[]> {
  const style = await json<StyleFile>(styleUrl)
  const tileJsons: Record<string, TileJson> = {}
  await Promise.all(
    tileJsonUrls(style, styleUrl).map(async (url) => {
      tileJsons[url] = await json<TileJson>(url).catch(() => ({}))
    }),
  )
  return offlineMapUrls(styleUrl, style, tileJsons, positions)
}

/** After the page's load, when the browser is idle (or a second later where it cannot say). */
function whenIdle(run: () => void) {
  const idle = () => (window.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 1000)))(run)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Asks the planner's service worker (decision 102) to keep `pages` — with the
 * scripts, styles and pictures they load — for use offline, and with `map`
 * the map's own data around the plan's studios (decision 102); with
 * `loadMapCode`, fetches the map's code once the browser is idle (without
 * drawing it) so the worker keeps it too.
 * Registered only from the planner's pages: other visitors never get one.
 */
export function useOfflineKeeping(pages: readonly string[], map?: OfflineMap | null, loadMapCode?: () => unknown) {
  const key = pages.join(' ')
  const mapKey = map
    ? `${map.styleUrl} ${map.positions.map((one) => `${one.latitude},${one.longitude}`).join(' ')}`
    : ''
  useEffect(() => {
    if (!('serviceWorker' in navigator) || pages.length === 0) return
    let live = true
    // Once the page has loaded and the browser is idle: keeping is for later, the page is for now.
    whenIdle(() => {
      if (!live) return
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then(async (registration) => {
          if (!live) return
          registration.active?.postMessage({ keep: [...new Set([window.location.pathname, ...pages])] })
          // The map's code is ours and kept even when the tile server cannot be read now.
          if (loadMapCode) keepMapCode(registration, loadMapCode, () => live)
          if (map) registration.active?.postMessage({ map: await mapUrls(map) })
        })
        .catch(() => {
          // No service worker (a private window, an old browser) or no tile server: the planner works online as before.
        })
    })
    return () => {
      live = false
    }
    // `key` and `mapKey` stand for `pages`' and `map`'s contents; the code's loader does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mapKey])
}

/** Fetches the map's code once the browser is idle (without drawing it), then asks the worker to keep it. */
function keepMapCode(registration: ServiceWorkerRegistration, loadMapCode: () => unknown, live: () => boolean) {
  whenIdle(async () => {
    await loadMapCode()
    // The code fetched after the HTML (the map's chunks and styles), and MapLibre's worker.
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/_next/static/'))
    if (live()) registration.active?.postMessage({ assets: [...loaded, WORKER_URL] })
  })
}
