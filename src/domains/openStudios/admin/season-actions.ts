'use server'

import { toolCaller } from '@/domains/accounts'
import { answeredState, type ActionState, idField, text } from '@/platform/forms'

import {
  createSeason,
  GUIDE_LIMIT_NAMES,
  makeCurrent,
  MAX_TIERS,
  removeWeekend,
  saveDeadlines,
  savePricing,
  saveWeekend,
  setSeasonStatus,
  WEEKEND_FORM_FIELDS,
  type DeadlinesForm,
  type PricingForm,
  type WeekendForm,
} from '../services/season-admin'
import { DEADLINE_NAMES } from '../services/season-setup'
import { SEASON_DEADLINES_TOOL, SEASON_PRICING_TOOL, SEASON_WEEKENDS_TOOL } from './tools'

/** The set-up tools' server actions (decision 050): each checks its caller, as the page does, before anything. */

const NO_SEASON: ActionState = { status: 'error', message: 'There is no such season: choose one from the list.' }

/** `sfosweekends`: a new season, being prepared. */
export async function createSeasonAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = {
    year: text(form, 'year'),
    name: text(form, 'name'),
    requiresMembership: text(form, 'requiresMembership'),
  }
  const caller = await toolCaller(SEASON_WEEKENDS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const answer = await createSeason(caller.payload, caller.person, {
    year: fields.year,
    name: fields.name,
    requiresMembership: fields.requiresMembership === 'on',
  })
  return answeredState(answer, fields)
}

/** `sfosweekends`: the season becomes current (the current one past), or goes back to being prepared, or to the past. */
export async function seasonStatusAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SEASON_WEEKENDS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const season = idField(form, 'season')
  if (!season) return NO_SEASON
  const status = text(form, 'status')
  if (status === 'current') return answeredState(await makeCurrent(caller.payload, caller.person, season))
  if (status === 'preparing' || status === 'past') {
    return answeredState(await setSeasonStatus(caller.payload, caller.person, season, status))
  }
  return { status: 'error', message: 'Choose being prepared, current or past.' }
}

/** `sfosweekends`: a weekend added to the season, or changed (`weekend` names it). */
export async function saveWeekendAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields: Record<string, string> = Object.fromEntries(WEEKEND_FORM_FIELDS.map((name) => [name, text(form, name)]))
  const neighbourhoods = form
    .getAll('neighbourhoods')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  fields.neighbourhoods = neighbourhoods.join(',')
  const caller = await toolCaller(SEASON_WEEKENDS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const season = idField(form, 'season')
  if (!season) return NO_SEASON
  const answer = await saveWeekend(caller.payload, caller.person, season, idField(form, 'weekend') ?? null, {
    ...(fields as Record<(typeof WEEKEND_FORM_FIELDS)[number], string>),
    neighbourhoods,
  } satisfies WeekendForm)
  return answeredState(answer, fields)
}

/** `sfosweekends`: a weekend removed, unless registrations name it. */
export async function removeWeekendAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SEASON_WEEKENDS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const weekend = idField(form, 'weekend')
  if (!weekend) return { status: 'error', message: 'There is no such weekend.' }
  return answeredState(await removeWeekend(caller.payload, caller.person, weekend))
}

const TIER_FIELDS = ['key', 'name', 'includes', 'earlyPriceMinor', 'regularPriceMinor', 'latePriceMinor'] as const

/** `sfospricing`: the season's tiers, prices, discounts, currency and refund, together or not at all. */
export async function savePricingAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields: Record<string, string> = {}
  const read = (name: string) => (fields[name] = text(form, name))
  const rows = Math.min(MAX_TIERS + 1, Math.max(0, Number(text(form, 'rows')) || 0))
  const input: PricingForm = {
    tiers: Array.from({ length: rows }, (_, index) => {
      const at = (name: string) => read(`tiers.${index}.${name}`)
      const tier = Object.fromEntries(TIER_FIELDS.map((name) => [name, at(name)])) as Record<
        (typeof TIER_FIELDS)[number],
        string
      >
      return { ...tier, remove: at('remove') === 'on' }
    }),
    secondWeekendDiscountMinor: read('secondWeekendDiscountMinor'),
    emergingDiscountMinor: read('emergingDiscountMinor'),
    emergingDefinition: read('emergingDefinition'),
    currency: read('currency'),
    withdrawalRefundPercent: read('withdrawalRefundPercent'),
  }
  const caller = await toolCaller(SEASON_PRICING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const season = idField(form, 'season')
  if (!season) return NO_SEASON
  return answeredState(await savePricing(caller.payload, caller.person, season, input), fields)
}

/** `sfosdeadlines`: the seven deadlines and the guide's limits, together or not at all. */
export async function saveDeadlinesAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields: Record<string, string> = {}
  const input = {} as DeadlinesForm
  for (const name of DEADLINE_NAMES) input[name] = fields[`deadlines.${name}`] = text(form, `deadlines.${name}`)
  for (const name of GUIDE_LIMIT_NAMES) input[name] = fields[`guide.${name}`] = text(form, `guide.${name}`)
  const caller = await toolCaller(SEASON_DEADLINES_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const season = idField(form, 'season')
  if (!season) return NO_SEASON
  return answeredState(await saveDeadlines(caller.payload, caller.person, season, input), fields)
}
