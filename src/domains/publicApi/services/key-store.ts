import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import { hashSecret, newSecret } from './keys'

/**
 * The `api_keys` table (migration `20261210_060000_public_api_keys`, decision
 * 101): one row per partner's key — its name, the hash of its secret, its
 * limit a minute, the origins a browser may read its answers from, when it was
 * revoked and last used. Only staff reach these functions (the tool's actions
 * check the caller); the API only finds a key by its secret.
 */

export type ApiKey = {
  id: number
  name: string
  hint: string
  perMinute: number
  origins: string[]
  createdAt: string
  createdBy: string | null
  lastUsedAt: string | null
  revokedAt: string | null
}

export const KEY_SORTS = ['name', 'created', 'used'] as const
export type KeySort = (typeof KEY_SORTS)[number]

const COLUMNS = sql`k.id, k.name, k.secret_hint AS hint, k.requests_per_minute AS "perMinute", k.origins,
  k.created_at::text AS "createdAt", coalesce(u.name, u.email) AS "createdBy",
  k.last_used_at::text AS "lastUsedAt", k.revoked_at::text AS "revokedAt"`

export async function createKey(
  db: SqlExecutor,
  input: { name: string; perMinute: number; origins: string[]; createdBy: number },
): Promise<{ id: number; secret: string }> {
  const { secret, hash, hint } = newSecret()
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO api_keys (name, secret_hash, secret_hint, requests_per_minute, origins, created_by)
      VALUES (${input.name}, ${hash}, ${hint}, ${input.perMinute}, ${sql.param(input.origins)}::text[], ${input.createdBy})
      RETURNING id`,
  )
  return { id: row!.id, secret }
}

export async function keyList(db: SqlExecutor, order: { sort: KeySort; direction: 'asc' | 'desc' }): Promise<ApiKey[]> {
  const column = { name: sql`lower(k.name)`, created: sql`k.created_at`, used: sql`k.last_used_at` }[order.sort]
  const direction = order.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`
  return rowsOf<ApiKey>(
    db,
    sql`SELECT ${COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
      ORDER BY k.revoked_at IS NOT NULL, ${column} ${direction}, k.id`,
  )
}

export async function keyOf(db: SqlExecutor, id: number): Promise<ApiKey | null> {
  const [row] = await rowsOf<ApiKey>(
    db,
    sql`SELECT ${COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by WHERE k.id = ${id}`,
  )
  return row ?? null
}

export async function changeKey(
  db: SqlExecutor,
  id: number,
  input: { name: string; perMinute: number; origins: string[] },
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE api_keys SET name = ${input.name}, requests_per_minute = ${input.perMinute},
      origins = ${sql.param(input.origins)}::text[] WHERE id = ${id} AND revoked_at IS NULL RETURNING id`,
  )
  return rows.length > 0
}

/** Revokes a key for good (a revoked key is never used again: a new one is made instead). */
export async function revokeKey(db: SqlExecutor, id: number, by: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE api_keys SET revoked_at = now(), revoked_by = ${by} WHERE id = ${id} AND revoked_at IS NULL RETURNING id`,
  )
  return rows.length > 0
}

/** The key a request's secret names — revoked ones too, so the answer can say so. */
export async function keyBySecret(db: SqlExecutor, secret: string): Promise<ApiKey | null> {
  const [row] = await rowsOf<ApiKey>(
    db,
    sql`SELECT ${COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
      WHERE k.secret_hash = ${hashSecret(secret)}`,
  )
  return row ?? null
}

/** Notes a key's use; written at most once a minute per key, so a busy partner costs no write per request. */
export async function noteKeyUsed(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE api_keys SET last_used_at = now()
      WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  )
}

/**
 * Whether some key names `origin`: what a preflight, which carries no key, can ask. A revoked key's
 * origins too, so that its partner's page can read why it is refused (decision 113); the request itself
 * is still checked against its own key.
 */
export async function originOfSomeKey(db: SqlExecutor, origin: string): Promise<boolean> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM api_keys WHERE ${origin} = ANY(origins) LIMIT 1`,
  )
  return rows.length > 0
}
