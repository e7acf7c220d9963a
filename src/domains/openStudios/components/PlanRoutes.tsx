'use client'

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { formatClockTime } from '@/platform/calendar'
import { WAKE_AT_ONCE } from '@/platform/client/awake'

import { mapPlacesOf, type MapData } from '../services/map-style'
import { planHref, type PlanChoice } from '../services/plan-choice'
import type { PlanData, PlanDay, PlanStudioView } from '../services/plan-page'
import { clockOf, dayRoute, haversineMetres, WALKING_METRES_PER_SECOND, type DayRoute } from '../services/route-plan'
import { MapPanel } from './MapPanel'
import { useOfflineKeeping } from './offline'
import { accountState, keepChoice, storeChoice } from './plan-storage'

const distance = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`)
const minutes = (seconds: number) => `about ${Math.max(1, Math.round(seconds / 60))} min`
const clock = (minutesOfDay: number) => formatClockTime(clockOf(minutesOfDay))

/** The day's studios in the plan's order. */
const inOrder = (day: PlanDay, order: readonly number[]) =>
  [...day.studios].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))

/**
 * The plan's routes, one per day of each weekend (decision 102): drawn on
 * the server for the shared address (a list that needs no JavaScript and no
 * map), then reordered by hand in the browser — Move up and Move down keep
 * the focus on the moved studio and say where it went — with the address,
 * the browser's copy and the account's kept in step.
 */
export function PlanRoutes({ data, styleUrl }: { data: PlanData; styleUrl: string | null }) {
  const season = data.season!
  const [choice, setChoice] = useState<PlanChoice>(data.choice)
  // The buttons that need JavaScript are drawn only once it runs: the server's list has none.
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
  const [signedIn, setSignedIn] = useState(false)
  const [said, setSaid] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const focusAfter = useRef<string | null>(null)
  const studios = new Map<number, PlanStudioView>(data.studios.map((studio) => [studio.id, studio]))
  const href = planHref(choice)
  // The plan's studios on the map, numbered in the plan's order; the map's data and code kept for the day.
  const map = useMemo<MapData>(() => ({ places: mapPlacesOf(data.studios), outlines: [], styleUrl }), [data, styleUrl])
  useOfflineKeeping(
    [
      href,
      '/openstudios/plan',
      '/openstudios',
      ...data.studios.flatMap((studio) =>
        studio.artists.flatMap((artist) => (artist.slug ? [`/artist/${artist.slug}`] : [])),
      ),
    ],
    styleUrl && map.places.length > 0 ? { styleUrl, positions: map.places } : null,
    map.places.length > 0 ? () => import('./MapCanvas') : undefined,
  )

  useEffect(() => {
    // What is opened here is this browser's plan; the account's changes only when the person changes it.
    storeChoice(season.id, data.choice)
    void accountState().then((state) => setSignedIn(state.signedIn))
  }, [season.id, data.choice])

  useEffect(() => {
    if (!focusAfter.current) return
    document.getElementById(focusAfter.current)?.focus()
    focusAfter.current = null
  })

  const routes = data.days.map((day) => dayRoute(inOrder(day, choice.studios), data.matrix, choice.inMyOrder))

  const change = (next: PlanChoice) => {
    setChoice(next)
    window.history.replaceState(null, '', planHref(next))
    void keepChoice(season.id, next, signedIn).then(setProblem)
  }

  const move = (dayIndex: number, position: number, by: -1 | 1) => {
    const route = routes[dayIndex]!
    const stops = route.stops.map((stop) => stop.studioId)
    const target = position + by
    if (target < 0 || target >= stops.length) return
    // The first move by hand starts from the routes as shown, so the other days keep their walking order.
    const base = choice.inMyOrder
      ? choice.studios
      : [...new Set([...routes.flatMap((one) => one.stops.map((stop) => stop.studioId)), ...choice.studios])]
    const slots = stops.map((id) => base.indexOf(id)).sort((a, b) => a - b)
    const moved = [...stops]
    ;[moved[position], moved[target]] = [moved[target]!, moved[position]!]
    const order = [...base]
    slots.forEach((slot, index) => (order[slot] = moved[index]!))
    const id = stops[position]!
    const atEdge = target === 0 || target === stops.length - 1
    focusAfter.current = `move-${dayIndex}-${id}-${atEdge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`
    setSaid(
      `${studios.get(id)?.label ?? 'The studio'} is now stop ${target + 1} of ${stops.length} on ${data.days[dayIndex]!.label}.`,
    )
    change({ studios: order, inMyOrder: true })
  }

  return (
    <>
      {/* The plan is kept for offline use and reordered by script: it wakes at once (decision 117). */}
      <p aria-live="polite" className="sr-only" {...{ [WAKE_AT_ONCE]: '' }}>
        {said}
      </p>
      {problem ? (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      ) : null}
      <PlanTools
        href={href}
        mounted={mounted}
        choice={choice}
        onWalkingOrder={() => change({ ...choice, inMyOrder: false })}
      />
      <p className="mt-4 text-sm text-muted">
        {data.matrix.source === 'routing'
          ? 'Distances and times follow the streets, walked at an easy pace; each visit is planned for 30 minutes.'
          : (data.note ?? 'Distances are straight lines, walked at 4.5 km/h; each visit is planned for 30 minutes.')}
      </p>
      {data.days.map((day, dayIndex) => (
        <DayPlan
          key={day.date}
          day={day}
          dayIndex={dayIndex}
          route={routes[dayIndex]!}
          studios={studios}
          mounted={mounted}
          onMove={move}
        />
      ))}
      {map.places.length > 0 ? (
        <section aria-labelledby="plan-map" className="mt-10 print:hidden">
          <h2 id="plan-map" className="text-2xl font-semibold">
            Your studios on the map
          </h2>
          <p className="mt-1 mb-3 text-sm text-muted">Numbered in the order you chose them.</p>
          <MapPanel data={map} label="Map of the studios in your plan" />
        </section>
      ) : null}
    </>
  )
}

function PlanTools({
  href,
  mounted,
  choice,
  onWalkingOrder,
}: {
  href: string
  mounted: boolean
  choice: PlanChoice
  onWalkingOrder: () => void
}) {
  const [copied, setCopied] = useState(false)
  return (
    <ul
      className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden"
      aria-label="What to do with this plan"
    >
      <li>
        <a href={`${href}/calendar.ics`} download>
          Add to my calendar (.ics)
        </a>
      </li>
      <li>
        <a href={`${href}/plan.pdf`}>The plan as a PDF</a>
      </li>
      <li>
        <a href={href} data-testid="share-link">
          Link to this plan
        </a>
        {mounted ? (
          <button
            type="button"
            className="ml-2 rounded border border-line px-2 py-1 text-sm"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(new URL(href, window.location.href).href)
                .then(() => setCopied(true))
                .catch(() => setCopied(false))
            }}
          >
            {copied ? 'Link copied' : 'Copy the link'}
          </button>
        ) : null}
      </li>
      {mounted ? (
        <li>
          <button type="button" className="rounded border border-line px-2 py-1 text-sm" onClick={() => window.print()}>
            Print the plan
          </button>
        </li>
      ) : null}
      {mounted && choice.inMyOrder ? (
        <li>
          <button type="button" className="rounded border border-line px-2 py-1 text-sm" onClick={onWalkingOrder}>
            Back to the walking order
          </button>
        </li>
      ) : null}
      <li>
        <a href="/openstudios/plan">Change the studios</a>
      </li>
    </ul>
  )
}

function DayPlan({
  day,
  dayIndex,
  route,
  studios,
  mounted,
  onMove,
}: {
  day: PlanDay
  dayIndex: number
  route: DayRoute
  studios: Map<number, PlanStudioView>
  mounted: boolean
  onMove: (dayIndex: number, position: number, by: -1 | 1) => void
}) {
  const headingId = `day-${day.date}`
  const label = (id: number) => studios.get(id)?.label ?? `Studio ${id}`
  return (
    <section aria-labelledby={headingId} className="mt-8 break-inside-avoid" data-testid={`day-${day.date}`}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {day.label} <span className="text-base font-normal text-muted">· {day.weekend.label}</span>
      </h2>
      {route.stops.length === 0 && route.closed.length === 0 && route.unplaced.length === 0 ? (
        <p className="mt-2 text-muted">None of your studios opens on this day.</p>
      ) : null}
      {route.stops.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-muted">
            {route.stops.length === 1
              ? 'One studio'
              : `${route.stops.length} studios, ${distance(route.totalMetres)} on foot (${minutes(route.totalWalkSeconds)} walking)`}
            , from {clock(route.stops[0]!.arrives)} to {clock(route.stops.at(-1)!.leaves)}.
          </p>
          <ol className="mt-3 space-y-3">
            {route.stops.map((stop, position) => {
              const studio = studios.get(stop.studioId)
              return (
                <li
                  key={stop.studioId}
                  className="rounded-lg border border-line bg-white p-4 shadow-sm print:shadow-none"
                  data-testid="stop"
                >
                  {stop.walk ? (
                    <p className="text-sm text-muted">
                      Walk {distance(stop.walk.metres)}, {minutes(stop.walk.seconds)}.
                    </p>
                  ) : null}
                  <h3 className="text-lg font-semibold">
                    <span className="tabular-nums">{clock(stop.arrives)}</span> · {label(stop.studioId)}
                  </h3>
                  <p className="text-sm">
                    Stop {position + 1} of {route.stops.length} · open {formatClockTime(stop.opensAt)} to{' '}
                    {formatClockTime(stop.closesAt)}
                    {studio?.neighbourhood ? ` · ${studio.neighbourhood}` : ''}
                  </p>
                  {stop.afterClosing ? (
                    <p className="mt-1 font-semibold text-red-800">
                      Arrives after closing time: visit it earlier or drop it from this day.
                    </p>
                  ) : null}
                  {studio ? (
                    <ul aria-label={`Artists at ${studio.label}`} className="mt-1 flex flex-wrap gap-x-4">
                      {studio.artists.map((artist, index) => (
                        <li key={`${artist.slug ?? artist.name}-${index}`}>
                          {artist.slug ? <a href={`/artist/${artist.slug}`}>{artist.name}</a> : artist.name}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {studio?.accessNotes ? <p className="mt-1 text-sm text-muted">{studio.accessNotes}</p> : null}
                  {mounted && route.stops.length > 1 ? (
                    <div className="mt-2 flex gap-2 print:hidden">
                      {position > 0 ? (
                        <button
                          type="button"
                          id={`move-${dayIndex}-${stop.studioId}-up`}
                          className="rounded border border-line px-2 py-1 text-sm"
                          aria-label={`Move ${label(stop.studioId)} up`}
                          onClick={() => onMove(dayIndex, position, -1)}
                        >
                          Move up
                        </button>
                      ) : null}
                      {position < route.stops.length - 1 ? (
                        <button
                          type="button"
                          id={`move-${dayIndex}-${stop.studioId}-down`}
                          className="rounded border border-line px-2 py-1 text-sm"
                          aria-label={`Move ${label(stop.studioId)} down`}
                          onClick={() => onMove(dayIndex, position, 1)}
                        >
                          Move down
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ol>
          {mounted ? <WhereAmI route={route} studios={studios} /> : null}
        </>
      ) : null}
      {route.closed.length > 0 ? (
        <p className="mt-3">
          <span className="font-semibold">Closed on this day:</span> {route.closed.map(label).join('; ')}.
        </p>
      ) : null}
      {route.unplaced.length > 0 ? (
        <p className="mt-2">
          <span className="font-semibold">Not on the map yet, so not in the route:</span>{' '}
          {route.unplaced.map(label).join('; ')}.
        </p>
      ) : null}
    </section>
  )
}

/** "You are here": the nearest studio of the day's route and the one after it, from the phone's position. */
function WhereAmI({ route, studios }: { route: DayRoute; studios: Map<number, PlanStudioView> }) {
  const [answer, setAnswer] = useState<string | null>(null)
  const find = () => {
    if (!('geolocation' in navigator)) {
      setAnswer('This browser cannot tell where you are.')
      return
    }
    setAnswer('Finding where you are…')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const here = { latitude: coords.latitude, longitude: coords.longitude }
        const measured = route.stops.flatMap((stop, position) => {
          const studio = studios.get(stop.studioId)
          return studio?.latitude != null && studio.longitude != null
            ? [
                {
                  position,
                  studio,
                  metres: Math.round(haversineMetres(here, studio as { latitude: number; longitude: number })),
                },
              ]
            : []
        })
        const nearest = measured.sort((a, b) => a.metres - b.metres)[0]
        if (!nearest) return setAnswer('None of this day’s studios is on the map.')
        const next = route.stops[nearest.position + 1]
        const walk = `${distance(nearest.metres)}, ${minutes(nearest.metres / WALKING_METRES_PER_SECOND)} on foot`
        setAnswer(
          nearest.metres < 60
            ? `You are at ${nearest.studio.label} (stop ${nearest.position + 1}).${next ? ` Next: ${studios.get(next.studioId)?.label}.` : ' It is the last stop.'}`
            : `You are here; the nearest studio of this route is ${nearest.studio.label} (stop ${nearest.position + 1}), ${walk}.`,
        )
      },
      () => setAnswer('Your position is not available: the route is above, stop by stop.'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }
  return (
    <div className="mt-3 print:hidden">
      <button type="button" className="rounded border border-accent px-3 py-1 text-sm text-accent" onClick={find}>
        Where am I? Find the next studio
      </button>
      <p aria-live="polite" className="mt-1 text-sm">
        {answer}
      </p>
    </div>
  )
}
