'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useId, useMemo, useState, useTransition } from 'react'

import type { ActionState } from '@/platform/forms'
import { ToolMessage } from '@/platform/cpanel/ToolMessage'

import type { MapData, MapOutline } from '../services/map-style'
import type { DrawnPoint } from '../services/outline-drawing'
import { drawOutlineAction } from './mapping-actions'

/** MapLibre comes with the drawing only, once the page is in the browser (as `MapPanel`'s map). */
const OutlineCanvas = lazy(() => import('./OutlineCanvas'))

export type EditableNeighbourhood = { id: number; name: string; outline: MapOutline['outline'] | null }

/** A stored outline as points to edit: a Polygon's outer ring without its closing point; a MultiPolygon is not drawn. */
function pointsOf(outline: EditableNeighbourhood['outline']): DrawnPoint[] | null {
  if (!outline) return []
  if (outline.type !== 'Polygon' || outline.coordinates.length !== 1) return null
  return outline.coordinates[0]!.slice(0, -1).map(([longitude, latitude]) => [longitude!, latitude!])
}

/**
 * `mapping`'s outline drawing (decision 089): choose a neighbourhood, click
 * points on the map, close the ring, move or delete points, save. The
 * buttons hold every step but the clicks on the map; the coordinates'
 * disclosure below is the way without a pointer or JavaScript.
 */
export function OutlineEditor({ data, neighbourhoods }: { data: MapData; neighbourhoods: EditableNeighbourhood[] }) {
  const router = useRouter()
  const selectId = useId()
  const [chosen, setChosen] = useState(neighbourhoods[0]?.id ?? 0)
  const place = neighbourhoods.find((one) => one.id === chosen)
  const stored = pointsOf(place?.outline ?? null)
  const [points, setPoints] = useState<DrawnPoint[]>(stored ?? [])
  const [closed, setClosed] = useState(Boolean(stored && stored.length >= 3))
  const [selected, setSelected] = useState<number | null>(null)
  const [state, setState] = useState<ActionState>({ status: 'idle' })
  const [saving, startSaving] = useTransition()

  const choose = (id: number) => {
    const next = pointsOf(neighbourhoods.find((one) => one.id === id)?.outline ?? null)
    setChosen(id)
    setPoints(next ?? [])
    setClosed(Boolean(next && next.length >= 3))
    setSelected(null)
    setState({ status: 'idle' })
  }
  // The map shows the other neighbourhoods for reference; the one edited is the drawing.
  const around = useMemo<MapData>(
    () => ({ ...data, outlines: data.outlines.filter((one) => one.id !== chosen) }),
    [data, chosen],
  )
  if (!place) return null
  const count = points.length === 1 ? '1 point' : `${points.length} points`
  return (
    <div className="os-outline-editor">
      <div className="cpanel-tool__field">
        <label htmlFor={selectId}>Neighbourhood</label>
        <select id={selectId} value={chosen} onChange={(event) => choose(Number(event.target.value))}>
          {neighbourhoods.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
              {one.outline ? '' : ' (no outline yet)'}
            </option>
          ))}
        </select>
      </div>
      {stored === null ? (
        <p className="cpanel-tool__hint">{place.name}’s outline has several parts: edit it as coordinates below.</p>
      ) : (
        <>
          <p className="cpanel-tool__hint" aria-live="polite">
            {closed
              ? `${place.name}: ${count}, closed. Drag a point to move it; click one to select it.`
              : `${place.name}: ${count}. Click the map to add points; click the first point or “Close the outline” to finish.`}
          </p>
          <Suspense fallback={<div style={{ height: '28rem', background: '#f4f1ea' }} aria-hidden="true" />}>
            <OutlineCanvas
              key={chosen}
              data={around}
              points={points}
              closed={closed}
              selected={selected}
              label={`Map for drawing ${place.name}’s outline`}
              onAdd={(point) => {
                if (closed) return
                setPoints((now) => [...now, point])
                setSelected(null)
              }}
              onClose={() => setClosed(true)}
              onMove={(index, point) => setPoints((now) => now.map((one, at) => (at === index ? point : one)))}
              onSelect={setSelected}
            />
          </Suspense>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.5rem' }}>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={closed || points.length < 3}
              onClick={() => setClosed(true)}
            >
              Close the outline
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={points.length === 0}
              onClick={() => {
                setPoints((now) => now.slice(0, -1))
                setClosed(false)
                setSelected(null)
              }}
            >
              Undo the last point
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={selected === null}
              onClick={() => {
                setPoints((now) => now.filter((_, at) => at !== selected))
                if (points.length - 1 < 3) setClosed(false)
                setSelected(null)
              }}
            >
              {selected === null ? 'Delete the selected point' : `Delete point ${selected + 1}`}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={points.length === 0}
              onClick={() => {
                setPoints([])
                setClosed(false)
                setSelected(null)
              }}
            >
              Start again
            </Button>
            <Button
              size="small"
              margin={false}
              disabled={!closed || saving}
              onClick={() =>
                startSaving(async () => {
                  setState(await drawOutlineAction(chosen, points))
                  router.refresh()
                })
              }
            >
              Save the outline
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        <ToolMessage state={state} />
      </div>
    </div>
  )
}
