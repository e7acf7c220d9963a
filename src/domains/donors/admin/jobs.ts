import type { TaskConfig } from 'payload'

import { sendThankYou, type ThankYouSending } from '../services/acknowledgement-mail'
import { THANK_YOU_TASK } from '../services/donor-lists'

/**
 * `donorbackend`'s queued work (decision 037): `sendGiftThankYou`, queued by
 * staff for one gift or for every paid gift not yet thanked. The mail is sent
 * once, `acknowledgedAt` checked and set under the gift's lock (see
 * `sendThankYou`); a failed send (the SMTP server away) is tried again,
 * further apart each time, for about an hour.
 */
export function donorsAcknowledgementTasks(): [
  TaskConfig<{ input: { gift: number }; output: { outcome: ThankYouSending } }>,
] {
  return [
    {
      slug: THANK_YOU_TASK,
      label: 'Mail a gift’s thank-you',
      inputSchema: [{ name: 'gift', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
      handler: async ({ input, req }) => ({ output: { outcome: await sendThankYou(req.payload, input.gift) } }),
    },
  ]
}
