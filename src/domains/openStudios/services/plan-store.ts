import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database } from '@/platform/database/transaction'

import { readChoice, type PlanChoice } from './plan-choice'

/**
 * A signed-in visitor's plan on their account (decision 102): one per person
 * and season, replaced whole on every save. Callers pass the person they
 * identified; nothing here takes a person from the data.
 */

export async function planOf(payload: Payload, person: number, season: number): Promise<PlanChoice | null> {
  const found = await payload.find({
    collection: 'os-plans',
    where: { and: [{ owner: { equals: person } }, { season: { equals: season } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const plan = found.docs[0]
  if (!plan) return null
  const read = readChoice({ studios: plan.studios, inMyOrder: plan.inMyOrder })
  return 'choice' in read ? read.choice : null
}

/** Saves `value` as the person's plan for the season: a refusal in words for anything that is not a plan. */
export async function savePlan(
  payload: Payload,
  person: number,
  season: number,
  value: unknown,
): Promise<{ ok: true; choice: PlanChoice } | { ok: false; problem: string }> {
  const read = readChoice(value)
  if ('problem' in read) return { ok: false, problem: read.problem }
  const { studios, inMyOrder } = read.choice
  // One statement: two saves at once (two tabs) leave one plan, the later one.
  await database(payload).execute(
    sql`INSERT INTO os_plans (owner_id, season_id, studios, in_my_order, created_at, updated_at)
      VALUES (${person}, ${season}, ${JSON.stringify(studios)}::jsonb, ${inMyOrder}, now(), now())
      ON CONFLICT (owner_id, season_id)
      DO UPDATE SET studios = EXCLUDED.studios, in_my_order = EXCLUDED.in_my_order, updated_at = now()`,
  )
  return { ok: true, choice: read.choice }
}
