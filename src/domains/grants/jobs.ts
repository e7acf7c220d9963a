import type { TaskConfig } from 'payload'

import { mailGrantReminders } from './services/reminder-mail'

/** Hourly at :20: the first turn of a day mails the dates that came within the reminder's days that day. */
export const REMINDER_SCHEDULE = '20 * * * *'

/** The grants domain's scheduled work (decision 037): each date's reminder mailed to the grant's owner once. */
export function grantsTasks(): TaskConfig<{ input: object; output: { sent: number } }>[] {
  return [
    {
      slug: 'mailGrantReminders',
      label: 'Mail the grant deadline reminders',
      schedule: [{ cron: REMINDER_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'sent', type: 'number', required: true }],
      handler: async ({ req }) => ({ output: { sent: await mailGrantReminders(req.payload) } }),
    },
  ]
}
