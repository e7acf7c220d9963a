'use server'

import { requestPerson } from '@/platform/payload'

import type { PlanChoice } from './services/plan-choice'
import { savePlan } from './services/plan-store'
import { currentSeason } from './services/seasons'

/**
 * Keeps the signed-in person's plan on their account (decision 102): the
 * planner calls it on every change. Only ever the caller's own plan; a guest
 * is refused (their plan stays in the browser).
 */
export async function saveMyPlanAction(
  value: unknown,
): Promise<{ ok: true; choice: PlanChoice } | { ok: false; problem: string }> {
  const { payload, person } = await requestPerson()
  if (!person) return { ok: false, problem: 'Sign in to keep your plan on your account.' }
  const season = await currentSeason(payload)
  if (!season) return { ok: false, problem: 'There is no Open Studios season to plan for.' }
  return savePlan(payload, Number(person.id), season.id, value)
}
