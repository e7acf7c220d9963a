import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hasRole, ROLES, type Person, type Role } from '../roles'
import { recordAudit } from './audit'
import { identityChangeContext } from './identity-rules'
import { inTransaction, sqlState, type SqlExecutor } from '@/platform/database/transaction'

/**
 * `usermerger`: one person with two accounts keeps one. Every row of every table
 * whose foreign key points at the absorbed account is handled by the rule for its
 * column (below; a column without a rule moves), found through PostgreSQL's
 * catalog, so tables added by later domains move without a change here.
 */

/** What happens to the rows of one referencing column. */
export type Treatment = 'move' | 'keep' | 'drop' | 'roles'

type Rule = { treatment: Treatment; why: string }

const MOVE: Rule = { treatment: 'move', why: 'Moves to the account kept.' }

/** The columns that must not simply move, by `table.column`. Everything else moves. */
export const MERGE_RULES: Readonly<Record<string, Rule>> = {
  'audit_log.actor_id': { treatment: 'keep', why: 'History: an audit entry keeps naming who acted.' },
  'audit_log.on_behalf_of_id': { treatment: 'keep', why: 'History: an audit entry keeps naming who was acted for.' },
  'masquerades.admin_id': { treatment: 'keep', why: 'History: who viewed the site as whom.' },
  'masquerades.target_id': { treatment: 'keep', why: 'History: who viewed the site as whom.' },
  'payload_preferences_rels.users_id': {
    treatment: 'keep',
    why: 'Control-panel preferences stay with the merged account; the kept account has its own.',
  },
  'payload_locked_documents_rels.users_id': {
    treatment: 'keep',
    why: 'Edit locks of the control panel expire by themselves.',
  },
  'action_codes.user_id': {
    treatment: 'drop',
    why: 'Links mailed to the merged account stop working rather than act on the kept one.',
  },
  'users_sessions._parent_id': { treatment: 'drop', why: 'The merged account is signed out everywhere.' },
  'users_roles.parent_id': {
    treatment: 'roles',
    why: 'The account kept gets every role of both; the merged account keeps none.',
  },
}

export function ruleFor(table: string, column: string): Rule {
  return MERGE_RULES[`${table}.${column}`] ?? MOVE
}

/** A foreign-key column that points at `users.id`, as the catalog describes it. */
export type Reference = {
  schema: string
  table: string
  column: string
  /** A unique index or exclusion constraint could refuse the moved row, so rows move one by one. */
  mayCollide: boolean
  /** A Payload array table (`_parent_id` with `_order`): moved rows go after the kept account's. */
  ordered: boolean
  /** The single-column primary key, to record which rows moved. */
  primaryKey: string | null
}

export type ReferenceReport = {
  table: string
  column: string
  treatment: Treatment
  why: string
  /** Rows that pointed at the absorbed account. */
  rows: number
  moved: number
  /** Rows left in place because the kept account already has the same (a unique constraint refused them). */
  skipped: number
  /** Primary keys of the moved rows, so the merge can be traced and undone by hand. */
  movedIds: string[]
}

type Account = {
  id: number
  email: string
  name?: string | null
  roles?: readonly string[] | null
  status?: string | null
  mergedInto?: unknown
  artistApplication?: ArtistApplication | null
  artistApplicationReason?: string | null
}

export type ArtistApplication = 'none' | 'pending' | 'approved' | 'rejected'

export type MergeProblem = 'not-admin' | 'same-account' | 'not-found' | 'merged' | 'suspended' | 'admin-absorbed'
export type MergeRefusal = { ok: false; problem: MergeProblem; message: string }

export type AccountSummary = { id: number; email: string; name: string | null; roles: Role[] }

export type MergeReport = {
  absorbed: AccountSummary
  survivor: AccountSummary
  roles: { before: Role[]; after: Role[]; added: Role[] }
  artistApplication: { before: ArtistApplication; after: ArtistApplication }
  references: ReferenceReport[]
}

export type MergeResult = { ok: true; dryRun: boolean; report: MergeReport; auditId: number | null } | MergeRefusal

/** An account id from a form or a query string, or null. */
export function parseAccountId(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= 2_147_483_647 ? id : null
}

/** Why these two accounts cannot be merged (absorbed into survivor), or null when they can. */
export function mergeRefusal(
  ids: { absorbed: number; survivor: number },
  absorbed: Account | null,
  survivor: Account | null,
): MergeRefusal | null {
  const refuse = (problem: MergeProblem, message: string): MergeRefusal => ({ ok: false, problem, message })
  if (ids.absorbed === ids.survivor) {
    return refuse('same-account', 'Choose two different accounts: an account cannot be merged into itself.')
  }
  if (!survivor) return refuse('not-found', `No account with id ${ids.survivor} (the account to keep).`)
  if (!absorbed) return refuse('not-found', `No account with id ${ids.absorbed} (the account to merge away).`)
  for (const [account, part] of [
    [absorbed, 'merge away'],
    [survivor, 'keep'],
  ] as const) {
    if (account.mergedInto) {
      return refuse(
        'merged',
        `${account.email} (the account to ${part}) was already merged into another account. Choose that one instead.`,
      )
    }
    if (account.status === 'suspended') {
      return refuse(
        'suspended',
        `${account.email} (the account to ${part}) is suspended. Reactivate it first: only active accounts are merged.`,
      )
    }
  }
  if (hasRole(absorbed, 'admin')) {
    return refuse(
      'admin-absorbed',
      `${absorbed.email} is an administrator. Revoke its admin role first (Administrators and staff), then merge it away.`,
    )
  }
  return null
}

/** The kept account's roles plus the absorbed one's, in the usual order. */
export function uniteRoles(survivor: readonly string[], absorbed: readonly string[]): Role[] {
  const held = new Set([...survivor, ...absorbed])
  return ROLES.filter((role) => held.has(role))
}

const APPLICATION_RANK: readonly ArtistApplication[] = ['none', 'rejected', 'pending', 'approved']

/** The further-along artist application wins (approved, then pending, then rejected); a rejection keeps its reason. */
export function uniteApplication(
  survivor: { artistApplication?: ArtistApplication | null; artistApplicationReason?: string | null },
  absorbed: { artistApplication?: ArtistApplication | null; artistApplicationReason?: string | null },
): { artistApplication: ArtistApplication; artistApplicationReason: string | null } {
  const rank = (value?: ArtistApplication | null) => APPLICATION_RANK.indexOf(value ?? 'none')
  const winner = rank(absorbed.artistApplication) > rank(survivor.artistApplication) ? absorbed : survivor
  const artistApplication = winner.artistApplication ?? 'none'
  return {
    artistApplication,
    artistApplicationReason: artistApplication === 'rejected' ? (winner.artistApplicationReason ?? null) : null,
  }
}

/** `"schema"."table"` with any double quote doubled, for names read from the catalog. */
export function quoteIdentifier(...parts: string[]): string {
  return parts.map((part) => `"${part.replaceAll('"', '""')}"`).join('.')
}

/** The audit log's account of a merge: who, roles, and per column what happened to how many rows. */
export function auditSummary(report: MergeReport) {
  return {
    absorbed: report.absorbed,
    survivor: report.survivor,
    roles: report.roles,
    artistApplication: report.artistApplication,
    references: report.references
      .filter((reference) => reference.rows > 0)
      .map(({ table, column, treatment, rows, moved, skipped, movedIds }) => ({
        table,
        column,
        treatment,
        rows,
        moved,
        skipped,
        movedIds,
      })),
  }
}

/** Every single-column foreign key that points at `users.id`, from pg_constraint. */
export async function usersReferences(db: SqlExecutor): Promise<Reference[]> {
  const { rows } = await db.execute(sql`
    SELECT DISTINCT n.nspname AS schema, t.relname AS table, a.attname AS column,
      (EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = t.oid AND i.indisunique
          AND (a.attnum = ANY (i.indkey::int2[]) OR i.indexprs IS NOT NULL OR i.indpred IS NOT NULL))
        OR EXISTS (SELECT 1 FROM pg_constraint x WHERE x.conrelid = t.oid AND x.contype = 'x')) AS may_collide,
      EXISTS (SELECT 1 FROM pg_attribute o
        WHERE o.attrelid = t.oid AND o.attname = '_order' AND NOT o.attisdropped) AS has_order,
      (SELECT k.attname FROM pg_index p JOIN pg_attribute k ON k.attrelid = p.indrelid AND k.attnum = p.indkey[0]
        WHERE p.indrelid = t.oid AND p.indisprimary AND p.indnatts = 1) AS primary_key
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND cardinality(c.conkey) = 1
    ORDER BY 2, 3`)
  return rows.map((row) => ({
    schema: String(row.schema),
    table: String(row.table),
    column: String(row.column),
    mayCollide: Boolean(row.may_collide),
    ordered: Boolean(row.has_order) && row.column === '_parent_id',
    primaryKey: row.primary_key == null ? null : String(row.primary_key),
  }))
}

const UNIQUE_VIOLATION = '23505'
const EXCLUSION_VIOLATION = '23P01'

async function handleReference(
  db: SqlExecutor,
  reference: Reference,
  absorbedId: number,
  survivorId: number,
): Promise<ReferenceReport> {
  const { treatment, why } = ruleFor(reference.table, reference.column)
  const table = sql.raw(quoteIdentifier(reference.schema, reference.table))
  const column = sql.raw(quoteIdentifier(reference.column))
  const counted = await db.execute(sql`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ${absorbedId}`)
  const report: ReferenceReport = {
    table: reference.table,
    column: reference.column,
    treatment,
    why,
    rows: Number(counted.rows[0]?.n ?? 0),
    moved: 0,
    skipped: 0,
    movedIds: [],
  }
  if (report.rows === 0 || treatment === 'keep' || treatment === 'roles') return report
  if (treatment === 'drop') {
    await db.execute(sql`DELETE FROM ${table} WHERE ${column} = ${absorbedId}`)
    return report
  }

  let order = sql``
  if (reference.ordered) {
    const top = await db.execute(
      sql`SELECT coalesce(max("_order"), 0)::int AS top FROM ${table} WHERE ${column} = ${survivorId}`,
    )
    order = sql`, "_order" = "_order" + ${Number(top.rows[0]?.top ?? 0)}`
  }
  const returning = reference.primaryKey ? sql.raw(`${quoteIdentifier(reference.primaryKey)}::text`) : sql`NULL`

  if (!reference.mayCollide) {
    const moved = await db.execute(
      sql`UPDATE ${table} SET ${column} = ${survivorId}${order} WHERE ${column} = ${absorbedId} RETURNING ${returning} AS id`,
    )
    report.moved = moved.rows.length
    report.movedIds = moved.rows.flatMap((row) => (row.id == null ? [] : [String(row.id)]))
    return report
  }

  // One row at a time, each behind a savepoint: a row the kept account already has stays where it is.
  const candidates = await db.execute(
    sql`SELECT ctid::text AS row FROM ${table} WHERE ${column} = ${absorbedId} FOR UPDATE`,
  )
  for (const candidate of candidates.rows) {
    await db.execute(sql`SAVEPOINT merge_row`)
    try {
      const moved = await db.execute(
        sql`UPDATE ${table} SET ${column} = ${survivorId}${order} WHERE ctid = ${String(candidate.row)}::tid RETURNING ${returning} AS id`,
      )
      await db.execute(sql`RELEASE SAVEPOINT merge_row`)
      report.moved += moved.rows.length
      for (const row of moved.rows) if (row.id != null) report.movedIds.push(String(row.id))
    } catch (error) {
      const state = sqlState(error)
      if (state !== UNIQUE_VIOLATION && state !== EXCLUSION_VIOLATION) throw error
      await db.execute(sql`ROLLBACK TO SAVEPOINT merge_row`)
      await db.execute(sql`RELEASE SAVEPOINT merge_row`)
      report.skipped += 1
    }
  }
  return report
}

function summary(account: Account): AccountSummary {
  return {
    id: account.id,
    email: account.email,
    name: account.name ?? null,
    roles: uniteRoles(account.roles ?? [], []),
  }
}

/**
 * Merges `absorbedId` into `survivorId` in one transaction: rows move, roles and
 * the artist application are united, the absorbed account is suspended with
 * `mergedInto` set and its sessions ended, and an audit entry lists what moved.
 * With `dryRun` everything is done and then rolled back: that is the preview,
 * so it shows exactly what the merge would do.
 */
export async function mergeAccounts(
  payload: Payload,
  actor: Person,
  ids: { absorbed: number; survivor: number },
  options: { dryRun: boolean },
): Promise<MergeResult> {
  if (!hasRole(actor, 'admin')) {
    return { ok: false, problem: 'not-admin', message: 'Only administrators merge accounts.' }
  }
  if (ids.absorbed === ids.survivor) return mergeRefusal(ids, null, null)!
  return inTransaction<MergeResult>(payload, async ({ req, db }) => {
    // Both rows locked, lower id first, so two merges of the same accounts never interleave.
    await db.execute(sql`SELECT id FROM users WHERE id IN (${ids.absorbed}, ${ids.survivor}) ORDER BY id FOR UPDATE`)
    const find = (id: number) =>
      payload.findByID({ collection: 'users', id, depth: 0, disableErrors: true, overrideAccess: true, req })
    const absorbed = (await find(ids.absorbed)) as Account | null
    const survivor = (await find(ids.survivor)) as Account | null
    const refusal = mergeRefusal(ids, absorbed, survivor)
    if (refusal || !absorbed || !survivor) return { commit: false, value: refusal! }

    const before = uniteRoles(survivor.roles ?? [], [])
    const after = uniteRoles(survivor.roles ?? [], absorbed.roles ?? [])
    const application = uniteApplication(survivor, absorbed)
    // The kept account first: Payload rewrites its array rows from what it reads, before any row arrives.
    await payload.update({
      collection: 'users',
      id: survivor.id,
      depth: 0,
      overrideAccess: true,
      req,
      context: identityChangeContext({ path: 'usermerger', actor: Number(actor.id) }),
      data: { roles: after, ...application },
    })

    const references: ReferenceReport[] = []
    for (const reference of await usersReferences(db)) {
      references.push(await handleReference(db, reference, absorbed.id, survivor.id))
    }

    await payload.update({
      collection: 'users',
      id: absorbed.id,
      depth: 0,
      overrideAccess: true,
      req,
      context: identityChangeContext({ path: 'usermerger', actor: Number(actor.id) }),
      data: { status: 'suspended', mergedInto: survivor.id, roles: [], sessions: [] },
    })

    const report: MergeReport = {
      absorbed: summary(absorbed),
      survivor: summary(survivor),
      roles: { before, after, added: after.filter((role) => !before.includes(role)) },
      artistApplication: { before: survivor.artistApplication ?? 'none', after: application.artistApplication },
      references,
    }
    if (options.dryRun) return { commit: false, value: { ok: true, dryRun: true, report, auditId: null } }
    const auditId = await recordAudit(
      payload,
      {
        actor: Number(actor.id),
        action: 'usermerger.merge',
        targetCollection: 'users',
        targetId: absorbed.id,
        target: `${absorbed.email} into ${survivor.email}`,
        summary: auditSummary(report),
      },
      req,
    )
    return { commit: true, value: { ok: true, dryRun: false, report, auditId } }
  })
}
