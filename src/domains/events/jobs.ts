import type { TaskConfig } from 'payload'

import { mailPlaces, PLACE_MAIL_TASK } from './services/place-mail'

/**
 * The events domain's queued work (decisions 037, 064): `mailEventPlaces`,
 * queued by whatever changed places at an event, mails what each place's
 * status calls for once that transaction has committed. Idempotent: each
 * mail has its key, so a retry sends only what failed.
 */
export function eventsTasks(): [TaskConfig<{ input: { places: number[] }; output: { sent: number } }>] {
  return [
    {
      slug: PLACE_MAIL_TASK,
      label: 'Events: mail attendees',
      inputSchema: [{ name: 'places', type: 'number', hasMany: true, required: true }],
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { sent: await mailPlaces(req.payload, input.places) } }),
    },
  ]
}
