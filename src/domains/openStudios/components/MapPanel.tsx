'use client'

import dynamic from 'next/dynamic'

import type { MapData, MapPlace } from '../services/map-style'

/** MapLibre and its styles come only with a page that shows a map, once the page is in the browser. */
const MapCanvas = dynamic(() => import('./MapCanvas'), {
  ssr: false,
  loading: () => <div style={{ height: '28rem', width: '100%', background: '#f4f1ea' }} aria-hidden="true" />,
})

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
  return <MapCanvas data={data} label={label} onPlaceMoved={onPlaceMoved} />
}
