import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { readOutline } from '@/domains/artists'
import { ToolFrame, ToolTable } from '@/platform/cpanel'
import { FilterActions, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { mapDataOf, neighbourhoodOutlines } from '../services/map-page'
import { currentSeason } from '../services/seasons'
import { hasPosition, studioAddress, studiosOnMap } from '../services/studio-map'
import { geocoderConfigured, GEOCODE_BATCH } from '../services/studio-positions'
import { REGISTRATION_STATE_LABELS } from '../services/vocabulary'
import { geocodeAllAction, geocodeStudioAction, placeStudioAction, saveOutlineAction } from './mapping-actions'
import { MappingMap } from './MappingMap'
import { OutlineEditor } from './OutlineEditor'
import { MAPPING_TOOL as tool } from './tools'

/** A disclosure's summary is a touch target: at least 24 pixels high (WCAG 2.2). */
const SUMMARY_STYLE = { padding: '0.25rem 0', cursor: 'pointer' } as const

const SOURCE_LABELS = { none: 'None yet', geocoded: 'Geocoder', placed: 'Placed by staff' } as const

/** The address's parameters as plain strings (Payload gives them as strings or lists). */
function param(searchParams: AdminViewServerProps['searchParams'], name: string): string {
  const value = searchParams?.[name]
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : ''
}

/**
 * `/cpanel/mapping`: every studio of the current season on the map and in a
 * table (address, artists, position and where it came from), filtered by
 * weekend or "no position yet"; place a studio by dragging its marker or,
 * without JavaScript, by typing its latitude and longitude; geocode one
 * address or all without a position (when a geocoder is set up); draw the
 * neighbourhoods' outlines on the map, or type them as GeoJSON (decision
 * 089). Staff only; every change audited.
 */
export async function MappingTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const payload = req.payload
  const base = `${payload.config.routes.admin}/${tool.name}`
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <p>No season is current: the map shows the current season’s studios.</p>
      </ToolFrame>
    )
  }
  const weekendParam = Number(param(view.searchParams, 'weekend'))
  const weekend = season.weekends.some((one) => one.number === weekendParam) ? weekendParam : undefined
  const missingOnly = param(view.searchParams, 'position') === 'missing'
  const [all, outlines, neighbourhoods] = await Promise.all([
    studiosOnMap(payload, season, { audience: 'staff', weekend }),
    neighbourhoodOutlines(payload),
    payload.find({
      collection: 'neighbourhoods',
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      sort: 'name',
    }),
  ])
  const studios = missingOnly ? all.filter((studio) => !hasPosition(studio)) : all
  const withoutPosition = all.filter((studio) => !hasPosition(studio)).length
  const geocoder = geocoderConfigured()
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="mapping-filter-heading">
        <h2 id="mapping-filter-heading">{season.name}: studios</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <FilterSelect
            label="Weekend"
            name="weekend"
            value={weekend === undefined ? '' : String(weekend)}
            options={season.weekends.map((one) => String(one.number))}
            labels={Object.fromEntries(season.weekends.map((one) => [String(one.number), one.label]))}
          />
          <FilterSelect
            label="Position"
            name="position"
            value={missingOnly ? 'missing' : ''}
            options={['missing']}
            labels={{ missing: 'No position yet' }}
          />
          <FilterActions base={base} />
        </form>
        <p>
          {all.length === 1 ? '1 studio' : `${all.length} studios`}, {withoutPosition} without a position.
        </p>
        {geocoder ? (
          <ToolForm
            id="geocode-all"
            action={geocodeAllAction}
            hidden={{ season: season.id }}
            submit={`Geocode all without a position (${withoutPosition})`}
            srSubmit={withoutPosition > GEOCODE_BATCH ? `, ${GEOCODE_BATCH} at a time` : undefined}
            style="secondary"
          />
        ) : (
          <p className="cpanel-tool__hint">
            Geocoding is not set up (no GEOCODER_URL): place studios by dragging their marker or typing their position.
          </p>
        )}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="mapping-map-heading">
        <h2 id="mapping-map-heading">On the map</h2>
        <p className="cpanel-tool__hint">
          Drag a marker to move its studio; the new position is saved at once. Without a pointer, use “Edit as
          coordinates” in the list below.
        </p>
        <MappingMap data={mapDataOf(studios, outlines)} />
      </section>

      <section className="cpanel-tool__section" aria-labelledby="mapping-table-heading">
        <h2 id="mapping-table-heading">Studios</h2>
        {studios.length === 0 ? (
          <p>No studios match.</p>
        ) : (
          <ToolTable columns={['#', 'Address', 'Artists', 'Weekends', 'Position', 'From', { hidden: 'Place it' }]}>
            {studios.map((studio, index) => (
              <tr key={studio.id} data-studio={studio.id}>
                <td>{index + 1}</td>
                <td>
                  {studioAddress(studio)}
                  {studio.city ? `, ${studio.city}` : ''}
                </td>
                <td>
                  {studio.artists
                    .map((artist) =>
                      artist.status === 'registered'
                        ? artist.name
                        : `${artist.name} (${REGISTRATION_STATE_LABELS[artist.status]})`,
                    )
                    .join(', ')}
                </td>
                <td>{studio.weekends.join(', ')}</td>
                <td>{hasPosition(studio) ? `${studio.latitude}, ${studio.longitude}` : 'None'}</td>
                <td>{SOURCE_LABELS[studio.positionSource]}</td>
                <td>
                  <details className="os-coordinates">
                    <summary style={SUMMARY_STYLE}>
                      Edit as coordinates<span className="cpanel-tool__sr"> of {studio.address}</span>
                    </summary>
                    <ToolForm
                      id={`place-${studio.id}`}
                      action={placeStudioAction}
                      hidden={{ studio: studio.id }}
                      fields={[
                        {
                          name: 'latitude',
                          label: 'Latitude',
                          type: 'text',
                          defaultValue: studio.latitude?.toString() ?? '',
                        },
                        {
                          name: 'longitude',
                          label: 'Longitude',
                          type: 'text',
                          defaultValue: studio.longitude?.toString() ?? '',
                        },
                      ]}
                      submit="Save position"
                      srSubmit={`of ${studio.address}`}
                    />
                  </details>
                  {geocoder ? (
                    <ToolForm
                      id={`geocode-${studio.id}`}
                      action={geocodeStudioAction}
                      hidden={{ studio: studio.id }}
                      submit="Geocode the address"
                      srSubmit={`of ${studio.address}`}
                      style="secondary"
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="mapping-outlines-heading">
        <h2 id="mapping-outlines-heading">Neighbourhoods’ outlines</h2>
        {neighbourhoods.docs.length === 0 ? (
          <p>No neighbourhoods yet: add them under Artists, Neighbourhoods.</p>
        ) : (
          <>
            <OutlineEditor
              data={mapDataOf([], outlines)}
              neighbourhoods={neighbourhoods.docs.map((place) => {
                const read = place.outline ? readOutline(place.outline) : null
                return { id: place.id, name: place.name, outline: read && 'outline' in read ? read.outline : null }
              })}
            />
            <details className="os-coordinates">
              <summary style={SUMMARY_STYLE}>Edit as coordinates</summary>
              <p className="cpanel-tool__hint">
                Paste a GeoJSON Polygon or MultiPolygon (or a Feature holding one), longitude before latitude; empty
                removes the outline.
              </p>
              {neighbourhoods.docs.map((place) => (
                <ToolForm
                  key={place.id}
                  id={`outline-${place.id}`}
                  action={saveOutlineAction}
                  hidden={{ neighbourhood: place.id }}
                  fields={[
                    {
                      name: 'outline',
                      label: `${place.name}${place.outline ? '' : ' (no outline yet)'}`,
                      type: 'textarea',
                      defaultValue: place.outline ? JSON.stringify(place.outline) : '',
                    },
                  ]}
                  submit="Save outline"
                  srSubmit={`of ${place.name}`}
                  style="secondary"
                />
              ))}
            </details>
          </>
        )}
      </section>
    </ToolFrame>
  )
}
