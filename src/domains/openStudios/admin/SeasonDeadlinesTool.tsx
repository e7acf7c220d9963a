import type { AdminViewServerProps } from 'payload'
import { Fragment } from 'react'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { toolView, type ToolContext } from '@/platform/cpanel'

import { millimetres, pixelsFor } from '../services/print-size'
import {
  chosenSeason,
  GUIDE_LIMIT_NAMES,
  GUIDE_LIMITS,
  seasonList,
  storedSeasonProblems,
} from '../services/season-admin'
import { DEADLINE_LABELS, DEADLINE_NAMES, readableDate } from '../services/season-setup'
import { seasonTimeline, type Timeline } from '../services/season-timeline'
import type { SeasonView } from '../services/season-view'
import { saveDeadlinesAction } from './season-actions'
import { SeasonForm, type SeasonFieldGroup } from './SeasonForm'
import { NoSeason, SeasonPicker, SetupProblems } from './SeasonParts'
import { SEASON_DEADLINES_TOOL as tool } from './tools'

const DEADLINE_HINTS: Partial<Record<(typeof DEADLINE_NAMES)[number], string>> = {
  earlyPriceEnds: 'The last day of the early price.',
  regularPriceEnds: 'The last day of the regular price; the late price follows until registration closes.',
  registrationCloses: 'The last day artists can register.',
  materialsDue: 'Guide listings lock the day after.',
}

function deadlineGroups(season: SeasonView): SeasonFieldGroup[] {
  const date = (name: (typeof DEADLINE_NAMES)[number]) => ({
    name: `deadlines.${name}`,
    label: DEADLINE_LABELS[name],
    type: 'date' as const,
    defaultValue: season.deadlines[name] ?? '',
    hint: DEADLINE_HINTS[name],
  })
  return [
    {
      legend: 'Registration',
      fields: (['registrationOpens', 'earlyPriceEnds', 'regularPriceEnds', 'registrationCloses'] as const).map(date),
    },
    { legend: 'The guide', fields: [date('materialsDue')] },
    { legend: 'Guide ads', fields: [date('adReservationsClose'), date('adArtworkDue')] },
    {
      legend: 'The guide’s limits',
      fields: GUIDE_LIMIT_NAMES.map((name) => ({
        name: `guide.${name}`,
        label: GUIDE_LIMITS[name].label,
        type: 'number' as const,
        inputMode: GUIDE_LIMITS[name].whole ? ('numeric' as const) : ('decimal' as const),
        maxLength: 6,
        defaultValue: String(season.guide[name]),
      })),
    },
  ]
}

/**
 * `/cpanel/sfosdeadlines` (decision 050): the season's seven deadlines and
 * the guide's limits on one form, a timeline of the season with today marked
 * (and the same dates as a list for screen readers), and the set-up's
 * problems in words. Staff only.
 */
export function SeasonDeadlinesTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, seasonDeadlines)
}

async function seasonDeadlines({ payload, base, params }: ToolContext) {
  const [seasons, season] = await Promise.all([
    seasonList(payload),
    chosenSeason(payload, params.get('season') ?? undefined),
  ])
  const admin = payload.config.routes.admin
  if (!season) {
    return <NoSeason admin={admin} />
  }
  const today = organisationDate(new Date(), config().TIMEZONE)
  const timeline = seasonTimeline(season, today)
  const { imageWidthInches: width, imageHeightInches: height, printDpi: dpi } = season.guide
  return (
    <>
      <SeasonPicker seasons={seasons} shown={season.id} base={base} />
      <SetupProblems problems={storedSeasonProblems(season)} heading="What to look at in this season’s set-up" />
      <section className="cpanel-tool__section" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{season.name}: timeline</h2>
        {timeline ? (
          <TimelineChart timeline={timeline} today={today} />
        ) : (
          <p>No deadline or weekend is set yet: the timeline shows them once they are.</p>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="deadlines-heading">
        <h2 id="deadlines-heading">{season.name}: deadlines and guide limits</h2>
        <p>
          Each deadline is the last day of what it ends, where the organisation is ({config().TIMEZONE}). In order:
          registration opens, early price ends, regular price ends, registration closes, then guide materials are due;
          ad reservations close before ad artwork is due; all before the first weekend. A guide picture of {width} ×{' '}
          {height} inches ({millimetres(width)} × {millimetres(height)} mm) at {dpi} dpi needs {pixelsFor(width, dpi)} ×{' '}
          {pixelsFor(height, dpi)} pixels.
        </p>
        <SeasonForm
          id="deadlines"
          action={saveDeadlinesAction}
          hidden={{ season: season.id }}
          groups={deadlineGroups(season)}
          submit="Save the deadlines"
        />
      </section>
    </>
  )
}

const WIDTH = 1000
const LABELS = 300
const ROW = 26
const TOP = 34

/** The timeline drawn: a row per deadline (a dot) and weekend (a bar), months along the top, today a line. */
function TimelineChart({ timeline, today }: { timeline: Timeline; today: string }) {
  const plot = WIDTH - LABELS - 20
  const x = (at: number) => LABELS + at * plot
  const height = TOP + timeline.entries.length * ROW + 10
  const ink = { fill: 'var(--theme-elevation-800)' }
  const rule = { stroke: 'var(--theme-elevation-150)' }
  return (
    <>
      <div className="cpanel-tool__scroll">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          style={{ minWidth: '40rem', maxWidth: '64rem' }}
          role="img"
          aria-labelledby="timeline-title"
          aria-describedby="timeline-list-heading"
        >
          {/* One string: React's server writes a <title> of several children empty, the browser does not (error #418). */}
          <title id="timeline-title">{`The season’s deadlines and weekends from ${readableDate(timeline.from)} to ${readableDate(timeline.to)}${timeline.today === null ? '' : ', today marked'}; the same dates are listed below.`}</title>
          {timeline.months.map((month) => (
            <g key={month.label}>
              <line x1={x(month.at)} x2={x(month.at)} y1={TOP - 8} y2={height - 6} style={rule} />
              <text x={x(month.at) + 3} y={TOP - 14} fontSize="13" style={ink}>
                {month.label}
              </text>
            </g>
          ))}
          {timeline.entries.map((entry, index) => {
            const y = TOP + index * ROW + ROW / 2
            return (
              <g key={`${entry.kind}-${entry.label}-${entry.from}`}>
                <text x={LABELS - 10} y={y + 5} fontSize="14" textAnchor="end" style={ink}>
                  {entry.label}
                </text>
                {entry.kind === 'deadline' ? (
                  <circle cx={x(entry.start)} cy={y} r="6" style={{ fill: 'var(--theme-success-500)' }} />
                ) : (
                  <rect
                    x={x(entry.start) - 3}
                    y={y - 7}
                    width={Math.max(6, x(entry.end) - x(entry.start) + 6)}
                    height="14"
                    rx="3"
                    style={{ fill: 'var(--theme-warning-500)' }}
                  />
                )}
              </g>
            )
          })}
          {timeline.today === null ? null : (
            <g>
              <line
                x1={x(timeline.today)}
                x2={x(timeline.today)}
                y1={TOP - 8}
                y2={height - 6}
                strokeWidth="2"
                strokeDasharray="4 3"
                style={{ stroke: 'var(--theme-error-500)' }}
              />
              <text x={x(timeline.today) + 4} y={height - 8} fontSize="13" style={{ fill: 'var(--theme-error-500)' }}>
                Today
              </text>
            </g>
          )}
        </svg>
      </div>
      <h3 id="timeline-list-heading">The same dates, in order</h3>
      <ol>
        {timeline.entries.map((entry, index) => (
          <Fragment key={`${entry.kind}-${entry.label}-${entry.from}`}>
            {entry.from > today && (index === 0 || timeline.entries[index - 1]!.from <= today) ? (
              <li>Today: {readableDate(today)}</li>
            ) : null}
            <li>
              {entry.label}: {entry.when}
              {entry.to < today ? ' (past)' : ''}
            </li>
          </Fragment>
        ))}
        {timeline.entries.every((entry) => entry.from <= today) ? <li>Today: {readableDate(today)}</li> : null}
      </ol>
    </>
  )
}
