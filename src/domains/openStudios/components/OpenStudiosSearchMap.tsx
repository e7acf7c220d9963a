import { payloadInstance } from '@/platform/payload'

import { OPEN_STUDIOS_PATH } from '../services/map-addresses'
import { mapDataOf, neighbourhoodOutlines } from '../services/map-page'
import { currentSeason } from '../services/seasons'
import { studiosOnMap } from '../services/studio-map'
import { MapPanel } from './MapPanel'
import { OpenStudiosStudioList } from './OpenStudiosStudioList'

/**
 * The map view of `/artists/artsearch` (`?view=map`): the studios of the
 * found artists (this page of them) who show in the current season, on the
 * same map as `/openstudios`, with their list; the search's own list stays
 * below (decision 054).
 */
export async function openStudiosSearchMap(profiles: number[]) {
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <p className="rounded-lg border border-line bg-white p-4">
        No Open Studios season is on: there are no studios to map.
      </p>
    )
  }
  const [studios, outlines] = await Promise.all([
    studiosOnMap(payload, season, { profiles }),
    neighbourhoodOutlines(payload),
  ])
  if (studios.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-white p-4">
        None of the artists on this page opens a studio in {season.name}. See{' '}
        <a href={OPEN_STUDIOS_PATH}>every studio of {season.name}</a>.
      </p>
    )
  }
  return (
    <section aria-labelledby="search-map-heading" className="rounded-lg border border-line bg-white p-4">
      <h3 id="search-map-heading" className="text-lg font-semibold">
        Their studios in {season.name}
      </h3>
      <div className="mt-3">
        <MapPanel
          data={mapDataOf(studios, outlines)}
          label={`Map of the studios of the artists found, ${season.name}`}
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold">
          {studios.length === 1 ? 'The studio, as a list' : `The ${studios.length} studios, as a list`}
        </summary>
        <div className="mt-3">
          <OpenStudiosStudioList studios={studios} headingLevel={4} />
        </div>
      </details>
    </section>
  )
}
