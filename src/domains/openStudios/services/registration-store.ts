import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'
import type { OsRegistration } from '@/payload-types'

import type { PricePart } from './pricing'
import { PLACE_HOLDING_STATES, type Occupancy, type Waiting } from './registration-rules'
import type { AccessFeature, RegistrationState } from './vocabulary'

/** A registration as Open Studios' services read it: plain data, ids for what it points to. */
export type RegistrationRecord = {
  id: number
  season: number
  artist: number
  tier: string
  weekends: number[]
  studio: number | null
  status: RegistrationState
  emerging: boolean
  accessibility: AccessFeature[]
  accessibilityNotes: string
  priceMinor: number | null
  priceParts: PricePart[]
  order: number | null
  feeWaived: boolean
  registeredBy: number | null
  registeredAt: Date | null
  queuedAt: Date | null
  offerEndsAt: Date | null
  endedAt: Date | null
  endReason: string
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null
const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null)

export function registrationRecord(row: OsRegistration): RegistrationRecord {
  return {
    id: row.id,
    season: idOf(row.season)!,
    artist: idOf(row.artist)!,
    tier: row.tier,
    weekends: (row.weekends ?? []).map(idOf).filter((id): id is number => id !== null),
    studio: idOf(row.studio),
    status: row.status,
    emerging: Boolean(row.emerging),
    accessibility: (row.accessibility ?? []) as AccessFeature[],
    accessibilityNotes: row.accessibilityNotes ?? '',
    priceMinor: row.priceMinor ?? null,
    priceParts: Array.isArray(row.priceParts) ? (row.priceParts as PricePart[]) : [],
    order: idOf(row.order),
    feeWaived: Boolean(row.feeWaived),
    registeredBy: idOf(row.registeredBy),
    registeredAt: dateOf(row.registeredAt),
    queuedAt: dateOf(row.queuedAt),
    offerEndsAt: dateOf(row.offerEndsAt),
    endedAt: dateOf(row.endedAt),
    endReason: row.endReason ?? '',
  }
}

type Source = Payload | Transaction
const reqOf = (source: Source) => ('req' in source && !('collections' in source) ? source.req : undefined)
const payloadOf = (source: Source): Payload => reqOf(source)?.payload ?? (source as Payload)
const executorOf = (source: Source): SqlExecutor =>
  reqOf(source) ? (source as Transaction).db : database(source as Payload)

/** The artist's registration for the season, or null (one per artist and season). */
export async function registrationOf(
  source: Source,
  season: number,
  artist: number,
): Promise<RegistrationRecord | null> {
  const found = await payloadOf(source).find({
    collection: 'os-registrations',
    where: { season: { equals: season }, artist: { equals: artist } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: reqOf(source),
  })
  return found.docs[0] ? registrationRecord(found.docs[0]) : null
}

export async function registrationById(source: Source, id: number): Promise<RegistrationRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const row = await payloadOf(source)
    .findByID({
      collection: 'os-registrations',
      id,
      depth: 0,
      overrideAccess: true,
      req: reqOf(source),
      disableErrors: true,
    })
    .catch(() => null)
  return row ? registrationRecord(row) : null
}

/**
 * Holds the season's row until the transaction ends: whatever counts and
 * takes places of a season (checkout's hold, joining the waiting list,
 * offers, withdrawals) takes turns, so two artists never both take the last
 * place.
 */
export async function lockSeasonPlaces(tx: Transaction, season: number): Promise<void> {
  await tx.db.execute(sql`SELECT id FROM os_seasons WHERE id = ${season} FOR UPDATE`)
}

/** Places taken on each of the season's weekends, leaving out one registration (the one asking). */
export async function occupancy(source: Source, season: number, except: number | null = null): Promise<Occupancy> {
  const holding = sql.join(
    PLACE_HOLDING_STATES.map((state) => sql`${state}`),
    sql`, `,
  )
  const rows = await rowsOf<{ weekend: number; taken: number }>(
    executorOf(source),
    sql`SELECT rr.os_weekends_id AS weekend, count(*)::integer AS taken
        FROM os_registrations r JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
        WHERE r.season_id = ${season} AND r.status::text IN (${holding}) AND r.id <> ${except ?? 0}
        GROUP BY rr.os_weekends_id`,
  )
  return new Map(rows.map((row) => [Number(row.weekend), Number(row.taken)]))
}

/** The season's waiting list, in the order its registrations joined it. */
export async function waitingList(source: Source, season: number): Promise<Waiting[]> {
  const rows = await rowsOf<{ id: number; weekends: number[] | null; queuedAt: string }>(
    executorOf(source),
    sql`SELECT r.id, array_agg(rr.os_weekends_id ORDER BY rr.os_weekends_id) AS weekends, r.queued_at AS "queuedAt"
        FROM os_registrations r JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
        WHERE r.season_id = ${season} AND r.status = 'waitlisted'
        GROUP BY r.id ORDER BY r.queued_at, r.id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    weekends: (row.weekends ?? []).map(Number),
    queuedAt: new Date(row.queuedAt),
  }))
}

/** Writes some of a registration's fields in the caller's transaction. */
export async function updateRegistration(
  tx: Transaction,
  id: number,
  data: Partial<Omit<OsRegistration, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<RegistrationRecord> {
  const row = await tx.req.payload.update({
    collection: 'os-registrations',
    id,
    data,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
  })
  return registrationRecord(row)
}
