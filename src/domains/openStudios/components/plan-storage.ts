'use client'

import { saveMyPlanAction } from '../plan-actions'
import { readChoice, type PlanChoice } from '../services/plan-choice'

/**
 * Where the browser keeps a plan (decision 102): in `localStorage` always —
 * the last plan made or opened here, for offline use — and, signed in, on
 * the account too, so it follows the person to another device.
 */

export const PLAN_STORAGE_KEY = 'vernissage:open-studios-plan'

export type PlanState = { signedIn: boolean; choice: PlanChoice | null; favourites: string[] }

export function storedChoice(season: number): PlanChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? 'null') as { season?: unknown } | null
    if (stored?.season !== season) return null
    const read = readChoice(stored)
    return 'choice' in read ? read.choice : null
  } catch {
    return null
  }
}

export function storeChoice(season: number, choice: PlanChoice) {
  try {
    localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify({ season, ...choice }))
  } catch {
    // A browser that keeps nothing (private mode, storage full) still has the plan's address.
  }
}

/** Who is planning, and their plan on the account: a guest when the server cannot be asked (offline). */
export async function accountState(): Promise<PlanState> {
  try {
    const response = await fetch('/api/openstudios/plan', { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return { signedIn: false, choice: null, favourites: [] }
    return (await response.json()) as PlanState
  } catch {
    return { signedIn: false, choice: null, favourites: [] }
  }
}

/** Keeps the choice in the browser, and on the account when signed in; says a refusal in words. */
export async function keepChoice(season: number, choice: PlanChoice, signedIn: boolean): Promise<string | null> {
  storeChoice(season, choice)
  if (!signedIn) return null
  try {
    const answer = await saveMyPlanAction(choice)
    return answer.ok ? null : answer.problem
  } catch {
    return 'Your plan is kept in this browser; it could not be saved to your account just now.'
  }
}
