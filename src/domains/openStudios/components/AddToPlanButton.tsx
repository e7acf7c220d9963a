'use client'

import { useState } from 'react'

import { PLAN_PATH, planHref } from '../services/plan-choice'
import { accountState, keepChoice, storedChoice } from './plan-storage'

/**
 * Adds the artist's studio to the visitor's plan, kept as the planner keeps
 * it. Without JavaScript the form opens a plan of this one studio.
 */
export function AddToPlanButton({ season, studio, label }: { season: number; studio: number; label: string }) {
  const [added, setAdded] = useState<string | null>(null)
  return (
    <form
      method="get"
      action={`${PLAN_PATH}/choose`}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault()
        void accountState().then(async (state) => {
          const current = state.choice ?? storedChoice(season) ?? { studios: [], inMyOrder: false }
          const next = current.studios.includes(studio)
            ? current
            : { ...current, studios: [...current.studios, studio] }
          await keepChoice(season, next, state.signedIn)
          setAdded(planHref(next))
        })
      }}
    >
      <input type="hidden" name="studio" value={studio} />
      <button type="submit" className="rounded border border-accent px-3 py-1 text-accent">
        Add to my Open Studios plan
      </button>
      <span aria-live="polite" className="ml-3">
        {added ? (
          <>
            {label} is in your plan. <a href={added}>See your routes</a>
          </>
        ) : null}
      </span>
    </form>
  )
}
