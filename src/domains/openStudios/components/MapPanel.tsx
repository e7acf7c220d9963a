'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { WAKE_IN_VIEW } from '@/platform/client/awake'
import { useScripted } from '@/ui/scripted'

import type { MapData, MapPlace } from '../services/map-style'
import type { MapChoosing } from './MapCanvas'

/**
 * MapLibre and its styles come only with a page that shows a map, once the
 * page is in the browser: React's own `lazy` rather than `next/dynamic`, whose
 * loader would be 1.3 KB more on every page that can show a map (decision 042).
 */
const MapCanvas = lazy(() => import('./MapCanvas'))

const NOTE = { border: '1px solid #e7e5e4', borderRadius: 4, padding: '1rem', background: '#fff' }
const BOX = { height: '28rem', width: '100%', background: '#f4f1ea', borderRadius: 4 }
/** How far below the screen the map starts loading, so a person scrolling down seldom waits for it. */
const AHEAD = '300px'

/**
 * A map of studios: an enhancement beside the list, which holds the same
 * content. Its code (MapLibre, about 240 KB) loads only when the map comes
 * near the screen (decision 078): on a wide screen, beside the list, at once;
 * on a phone, below the list, once the visitor scrolls to it.
 */
export function MapPanel({
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
  // False on the server and while hydrating, true after: the map is drawn in the browser only.
  const inBrowser = useScripted()
  const [wanted, setWanted] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (wanted || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted, inBrowser])

  // A visitor's page whose framework waits for a touch wakes when the map comes near (decision 117).
  const waiting = (
    <div ref={box} className="os-map-waiting" style={BOX} aria-hidden="true" {...{ [WAKE_IN_VIEW]: AHEAD }} />
  )
  if (inBrowser && wanted) {
    return (
      <Suspense fallback={waiting}>
        <MapCanvas data={data} label={label} onPlaceMoved={onPlaceMoved} choosing={choosing} />
      </Suspense>
    )
  }
  return (
    <>
      {/* Without JavaScript there is no map to show: say so instead of an empty box. */}
      <noscript>
        <style>{'.os-map-waiting{display:none}'}</style>
        <p style={NOTE}>The map needs JavaScript; every studio is in the list.</p>
      </noscript>
      {waiting}
    </>
  )
}
