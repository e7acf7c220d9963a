import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { formatMoney, parseMoney } from '@/domains/commerce'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import type { PlanRow } from './memberships'
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  GRANTABLE_ROLES,
  PLAN_SLUG,
  TERM_LENGTHS,
  type Audience,
  type GrantableRole,
  type PlanStatus,
  type TermLength,
} from './vocabulary'

/** A plan as staff write it in `membershiper`'s plan form. */
export type PlanInput = {
  name: string
  slug: string
  audience: Audience
  priceMinor: number
  reducedPriceMinor: number | null
  reducedFor: string | null
  term: TermLength
  graceDays: number
  benefits: string[]
  grantsRole: GrantableRole | null
  whoFor: string | null
  position: number
}

export const PLAN_FORM_FIELDS = [
  'name',
  'slug',
  'audience',
  'price',
  'reducedPrice',
  'reducedFor',
  'term',
  'graceDays',
  'benefits',
  'grantsRole',
  'whoFor',
  'position',
] as const
export type PlanFormField = (typeof PLAN_FORM_FIELDS)[number]

export type PlanForm =
  { ok: true; plan: PlanInput } | { ok: false; fieldErrors: Partial<Record<PlanFormField, string>> }

const wholeNumber = (value: string, min: number, max: number) => {
  const number = Number(value.trim())
  return /^\d+$/.test(value.trim()) && number >= min && number <= max ? number : null
}

/** An amount typed in the plan's currency as minor units, or the refusal in words. */
function money(value: string, currency: string): { minor: number } | { error: string } {
  try {
    return { minor: parseMoney(value, currency) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/**
 * The plan form as typed (pure): every refusal in words by field. Prices are
 * typed as amounts ("60", "60.00") in the organisation's currency; one that
 * is not a whole number of minor units is refused by `parseMoney`.
 */
export function parsePlanForm(values: Partial<Record<PlanFormField, string>>, currency: string): PlanForm {
  const value = (field: PlanFormField) => (values[field] ?? '').trim()
  const errors: Partial<Record<PlanFormField, string>> = {}
  const name = value('name')
  if (!name) errors.name = 'Give the plan a name.'
  else if (name.length > 80) errors.name = 'The name is longer than 80 characters.'
  const slug = value('slug').toLowerCase()
  if (!PLAN_SLUG.test(slug)) {
    errors.slug =
      'The slug must be 2 to 40 lower-case letters or digits, starting with a letter (its page is /{slug}membership).'
  }
  const audience = value('audience') as Audience
  if (!AUDIENCES.includes(audience)) errors.audience = 'Say whom the plan is for: artists or art lovers.'
  const price = money(value('price'), currency)
  if ('error' in price) errors.price = price.error
  let reducedPriceMinor: number | null = null
  if (value('reducedPrice')) {
    const reduced = money(value('reducedPrice'), currency)
    if ('error' in reduced) errors.reducedPrice = reduced.error
    else if ('minor' in price && reduced.minor >= price.minor)
      errors.reducedPrice = 'The reduced price must be less than the price.'
    else reducedPriceMinor = reduced.minor
  }
  const reducedFor = value('reducedFor')
  if (reducedFor.length > 120) errors.reducedFor = 'Who qualifies is longer than 120 characters.'
  else if (value('reducedPrice') && !reducedFor) errors.reducedFor = 'Say who qualifies for the reduced price.'
  const term = value('term') as TermLength
  if (!TERM_LENGTHS.includes(term)) errors.term = 'Choose how long a term runs.'
  const graceDays = wholeNumber(value('graceDays') || '0', 0, 365)
  if (graceDays === null) errors.graceDays = 'The grace period is a whole number of days from 0 to 365.'
  const benefits = value('benefits')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (benefits.length > 20) errors.benefits = 'A plan lists 20 benefits at most.'
  else if (benefits.some((benefit) => benefit.length > 200))
    errors.benefits = 'A benefit is longer than 200 characters.'
  const grantsRole = (value('grantsRole') || null) as GrantableRole | null
  if (grantsRole !== null && !GRANTABLE_ROLES.includes(grantsRole)) errors.grantsRole = 'Choose a role, or none.'
  const whoFor = value('whoFor')
  if (whoFor.length > 300) errors.whoFor = 'Who it is for is longer than 300 characters.'
  const position = wholeNumber(value('position') || '0', 0, 10_000)
  if (position === null) errors.position = 'The position is a whole number from 0 to 10000.'
  if (Object.keys(errors).length || !('minor' in price)) return { ok: false, fieldErrors: errors }
  return {
    ok: true,
    plan: {
      name,
      slug,
      audience,
      priceMinor: price.minor,
      reducedPriceMinor,
      reducedFor: reducedFor || null,
      term,
      graceDays: graceDays!,
      benefits,
      grantsRole,
      whoFor: whoFor || null,
      position: position!,
    },
  }
}

/** An amount in minor units as the form shows it again: "60.00" (no currency sign, as typed). */
export function amountField(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return ''
  return formatMoney({ minor, currency })
    .replace(/[^\d.,-]/g, '')
    .replace(/,/g, '')
}

export type PlanAnswer = { ok: true; id: number } | { ok: false; message: string; field?: PlanFormField }

/**
 * Creates a plan (`id` null) or changes one, in one transaction, audited. A
 * slug taken by another plan is refused in words. A price change reaches new
 * orders only: an order keeps the price it was made at.
 */
export async function savePlan(
  payload: Payload,
  staff: Person,
  id: number | null,
  plan: PlanInput,
  currency: string,
): Promise<PlanAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff change membership plans.' }
  return inTransaction<PlanAnswer>(payload, async (tx) => {
    const [taken] = await rowsOf<{ id: number; name: string }>(
      tx.db,
      sql`SELECT id, name FROM membership_plans WHERE slug = ${plan.slug} AND id <> ${id ?? 0}`,
    )
    if (taken) {
      return {
        commit: false,
        value: { ok: false, field: 'slug', message: `The slug “${plan.slug}” is taken by the plan ${taken.name}.` },
      }
    }
    const data = { ...plan, benefits: plan.benefits.map((benefit) => ({ benefit })) }
    let saved: { id: number }
    if (id === null) {
      saved = await payload.create({
        collection: 'membership-plans',
        data: { ...data, currency, status: 'active' },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
    } else {
      const existing = await payload.findByID({
        collection: 'membership-plans',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req: tx.req,
      })
      if (!existing) return { commit: false, value: { ok: false, message: 'There is no such plan.' } }
      saved = await payload.update({
        collection: 'membership-plans',
        id,
        data,
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
    }
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: id === null ? 'membership.plan.create' : 'membership.plan.update',
        targetCollection: 'membership-plans',
        targetId: saved.id,
        target: plan.slug,
        summary: { ...plan },
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, id: saved.id } }
  })
}

export type PlanStatusAnswer = { ok: true; name: string } | { ok: false; message: string }

/**
 * Retires a plan (sold no more; its members' terms run out as bought) or
 * brings it back, audited.
 */
export async function setPlanStatus(
  payload: Payload,
  staff: Person,
  id: number,
  status: PlanStatus,
): Promise<PlanStatusAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff change membership plans.' }
  return inTransaction<PlanStatusAnswer>(payload, async (tx) => {
    const [plan] = await rowsOf<{ name: string; status: PlanStatus }>(
      tx.db,
      sql`SELECT name, status FROM membership_plans WHERE id = ${id} FOR UPDATE`,
    )
    if (!plan) return { commit: false, value: { ok: false, message: 'There is no such plan.' } }
    if (plan.status === status) {
      const already = status === 'retired' ? 'is retired already' : 'is offered already'
      return { commit: false, value: { ok: false, message: `The ${plan.name} plan ${already}.` } }
    }
    await payload.update({
      collection: 'membership-plans',
      id,
      data: { status },
      overrideAccess: true,
      depth: 0,
      req: tx.req,
    })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: status === 'retired' ? 'membership.plan.retire' : 'membership.plan.offer',
        targetCollection: 'membership-plans',
        targetId: id,
        target: plan.name,
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, name: plan.name } }
  })
}

/** A plan as `membershiper` and `pricingartlovers` list it: as the services read it, with its place, benefits and members. */
export type PlanListRow = PlanRow & { position: number; benefits: string[]; members: number }

/** Every plan, active first then by position, with how many memberships are on it. */
export async function planList(payload: Payload, audience?: Audience): Promise<PlanListRow[]> {
  return rowsOf<PlanListRow>(
    database(payload),
    sql`SELECT p.id, p.name, p.slug, p.audience, p.price_minor::float8 AS "priceMinor",
               p.reduced_price_minor::float8 AS "reducedPriceMinor", p.reduced_for AS "reducedFor", p.currency,
               p.term, p.grace_days::int AS "graceDays", p.grants_role AS "grantsRole", p.who_for AS "whoFor",
               p.status, coalesce(p.position, 0)::int AS position,
               coalesce((SELECT array_agg(b.benefit ORDER BY b._order) FROM membership_plans_benefits b
                         WHERE b._parent_id = p.id), '{}') AS benefits,
               (SELECT count(*)::int FROM memberships m WHERE m.plan_id = p.id) AS members
        FROM membership_plans p
        WHERE ${audience ? sql`p.audience = ${audience}` : sql`true`}
        ORDER BY p.status = 'active' DESC, p.position, p.name`,
  )
}

export const audienceLabel = (audience: Audience) => AUDIENCE_LABELS[audience]

/** One row of `pricingartlovers`: the plan and its two prices as typed. */
export type PriceInput = { plan: number; price: string; reducedPrice: string }
export type PricesAnswer =
  { ok: true; changed: string[] } | { ok: false; message: string; fieldErrors: Record<string, string> }

/** The form's field names of a plan's row in `pricingartlovers`. */
export const priceFieldNames = (plan: number) => ({ price: `price-${plan}`, reducedPrice: `reduced-${plan}` })

/**
 * The art lover plans' prices and reduced prices, saved together in one
 * transaction or not at all; each row's refusal in words by field. Only
 * active art lover plans are priced here. New orders only: an order keeps
 * the price it was made at. Audited once, with every change.
 */
export async function saveArtLoverPrices(
  payload: Payload,
  staff: Person,
  rows: readonly PriceInput[],
): Promise<PricesAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff change membership prices.', fieldErrors: {} }
  return inTransaction<PricesAnswer>(payload, async (tx) => {
    const plans = await rowsOf<{
      id: number
      name: string
      currency: string
      priceMinor: number
      reducedPriceMinor: number | null
    }>(
      tx.db,
      sql`SELECT id, name, currency, price_minor::float8 AS "priceMinor",
                 reduced_price_minor::float8 AS "reducedPriceMinor"
          FROM membership_plans WHERE audience = 'artlover' AND status = 'active' ORDER BY id FOR UPDATE`,
    )
    const fieldErrors: Record<string, string> = {}
    const changes: { id: number; name: string; priceMinor: number; reducedPriceMinor: number | null }[] = []
    for (const row of rows) {
      const plan = plans.find((candidate) => candidate.id === row.plan)
      const names = priceFieldNames(row.plan)
      if (!plan) {
        fieldErrors[names.price] = 'This plan is no longer an active art lover plan: reload the page.'
        continue
      }
      const price = money(row.price, plan.currency)
      if ('error' in price) fieldErrors[names.price] = `${plan.name}: ${price.error}`
      let reducedPriceMinor: number | null = null
      if (row.reducedPrice.trim()) {
        const reduced = money(row.reducedPrice, plan.currency)
        if ('error' in reduced) fieldErrors[names.reducedPrice] = `${plan.name}: ${reduced.error}`
        else if ('minor' in price && reduced.minor >= price.minor)
          fieldErrors[names.reducedPrice] = `${plan.name}: the reduced price must be less than the price.`
        else reducedPriceMinor = reduced.minor
      }
      if ('minor' in price && (price.minor !== plan.priceMinor || reducedPriceMinor !== plan.reducedPriceMinor)) {
        changes.push({ id: plan.id, name: plan.name, priceMinor: price.minor, reducedPriceMinor })
      }
    }
    const problems = Object.keys(fieldErrors).length
    if (problems) {
      const message = `Nothing was saved: ${problems === 1 ? 'one price needs' : `${problems} prices need`} correcting.`
      return { commit: false, value: { ok: false, message, fieldErrors } }
    }
    for (const change of changes) {
      await payload.update({
        collection: 'membership-plans',
        id: change.id,
        data: { priceMinor: change.priceMinor, reducedPriceMinor: change.reducedPriceMinor },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
    }
    if (changes.length) {
      await recordAudit(
        payload,
        {
          actor: Number(staff.id),
          action: 'membership.prices',
          targetCollection: 'membership-plans',
          summary: { changes },
        },
        tx.req,
      )
    }
    return { commit: true, value: { ok: true, changed: changes.map((change) => change.name) } }
  })
}
