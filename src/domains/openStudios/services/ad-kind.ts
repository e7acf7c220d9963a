import { sql } from '@payloadcms/db-postgres'

import { hasRole } from '@/domains/accounts'
import type { ProductKind } from '@/domains/commerce'
import { rowsOf, type Transaction } from '@/platform/database/transaction'

import {
  AD_KIND,
  adOrderById,
  adSizeById,
  expireAdPages,
  purchaseRefusal,
  TAKING_ORDERS,
  type AdOrderRow,
} from './ad-orders'
import { seasonById } from './seasons'

const ID = /^\d{1,10}$/

async function adOrderOf(tx: Transaction, product: string): Promise<AdOrderRow | undefined> {
  return ID.test(product) ? adOrderById(tx.db, Number(product)) : undefined
}

/**
 * Commerce's `os-ad` kind (decision 053). The ad order is made first (the
 * buyer's business name, the size), and a line's product is its id; the
 * price is the size's when the order is made. A unit of the size is held
 * while the order awaits payment: of two buyers of the last one, the second
 * waits on the size's row lock and then finds none left. Paying makes the ad
 * order await its artwork and the buyer an advertiser.
 */
export function adKind(options: { timeZone: string; now?: () => Date }): ProductKind {
  const now = options.now ?? (() => new Date())

  async function refusalFor(tx: Transaction, order: AdOrderRow | undefined, buyer: number) {
    if (!order || order.status !== 'awaiting-payment') return 'This guide ad is not waiting to be paid.'
    if (order.buyer !== buyer) return 'This guide ad was started by someone else.'
    const [season, size] = await Promise.all([seasonById(tx, order.season), adSizeById(tx.db, order.size)])
    return purchaseRefusal(season, size, now(), options.timeZone)
  }

  return {
    name: AD_KIND,
    label: 'Guide ad',

    async mayBuy(tx, person, product) {
      if (!person) return 'Please sign in first: a guide ad belongs to an account.'
      return refusalFor(tx, await adOrderOf(tx, product), Number(person.id))
    },

    // Whether the buyer may have it is `mayBuy`'s to say, and `hold`'s under the size's lock: asked again here, a
    // rival's purchase committed in between would turn the loser's refusal into an error.
    async priceFor(tx, line) {
      const order = await adOrderOf(tx, line.product)
      if (!order) throw new Error('This guide ad is not known.')
      if (line.quantity !== 1) throw new Error('A guide ad is bought one at a time.')
      const size = (await adSizeById(tx.db, order.size))!
      return {
        unitMinor: size.priceMinor,
        description: `Guide ad: ${size.name} for ${order.businessName}`,
        reason: 'The size’s price',
      }
    },

    async hold(tx, line) {
      const order = await adOrderOf(tx, line.product)
      if (!order) return 'This guide ad is not known.'
      // The size's row is the lock every buyer of it takes: counting after it sees the others' committed holds.
      const [size] = await rowsOf<{ name: string; quantity: number }>(
        tx.db,
        sql`SELECT name, quantity::float8 AS quantity FROM os_ad_sizes WHERE id = ${order.size} FOR UPDATE`,
      )
      if (!size) return 'This ad size is no longer on sale.'
      const [others] = await rowsOf<{ taken: number }>(
        tx.db,
        sql`SELECT count(*)::int AS taken FROM os_ad_orders o
            WHERE o.size_id = ${order.size} AND o.id <> ${order.id} AND ${TAKING_ORDERS}`,
      )
      if ((others?.taken ?? 0) >= size.quantity) {
        return `The last ${size.name} ad has just been taken: the ${size.name} ads are sold out.`
      }
      return null
    },

    /** The order expired or was cancelled unpaid: the unit goes back on sale. */
    async release(tx, line) {
      if (!ID.test(line.product)) return
      await tx.db.execute(
        sql`UPDATE os_ad_orders SET status = 'cancelled', updated_at = now()
            WHERE id = ${Number(line.product)} AND status = 'awaiting-payment'`,
      )
      expireAdPages()
    },

    /** Money arrived: the ad is the buyer's even if reservations closed meanwhile. */
    async fulfil(tx, line) {
      const order = await adOrderOf(tx, line.product)
      if (!order) throw new Error(`The guide ad of order ${line.order.number} is not known.`)
      await tx.db.execute(
        sql`UPDATE os_ad_orders SET status = 'awaiting-artwork', order_id = ${line.order.id}, updated_at = now()
            WHERE id = ${order.id} AND status IN ('awaiting-payment', 'cancelled')`,
      )
      const buyer = await tx.req.payload.findByID({
        collection: 'users',
        id: order.buyer,
        depth: 0,
        overrideAccess: true,
        req: tx.req,
      })
      if (!hasRole(buyer, 'advertiser')) {
        await tx.req.payload.update({
          collection: 'users',
          id: order.buyer,
          data: { roles: [...(buyer.roles ?? []), 'advertiser'] },
          overrideAccess: true,
          req: tx.req,
        })
      }
    },

    afterPaid() {
      expireAdPages()
    },
  }
}
