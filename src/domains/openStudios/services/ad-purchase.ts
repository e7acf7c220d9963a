import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { createOrder, paymentGateways, startCheckout } from '@/domains/commerce'
import type { AppConfig } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { AD_KIND, adSizeById, expireAdPages, purchaseRefusal } from './ad-orders'
import { currentSeason } from './seasons'

/** Checkouts started from one client address before it must wait, like joining's. */
export const AD_PURCHASE_STARTS: RateLimit = { name: 'os-ad-purchase-starts', points: 20, durationSeconds: 10 * 60 }

export const BUSINESS_NAME_MAX = 120

export type AdPurchaseStarted =
  | { ok: true; redirectTo: string; adOrder: number }
  | { ok: false; message: string; signIn?: string; fieldErrors?: { businessName?: string; size?: string } }

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'TIMEZONE'>

/**
 * From `/advertise` to the payment provider (decision 053): the ad order is
 * made awaiting payment, then one commerce order with its `os-ad` line, then
 * checkout, which holds a unit of the size. Paid, the buyer lands on the ad
 * order's page; a refusal anywhere leaves no ad order waiting.
 */
export async function startAdPurchase(
  payload: Payload,
  request: {
    size: number | undefined
    businessName: string
    person: Person | null
    address: string
    settings: Settings
    now?: Date
  },
): Promise<AdPurchaseStarted> {
  const { person, settings } = request
  const now = request.now ?? new Date()
  if (!person) {
    return {
      ok: false,
      message: 'Please sign in, or create an account first: a guide ad belongs to an account.',
      signIn: '/login?next=%2Fadvertise',
    }
  }
  const businessName = request.businessName.trim().replace(/\s+/g, ' ')
  const fieldErrors: { businessName?: string; size?: string } = {}
  if (!businessName) fieldErrors.businessName = 'Give the name of the business the ad is for.'
  else if (businessName.length > BUSINESS_NAME_MAX) {
    fieldErrors.businessName = `The business name is ${businessName.length} characters; at most ${BUSINESS_NAME_MAX}.`
  }
  if (!request.size) fieldErrors.size = 'Choose a size of ad.'
  if (fieldErrors.businessName || fieldErrors.size) {
    return { ok: false, message: 'Please check the form.', fieldErrors }
  }

  const db = database(payload)
  const [season, size] = await Promise.all([currentSeason(payload), adSizeById(db, request.size!)])
  const refusal = purchaseRefusal(season, size, now, settings.TIMEZONE)
  if (refusal || !season || !size) return { ok: false, message: refusal ?? 'This ad size is not on sale.' }

  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take payments online right now. Please try later.' }
  const verdict = await sharedRateLimiter(payload, AD_PURCHASE_STARTS).consume(request.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `Too many checkouts started from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO os_ad_orders (season_id, size_id, buyer_id, business_name, status)
        VALUES (${season.id}, ${size.id}, ${Number(person.id)}, ${businessName}, 'awaiting-payment') RETURNING id`,
  )
  const adOrder = made!.id
  const order = await createOrder(payload, {
    buyer: { person },
    lines: [{ kind: AD_KIND, product: String(adOrder), quantity: 1 }],
    currency: season.currency,
    now,
  })
  if (!order.ok) {
    await db.execute(sql`DELETE FROM os_ad_orders WHERE id = ${adOrder}`)
    return { ok: false, message: order.message }
  }
  await db.execute(sql`UPDATE os_ad_orders SET order_id = ${order.order.id} WHERE id = ${adOrder}`)

  const publicUrl = settings.PUBLIC_URL.replace(/\/+$/, '')
  const started = await startCheckout(payload, {
    orderNumber: order.order.number,
    gateway,
    back: { paid: `${publicUrl}/adportal/${adOrder}`, cancelled: `${publicUrl}/advertise` },
    now,
  })
  if (!started.ok) {
    // Refused before any hold (sold out meanwhile): nothing to pay for. A provider out of reach keeps the hold.
    await db.execute(
      sql`UPDATE os_ad_orders o SET status = 'cancelled', updated_at = now()
          FROM orders c WHERE o.id = ${adOrder} AND c.id = o.order_id AND c.status = 'open'`,
    )
    return { ok: false, message: started.message }
  }
  expireAdPages()
  return { ok: true, redirectTo: started.redirectTo, adOrder }
}
