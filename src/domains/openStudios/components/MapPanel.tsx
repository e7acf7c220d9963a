'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import type { MapData, MapPlace } from '../services/map-style'

/**
 * MapLibre and its styles come only with a page that shows a map, once the
 * page is in the browser: React's own `lazy` rather than `next/dynamic`, whose
 * loader would be 1.3 KB more on every page that can show a map (decision 042).
 */
const MapCanvas = lazy(() => import('./MapCanvas'))

const noSubscription = () => () => {}

const NOTE = { border: '1px solid #e7e5e4', borderRadius: 4, padding: '1rem', background: '#fff' }

/** A map of studios: an enhancement beside the list, which holds the same content. */
export function MapPanel({
  data,
  label,
  onPlaceMoved,
}: {
  data: MapData
  label: string
  onPlaceMoved?: (place: MapPlace, latitude: number, longitude: number) => void
}) {
  // False on the server and while hydrating, true after: the map is drawn in the browser only.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const waiting = (
    <div
      className="os-map-waiting"
      style={{ height: '28rem', width: '100%', background: '#f4f1ea' }}
      aria-hidden="true"
    />
  )
  return (
    <>
      {/* Without JavaScript there is no map to wait for: say so instead of an empty box. */}
      <noscript>
        <style>{'.os-map-waiting{display:none}'}</style>
        <p style={NOTE}>The map needs JavaScript; every studio is in the list.</p>
      </noscript>
      {inBrowser ? (
        <Suspense fallback={waiting}>
          <MapCanvas data={data} label={label} onPlaceMoved={onPlaceMoved} />
        </Suspense>
      ) : (
        waiting
      )}
    </>
  )
}
