import type { TaskConfig } from 'payload'

import { expireUnpaidOrders } from './services/checkout'

/** Every minute: an unpaid order gives back what it held within a minute of its 30 minutes. */
export const EXPIRY_SCHEDULE = '* * * * *'

/**
 * Commerce's scheduled work (decision 037): the expiry of orders whose
 * payment never came. Idempotent — each order is judged again under its own
 * lock, so a second run expires nothing more.
 */
export function commerceTasks(): TaskConfig<{ input: object; output: { expired: number } }>[] {
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
  ]
}
