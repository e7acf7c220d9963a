'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ActionState } from '@/platform/forms'
import { ToolMessage } from '@/platform/cpanel/ToolMessage'

import { MapPanel } from '../components/MapPanel'
import type { MapData } from '../services/map-style'
import { moveStudioAction } from './mapping-actions'

/** `mapping`'s map: drag a studio's marker to place it; the position is saved at once, and said. */
export function MappingMap({ data }: { data: MapData }) {
  const router = useRouter()
  const [state, setState] = useState<ActionState>({ status: 'idle' })
  return (
    <>
      <div aria-live="polite">
        <ToolMessage state={state} />
      </div>
      <MapPanel
        data={data}
        label="Map of the season's studios; drag a marker to place its studio"
        onPlaceMoved={async (place, latitude, longitude) => {
          setState(await moveStudioAction(place.id, latitude, longitude))
          router.refresh()
        }}
      />
    </>
  )
}
