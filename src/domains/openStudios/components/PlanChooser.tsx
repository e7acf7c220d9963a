'use client'

import { useEffect, useMemo, useState } from 'react'

import { WAKE_IF_STORED } from '@/platform/client/awake'

import { PLAN_PATH, planHref, type PlanChoice } from '../services/plan-choice'
import type { MapData } from '../services/map-style'
import type { ChooserStudio } from '../services/plan-page'
import { MapPanel } from './MapPanel'
import { accountState, keepChoice, PLAN_STORAGE_KEY, storedChoice, type PlanState } from './plan-storage'
import { useOfflineKeeping } from './offline'

const weekendsText = (weekends: readonly number[]) =>
  weekends.length === 0 ? '' : `Weekend${weekends.length > 1 ? 's' : ''} ${weekends.join(' and ')}`

/**
 * The studios to choose from, as a form: without JavaScript it asks
 * `/openstudios/plan/choose` for the plan's address; with it, every tick is
 * kept at once (the browser, and the account when signed in), the person's
 * favourite artists' studios are marked, and a studio's popup on the map
 * beside the list puts it in the plan too (decision 102).
 */
export function PlanChooser({
  season,
  studios,
  map,
}: {
  season: { id: number; name: string }
  studios: ChooserStudio[]
  map: MapData
}) {
  const [choice, setChoice] = useState<PlanChoice>({ studios: [], inMyOrder: false })
  const [state, setState] = useState<PlanState>({ signedIn: false, choice: null, favourites: [] })
  const [problem, setProblem] = useState<string | null>(null)
  useOfflineKeeping([PLAN_PATH])

  useEffect(() => {
    let live = true
    const local = storedChoice(season.id)
    // The browser's copy at once, then the account's when it answers (it wins: it follows the person).
    void Promise.resolve()
      .then(() => live && local && setChoice(local))
      .then(accountState)
      .then((answer) => {
        if (!live) return
        setState(answer)
        if (answer.choice) setChoice(answer.choice)
      })
    return () => {
      live = false
    }
  }, [season.id])

  const known = new Set(studios.map((studio) => studio.id))
  const chosen = useMemo(() => new Set(choice.studios), [choice.studios])
  const favourite = (studio: ChooserStudio) =>
    studio.artists.some((artist) => artist.slug && state.favourites.includes(`/artist/${artist.slug}`))
  const favouriteStudios = studios.filter(favourite).map((studio) => studio.id)

  const change = (next: PlanChoice) => {
    setChoice(next)
    void keepChoice(season.id, next, state.signedIn).then(setProblem)
  }
  const toggle = (id: number, on: boolean) =>
    change({
      ...choice,
      studios: on ? [...choice.studios.filter((one) => one !== id), id] : choice.studios.filter((one) => one !== id),
    })
  const shown = choice.studios.filter((id) => known.has(id))

  return (
    <form
      method="get"
      action={`${PLAN_PATH}/choose`}
      // A plan kept in this browser is drawn at once, not on a first touch (decision 117).
      {...{ [WAKE_IF_STORED]: PLAN_STORAGE_KEY }}
      onSubmit={(event) => {
        event.preventDefault()
        window.location.assign(planHref({ ...choice, studios: shown }))
      }}
    >
      {favouriteStudios.some((id) => !chosen.has(id)) ? (
        <p className="mb-4">
          <button
            type="button"
            className="rounded border border-accent px-3 py-2 font-semibold text-accent"
            onClick={() =>
              change({ ...choice, studios: [...choice.studios, ...favouriteStudios.filter((id) => !chosen.has(id))] })
            }
          >
            Add my favourite artists’ studios
          </button>
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <fieldset>
          <legend className="text-2xl font-semibold">Studios of {season.name}</legend>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {shown.length === 0 ? 'No studio chosen yet.' : `${shown.length} chosen.`}
          </p>
          <ul className="mt-4 space-y-2" data-testid="plan-chooser">
            {studios.map((studio, index) => (
              <li key={studio.id} className="flex gap-3 rounded-lg border border-line bg-white p-3">
                <input
                  type="checkbox"
                  name="studio"
                  value={studio.id}
                  id={`choose-${studio.id}`}
                  checked={chosen.has(studio.id)}
                  onChange={(event) => toggle(studio.id, event.target.checked)}
                  className="mt-1 h-5 w-5 shrink-0 accent-[var(--color-accent)]"
                />
                <label htmlFor={`choose-${studio.id}`} className="cursor-pointer">
                  <span className="font-semibold">
                    {index + 1}. {studio.label}
                  </span>
                  {favourite(studio) ? <span className="ml-2 text-sm text-accent">Your favourite</span> : null}
                  <span className="block text-sm">{studio.artists.map((artist) => artist.name).join(', ')}</span>
                  <span className="block text-sm text-muted">
                    {[studio.neighbourhood, weekendsText(studio.weekends)].filter(Boolean).join(' · ')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {map.places.length > 0 ? (
          <div className="lg:sticky lg:top-4 lg:self-start">
            <MapPanel
              data={map}
              label={`Map of the studios of ${season.name}: a studio's marker opens a box that adds it to your plan`}
              choosing={{
                chosen,
                onToggle: (place) => toggle(place.id, !chosen.has(place.id)),
              }}
            />
          </div>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      ) : null}
      <p className="sticky bottom-0 mt-4 border-t border-line bg-paper py-3">
        <button type="submit" className="rounded bg-accent px-4 py-2 font-semibold text-white">
          See my routes
        </button>
      </p>
    </form>
  )
}
