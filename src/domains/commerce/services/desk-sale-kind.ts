import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type Transaction } from '@/platform/database/transaction'

import { DESK_AMOUNT_KIND, DESK_AMOUNT_LABEL } from './desk-sale'
import type { ProductKind } from './kinds'

type DeskAmountRow = { id: number; description: string; amountMinor: number; sold: boolean }

/** The desk amount a line names (its id as text), and whether an order already sells it. */
async function deskAmountOf(tx: Transaction, product: string): Promise<DeskAmountRow | undefined> {
  if (!/^\d{1,10}$/.test(product)) return undefined
  const [row] = await rowsOf<DeskAmountRow>(
    tx.db,
    sql`SELECT d.id, d.description, d.amount_minor::float8 AS "amountMinor",
               EXISTS (SELECT 1 FROM orders_lines l WHERE l.kind = ${DESK_AMOUNT_KIND} AND l.product = ${product})
                 AS sold
        FROM desk_amounts d WHERE d.id = ${Number(product)}`,
  )
  return row
}

const refusalFor = (row: DeskAmountRow | undefined) => {
  if (!row) return 'This amount was not set at the desk.'
  if (row.sold) return 'This amount is in an order already.'
  return null
}

/**
 * Commerce's `desk-amount` kind: a free amount staff take at the desk (a
 * workshop fee, a donation in cash), priced and described as staff wrote it
 * in its `desk-amounts` record, sold in one order only. Nothing is held, and
 * paying only marks the record paid with its order: what the money was for
 * is staff's business, as the description says.
 */
export function deskAmountKind(): ProductKind {
  return {
    name: DESK_AMOUNT_KIND,
    label: DESK_AMOUNT_LABEL,

    async mayBuy(tx, _person, product) {
      return refusalFor(await deskAmountOf(tx, product))
    },

    async priceFor(tx, line) {
      const row = await deskAmountOf(tx, line.product)
      const refusal = refusalFor(row)
      if (refusal || !row) throw new Error(refusal ?? 'This amount was not set at the desk.')
      if (line.quantity !== 1) throw new Error('An amount set at the desk is sold once, as one line.')
      return { unitMinor: row.amountMinor, description: row.description, reason: 'Amount set at the desk' }
    },

    async fulfil(tx, line) {
      await tx.db.execute(
        sql`UPDATE desk_amounts SET paid_at = now(), order_id = ${line.order.id}, updated_at = now()
            WHERE id = ${/^\d{1,10}$/.test(line.product) ? Number(line.product) : 0} AND paid_at IS NULL`,
      )
    },
  }
}
