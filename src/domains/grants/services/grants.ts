import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { addDays, organisationDate, yearOf } from '@/platform/calendar'
import { config } from '@/platform/config'
import type { ServiceAnswer } from '@/platform/forms'
import {
  database,
  inTransaction,
  rowsOf,
  type SqlExecutor,
  type SqlQuery as SQL,
  type Transaction,
} from '@/platform/database/transaction'

import { checkDeadline, checkGrant, type GrantForm } from './rules'
import { moveRefusal } from './stages'
import type { TotalsRow } from './totals'
import { GRANT_STAGES, GRANTS_PER_PAGE, STAGE_LABELS, type DeadlineKind, type GrantStage } from './vocabulary'

/**
 * The grant tracker's work (decision 095): grants saved, moved along their
 * stages, their dates kept. Each change and its audit entry are one
 * transaction; every function checks its caller is staff, whatever called it.
 */

export type Answer = ServiceAnswer

export const refused = (person: Person | null): Answer | null =>
  isStaff(person) ? null : { ok: false, message: 'Only staff keep grants.' }
const invalid = (fieldErrors: Record<string, string>): Answer => ({
  ok: false,
  message: 'Some of the form needs changing.',
  fieldErrors,
})
const noGrant = (id: number) => ({ commit: false, value: { ok: false, message: `There is no grant #${id}.` } }) as const

type Locked = { id: number; program: string; stage: GrantStage; awarded: number | null }

export async function lockedGrant(db: SqlExecutor, id: number): Promise<Locked | null> {
  const [row] = await rowsOf<Locked>(
    db,
    sql`SELECT id, program, stage, amount_awarded::float8 AS awarded FROM grants WHERE id = ${id} FOR UPDATE`,
  )
  return row ?? null
}

async function isStaffMember(db: SqlExecutor, id: number): Promise<boolean> {
  const [row] = await rowsOf<{ roles: string[] | null }>(
    db,
    sql`SELECT array_agg(r.value) AS roles FROM users u LEFT JOIN users_roles r ON r.parent_id = u.id WHERE u.id = ${id} GROUP BY u.id`,
  )
  return Boolean(row) && isStaff({ id, roles: row!.roles ?? [] })
}

export async function audit(
  tx: Transaction,
  person: Person,
  action: string,
  grant: number,
  target: string,
  summary: Record<string, unknown>,
) {
  await recordAudit(
    tx.req.payload,
    { actor: Number(person.id), action, targetCollection: 'grants', targetId: grant, target, summary },
    tx.req,
  )
}

/** A new grant (no `id`, at the prospect stage) or a change to one; its stage moves only through `moveGrant`. */
export async function saveGrant(
  payload: Payload,
  person: Person | null,
  id: number | null,
  form: GrantForm,
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const checked = checkGrant(form, config().CURRENCY)
  if (!checked.ok) return invalid(checked.fieldErrors as Record<string, string>)
  const values = checked.value
  return inTransaction<Answer>(payload, async (tx) => {
    if (id !== null && !(await lockedGrant(tx.db, id))) return noGrant(id)
    const [funder] = await rowsOf<{ kind: string }>(tx.db, sql`SELECT kind FROM contacts WHERE id = ${values.funder}`)
    if (funder?.kind !== 'organisation')
      return { commit: false, value: invalid({ funder: 'Choose an organisation among the contacts as the funder.' }) }
    if (!(await isStaffMember(tx.db, values.owner)))
      return { commit: false, value: invalid({ owner: 'Choose a member of staff.' }) }
    const data = {
      funder: values.funder,
      program: values.program,
      year: values.year,
      amountAsked: values.asked,
      amountAwarded: values.awarded,
      owner: values.owner,
      notes: values.notes,
    }
    const saved =
      id === null
        ? await payload.create({
            collection: 'grants',
            data: { ...data, stage: 'prospect' },
            req: tx.req,
            overrideAccess: true,
            depth: 0,
          })
        : await payload.update({ collection: 'grants', id, data, req: tx.req, overrideAccess: true, depth: 0 })
    if (id === null)
      await payload.create({
        collection: 'grant-stage-moves',
        data: { grant: saved.id, from: null, to: 'prospect', by: Number(person!.id) },
        req: tx.req,
        overrideAccess: true,
      })
    await audit(tx, person!, id === null ? 'grant.create' : 'grant.update', saved.id, saved.program, {
      funder: values.funder,
      asked: values.asked,
      awarded: values.awarded,
    })
    return {
      commit: true,
      value: { ok: true, id: saved.id, message: `${saved.program} is ${id === null ? 'added' : 'saved'}.` },
    }
  })
}

/**
 * A grant moved to its next stage, with the amount awarded when it is
 * awarded; the move is kept in its history with who made it and when.
 */
export async function moveGrant(
  payload: Payload,
  person: Person | null,
  id: number,
  form: { to: string; awarded?: number | null },
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  if (!GRANT_STAGES.includes(form.to as GrantStage)) return { ok: false, message: 'Choose one of the stages.' }
  const to = form.to as GrantStage
  return inTransaction<Answer>(payload, async (tx) => {
    const grant = await lockedGrant(tx.db, id)
    if (!grant) return noGrant(id)
    const awarded = form.awarded ?? grant.awarded
    const problem = moveRefusal(grant.stage, to, awarded)
    if (problem) return { commit: false, value: { ok: false, message: problem } }
    await tx.db.execute(
      sql`UPDATE grants SET stage = ${to}, amount_awarded = ${awarded}, updated_at = now() WHERE id = ${id}`,
    )
    await payload.create({
      collection: 'grant-stage-moves',
      data: { grant: id, from: grant.stage, to, by: Number(person!.id) },
      req: tx.req,
      overrideAccess: true,
    })
    await audit(tx, person!, 'grant.stage', id, grant.program, { from: grant.stage, to, awarded })
    return {
      commit: true,
      value: { ok: true, id, message: `${grant.program} is at ${STAGE_LABELS[to].toLowerCase()} now.` },
    }
  })
}

/** A deadline or report date added to a grant. */
export async function addDeadline(
  payload: Payload,
  person: Person | null,
  grant: number,
  form: { kind: string; due: string; note: string },
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const checked = checkDeadline(form)
  if (!checked.ok) return invalid(checked.fieldErrors as Record<string, string>)
  return inTransaction<Answer>(payload, async (tx) => {
    const found = await lockedGrant(tx.db, grant)
    if (!found) return noGrant(grant)
    const made = await payload.create({
      collection: 'grant-deadlines',
      data: { grant, ...checked.value },
      req: tx.req,
      overrideAccess: true,
    })
    await audit(tx, person!, 'grant.deadline', grant, found.program, { deadline: made.id, ...checked.value })
    return { commit: true, value: { ok: true, id: made.id, message: `The date ${checked.value.due} is added.` } }
  })
}

/** A date removed from its grant (asked and confirmed on the grant's page). */
export async function removeDeadline(payload: Payload, person: Person | null, deadline: number): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  return inTransaction<Answer>(payload, async (tx) => {
    const [row] = await rowsOf<{ grant: number; due: string; kind: DeadlineKind }>(
      tx.db,
      sql`DELETE FROM grant_deadlines WHERE id = ${deadline} RETURNING grant_id AS grant, due, kind`,
    )
    if (!row)
      return {
        commit: false,
        value: { ok: false, message: `There is no date #${deadline}: it may be removed already.` },
      }
    await audit(tx, person!, 'grant.deadline.remove', row.grant, `grant #${row.grant}`, { deadline, ...row })
    return { commit: true, value: { ok: true, id: row.grant, message: `The date ${row.due} is removed.` } }
  })
}

export type GrantQuery = {
  words: string
  stage: GrantStage | ''
  year: number | null
  funder: number | null
  /** `soon`: only grants with a date within the reminder's days. */
  deadlines: '' | 'soon'
  sort: 'program' | 'funder' | 'year' | 'asked' | 'awarded' | 'due'
  direction: 'asc' | 'desc'
  page: number
}

export type GrantRow = {
  id: number
  program: string
  funderId: number
  funder: string
  year: number
  stage: GrantStage
  asked: number
  awarded: number | null
  owner: string
  nextDue: string | null
}

/** The window of the reminders and of the staff home's queue: today to the setting's days ahead. */
export function reminderWindow(now: Date): { from: string; to: string } {
  const today = organisationDate(now, config().TIMEZONE)
  return { from: today, to: addDays(today, config().GRANT_REMINDER_DAYS) }
}

function listConditions(query: GrantQuery, now: Date): SQL {
  const conditions = [sql`TRUE`]
  if (query.words) {
    const like = `%${query.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(sql`(g.program ILIKE ${like} OR f.name ILIKE ${like})`)
  }
  if (query.stage) conditions.push(sql`g.stage = ${query.stage}`)
  if (query.year !== null) conditions.push(sql`g.year = ${query.year}`)
  if (query.funder !== null) conditions.push(sql`g.funder_id = ${query.funder}`)
  if (query.deadlines === 'soon') {
    const { from, to } = reminderWindow(now)
    conditions.push(
      sql`g.stage NOT IN ('declined', 'closed') AND EXISTS (SELECT 1 FROM grant_deadlines d WHERE d.grant_id = g.id AND d.due BETWEEN ${from} AND ${to})`,
    )
  }
  return sql.join(conditions, sql` AND `)
}

const FROM = sql`grants g JOIN contacts f ON f.id = g.funder_id JOIN users u ON u.id = g.owner_id`
// Payload keeps numbers as numeric, which the driver reads as strings: whole numbers below 2^53 read back exactly as float8.
const ROW_COLUMNS = (
  today: string,
) => sql`g.id, g.program, f.id AS "funderId", f.name AS funder, g.year::int AS year, g.stage,
  g.amount_asked::float8 AS asked, g.amount_awarded::float8 AS awarded, coalesce(nullif(u.name, ''), u.email) AS owner,
  (SELECT min(d.due) FROM grant_deadlines d WHERE d.grant_id = g.id AND d.due >= ${today}) AS "nextDue"`

function listOrder(query: Pick<GrantQuery, 'sort' | 'direction'>): SQL {
  const way = query.direction === 'desc' ? sql`DESC` : sql`ASC`
  const column = {
    program: sql`lower(g.program)`,
    funder: sql`lower(f.name)`,
    year: sql`g.year`,
    asked: sql`g.amount_asked`,
    awarded: sql`coalesce(g.amount_awarded, 0)`,
    due: sql`"nextDue"`,
  }[query.sort]
  return sql`${column} ${way} NULLS LAST, g.id ${way}`
}

/** One page of the grant tracker's list, as its address asks, and how many grants match. */
export async function grantList(
  payload: Payload,
  query: GrantQuery,
  now = new Date(),
): Promise<{ rows: GrantRow[]; total: number; pages: number }> {
  const where = listConditions(query, now)
  const db = database(payload)
  const [counted] = await rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`)
  const total = counted?.total ?? 0
  const rows = await rowsOf<GrantRow>(
    db,
    sql`SELECT ${ROW_COLUMNS(organisationDate(now, config().TIMEZONE))} FROM ${FROM} WHERE ${where}
        ORDER BY ${listOrder(query)} LIMIT ${GRANTS_PER_PAGE} OFFSET ${(query.page - 1) * GRANTS_PER_PAGE}`,
  )
  return { rows, total, pages: Math.max(1, Math.ceil(total / GRANTS_PER_PAGE)) }
}

/** Every grant the filter finds, in the list's order, a batch at a time (the CSV export). */
export async function* grantBatches(
  payload: Payload,
  query: GrantQuery,
  now = new Date(),
): AsyncGenerator<(GrantRow & { notes: string | null })[]> {
  const where = listConditions(query, now)
  const today = organisationDate(now, config().TIMEZONE)
  for (let offset = 0; ; offset += 500) {
    const rows = await rowsOf<GrantRow & { notes: string | null }>(
      database(payload),
      sql`SELECT ${ROW_COLUMNS(today)}, g.notes FROM ${FROM} WHERE ${where} ORDER BY ${listOrder(query)} LIMIT 500 OFFSET ${offset}`,
    )
    if (rows.length) yield rows
    if (rows.length < 500) return
  }
}

/** The rows the totals add up: every grant, as the filter finds them (year, funder, stage, amounts). */
export async function totalsRows(payload: Payload, query: GrantQuery, now = new Date()): Promise<TotalsRow[]> {
  return rowsOf<TotalsRow>(
    database(payload),
    sql`SELECT g.year::int AS year, f.id AS "funderId", f.name AS funder, g.stage, g.amount_asked::float8 AS asked,
          g.amount_awarded::float8 AS awarded
        FROM ${FROM} WHERE ${listConditions(query, now)}`,
  )
}

export type GrantDetail = GrantRow & {
  ownerId: number
  notes: string | null
  moves: { id: number; from: GrantStage | null; to: GrantStage; by: string; at: string }[]
  deadlines: { id: number; kind: DeadlineKind; due: string; note: string | null }[]
  documents: { id: number; fileName: string; contentType: string; bytes: number; addedBy: string; at: string }[]
}

/** One grant with its history (oldest move first), its dates (by day) and its documents (newest first). */
export async function grantDetail(payload: Payload, id: number, now = new Date()): Promise<GrantDetail | null> {
  const db = database(payload)
  const [grant] = await rowsOf<Omit<GrantDetail, 'moves' | 'deadlines' | 'documents'>>(
    db,
    sql`SELECT ${ROW_COLUMNS(organisationDate(now, config().TIMEZONE))}, g.notes, g.owner_id AS "ownerId"
        FROM ${FROM} WHERE g.id = ${id}`,
  )
  if (!grant) return null
  const [moves, deadlines, documents] = await Promise.all([
    rowsOf<GrantDetail['moves'][number]>(
      db,
      sql`SELECT m.id, m.from, m.to, coalesce(nullif(u.name, ''), u.email) AS by, m.created_at AS at
          FROM grant_stage_moves m JOIN users u ON u.id = m.by_id WHERE m.grant_id = ${id} ORDER BY m.created_at, m.id`,
    ),
    rowsOf<GrantDetail['deadlines'][number]>(
      db,
      sql`SELECT id, kind, due, note FROM grant_deadlines WHERE grant_id = ${id} ORDER BY due, id`,
    ),
    rowsOf<GrantDetail['documents'][number]>(
      db,
      sql`SELECT d.id, d.file_name AS "fileName", d.content_type AS "contentType", d.bytes::float8 AS bytes,
            coalesce(nullif(u.name, ''), u.email) AS "addedBy", d.created_at AS at
          FROM grant_documents d JOIN users u ON u.id = d.added_by_id WHERE d.grant_id = ${id} ORDER BY d.created_at DESC, d.id DESC`,
    ),
  ])
  return {
    ...grant,
    moves: moves.map((move) => ({ ...move, at: new Date(move.at).toISOString() })),
    deadlines,
    documents: documents.map((document) => ({ ...document, at: new Date(document.at).toISOString() })),
  }
}

/** Organisations among the contacts whose name has the words, for choosing a funder (the first 50 by name). */
export async function funderChoices(payload: Payload, words: string): Promise<{ id: number; name: string }[]> {
  const like = `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return rowsOf(
    database(payload),
    sql`SELECT id, name FROM contacts WHERE kind = 'organisation' AND name ILIKE ${like} ORDER BY lower(name), id LIMIT 50`,
  )
}

/** The staff who may own a grant. */
export async function staffMembers(payload: Payload): Promise<{ id: number; name: string }[]> {
  return rowsOf(
    database(payload),
    sql`SELECT u.id, coalesce(nullif(u.name, ''), u.email) AS name FROM users u
        WHERE EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN ('staff', 'admin'))
        ORDER BY lower(coalesce(nullif(u.name, ''), u.email)) LIMIT 500`,
  )
}

/** The years grants are for, newest first, for the filter; this year always among them. */
export async function grantYears(payload: Payload, now = new Date()): Promise<number[]> {
  const rows = await rowsOf<{ year: number }>(database(payload), sql`SELECT DISTINCT year::int AS year FROM grants`)
  const thisYear = yearOf(organisationDate(now, config().TIMEZONE))
  return [...new Set([thisYear, ...rows.map((row) => row.year)])].sort((a, b) => b - a)
}
