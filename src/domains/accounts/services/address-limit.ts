import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { database } from '@/platform/database/transaction'

/** Failed sign-ins from one client address, over all accounts, before that address must wait. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 20
export const ADDRESS_WINDOW_MINUTES = 15

const WINDOW_MS = ADDRESS_WINDOW_MINUTES * 60 * 1000


/** How every refusal for an address begins, so the sign-in form recognises it whatever the error's class. */
export const ADDRESS_LIMIT_PREFIX = 'Too many failed sign-ins from your network.'

export function addressLimitMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
  return `${ADDRESS_LIMIT_PREFIX} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`
}

/**
 * When an address may try again, or null when it may now. It must wait until
 * enough of its failures have aged out of the window to drop below the limit.
 */
export async function addressBlockedUntil(payload: Payload, address: string, now = new Date()): Promise<Date | null> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString()
  const { rows } = await database(payload).execute(sql`
    SELECT (extract(epoch FROM at) * 1000)::float8 AS ms FROM sign_in_failures WHERE address = ${address} AND at > ${since}
    ORDER BY at DESC OFFSET ${MAX_FAILED_SIGN_INS_PER_ADDRESS - 1} LIMIT 1`)
  const oldestCounted = rows[0]?.ms
  if (oldestCounted === undefined) return null
  return new Date(Number(oldestCounted) + WINDOW_MS)
}

/** Counts a failure, and forgets the address's failures that no longer count; answers the new row's id. */
export async function recordAddressFailure(payload: Payload, address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString()
  const { rows } = await database(payload).execute(sql`
    WITH expired AS (DELETE FROM sign_in_failures WHERE address = ${address} AND at <= ${since})
    INSERT INTO sign_in_failures (address, at) VALUES (${address}, ${now.toISOString()}) RETURNING id`)
  return Number(rows[0]!.id)
}

/** Takes back an attempt counted in advance, once it turned out to succeed. */
export async function forgetAddressFailure(payload: Payload, id: number): Promise<void> {
  await database(payload).execute(sql`DELETE FROM sign_in_failures WHERE id = ${id}`)
}
