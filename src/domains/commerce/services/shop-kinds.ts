import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type Transaction } from '@/platform/database/transaction'

import { SHOP_KIND_LABELS, SHOP_KINDS, stockRefusal, type ShopKindName } from './catalogue'
import type { ProductKind } from './kinds'

/** A product row as the kinds read it, in the order's transaction. */
type ProductRow = { id: number; name: string; kind: string; active: boolean; priceMinor: number; stock: number | null }

/** The product a line names (its id as text), or undefined when there is none. */
async function productOf(tx: Transaction, product: string): Promise<ProductRow | undefined> {
  if (!/^\d{1,10}$/.test(product)) return undefined
  // Amounts are Payload's numeric columns, whole by validation; float8 gives them to JavaScript as numbers.
  const [row] = await rowsOf<ProductRow>(
    tx.db,
    sql`SELECT id, name, kind, coalesce(active, false) AS active, price_minor::float8 AS "priceMinor",
               stock::float8 AS stock
        FROM products WHERE id = ${Number(product)}`,
  )
  return row
}

/**
 * One of the shop's own kinds (decision 044): the product's price and name
 * as they are when the order is made, stock held while the order awaits
 * payment. `merchandise` and `guide-copy` differ only in name, so staff can
 * tell them apart in orders and later kinds of work (shipping, the guide's
 * print run) can follow one without the other.
 */
export function shopKind(name: ShopKindName): ProductKind {
  const refusalFor = (row: ProductRow | undefined): string | null => {
    if (!row || row.kind !== name) return 'This product is not in the shop.'
    if (!row.active) return `${row.name} is no longer on sale.`
    return null
  }
  return {
    name,
    label: SHOP_KIND_LABELS[name],

    async mayBuy(tx, _person, product) {
      return refusalFor(await productOf(tx, product))
    },

    async priceFor(tx, line) {
      const row = await productOf(tx, line.product)
      const refusal = refusalFor(row)
      // createOrder asks mayBuy first in the same transaction: this is a product gone between the two.
      if (refusal || !row) throw new Error(refusal ?? 'This product is not in the shop.')
      return { unitMinor: row.priceMinor, description: row.name, reason: 'Shop price' }
    },

    /**
     * Takes the line's quantity from stock under the product row's lock: of
     * two buyers of the last one, the second waits for the first's
     * transaction and then finds too few left. Stock not counted (null) is
     * never short.
     */
    async hold(tx, line) {
      const quantity = line.quantity
      const id = /^\d{1,10}$/.test(line.product) ? Number(line.product) : 0
      const taken = await rowsOf<{ id: number }>(
        tx.db,
        sql`UPDATE products SET stock = stock - ${quantity}
            WHERE id = ${id} AND (stock IS NULL OR stock >= ${quantity})
            RETURNING id`,
      )
      if (taken.length > 0) return null
      const row = await productOf(tx, line.product)
      if (!row) return `${line.description} is no longer in the shop.`
      return stockRefusal(row.name, row.stock, quantity) ?? `${row.name} could not be reserved: try again.`
    },

    /** Gives back what `hold` took, when the order expires or is cancelled (called once per order). */
    async release(tx, line) {
      if (!/^\d{1,10}$/.test(line.product)) return
      await tx.db.execute(
        sql`UPDATE products SET stock = stock + ${line.quantity}
            WHERE id = ${Number(line.product)} AND stock IS NOT NULL`,
      )
    },

    /**
     * Nothing more to do when the order is paid: the stock was taken when
     * checkout started and paying keeps it taken, and handing over or
     * posting the goods is staff's work from the paid order. A kind that
     * delivers something (a membership, a place) does it here.
     */
    async fulfil() {},
  }
}

/** The shop's own kinds, for the Payload config's `custom.productKinds`. */
export function shopKinds(): ProductKind[] {
  return SHOP_KINDS.map((name) => shopKind(name))
}
