import type { TaskConfig } from 'payload'

import { mailDueFollowUps } from './services/follow-up-mail'

/** Hourly at :10: the turn after midnight in TIMEZONE mails the day's follow-ups (or the first turn after the server was down). */
export const FOLLOW_UP_SCHEDULE = '10 * * * *'

/** The contacts domain's scheduled work (decision 037): follow-ups mailed to their owners on their day, each once. */
export function contactsTasks(): TaskConfig<{ input: object; output: { sent: number } }>[] {
  return [
    {
      slug: 'mailContactFollowUps',
      label: 'Mail the contact follow-ups due',
      schedule: [{ cron: FOLLOW_UP_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { sent: await mailDueFollowUps(req.payload) } }),
    },
  ]
}
