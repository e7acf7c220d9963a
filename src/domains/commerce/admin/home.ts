import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { addDays, organisationDate, startOfDay } from '@/platform/calendar'
import { config } from '@/platform/config'
import type { Finder } from '@/platform/cpanel/find'
import type { WorkQueue } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'

import { ORDER_STATUS_LABELS, parseOrderNumber } from '../services/orders'

/** Failed payments are worth a look for this many days: the buyer may need a word, or try again. */
export const FAILED_PAYMENT_DAYS = 7

/** The first day (in the organisation's zone) of the failed payments shown. */
const failedSince = (now: Date) => addDays(organisationDate(now, config().TIMEZONE), -(FAILED_PAYMENT_DAYS - 1))

/** Money's work waiting on the staff home, each opening the payments tool filtered to it. */
export const COMMERCE_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'stripetrans',
    label: `Failed payments in the last ${FAILED_PAYMENT_DAYS} days`,
    filter: (now) => `outcome=failed&from=${failedSince(now)}`,
    count: async (payload: Payload, now: Date) => {
      const since = startOfDay(failedSince(now), config().TIMEZONE)
      const [row] = await rowsOf<{ count: number }>(
        database(payload),
        sql`SELECT count(*)::integer AS count FROM payments
            WHERE outcome = 'failed' AND created_at >= ${since.toISOString()}::timestamptz`,
      )
      return row?.count ?? 0
    },
  },
  {
    tool: 'stripetrans',
    label: 'Refunds asked and not yet settled',
    filter: 'refunds=pending',
    count: async (payload: Payload) =>
      (await payload.count({ collection: 'refunds', where: { status: { equals: 'pending' } }, overrideAccess: true }))
        .totalDocs,
  },
]

/** An order by its number (V-2026-000123), or by a part of it. */
export const ORDER_FINDER: Finder = {
  kind: 'Orders',
  find: async (payload, words) => {
    const number = words.trim().toUpperCase()
    // Anything else is a name, not a number: left to the other finders.
    if (!parseOrderNumber(number) && !/^(V-)?[\d-]{3,}$/.test(number)) return []
    const { docs } = await payload.find({
      collection: 'orders',
      where: parseOrderNumber(number) ? { number: { equals: number } } : { number: { like: number } },
      sort: '-createdAt',
      limit: 6,
      depth: 0,
      overrideAccess: true,
      select: { number: true, status: true },
    })
    return docs.map((order) => ({
      label: order.number,
      detail: ORDER_STATUS_LABELS[order.status],
      path: `collections/orders/${order.id}`,
    }))
  },
}
