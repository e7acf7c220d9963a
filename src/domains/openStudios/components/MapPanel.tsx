'use client'

import dynamic from 'next/dynamic'

import type { MapData, MapPlace } from '../services/map-style'

/** MapLibre and its styles come only with a page that shows a map, once the page is in the browser. */
const MapCanvas = dynamic(() => import('./MapCanvas'), {
  ssr: false,
  loading: () => (
    <div
      className="os-map-waiting"
      style={{ height: '28rem', width: '100%', background: '#f4f1ea' }}
      aria-hidden="true"
    />
  ),
})

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
  return (
    <>
      {/* Without JavaScript there is no map to wait for: say so instead of an empty box. */}
      <noscript>
        <style>{'.os-map-waiting{display:none}'}</style>
        <p style={NOTE}>The map needs JavaScript; every studio is in the list.</p>
      </noscript>
      <MapCanvas data={data} label={label} onPlaceMoved={onPlaceMoved} />
    </>
  )
}
