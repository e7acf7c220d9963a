import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { formatMoney } from '@/domains/commerce'

import type { Deadlines } from './season-view'
import {
  DEADLINE_NAMES,
  errorsOf,
  seasonProblems,
  weekendProblems,
  type SetupProblem,
  type TierInput,
  type WeekendInput,
} from './season-setup'

/**
 * The season's and the weekend's own checks, run before every save (decision
 * 050) so REST, GraphQL and the admin cannot store a season out of order any
 * more than the tools can. Collection hooks run before Payload's field
 * validation, so every value is read as it may come: of any type.
 */

type Loose = Record<string, unknown>

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const numberOrNull = (value: unknown) =>
  typeof value === 'number' ? value : value === null || value === undefined ? null : NaN
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/** Money in words for the checks' messages, whatever the currency field holds. */
export function moneyIn(currency: unknown): (minor: number) => string {
  return (minor) => {
    try {
      return formatMoney({ minor, currency: textOf(currency) || 'USD' })
    } catch {
      return `${minor} minor units`
    }
  }
}

export function deadlinesOf(value: unknown): Deadlines {
  const group = (typeof value === 'object' && value !== null ? value : {}) as Loose
  return Object.fromEntries(
    DEADLINE_NAMES.map((name) => [name, typeof group[name] === 'string' && group[name] ? group[name] : null]),
  ) as Deadlines
}

export function tiersOf(value: unknown): TierInput[] {
  return (Array.isArray(value) ? value : []).map((row: Loose) => ({
    key: textOf(row?.key),
    name: textOf(row?.name),
    prices: {
      early: numberOrNull(row?.earlyPriceMinor),
      regular: numberOrNull(row?.regularPriceMinor),
      late: numberOrNull(row?.latePriceMinor),
    },
  }))
}

function weekendOf(value: Loose): WeekendInput {
  return {
    id: typeof value.id === 'number' ? value.id : undefined,
    number: numberOrNull(value.number),
    startsOn: textOf(value.startsOn),
    endsOn: textOf(value.endsOn),
    opensAt: textOf(value.opensAt),
    closesAt: textOf(value.closesAt),
    capacity: numberOrNull(value.capacity),
  }
}

function refuse(collection: string, problems: SetupProblem[]): never {
  throw new ValidationError({
    collection,
    errors: problems.map((problem) => ({ path: problem.field, message: problem.message })),
  })
}

async function weekendsOfSeason(payload: Payload, season: number, req: PayloadRequest): Promise<WeekendInput[]> {
  const found = await payload.find({
    collection: 'os-weekends',
    where: { season: { equals: season } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs.map((weekend) => weekendOf(weekend as unknown as Loose))
}

/** `os-seasons` before a save: deadlines in order and before the weekends, tiers priced, discounts and refund sound; one current season. */
export const checkSeason: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = (operation === 'update' ? originalDoc : undefined) as Loose | undefined
  const merged: Loose = { ...before, ...data }
  const id = typeof before?.id === 'number' ? before.id : null
  const weekends = id === null ? [] : await weekendsOfSeason(req.payload, id, req)
  const problems = errorsOf(
    seasonProblems(
      {
        deadlines: deadlinesOf({
          ...(before?.deadlines as Loose | undefined),
          ...(data.deadlines as Loose | undefined),
        }),
        tiers: tiersOf(merged.tiers),
        secondWeekendDiscountMinor: numberOrNull(merged.secondWeekendDiscountMinor),
        emergingDiscountMinor: numberOrNull(merged.emergingDiscountMinor),
        withdrawalRefundPercent: numberOrNull(merged.withdrawalRefundPercent ?? 100),
        weekends,
      },
      moneyIn(merged.currency),
    ),
  )
  if (merged.status === 'current' && before?.status !== 'current') {
    const current = await req.payload.find({
      collection: 'os-seasons',
      where: { status: { equals: 'current' }, ...(id === null ? {} : { id: { not_equals: id } }) },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const other = current.docs[0]
    if (other) {
      problems.push({
        field: 'status',
        severity: 'error',
        message: `${other.name} is the current season; make this one current with “Make current” in sfosweekends, which makes ${other.name} past.`,
      })
    }
  }
  if (problems.length) refuse('os-seasons', problems)
  return data
}

/** `os-weekends` before a save: its own dates, hours and capacity, against its season's other weekends and deadlines. */
export const checkWeekend: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = (operation === 'update' ? originalDoc : undefined) as Loose | undefined
  const merged: Loose = { ...before, ...data }
  const season = idOf(merged.season)
  const weekend = weekendOf(merged)
  let others: WeekendInput[] = []
  let deadlines: Deadlines | null = null
  if (season !== null) {
    const found = await req.payload
      .findByID({ collection: 'os-seasons', id: season, depth: 0, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)
    if (!found) refuse('os-weekends', [{ field: 'season', severity: 'error', message: 'There is no such season.' }])
    deadlines = deadlinesOf(found.deadlines)
    others = (await weekendsOfSeason(req.payload, season, req)).filter(
      (other) => typeof before?.id !== 'number' || other.id !== before.id,
    )
  }
  const problems = errorsOf(weekendProblems(weekend, others, deadlines))
  if (problems.length) refuse('os-weekends', problems)
  return data
}

/** How many registrations name a weekend, whatever their state: they keep it, so it stays. */
export async function registrationsOfWeekend(payload: Payload, weekend: number, req?: PayloadRequest) {
  const found = await payload.count({
    collection: 'os-registrations',
    where: { weekends: { equals: weekend } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs
}

/** `os-weekends` before a removal: refused while registrations name it. */
export const keepUsedWeekend: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const used = await registrationsOfWeekend(req.payload, Number(id), req)
  if (used > 0) {
    throw new APIError(
      `This weekend cannot be removed: ${used === 1 ? 'one registration names it' : `${used} registrations name it`}. Move or cancel ${used === 1 ? 'it' : 'them'} first.`,
      409,
      { registrations: used },
      true,
    )
  }
}
