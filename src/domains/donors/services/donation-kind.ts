import { sql } from '@payloadcms/db-postgres'

import type { PaidLine, ProductKind } from '@/domains/commerce'
import { rowsOf, type Transaction } from '@/platform/database/transaction'

import { ACKNOWLEDGEMENT_TASK, acknowledgementPart } from './gift-acknowledgement'
import { aYearLater, DONATION_KIND } from './giving'
import { expireGivingPages } from './giving-cache'
import { makeRenewalGift } from './yearly-gifts'

/** A gift as the donation kind reads it, with its campaign, in the order's transaction. */
type GiftRow = {
  id: number
  amountMinor: number
  currency: string
  frequency: 'once' | 'yearly'
  source: string
  status: string
  donor: number | null
  yearlyGift: number | null
  campaign: number
  campaignName: string
  published: boolean
  closesAt: Date | null
}

async function giftOf(tx: Transaction, product: string): Promise<GiftRow | undefined> {
  if (!/^\d{1,10}$/.test(product)) return undefined
  const [row] = await rowsOf<GiftRow>(
    tx.db,
    sql`SELECT g.id, g.amount_minor::float8 AS "amountMinor", g.currency, g.frequency, g.source, g.status,
               g.donor_id AS donor, g.yearly_gift_id AS "yearlyGift", c.id AS campaign, c.name AS "campaignName",
               coalesce(c.published, false) AS published, c.closes_at AS "closesAt"
        FROM gifts g JOIN campaigns c ON c.id = g.campaign_id
        WHERE g.id = ${Number(product)}`,
  )
  return row
}

/** Why this gift cannot be paid now, in words, or null. */
function refusalFor(gift: GiftRow | undefined, now: Date): string | null {
  if (!gift) return 'This gift is not known.'
  if (gift.status !== 'pending') return 'This gift has already been given or was cancelled.'
  if (!gift.published) return `${gift.campaignName} is not taking gifts.`
  if (gift.closesAt && new Date(gift.closesAt) <= now) return `${gift.campaignName} has closed: thank you all the same.`
  return null
}

/**
 * Commerce's `donation` kind, registered by donors (decision 044). A line's
 * product is a gift made pending with the donor's choices; its price is the
 * amount the donor chose. Paying the order marks the gift paid, queues its
 * acknowledgement and, for a first yearly gift of a person, starts the
 * yearly gift that renews it. Its receipt is an acknowledgement (decision
 * 076): in its own words, with the acknowledgement's part, and mailed by
 * donors rather than as commerce's receipt.
 */
export function donationKind(): ProductKind {
  return {
    name: DONATION_KIND,
    label: 'Donation',
    receiptWording: {
      title: 'Gift acknowledgement',
      buyer: 'Given by',
      paidStatus: 'Received with thanks',
      thanks: 'Thank you for your generosity.',
    },
    mailsItsOwnAcknowledgement: true,
    receiptPart: acknowledgementPart,

    async mayBuy(tx, _person, product) {
      return refusalFor(await giftOf(tx, product), new Date())
    },

    async priceFor(tx, line, _person, now) {
      const gift = await giftOf(tx, line.product)
      // A renewal's year is paid already when its order is made: a campaign closed since cannot refuse it.
      const refusal = gift?.source === 'renewal' && gift.status === 'pending' ? null : refusalFor(gift, now)
      if (refusal || !gift) throw new Error(refusal ?? 'This gift is not known.')
      const yearly = gift.frequency === 'yearly' ? ' (yearly)' : ''
      return {
        unitMinor: gift.amountMinor,
        description: `Gift to ${gift.campaignName}${yearly}`,
        reason: 'Amount chosen by the donor',
        // The first gift of a yearly gift agrees to the years after it; its renewals are those years.
        ...(gift.frequency === 'yearly' && gift.source !== 'renewal' && { renews: 'year' as const }),
      }
    },

    /**
     * Marks the gift paid with its order, whatever its state: money arrived,
     * so a gift cancelled meanwhile is a gift after all. A first yearly gift
     * of a person starts the yearly gift, renewed a year from now.
     */
    async fulfil(tx, line) {
      const [gift] = await rowsOf<
        Pick<GiftRow, 'id' | 'amountMinor' | 'currency' | 'frequency' | 'donor' | 'yearlyGift' | 'campaign'>
      >(
        tx.db,
        sql`UPDATE gifts SET status = 'paid', paid_at = now(), order_id = ${line.order.id}, updated_at = now()
            WHERE id = ${/^\d{1,10}$/.test(line.product) ? Number(line.product) : 0}
            RETURNING id, amount_minor::float8 AS "amountMinor", currency, frequency, donor_id AS donor,
                      yearly_gift_id AS "yearlyGift", campaign_id AS campaign`,
      )
      if (!gift) throw new Error(`The gift of order ${line.order.number} is not known: nothing was fulfilled.`)
      // Queued in the paying transaction: mailed once it commits, and never if it is undone.
      await tx.req.payload.jobs.queue({ task: ACKNOWLEDGEMENT_TASK, input: { gift: gift.id }, req: tx.req })
      if (gift.frequency !== 'yearly' || gift.yearlyGift !== null || gift.donor === null) return
      const now = new Date()
      const yearly = await tx.req.payload.create({
        collection: 'yearly-gifts',
        req: tx.req,
        overrideAccess: true,
        data: {
          donor: gift.donor,
          campaign: gift.campaign,
          amountMinor: gift.amountMinor,
          currency: gift.currency,
          status: 'active',
          firstGift: gift.id,
          startedAt: now.toISOString(),
          nextRenewalAt: aYearLater(now).toISOString(),
          renewals: 0,
        },
      })
      await tx.db.execute(sql`UPDATE gifts SET yearly_gift_id = ${yearly.id} WHERE id = ${gift.id}`)
    },

    /**
     * The order expired or was cancelled unpaid: its gift, still pending, is
     * cancelled, so donorbackend shows no gift waiting that will never come.
     * A payment arriving after all makes it paid (`fulfil`).
     */
    async release(tx, line) {
      await tx.db.execute(
        sql`UPDATE gifts SET status = 'cancelled', updated_at = now()
            WHERE id = ${/^\d{1,10}$/.test(line.product) ? Number(line.product) : 0} AND status = 'pending'`,
      )
    },

    /** Once the payment has committed: the giving pages' progress and roll of donors are drawn afresh. */
    afterPaid() {
      expireGivingPages()
    },

    /** A year's renewal taken by the provider: the yearly gift's renewal gift, made under its lock. */
    async renew(tx, line) {
      const yearly = await yearlyGiftOf(tx, line)
      const gift = await makeRenewalGift(tx, yearly)
      if (gift === null) throw new Error(`The yearly gift of order ${line.order.number} has no donor to renew for.`)
      return { kind: DONATION_KIND, product: String(gift), quantity: 1 }
    },

    /** The provider will renew no more (its payments failed, or it was stopped there): the yearly gift stops. */
    async renewalsEnded(tx, line) {
      await tx.db.execute(
        sql`UPDATE yearly_gifts SET status = 'stopped', stopped_at = coalesce(stopped_at, now()), updated_at = now()
            WHERE id = ${await yearlyGiftOf(tx, line)}`,
      )
    },
  }
}

/** The yearly gift a first order's line started. */
async function yearlyGiftOf(tx: Transaction, line: PaidLine): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx.db,
    sql`SELECT id FROM yearly_gifts WHERE first_gift_id = ${/^\d{1,10}$/.test(line.product) ? Number(line.product) : 0}`,
  )
  if (!row) throw new Error(`Order ${line.order.number} started no yearly gift: it has nothing to renew.`)
  return Number(row.id)
}
