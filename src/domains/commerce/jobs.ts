import type { TaskConfig } from 'payload'

import { removeOldGuestCarts } from './services/carts'
import { expireUnpaidOrders } from './services/checkout'

/** Every minute: an unpaid order gives back what it held within a minute of its 30 minutes. */
export const EXPIRY_SCHEDULE = '* * * * *'

/** Daily at 04:30, after media's sweep: guest carts nobody touched for a month go. */
export const CART_CLEAN_UP_SCHEDULE = '30 4 * * *'

/**
 * Commerce's scheduled work (decision 037): the expiry of orders whose
 * payment never came, and the clean-up of old guest carts. Idempotent — each
 * order is judged again under its own lock, so a second run expires nothing
 * more; a second clean-up finds nothing left to remove.
 */
export function commerceTasks(): TaskConfig<{ input: object; output: { expired: number } | { removed: number } }>[] {
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
  ]
}
