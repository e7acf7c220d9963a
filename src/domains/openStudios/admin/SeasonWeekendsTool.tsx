import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import {
  chosenSeason,
  seasonList,
  seasonReadiness,
  storedSeasonProblems,
  weekendCounts,
} from '../services/season-admin'
import { readableDate } from '../services/season-setup'
import type { SeasonView, WeekendView } from '../services/season-view'
import { SEASON_STATUS_LABELS } from '../services/vocabulary'
import { createSeasonAction, removeWeekendAction, saveWeekendAction, seasonStatusAction } from './season-actions'
import { SeasonForm, type SeasonFieldGroup } from './SeasonForm'
import { NoSeason, SeasonPicker, SetupProblems } from './SeasonParts'
import { SEASON_WEEKENDS_TOOL as tool } from './tools'

async function neighbourhoodOptions(payload: Payload) {
  const found = await payload.find({
    collection: 'neighbourhoods',
    sort: ['order', 'name'],
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((place) => ({ value: String(place.id), label: place.name }))
}

function weekendGroups(
  weekend: WeekendView | null,
  next: number,
  neighbourhoods: { value: string; label: string }[],
): SeasonFieldGroup[] {
  return [
    {
      legend: 'The weekend',
      fields: [
        {
          name: 'number',
          label: 'Number',
          type: 'number',
          inputMode: 'numeric',
          defaultValue: String(weekend?.number ?? next),
        },
        {
          name: 'label',
          label: 'Label',
          type: 'text',
          maxLength: 80,
          defaultValue: weekend?.label ?? '',
          hint: 'E.g. “Weekend 1: Mission & Bernal”.',
        },
        {
          name: 'capacity',
          label: 'Capacity (optional)',
          type: 'number',
          inputMode: 'numeric',
          defaultValue: weekend?.capacity === null || !weekend ? '' : String(weekend.capacity),
          hint: 'How many artists it takes; later ones wait for a place. Empty: no limit.',
        },
      ],
    },
    {
      legend: 'Days and hours',
      fields: [
        { name: 'startsOn', label: 'First day', type: 'date', defaultValue: weekend?.startsOn ?? '' },
        {
          name: 'endsOn',
          label: 'Last day',
          type: 'date',
          defaultValue: weekend?.endsOn ?? '',
          hint: 'At most 4 days in all.',
        },
        { name: 'opensAt', label: 'Opens at', type: 'time', defaultValue: weekend?.opensAt ?? '11:00' },
        { name: 'closesAt', label: 'Closes at', type: 'time', defaultValue: weekend?.closesAt ?? '18:00' },
      ],
    },
    {
      legend: 'Where',
      fields: [
        {
          name: 'neighbourhoods',
          label: 'Neighbourhoods',
          type: 'multiselect',
          options: neighbourhoods,
          defaultValue: (weekend?.neighbourhoods ?? []).map((place) => String(place.id)).join(','),
          hint: neighbourhoods.length
            ? 'Choose several with Ctrl or ⌘ held down.'
            : 'No neighbourhoods are listed yet: add them under Neighbourhoods.',
        },
      ],
    },
  ]
}

/**
 * `/cpanel/sfosweekends` (decision 050): the seasons — make one, make it
 * current (the current one becomes past), back to being prepared or past —
 * and the chosen season's weekends, with how many artists each has
 * registered and waiting. The season is chosen in the address
 * (`?season=ID`), the current one by default. Staff only.
 */
export function SeasonWeekendsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, seasonWeekends)
}

async function seasonWeekends({ payload, base, params }: ToolContext) {
  const [seasons, season, neighbourhoods] = await Promise.all([
    seasonList(payload),
    chosenSeason(payload, params.get('season') ?? undefined),
    neighbourhoodOptions(payload),
  ])
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="seasons-heading">
        <h2 id="seasons-heading">Seasons</h2>
        {seasons.length === 0 ? (
          <p>No season yet: make the first one below.</p>
        ) : (
          <ToolTable columns={['Year', 'Season', 'Status', 'Needs a membership']} caption="Open Studios seasons">
            {seasons.map((row) => (
              <tr key={row.id}>
                <td>{row.year}</td>
                <td>
                  <a href={`${base}?season=${row.id}`} aria-current={row.id === season?.id ? 'page' : undefined}>
                    {row.name}
                  </a>
                </td>
                <td>{SEASON_STATUS_LABELS[row.status]}</td>
                <td>{row.requiresMembership ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <h3 id="new-season-heading">A new season</h3>
        <SeasonForm
          id="new-season"
          action={createSeasonAction}
          submit="Make the season"
          style="secondary"
          groups={[
            {
              legend: 'The new season, being prepared until it is made current',
              fields: [
                { name: 'year', label: 'Year', type: 'number', inputMode: 'numeric', maxLength: 4 },
                { name: 'name', label: 'Name', type: 'text', maxLength: 120, hint: 'E.g. “Open Studios 2027”.' },
                {
                  name: 'requiresMembership',
                  label: 'Registration needs an artist membership in good standing',
                  type: 'checkbox',
                  defaultValue: 'on',
                },
              ],
            },
          ]}
        />
      </section>
      {season ? (
        <SeasonSection
          season={season}
          seasons={seasons}
          base={base}
          neighbourhoods={neighbourhoods}
          payload={payload}
        />
      ) : (
        <NoSeason admin={payload.config.routes.admin} />
      )}
    </>
  )
}

async function SeasonSection({
  season,
  seasons,
  base,
  neighbourhoods,
  payload,
}: {
  season: SeasonView
  seasons: Awaited<ReturnType<typeof seasonList>>
  base: string
  neighbourhoods: { value: string; label: string }[]
  payload: Payload
}) {
  const counts = await weekendCounts(
    payload,
    season.weekends.map((weekend) => weekend.id),
  )
  const missing = season.status === 'current' ? [] : seasonReadiness(season)
  const next = Math.max(0, ...season.weekends.map((weekend) => weekend.number)) + 1
  return (
    <>
      <SeasonPicker seasons={seasons} shown={season.id} base={base} />
      <section className="cpanel-tool__section" aria-labelledby="season-heading">
        <h2 id="season-heading">
          {season.name}: {SEASON_STATUS_LABELS[season.status].toLowerCase()}
        </h2>
        {season.status === 'current' ? (
          <p>This is the season the site shows.</p>
        ) : missing.length ? (
          <>
            <p>Before it can be made current, it needs:</p>
            <ul>
              {missing.map((problem) => (
                <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>It is ready to be made current: the site will show it, and the current season becomes past.</p>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'flex-start' }}>
          {season.status !== 'current' && missing.length === 0 ? (
            <ToolForm
              id="make-current"
              action={seasonStatusAction}
              hidden={{ season: season.id, status: 'current' }}
              submit="Make current"
              srSubmit={`${season.name}; the current season becomes past`}
            />
          ) : null}
          {season.status !== 'preparing' ? (
            <ToolForm
              id="to-preparing"
              action={seasonStatusAction}
              hidden={{ season: season.id, status: 'preparing' }}
              submit="Back to being prepared"
              srSubmit={season.name}
              style="secondary"
            />
          ) : null}
          {season.status !== 'past' ? (
            <ToolForm
              id="to-past"
              action={seasonStatusAction}
              hidden={{ season: season.id, status: 'past' }}
              submit="Mark as past"
              srSubmit={season.name}
              style="secondary"
            />
          ) : null}
        </div>
      </section>
      <SetupProblems problems={storedSeasonProblems(season)} heading="What to look at in this season’s set-up" />
      <section className="cpanel-tool__section" aria-labelledby="weekends-heading">
        <h2 id="weekends-heading">{season.name}: weekends</h2>
        {season.weekends.length === 0 ? (
          <p>No weekend yet: add the first one below.</p>
        ) : (
          <ToolTable
            columns={['Weekend', 'Days', 'Hours', 'Neighbourhoods', 'Capacity', 'Registered', 'Waiting']}
            caption={`${season.name}: weekends`}
          >
            {season.weekends.map((weekend) => {
              const count = counts.get(weekend.id) ?? { registered: 0, waiting: 0 }
              return (
                <tr key={weekend.id}>
                  <td>
                    <a href={`#weekend-${weekend.id}`}>
                      {weekend.number}. {weekend.label}
                    </a>
                  </td>
                  <td>
                    {readableDate(weekend.startsOn)} to {readableDate(weekend.endsOn)}
                  </td>
                  <td>
                    {weekend.opensAt}–{weekend.closesAt}
                  </td>
                  <td>{weekend.neighbourhoods.map((place) => place.name).join(', ') || '—'}</td>
                  <td className="cpanel-tool__number">{weekend.capacity ?? 'No limit'}</td>
                  <td className="cpanel-tool__number">{count.registered}</td>
                  <td className="cpanel-tool__number">{count.waiting}</td>
                </tr>
              )
            })}
          </ToolTable>
        )}
      </section>
      {season.weekends.map((weekend) => (
        <section
          key={weekend.id}
          id={`weekend-${weekend.id}`}
          className="cpanel-tool__section"
          aria-labelledby={`weekend-${weekend.id}-heading`}
        >
          <h3 id={`weekend-${weekend.id}-heading`}>Change {weekend.label}</h3>
          <SeasonForm
            id={`weekend-${weekend.id}`}
            action={saveWeekendAction}
            hidden={{ season: season.id, weekend: weekend.id }}
            groups={weekendGroups(weekend, next, neighbourhoods)}
            submit="Save the weekend"
            srSubmit={weekend.label}
          />
          <ToolForm
            id={`remove-${weekend.id}`}
            action={removeWeekendAction}
            hidden={{ weekend: weekend.id }}
            submit="Remove the weekend"
            srSubmit={weekend.label}
            style="secondary"
          />
        </section>
      ))}
      <section className="cpanel-tool__section" aria-labelledby="new-weekend-heading">
        <h2 id="new-weekend-heading">Add a weekend to {season.name}</h2>
        <SeasonForm
          id="new-weekend"
          action={saveWeekendAction}
          hidden={{ season: season.id }}
          groups={weekendGroups(null, next, neighbourhoods)}
          submit="Add the weekend"
        />
      </section>
    </>
  )
}
