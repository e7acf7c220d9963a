'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import './map.css'

import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { groupKey, markerGroups } from '../services/marker-groups'

import {
  boundsOf,
  labelPoint,
  OUTLINES_SOURCE,
  offlineStyle,
  outlineLayers,
  outlinesGeoJson,
  type MapData,
  type MapPlace,
  WORKER_URL,
} from '../services/map-style'

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
/** Studios sharing a marker: the ink's colour and a second ring, so a count is not read as a studio's number. */
const GROUP_STYLE = 'background:#1c1917;box-shadow:0 0 0 3px #fff,0 0 0 5px #1c1917,0 1px 6px rgb(0 0 0 / 0.4)'

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

/** The box of studios sharing a marker: each studio as its own box would show it, under its number. */
function groupContent(places: readonly MapPlace[], toggles: (HTMLButtonElement | undefined)[]): HTMLElement {
  const box = document.createElement('div')
  const heading = document.createElement('p')
  heading.textContent = `${places.length} studios here`
  heading.style.cssText = 'font-weight:700;margin-bottom:0.25rem'
  box.append(heading)
  const list = document.createElement('ol')
  list.style.cssText = 'max-height:16rem;overflow-y:auto;list-style:none;padding:0;margin:0'
  places.forEach((place, index) => {
    const item = document.createElement('li')
    item.style.cssText = 'border-top:1px solid #e7e5e4;padding:0.5rem 0'
    const one = popupContent(place, toggles[index])
    one.firstElementChild!.textContent = `${place.number}. ${place.label}`
    item.append(one)
    list.append(item)
  })
  box.append(list)
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

type MarkerDrawn = { places: MapPlace[]; button: HTMLButtonElement; marker: Marker }

/**
 * A marker as the plan stands: a studio's number (with a tick when chosen), or for studios sharing a
 * marker how many there are (a tick when any is chosen), its name saying every studio it stands for.
 */
function paintMarker(
  { places, button }: Pick<MarkerDrawn, 'places' | 'button'>,
  chosen: ReadonlySet<number> | undefined,
) {
  const inPlan = (place: MapPlace) => Boolean(chosen?.has(place.id))
  const names = places.map((place) => choiceWords(place, inPlan(place)).marker)
  const anyChosen = places.some(inPlan)
  if (places.length === 1) {
    button.textContent = `${places[0]!.number}${anyChosen ? '✓' : ''}`
    button.setAttribute('aria-label', names[0]!)
    button.style.cssText = anyChosen ? `${MARKER_STYLE};${CHOSEN_STYLE}` : MARKER_STYLE
  } else {
    button.textContent = `${places.length}${anyChosen ? '✓' : ''}`
    button.setAttribute('aria-label', `${places.length} studios here: ${names.join('; ')}`)
    button.style.cssText = `${MARKER_STYLE};${GROUP_STYLE}${anyChosen ? `;${CHOSEN_STYLE};box-shadow:0 0 0 3px #fff,0 0 0 5px #14532d` : ''}`
  }
}

/**
 * The map itself (loaded lazily by `MapPanel`, only on pages with a map):
 * MapLibre GL with the configured style or the offline one, the
 * neighbourhoods' outlines and one numbered, focusable marker per studio
 * whose popup names its artists with links. With `onPlaceMoved`, markers can
 * be dragged (staff's `mapping`); with `choosing`, a popup puts its studio in
 * the visitor's plan. Studios too close together to tell apart at the map's
 * zoom share one marker whose box lists them (decision 102). If WebGL is missing the map says so and the list beside
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
  const chosenNow = useRef(choosing?.chosen)
  const choosable = Boolean(choosing)
  // Each studio's popup button, and the markers drawn (one per studio, or one for studios too close to tell
  // apart), to show a change of the plan without drawing the map again.
  const toggles = useRef(new Map<number, HTMLButtonElement>())
  const markers = useRef(new Map<string, MarkerDrawn>())
  useEffect(() => {
    moved.current = onPlaceMoved
    toggled.current = choosing?.onToggle
    chosenNow.current = choosing?.chosen
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
    // Room for the zoom buttons in a corner: a marker never lies under them.
    const fit = () => bounds && map.fitBounds(bounds, { padding: 64, maxZoom: 15, duration: 0 })
    fit()
    // Until the visitor moves the map, it keeps showing every studio when its frame changes size (a phone
    // turned, a window narrowed); otherwise markers would stand past its edge or under the zoom buttons. Not
    // while a studio's box is open: regrouping would close it under the visitor's eyes.
    let fitted = true
    map.on('movestart', (event: { originalEvent?: Event }) => {
      if (event.originalEvent) fitted = false
    })
    map.on('resize', () => {
      if (fitted && !map.getContainer().querySelector('.maplibregl-popup')) fit()
    })
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
    if (choosable)
      for (const place of data.places)
        toggles.current.set(
          place.id,
          toggleButton(place, (one) => toggled.current?.(one)),
        )
    const byId = new Map(data.places.map((place) => [place.id, place]))
    const drawn = markers.current
    // Staff drag each studio's own marker (`mapping`); visitors get studios too close together as one.
    const grouping = !moved.current

    const markerOf = (places: MapPlace[]) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.dataset.studio = places.map((place) => place.id).join(' ')
      const popup = new Popup({ offset: 18, maxWidth: '18rem' }).setDOMContent(
        places.length === 1
          ? popupContent(places[0]!, toggles.current.get(places[0]!.id))
          : groupContent(
              places,
              places.map((place) => toggles.current.get(place.id)),
            ),
      )
      const at: [number, number] = [
        places.reduce((sum, place) => sum + place.longitude, 0) / places.length,
        places.reduce((sum, place) => sum + place.latitude, 0) / places.length,
      ]
      // A box that opens past the map's edge (a marker near it, a long list) brings the map along.
      let panned: [number, number] = [0, 0]
      popup.on('open', () => {
        const box = popup.getElement().getBoundingClientRect()
        const frame = map.getContainer().getBoundingClientRect()
        const past = (low: number, high: number, min: number, max: number) =>
          high > max ? Math.max(0, Math.min(high - max + 8, low - min - 8)) : low < min ? low - min - 8 : 0
        const by: [number, number] = [
          past(box.left, box.right, frame.left, frame.right),
          past(box.top, box.bottom, frame.top, frame.bottom),
        ]
        if (by[0] !== 0 || by[1] !== 0) map.panBy(by)
        panned = by
      })
      // Closed, the map goes back where the visitor had it, so no marker is left at its edge.
      popup.on('close', () => {
        if (panned[0] !== 0 || panned[1] !== 0) map.panBy([-panned[0], -panned[1]])
        panned = [0, 0]
      })
      const marker = new Marker({ element: button, draggable: Boolean(moved.current) })
        .setLngLat(at)
        .setPopup(popup)
        .addTo(map)
      const place = places[0]!
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLngLat()
        moved.current?.(place, lat, lng)
      })
      const one = { places, button, marker }
      paintMarker(one, chosenNow.current)
      return one
    }

    // The markers for this zoom: those whose studios still go together are kept (with the focus), the rest drawn again.
    const regroup = () => {
      const points = data.places.map((place) => ({ id: place.id, ...map.project([place.longitude, place.latitude]) }))
      const wanted = grouping ? markerGroups(points) : points.map((point) => ({ ids: [point.id] }))
      const keys = wanted.map((group) => groupKey(group.ids))
      const focused = document.activeElement
      let refocus: number | null = null
      for (const [key, one] of drawn) {
        if (keys.includes(key)) continue
        const popupElement = one.marker.getPopup()?.getElement()
        if (one.button === focused || popupElement?.contains(focused)) refocus = one.places[0]!.id
        one.marker.remove()
        drawn.delete(key)
      }
      const fresh = new Set<MarkerDrawn>()
      wanted.forEach((group, index) => {
        if (drawn.has(keys[index]!)) return
        const one = markerOf(group.ids.map((id) => byId.get(id)!))
        drawn.set(keys[index]!, one)
        fresh.add(one)
      })
      // New markers go in the list's order among the others, for the keyboard; those kept are not moved (nor their focus).
      const order = [...drawn.values()].sort((a, b) => a.places[0]!.number - b.places[0]!.number)
      order.forEach((one, index) => {
        const next = fresh.has(one) ? order.slice(index + 1).find((later) => !fresh.has(later)) : undefined
        next?.marker.getElement().before(one.marker.getElement())
      })
      const again = refocus === null ? null : order.find((one) => one.places.some((place) => place.id === refocus))
      again?.button.focus()
    }
    regroup()
    map.on('zoomend', regroup)
    const kept = toggles.current
    return () => {
      drawn.clear()
      kept.clear()
      map.remove()
    }
  }, [data, failed, choosable])

  const chosen = choosing?.chosen
  useEffect(() => {
    if (!chosen) return
    for (const one of markers.current.values()) paintMarker(one, chosen)
    for (const place of data.places) {
      const toggle = toggles.current.get(place.id)
      if (!toggle) continue
      const words = choiceWords(place, chosen.has(place.id))
      toggle.textContent = words.button
      toggle.setAttribute('aria-label', `${words.button}: ${place.label}`)
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
