import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { sendThankYou, type ThankYouSending } from './services/acknowledgement-mail'
import {
  ACKNOWLEDGEMENT_TASK,
  sendGiftAcknowledgement,
  type AcknowledgementSending,
} from './services/gift-acknowledgement'
import { THANK_YOU_TASK } from './services/donor-lists'
import { renewYearlyGifts } from './services/yearly-gifts'

/** Every hour at a quarter past: a yearly gift is renewed within the hour its year is up. */
export const RENEWAL_SCHEDULE = '15 * * * *'

/**
 * Donors' scheduled work (decision 037), idempotent:
 *
 * - `renewYearlyGifts`, hourly, with the test provider only: each renewal is
 *   made under its yearly gift's lock and paid with an event id of the yearly
 *   gift and the renewal's number, so a second run (two processes, a
 *   restart) renews nothing twice and charges nothing twice. With Stripe,
 *   yearly gifts are to be Stripe subscriptions: not built yet.
 * - `sendGiftThankYou`, queued by staff in `donorbackend` for one gift or
 *   for every paid gift not yet thanked: the mail is sent once,
 *   `acknowledgedAt` checked and set under the gift's lock (see
 *   `sendThankYou`); a failed send (the SMTP server away) is tried again,
 *   further apart each time, for about an hour.
 * - `sendGiftAcknowledgement`, queued by the donation kind in the
 *   transaction that pays a gift: its acknowledgement, for the donor's tax
 *   records, mailed once per gift (its idempotency key), tried again as the
 *   thank-you is.
 */
export function donorsTasks(): [
  TaskConfig<{ input: object; output: { renewed: number; refused: number } }>,
  TaskConfig<{ input: { gift: number }; output: { outcome: ThankYouSending } }>,
  TaskConfig<{ input: { gift: number }; output: { outcome: AcknowledgementSending } }>,
] {
  return [
    {
      slug: 'renewYearlyGifts',
      label: 'Renew yearly gifts',
      schedule: [{ cron: RENEWAL_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'renewed', type: 'number', required: true },
        { name: 'refused', type: 'number', required: true },
      ],
      handler: async ({ req }) => {
        const { renewed, refused } = await renewYearlyGifts(req.payload, config())
        if (renewed || refused) req.payload.logger.info({ renewed, refused }, `Renewed ${renewed} yearly gifts`)
        return { output: { renewed, refused } }
      },
    },
    {
      slug: THANK_YOU_TASK,
      label: 'Mail a gift’s thank-you',
      inputSchema: [{ name: 'gift', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { outcome: await sendThankYou(req.payload, input.gift) } }),
    },
    {
      slug: ACKNOWLEDGEMENT_TASK,
      label: 'Mail a gift’s acknowledgement',
      inputSchema: [{ name: 'gift', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({
        output: { outcome: await sendGiftAcknowledgement(req.payload, input.gift) },
      }),
    },
  ]
}
