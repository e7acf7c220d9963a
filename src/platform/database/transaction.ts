import type { PostgresAdapter, sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { endPool } from './close'

export type SqlQuery = ReturnType<typeof sql>
export type SqlRows = { rows: Record<string, unknown>[]; rowCount?: number | null }
/** Raw SQL on the connection of one transaction (drizzle's `execute`). */
export type SqlExecutor = { execute(query: SqlQuery): Promise<SqlRows> }

export type Transaction = { req: PayloadRequest; db: SqlExecutor }
/** What the work inside a transaction hands back, and whether its writes stay. */
export type Outcome<T> = { commit: boolean; value: T }

/**
 * Payload's PostgreSQL adapter with its own types: its drizzle instance, its
 * pool and its transactions. The one place that narrows `payload.db`.
 */
export function postgresOf(payload: Payload): PostgresAdapter {
  const db = payload.db
  if (!isPostgres(db))
    throw new Error("Vernissage runs on PostgreSQL: Payload's database adapter is not its PostgreSQL one.")
  return db
}

function isPostgres(db: Payload['db']): db is Payload['db'] & PostgresAdapter {
  return 'drizzle' in db && 'pool' in db && 'sessions' in db
}

/**
 * Ends Payload's connections, for a process about to stop its database: Payload's own `destroy` leaves
 * its pool open, with a client checked out for good that the database's stop would cut off (an
 * unhandled error on the pool).
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  await endPool(postgresOf(payload).pool)
}

/** Raw SQL outside a transaction, on Payload's pool (drizzle's `execute`). */
export function database(payload: Payload): SqlExecutor {
  return postgresOf(payload).drizzle as SqlExecutor
}

/**
 * Raw SQL on the connection of the transaction `req` is in, if it is in one.
 * Work inside a transaction goes there: asking the pool for a second connection
 * while holding one waits for ever once every connection is held that way.
 */
export async function transactionOf(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
): Promise<SqlExecutor | undefined> {
  const id = await req.transactionID
  return id === undefined ? undefined : (postgresOf(req.payload).sessions[String(id)]?.db as SqlExecutor | undefined)
}

/** The rows of a raw query, typed by the caller. */
export async function rowsOf<T>(executor: SqlExecutor, query: SqlQuery): Promise<T[]> {
  return (await executor.execute(query)).rows as T[]
}

/**
 * Runs `work` in one database transaction shared by Payload's local API (pass
 * `req`) and raw SQL (`db`): committed when the work asks for it, rolled back
 * when it does not or when it throws.
 */
export async function inTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<Outcome<T>>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = await transactionOf(req)
    // Without a transaction the writes would not be all-or-nothing, so nothing is written at all.
    if (!db) throw new Error('The database adapter gave no transaction; nothing was changed.')
    const { commit, value } = await work({ req, db })
    if (commit) await commitTransaction(req)
    else await killTransaction(req)
    return value
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The PostgreSQL error code (SQLSTATE) of a failed query, as drizzle wraps it. */
export function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
