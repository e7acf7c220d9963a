'use client'

import 'maplibre-gl/dist/maplibre-gl.css'

import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import {
  boundsOf,
  labelPoint,
  OUTLINES_SOURCE,
  offlineStyle,
  outlineLayers,
  outlinesGeoJson,
  type MapData,
  type MapPlace,
} from '../services/map-style'

/** MapLibre's worker, served by our own origin (a bundled worker cannot find its file next to the bundle). */
export const WORKER_URL = '/openstudios/map-worker'
/** Inline, so markers look the same on the public site and in the control panel (which has its own styles). */
const MARKER_STYLE = [
  'display:flex',
  'align-items:center',
  'justify-content:center',
  'width:2rem',
  'height:2rem',
  'border-radius:9999px',
  'border:2px solid #fff',
  'background:#9a3412',
  'color:#fff',
  'font:700 0.875rem/1 system-ui,sans-serif',
  'box-shadow:0 1px 4px rgb(0 0 0 / 0.4)',
  'cursor:pointer',
].join(';')
const NEIGHBOURHOOD_STYLE =
  'pointer-events:none;font:600 0.75rem/1 system-ui,sans-serif;text-transform:uppercase;letter-spacing:0.05em;color:#44403c'
/** Where the map looks when there is nothing to show yet: the organisation's city. */
export const FALLBACK_CENTER: [number, number] = [-122.4194, 37.7749]

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/** A studio in the visitor's plan: its marker dark, with a tick after its number. */
const CHOSEN_STYLE = 'background:#14532d;width:auto;min-width:2rem;padding:0 0.375rem'

/**
 * Choosing studios on the map (the route planner, decision 102): each popup has a button that puts the
 * studio in the plan or takes it out, and the markers of the chosen studios look chosen.
 */
export type MapChoosing = { chosen: ReadonlySet<number>; onToggle: (place: MapPlace) => void }

const choiceWords = (place: MapPlace, chosen: boolean) => ({
  marker: `Studio ${place.number}: ${place.label}${chosen ? ', in your plan' : ''}`,
  button: chosen ? 'Take out of my plan' : 'Add to my plan',
})

/** The popup's content, built from the DOM (names are text, never HTML). */
function popupContent(place: MapPlace, toggle?: HTMLButtonElement): HTMLElement {
  const box = document.createElement('div')
  const heading = document.createElement('p')
  heading.style.fontWeight = '600'
  heading.textContent = place.label
  box.append(heading)
  const list = document.createElement('ul')
  for (const artist of place.artists) {
    const item = document.createElement('li')
    if (artist.slug) {
      const link = document.createElement('a')
      link.href = `/artist/${artist.slug}`
      link.textContent = artist.name
      // A touch target of at least 24 pixels (WCAG 2.2).
      link.style.cssText = 'display:inline-block;min-height:24px;line-height:24px'
      item.append(link)
    } else {
      item.textContent = artist.name
    }
    list.append(item)
  }
  box.append(list)
  if (place.weekends.length > 0) {
    const weekends = document.createElement('p')
    weekends.textContent = `Weekend ${place.weekends.join(' and ')}`
    box.append(weekends)
  }
  if (toggle) box.append(toggle)
  return box
}

/** The popup's button of a studio to choose: at least 24 pixels high (WCAG 2.2), the site's accent. */
function toggleButton(place: MapPlace, onToggle: (place: MapPlace) => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.style.cssText =
    'margin-top:0.5rem;min-height:24px;padding:0.25rem 0.75rem;border:0;border-radius:4px;background:#9a3412;color:#fff;font-weight:600;cursor:pointer'
  button.addEventListener('click', () => onToggle(place))
  return button
}

/**
 * The map itself (loaded lazily by `MapPanel`, only on pages with a map):
 * MapLibre GL with the configured style or the offline one, the
 * neighbourhoods' outlines and one numbered, focusable marker per studio
 * whose popup names its artists with links. With `onPlaceMoved`, markers can
 * be dragged (staff's `mapping`); with `choosing`, a popup puts its studio in
 * the visitor's plan. If WebGL is missing the map says so and the list beside
 * it stands.
 */
export default function MapCanvas({
  data,
  label,
  onPlaceMoved,
  choosing,
}: {
  data: MapData
  label: string
  onPlaceMoved?: (place: MapPlace, latitude: number, longitude: number) => void
  choosing?: MapChoosing
}) {
  const container = useRef<HTMLDivElement>(null)
  // Rendered in the browser only (`MapPanel`), so WebGL can be asked for at once.
  const [failed, setFailed] = useState(() => !webglAvailable())
  const moved = useRef(onPlaceMoved)
  const toggled = useRef(choosing?.onToggle)
  const choosable = Boolean(choosing)
  // Each studio's marker and popup button, to show a change of the plan without drawing the map again.
  const drawn = useRef(new Map<number, { place: MapPlace; marker: HTMLButtonElement; toggle?: HTMLButtonElement }>())
  useEffect(() => {
    moved.current = onPlaceMoved
    toggled.current = choosing?.onToggle
  })

  useEffect(() => {
    if (!container.current || failed) return
    let map: MapLibreMap
    try {
      setWorkerUrl(WORKER_URL)
      map = new MapLibreMap({
        container: container.current,
        style: data.styleUrl ?? offlineStyle(data.outlines),
        center: FALLBACK_CENTER,
        zoom: 11,
        attributionControl: data.styleUrl ? undefined : false,
      })
    } catch {
      queueMicrotask(() => setFailed(true))
      return
    }
    map.on('error', (event: { error?: { message?: string } }) => {
      if (!map.loaded() && /webgl/i.test(String(event.error?.message))) setFailed(true)
    })
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    const bounds = boundsOf(data)
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 })
    if (data.styleUrl) {
      // The configured style brings its own sources; ours are added over it.
      map.on('load', () => {
        map.addSource(OUTLINES_SOURCE, { type: 'geojson', data: outlinesGeoJson(data.outlines) })
        for (const layer of outlineLayers()) map.addLayer(layer)
      })
    }
    for (const outline of data.outlines) {
      const name = document.createElement('span')
      name.style.cssText = NEIGHBOURHOOD_STYLE
      name.setAttribute('aria-hidden', 'true')
      name.textContent = outline.name
      new Marker({ element: name }).setLngLat(labelPoint(outline.outline)).addTo(map)
    }
    for (const place of data.places) {
      const button = document.createElement('button')
      button.type = 'button'
      button.style.cssText = MARKER_STYLE
      button.textContent = String(place.number)
      button.setAttribute('aria-label', choiceWords(place, false).marker)
      button.dataset.studio = String(place.id)
      const toggle = choosable ? toggleButton(place, (one) => toggled.current?.(one)) : undefined
      drawn.current.set(place.id, { place, marker: button, toggle })
      const popup = new Popup({ offset: 18, maxWidth: '18rem' }).setDOMContent(popupContent(place, toggle))
      const marker = new Marker({ element: button, draggable: Boolean(moved.current) })
        .setLngLat([place.longitude, place.latitude])
        .setPopup(popup)
        .addTo(map)
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLngLat()
        moved.current?.(place, lat, lng)
      })
    }
    const markers = drawn.current
    return () => {
      markers.clear()
      map.remove()
    }
  }, [data, failed, choosable])

  const chosen = choosing?.chosen
  useEffect(() => {
    if (!chosen) return
    for (const { place, marker, toggle } of drawn.current.values()) {
      const words = choiceWords(place, chosen.has(place.id))
      marker.style.cssText = chosen.has(place.id) ? `${MARKER_STYLE};${CHOSEN_STYLE}` : MARKER_STYLE
      marker.textContent = chosen.has(place.id) ? `${place.number}✓` : String(place.number)
      marker.setAttribute('aria-label', words.marker)
      if (toggle) toggle.textContent = words.button
    }
  }, [chosen, data, failed])

  return failed ? (
    <p role="status" style={{ border: '1px solid #e7e5e4', borderRadius: 4, padding: '1rem', background: '#fff' }}>
      The map could not be drawn in this browser; every studio is in the list.
    </p>
  ) : (
    <div
      ref={container}
      role="region"
      aria-label={label}
      style={{ height: '28rem', width: '100%', border: '1px solid #e7e5e4', borderRadius: 4 }}
    />
  )
}
