import type { TaskConfig } from 'payload'

import { removeOldGuestCarts } from './services/carts'
import { expireUnpaidOrders } from './services/checkout'
import { settlePendingRefunds } from './services/refunds'
import { stopAskedRenewals } from './services/renewals'
import { sendOrderReceipt, type ReceiptSending } from './services/receipt-mail'

/** Every minute: an unpaid order gives back what it held within a minute of its 30 minutes. */
export const EXPIRY_SCHEDULE = '* * * * *'

/** Daily at 04:30, after media's sweep: guest carts nobody touched for a month go. */
export const CART_CLEAN_UP_SCHEDULE = '30 4 * * *'

/** Every ten minutes: a refund a stop left pending is settled soon after it counts as left. */
export const PENDING_REFUNDS_SCHEDULE = '*/10 * * * *'

/** Every ten minutes: a subscription the provider could not stop when asked is asked again. */
export const STOP_RENEWALS_SCHEDULE = '*/10 * * * *'

/**
 * Commerce's scheduled and queued work (decision 037), each task idempotent:
 *
 * - `expireUnpaidOrders`, every minute: each order is judged again under its
 *   own lock, so a second run expires nothing more.
 * - `removeOldGuestCarts`, daily: a second clean-up finds nothing left to remove.
 * - `sendOrderReceipt`, queued by `recordPaymentEvent` in the transaction
 *   that makes an order paid: the receipt is mailed once, `receiptSentAt`
 *   checked and set under the order's lock (see `sendOrderReceipt`). A failed
 *   send (the SMTP server away) is tried again, further apart each time, for
 *   about an hour.
 * - `settlePendingRefunds`, every ten minutes: each refund left pending is
 *   claimed under its row and asked of the provider with its own key, so a
 *   second run or runner gives nothing back twice.
 * - `stopAskedRenewals`, every ten minutes: subscriptions whose stop was
 *   asked and not yet confirmed are asked again; stopping a stopped
 *   subscription changes nothing.
 */
export function commerceTasks(): [
  TaskConfig<{ input: object; output: { expired: number } }>,
  TaskConfig<{ input: object; output: { removed: number } }>,
  TaskConfig<{ input: { order: number }; output: { outcome: ReceiptSending } }>,
  TaskConfig<{ input: object; output: { settled: number } }>,
  TaskConfig<{ input: object; output: { stopped: number } }>,
] {
  return [
    {
      slug: 'expireUnpaidOrders',
      label: 'Expire unpaid orders',
      schedule: [{ cron: EXPIRY_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'expired', type: 'number', required: true }],
      handler: async ({ req }) => {
        const expired = await expireUnpaidOrders(req.payload)
        if (expired) req.payload.logger.info({ expired }, `Expired ${expired} unpaid orders`)
        return { output: { expired } }
      },
    },
    {
      slug: 'removeOldGuestCarts',
      label: 'Remove old guest carts',
      schedule: [{ cron: CART_CLEAN_UP_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'removed', type: 'number', required: true }],
      handler: async ({ req }) => {
        const removed = await removeOldGuestCarts(req.payload)
        if (removed) req.payload.logger.info({ removed }, `Removed ${removed} old guest carts`)
        return { output: { removed } }
      },
    },
    {
      slug: 'sendOrderReceipt',
      label: 'Mail an order’s receipt',
      inputSchema: [{ name: 'order', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { outcome: await sendOrderReceipt(req.payload, input.order) } }),
    },
    {
      slug: 'settlePendingRefunds',
      label: 'Settle refunds left pending',
      schedule: [{ cron: PENDING_REFUNDS_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'settled', type: 'number', required: true }],
      handler: async ({ req }) => {
        const settled = await settlePendingRefunds(req.payload)
        if (settled) req.payload.logger.info({ settled }, `Settled ${settled} refunds left pending`)
        return { output: { settled } }
      },
    },
    {
      slug: 'stopAskedRenewals',
      label: 'Stop subscriptions asked to stop',
      schedule: [{ cron: STOP_RENEWALS_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'stopped', type: 'number', required: true }],
      handler: async ({ req }) => {
        const stopped = await stopAskedRenewals(req.payload)
        if (stopped) req.payload.logger.info({ stopped }, `Stopped ${stopped} subscriptions asked to stop`)
        return { output: { stopped } }
      },
    },
  ]
}
