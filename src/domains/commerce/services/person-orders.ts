import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

export type PersonOrder = { number: string; status: string; totalMinor: number; currency: string; createdAt: Date }

/** A person's latest orders, newest first: what staff see beside a conversation (issue 40). */
export async function latestOrdersOf(payload: Payload, person: number, limit = 5): Promise<PersonOrder[]> {
  const rows = await rowsOf<{ number: string; status: string; totalMinor: string; currency: string; createdAt: Date }>(
    database(payload),
    sql`SELECT number, status, total_minor AS "totalMinor", currency, created_at AS "createdAt" FROM orders
        WHERE buyer_id = ${person} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({ ...row, totalMinor: Number(row.totalMinor), createdAt: new Date(row.createdAt) }))
}
