'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { FALLBACK_CENTER } from '../components/MapCanvas'
import { boundsOf, offlineStyle, WORKER_URL, type MapData } from '../services/map-style'
import type { DrawnPoint } from '../services/outline-drawing'

const DRAWING = 'drawing'
const vertexStyle = (first: boolean, selected: boolean) =>
  [
    'width:16px',
    'height:16px',
    'border-radius:9999px',
    `border:2px solid ${selected ? '#fff' : '#1c1917'}`,
    `background:${selected ? '#b91c1c' : first ? '#fde68a' : '#fff'}`,
    'box-shadow:0 1px 3px rgb(0 0 0 / 0.5)',
    'cursor:move',
  ].join(';')

function drawingGeoJson(points: readonly DrawnPoint[], closed: boolean): GeoJSON.FeatureCollection {
  if (points.length < 2) return { type: 'FeatureCollection', features: [] }
  const geometry: GeoJSON.Geometry =
    closed && points.length >= 3
      ? { type: 'Polygon', coordinates: [[...points, points[0]!]] }
      : { type: 'LineString', coordinates: [...points] }
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] }
}

/**
 * The drawing layer of `mapping` (decision 089), on MapLibre's own events: a
 * click on the map adds a point, a click on the first point closes the ring,
 * a point is dragged to move it and clicked to select it. The outline's
 * state lives in `OutlineEditor`; this draws it and reports the gestures.
 */
export default function OutlineCanvas({
  data,
  points,
  closed,
  selected,
  label,
  onAdd,
  onClose,
  onMove,
  onSelect,
}: {
  data: MapData
  points: readonly DrawnPoint[]
  closed: boolean
  selected: number | null
  label: string
  onAdd: (point: DrawnPoint) => void
  onClose: () => void
  onMove: (index: number, point: DrawnPoint) => void
  onSelect: (index: number) => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [failed, setFailed] = useState(false)
  const handlers = useRef({ onAdd, onClose, onMove, onSelect })
  useEffect(() => {
    handlers.current = { onAdd, onClose, onMove, onSelect }
  })
  // Where the map first looks: the outline being edited, else everything on the map.
  const start = useRef(points)

  useEffect(() => {
    if (!container.current) return
    let created: MapLibreMap
    try {
      setWorkerUrl(WORKER_URL)
      created = new MapLibreMap({
        container: container.current,
        style: data.styleUrl ?? offlineStyle(data.outlines),
        center: FALLBACK_CENTER,
        zoom: 12,
        attributionControl: data.styleUrl ? undefined : false,
        doubleClickZoom: false,
      })
    } catch {
      queueMicrotask(() => setFailed(true))
      return
    }
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    const around =
      start.current.length > 0
        ? {
            places: [],
            outlines: [{ id: 0, name: '', outline: { type: 'Polygon' as const, coordinates: [[...start.current]] } }],
          }
        : data
    const bounds = boundsOf(around)
    if (bounds) created.fitBounds(bounds, { padding: 48, maxZoom: 16, duration: 0 })
    created.on('load', () => {
      created.addSource(DRAWING, { type: 'geojson', data: drawingGeoJson([], false) })
      created.addLayer({
        id: 'drawing-fill',
        type: 'fill',
        source: DRAWING,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': '#b45309', 'fill-opacity': 0.2 },
      })
      created.addLayer({
        id: 'drawing-line',
        type: 'line',
        source: DRAWING,
        paint: { 'line-color': '#9a3412', 'line-width': 2.5 },
      })
      setMap(created)
    })
    created.on('click', (event) => {
      // Clicks on a point's marker are the marker's own.
      if (event.originalEvent.target !== created.getCanvas()) return
      handlers.current.onAdd([event.lngLat.lng, event.lngLat.lat])
    })
    return () => {
      setMap(null)
      created.remove()
    }
  }, [data])

  useEffect(() => {
    if (!map) return
    ;(map.getSource(DRAWING) as GeoJSONSource | undefined)?.setData(drawingGeoJson(points, closed))
    const markers = points.map((point, index) => {
      const element = document.createElement('div')
      element.style.cssText = vertexStyle(index === 0, index === selected)
      element.dataset.vertex = String(index + 1)
      let dragged = false
      element.addEventListener('click', (event) => {
        event.stopPropagation()
        if (dragged) return
        if (index === 0 && !closed && points.length >= 3) handlers.current.onClose()
        else handlers.current.onSelect(index)
      })
      const marker = new Marker({ element, draggable: true }).setLngLat(point).addTo(map)
      marker.on('dragstart', () => {
        dragged = true
      })
      marker.on('dragend', () => {
        const { lng, lat } = marker.getLngLat()
        handlers.current.onMove(index, [lng, lat])
      })
      return marker
    })
    return () => {
      for (const marker of markers) marker.remove()
    }
  }, [map, points, closed, selected])

  return failed ? (
    <p role="status">The map could not be drawn in this browser: edit the outline as coordinates below.</p>
  ) : (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-ready={map ? 'true' : undefined}
      style={{ height: '28rem', width: '100%', border: '1px solid #e7e5e4', borderRadius: 4, cursor: 'crosshair' }}
    />
  )
}
