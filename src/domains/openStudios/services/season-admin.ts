import { ValidationError, type Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { currencyCode, minorDigits, parseMoney } from '@/domains/commerce'
import { CALENDAR_DATE } from '@/platform/calendar'
import { config } from '@/platform/config'
import { inTransaction, type Transaction } from '@/platform/database/transaction'
import type { OsSeason } from '@/payload-types'

import { moneyIn, registrationsOfWeekend, tiersOf } from './season-hooks'
import {
  DEADLINE_LABELS,
  DEADLINE_NAMES,
  errorsOf,
  readinessProblems,
  seasonProblems,
  warningsOf,
  weekendProblems,
  type SetupProblem,
} from './season-setup'
import type { Deadlines, SeasonView } from './season-view'
import { seasonById } from './seasons'
import { GUIDE_DEFAULTS, SEASON_STATUS_LABELS, type SeasonStatus } from './vocabulary'

/**
 * What staff do to a season in the set-up tools (decision 050): make one,
 * make it current, its weekends, its prices, its deadlines. Each takes what
 * the form held as text, says every refusal in words beside its field, and
 * writes in one transaction with an audit entry, or writes nothing.
 */

export type SetupAnswer =
  { ok: true; message: string; id?: number } | { ok: false; message: string; fieldErrors?: Record<string, string> }

const ONLY_STAFF: SetupAnswer = { ok: false, message: 'Only staff can set up Open Studios.' }

const byField = (problems: readonly SetupProblem[]) =>
  Object.fromEntries([...problems].reverse().map((problem) => [problem.field, problem.message]))

function refused(problems: readonly SetupProblem[], what: string): SetupAnswer {
  const count = problems.length
  return {
    ok: false,
    message: `${what} not saved: ${count === 1 ? 'one thing needs' : `${count} things need`} correcting.`,
    fieldErrors: byField(problems),
  }
}

const noted = (message: string, warnings: readonly SetupProblem[]) =>
  warnings.length ? `${message} Note: ${warnings.map((warning) => warning.message).join(' ')}` : message

/** A refusal from the collections' own checks (the hooks), said as the tools say theirs. */
function validationAnswer(error: unknown, what: string): SetupAnswer {
  if (!(error instanceof ValidationError)) throw error
  const errors = (error.data as { errors?: { path: string; message: string }[] }).errors ?? []
  return refused(
    errors.map((one) => ({ field: one.path, message: one.message, severity: 'error' as const })),
    what,
  )
}

/**
 * Writes a change to a season in `tx` with its audit entry, or answers in
 * words why the season's checks refused it (null when written).
 */
async function changeSeason(
  tx: Transaction,
  staff: Person,
  seasonId: number,
  change: { data: Partial<OsSeason>; what: string; action: string; summary: Record<string, unknown> },
): Promise<SetupAnswer | null> {
  const payload = tx.req.payload
  try {
    await payload.update({
      collection: 'os-seasons',
      id: seasonId,
      data: change.data,
      overrideAccess: true,
      depth: 0,
      req: tx.req,
    })
  } catch (error) {
    return validationAnswer(error, change.what)
  }
  await recordAudit(
    payload,
    {
      actor: Number(staff.id),
      action: change.action,
      targetCollection: 'os-seasons',
      targetId: seasonId,
      summary: change.summary,
    },
    tx.req,
  )
  return null
}

export type SeasonRow = { id: number; year: number; name: string; status: SeasonStatus; requiresMembership: boolean }

/** Every season, newest year first. */
export async function seasonList(payload: Payload): Promise<SeasonRow[]> {
  const found = await payload.find({
    collection: 'os-seasons',
    sort: '-year',
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((season) => ({
    id: season.id,
    year: season.year,
    name: season.name,
    status: season.status,
    requiresMembership: season.requiresMembership !== false,
  }))
}

/** The season a tool shows: the one in the address when there is one, else the current one, else the newest. */
export async function chosenSeason(payload: Payload, requested: string | undefined): Promise<SeasonView | null> {
  const id = Number(requested)
  if (Number.isSafeInteger(id) && id > 0) return seasonById(payload, id)
  const seasons = await seasonList(payload)
  const pick = seasons.find((season) => season.status === 'current') ?? seasons[0]
  return pick ? seasonById(payload, pick.id) : null
}

/** Every problem of a stored season's set-up, errors and warnings, for the tools to show. */
export function storedSeasonProblems(season: SeasonView): SetupProblem[] {
  return seasonProblems(seasonInput(season), moneyIn(season.currency))
}

function seasonInput(season: SeasonView) {
  return {
    deadlines: season.deadlines,
    tiers: season.tiers,
    secondWeekendDiscountMinor: season.secondWeekendDiscountMinor,
    emergingDiscountMinor: season.emergingDiscountMinor,
    withdrawalRefundPercent: season.withdrawalRefundPercent,
    weekends: season.weekends,
  }
}

/** What a season still needs before it can be made current. */
export function seasonReadiness(season: SeasonView): SetupProblem[] {
  return readinessProblems(seasonInput(season), moneyIn(season.currency))
}

const wholeNumber = (value: string): number | null => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : null)

/** A new season, being prepared: its year, its name, whether registration needs a membership. */
export async function createSeason(
  payload: Payload,
  staff: Person,
  input: { year: string; name: string; requiresMembership: boolean },
): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  const fieldErrors: Record<string, string> = {}
  const year = wholeNumber(input.year)
  if (year === null || year < 2000 || year > 2100)
    fieldErrors.year = 'Write the year as four digits, from 2000 to 2100.'
  const name = input.name.trim()
  if (!name) fieldErrors.name = 'Give the season a name, e.g. “Open Studios 2027”.'
  else if (name.length > 120) fieldErrors.name = 'The name is at most 120 characters.'
  if (Object.keys(fieldErrors).length) return { ok: false, message: 'The season was not made.', fieldErrors }
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const taken = await payload.count({ collection: 'os-seasons', where: { year: { equals: year } }, req: tx.req })
    if (taken.totalDocs) {
      return {
        commit: false,
        value: {
          ok: false,
          message: 'The season was not made.',
          fieldErrors: { year: `There is a ${year} season already.` },
        },
      }
    }
    const made = await payload.create({
      collection: 'os-seasons',
      data: {
        year: year!,
        name,
        status: 'preparing',
        requiresMembership: input.requiresMembership,
        currency: config().CURRENCY,
        secondWeekendDiscountMinor: 0,
        withdrawalRefundPercent: 100,
        guide: { ...GUIDE_DEFAULTS },
      },
      overrideAccess: true,
      depth: 0,
      req: tx.req,
    })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'open-studios.season.create',
        targetCollection: 'os-seasons',
        targetId: made.id,
        summary: { year, name },
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, id: made.id, message: `${name} is made, being prepared.` } }
  })
}

/**
 * Makes a season the current one: the season that was current becomes past,
 * in the same transaction, so the site never has two (or, between the two
 * writes, none). Refused while the season is not ready.
 */
export async function makeCurrent(payload: Payload, staff: Person, seasonId: number): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const season = await seasonById(tx, seasonId)
    if (!season) return { commit: false, value: { ok: false, message: 'There is no such season.' } }
    if (season.status === 'current') {
      return { commit: false, value: { ok: true, message: `${season.name} is already the current season.` } }
    }
    const missing = seasonReadiness(season)
    if (missing.length) {
      return {
        commit: false,
        value: {
          ok: false,
          message: `${season.name} cannot be made current yet: ${missing.map((problem) => problem.message).join(' ')}`,
        },
      }
    }
    const previous = await payload.find({
      collection: 'os-seasons',
      where: { status: { equals: 'current' } },
      depth: 0,
      limit: 10,
      overrideAccess: true,
      req: tx.req,
    })
    try {
      for (const old of previous.docs) {
        await payload.update({
          collection: 'os-seasons',
          id: old.id,
          data: { status: 'past' },
          overrideAccess: true,
          depth: 0,
          req: tx.req,
        })
      }
      await payload.update({
        collection: 'os-seasons',
        id: season.id,
        data: { status: 'current' },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
    } catch (error) {
      // A season stored before its checks existed may be refused them; say so rather than fail.
      const refusal = validationAnswer(error, `${season.name} was`)
      const reasons = Object.values(refusal.ok ? {} : (refusal.fieldErrors ?? {})).join(' ')
      return { commit: false, value: { ok: false, message: `${season.name} was not made current: ${reasons}` } }
    }
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'open-studios.season.current',
        targetCollection: 'os-seasons',
        targetId: season.id,
        summary: { year: season.year, previous: previous.docs.map((old) => ({ id: old.id, year: old.year })) },
      },
      tx.req,
    )
    const was = previous.docs[0]
    return {
      commit: true,
      value: { ok: true, message: `${season.name} is now the current season${was ? `; ${was.name} is past` : ''}.` },
    }
  })
}

/** A season back to being prepared, or to the record as past; only "make current" makes one current. */
export async function setSeasonStatus(
  payload: Payload,
  staff: Person,
  seasonId: number,
  status: Exclude<SeasonStatus, 'current'>,
): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const season = await seasonById(tx, seasonId)
    if (!season) return { commit: false, value: { ok: false, message: 'There is no such season.' } }
    const refusal = await changeSeason(tx, staff, season.id, {
      data: { status },
      what: 'The status was',
      action: 'open-studios.season.status',
      summary: { from: season.status, to: status },
    })
    if (refusal) return { commit: false, value: refusal }
    return {
      commit: true,
      value: { ok: true, message: `${season.name}: ${SEASON_STATUS_LABELS[status].toLowerCase()}.` },
    }
  })
}

export const WEEKEND_FORM_FIELDS = ['number', 'label', 'startsOn', 'endsOn', 'opensAt', 'closesAt', 'capacity'] as const
export type WeekendForm = Record<(typeof WEEKEND_FORM_FIELDS)[number], string> & { neighbourhoods: number[] }

/** A weekend of a season, new (`weekendId` null) or changed, checked against the season's other weekends and deadlines. */
export async function saveWeekend(
  payload: Payload,
  staff: Person,
  seasonId: number,
  weekendId: number | null,
  form: WeekendForm,
): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const season = await seasonById(tx, seasonId)
    if (!season) return { commit: false, value: { ok: false, message: 'There is no such season.' } }
    if (weekendId !== null && !season.weekends.some((weekend) => weekend.id === weekendId)) {
      return {
        commit: false,
        value: { ok: false, message: 'This weekend is not one of the season’s: reload the page.' },
      }
    }
    const number = wholeNumber(form.number)
    const capacity = form.capacity.trim() ? (wholeNumber(form.capacity) ?? NaN) : null
    const label = form.label.trim()
    const weekend = {
      number: number ?? NaN,
      startsOn: form.startsOn.trim(),
      endsOn: form.endsOn.trim(),
      opensAt: form.opensAt.trim(),
      closesAt: form.closesAt.trim(),
      capacity,
    }
    const others = season.weekends.filter((other) => other.id !== weekendId)
    const problems = errorsOf(weekendProblems(weekend, others, season.deadlines))
    if (!label)
      problems.push({
        field: 'label',
        severity: 'error',
        message: 'Give the weekend a label, e.g. “Weekend 1: Mission & Bernal”.',
      })
    else if (label.length > 80)
      problems.push({ field: 'label', severity: 'error', message: 'The label is at most 80 characters.' })
    if (problems.length) return { commit: false, value: refused(problems, 'The weekend was') }
    const data = { ...weekend, number: number!, label, neighbourhoods: form.neighbourhoods, season: season.id }
    try {
      const saved =
        weekendId === null
          ? await payload.create({ collection: 'os-weekends', data, overrideAccess: true, depth: 0, req: tx.req })
          : await payload.update({
              collection: 'os-weekends',
              id: weekendId,
              data,
              overrideAccess: true,
              depth: 0,
              req: tx.req,
            })
      await recordAudit(
        payload,
        {
          actor: Number(staff.id),
          action: weekendId === null ? 'open-studios.weekend.create' : 'open-studios.weekend.update',
          targetCollection: 'os-weekends',
          targetId: saved.id,
          summary: data,
        },
        tx.req,
      )
      return { commit: true, value: { ok: true, id: saved.id, message: `${label} is saved.` } }
    } catch (error) {
      return { commit: false, value: validationAnswer(error, 'The weekend was') }
    }
  })
}

/** A weekend removed, unless registrations name it. */
export async function removeWeekend(payload: Payload, staff: Person, weekendId: number): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const weekend = await payload
      .findByID({
        collection: 'os-weekends',
        id: weekendId,
        depth: 0,
        overrideAccess: true,
        req: tx.req,
        disableErrors: true,
      })
      .catch(() => null)
    if (!weekend)
      return { commit: false, value: { ok: false, message: 'There is no such weekend: it may be removed already.' } }
    const used = await registrationsOfWeekend(payload, weekendId, tx.req)
    if (used > 0) {
      return {
        commit: false,
        value: {
          ok: false,
          message: `${weekend.label} is not removed: ${used === 1 ? 'one registration names it' : `${used} registrations name it`}. Move or cancel ${used === 1 ? 'it' : 'them'} in sfosregistrations first.`,
        },
      }
    }
    await payload.delete({ collection: 'os-weekends', id: weekendId, overrideAccess: true, req: tx.req })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: 'open-studios.weekend.remove',
        targetCollection: 'os-weekends',
        targetId: weekendId,
        summary: { label: weekend.label, number: weekend.number },
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, message: `${weekend.label} is removed.` } }
  })
}

export type WeekendCounts = { registered: number; waiting: number }

/** Per weekend, how many artists are registered for it and how many wait for a place (waiting or offered one). */
export async function weekendCounts(
  payload: Payload,
  weekendIds: readonly number[],
): Promise<Map<number, WeekendCounts>> {
  const counts = new Map<number, WeekendCounts>()
  for (const id of weekendIds) {
    const [registered, waiting] = await Promise.all(
      [['registered'], ['waitlisted', 'offered']].map((states) =>
        payload.count({
          collection: 'os-registrations',
          where: { weekends: { equals: id }, status: { in: states } },
          overrideAccess: true,
        }),
      ),
    )
    counts.set(id, { registered: registered!.totalDocs, waiting: waiting!.totalDocs })
  }
  return counts
}

/** The most tiers a season has (the collection's limit). */
export const MAX_TIERS = 6

export type TierForm = {
  key: string
  name: string
  includes: string
  earlyPriceMinor: string
  regularPriceMinor: string
  latePriceMinor: string
  remove: boolean
}

export type PricingForm = {
  tiers: TierForm[]
  secondWeekendDiscountMinor: string
  emergingDiscountMinor: string
  emergingDefinition: string
  currency: string
  withdrawalRefundPercent: string
}

/** A tier row left wholly empty is no tier: the form always offers one more. */
const emptyTier = (tier: TierForm) =>
  !tier.key.trim() &&
  !tier.name.trim() &&
  !tier.includes.trim() &&
  !tier.earlyPriceMinor.trim() &&
  !tier.regularPriceMinor.trim() &&
  !tier.latePriceMinor.trim()

/** The pricing form's money as minor units, each amount refused in words beside its field. */
export function parsePricing(form: PricingForm) {
  const fieldErrors: Record<string, string> = {}
  let currency = 'USD'
  try {
    currency = currencyCode(form.currency)
  } catch (error) {
    fieldErrors.currency = (error as Error).message
  }
  const amount = (field: string, text: string, optional: boolean): number | null => {
    if (!text.trim()) {
      if (!optional) fieldErrors[field] = 'Write an amount, such as 250 or 250.00.'
      return null
    }
    try {
      return parseMoney(text, currency)
    } catch (error) {
      fieldErrors[field] = (error as Error).message
      return null
    }
  }
  const kept = form.tiers.map((tier, index) => ({ tier, index })).filter(({ tier }) => !tier.remove && !emptyTier(tier))
  const tiers = kept.map(({ tier, index }) => ({
    index,
    key: tier.key.trim(),
    name: tier.name.trim(),
    includes: tier.includes.trim(),
    earlyPriceMinor: amount(`tiers.${index}.earlyPriceMinor`, tier.earlyPriceMinor, false),
    regularPriceMinor: amount(`tiers.${index}.regularPriceMinor`, tier.regularPriceMinor, false),
    latePriceMinor: amount(`tiers.${index}.latePriceMinor`, tier.latePriceMinor, false),
  }))
  const secondWeekendDiscountMinor = amount('secondWeekendDiscountMinor', form.secondWeekendDiscountMinor, true) ?? 0
  const emergingDiscountMinor = amount('emergingDiscountMinor', form.emergingDiscountMinor, true)
  const refund = wholeNumber(form.withdrawalRefundPercent)
  return {
    fieldErrors,
    currency,
    tiers,
    secondWeekendDiscountMinor,
    emergingDiscountMinor,
    emergingDefinition: form.emergingDefinition.trim(),
    withdrawalRefundPercent: refund ?? NaN,
  }
}

/** The season's tiers, prices, discounts, currency and refund rule, saved together or not at all. */
export async function savePricing(
  payload: Payload,
  staff: Person,
  seasonId: number,
  form: PricingForm,
): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  const parsed = parsePricing(form)
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const season = await seasonById(tx, seasonId)
    if (!season) return { commit: false, value: { ok: false, message: 'There is no such season.' } }
    const tierRows = parsed.tiers.map((tier) => ({
      key: tier.key,
      name: tier.name,
      includes: tier.includes,
      earlyPriceMinor: tier.earlyPriceMinor,
      regularPriceMinor: tier.regularPriceMinor,
      latePriceMinor: tier.latePriceMinor,
    }))
    // The checks name tiers by their place among those kept; the form by their row.
    const rowOf = (field: string) =>
      field.replace(/^tiers\.(\d+)\./, (_, kept: string) => `tiers.${parsed.tiers[Number(kept)]!.index}.`)
    const problems = seasonProblems(
      {
        deadlines: season.deadlines,
        tiers: tiersOf(tierRows),
        secondWeekendDiscountMinor: parsed.secondWeekendDiscountMinor,
        emergingDiscountMinor: parsed.emergingDiscountMinor,
        withdrawalRefundPercent: parsed.withdrawalRefundPercent,
        weekends: season.weekends,
      },
      moneyIn(parsed.currency),
    ).map((problem) => ({ ...problem, field: rowOf(problem.field) }))
    const errors = [
      ...Object.entries(parsed.fieldErrors).map(([field, message]) => ({ field, message, severity: 'error' as const })),
      // A price the form could not read is already said; the check would only say it is missing.
      ...errorsOf(problems).filter((problem) => !(problem.field in parsed.fieldErrors)),
    ]
    if (parsed.tiers.length > MAX_TIERS)
      errors.push({ field: 'tiers', message: `A season has at most ${MAX_TIERS} tiers.`, severity: 'error' })
    if (errors.length) return { commit: false, value: refused(errors, 'The prices were') }
    const pricing = {
      tiers: tierRows as {
        key: string
        name: string
        includes: string
        earlyPriceMinor: number
        regularPriceMinor: number
        latePriceMinor: number
      }[],
      secondWeekendDiscountMinor: parsed.secondWeekendDiscountMinor,
      emergingDiscountMinor: parsed.emergingDiscountMinor,
      emergingDefinition: parsed.emergingDefinition,
      currency: parsed.currency,
      withdrawalRefundPercent: parsed.withdrawalRefundPercent,
    }
    const refusal = await changeSeason(tx, staff, season.id, {
      data: pricing,
      what: 'The prices were',
      action: 'open-studios.season.pricing',
      summary: pricing,
    })
    if (refusal) return { commit: false, value: refusal }
    return {
      commit: true,
      value: { ok: true, message: noted(`${season.name}’s prices are saved.`, warningsOf(problems)) },
    }
  })
}

/** The guide's limits as the deadlines tool edits them, with their bounds (the collection's). */
export const GUIDE_LIMITS = {
  descriptionLimit: { label: 'Description (characters)', min: 20, max: 2000, whole: true },
  directionsLimit: { label: 'Directions (characters)', min: 20, max: 1000, whole: true },
  imageWidthInches: { label: 'Picture width (inches)', min: 0.5, max: 20, whole: false },
  imageHeightInches: { label: 'Picture height (inches)', min: 0.5, max: 20, whole: false },
  printDpi: { label: 'Print resolution (dots per inch)', min: 72, max: 1200, whole: true },
} as const
export type GuideLimit = keyof typeof GUIDE_LIMITS
export const GUIDE_LIMIT_NAMES = Object.keys(GUIDE_LIMITS) as GuideLimit[]

export type DeadlinesForm = Record<keyof Deadlines, string> & Record<GuideLimit, string>

/** The seven deadlines and the guide's limits, saved together or not at all. */
export async function saveDeadlines(
  payload: Payload,
  staff: Person,
  seasonId: number,
  form: DeadlinesForm,
): Promise<SetupAnswer> {
  if (!isStaff(staff)) return ONLY_STAFF
  const errors: SetupProblem[] = []
  const deadlines = {} as Deadlines
  for (const name of DEADLINE_NAMES) {
    const value = form[name].trim()
    if (value && !CALENDAR_DATE.test(value)) {
      errors.push({
        field: `deadlines.${name}`,
        message: `${DEADLINE_LABELS[name]}: write the day as YYYY-MM-DD.`,
        severity: 'error',
      })
    }
    deadlines[name] = value || null
  }
  const guide = {} as Record<GuideLimit, number>
  for (const name of GUIDE_LIMIT_NAMES) {
    const { label, min, max, whole } = GUIDE_LIMITS[name]
    const text = form[name].trim()
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN
    if (!(value >= min && value <= max) || (whole && !Number.isInteger(value))) {
      errors.push({
        field: `guide.${name}`,
        message: `${label}: write ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}.`,
        severity: 'error',
      })
    }
    guide[name] = value
  }
  return inTransaction<SetupAnswer>(payload, async (tx) => {
    const season = await seasonById(tx, seasonId)
    if (!season) return { commit: false, value: { ok: false, message: 'There is no such season.' } }
    const problems = seasonProblems({ ...seasonInput(season), deadlines }, moneyIn(season.currency))
    const all = [
      ...errors,
      ...errorsOf(problems).filter((problem) => !errors.some((known) => known.field === problem.field)),
    ]
    if (all.length) return { commit: false, value: refused(all, 'The deadlines were') }
    const refusal = await changeSeason(tx, staff, season.id, {
      data: { deadlines, guide },
      what: 'The deadlines were',
      action: 'open-studios.season.deadlines',
      summary: { deadlines, guide },
    })
    if (refusal) return { commit: false, value: refusal }
    return {
      commit: true,
      value: {
        ok: true,
        message: noted(`${season.name}’s deadlines and guide limits are saved.`, warningsOf(problems)),
      },
    }
  })
}

/** An amount in minor units as the pricing form shows it: "250.00", "" for none. */
export function amountText(minor: number | null, currency: string): string {
  if (minor === null) return ''
  const digits = minorDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}
