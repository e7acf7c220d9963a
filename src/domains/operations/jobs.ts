import type { TaskConfig } from 'payload'

import { config } from '@/platform/config'

import { dailyBackupDue, siteBackups } from './services/backups'

/**
 * Hourly at :30: the schedule runs in the server's clock, the day's backup
 * in the organisation's (`dailyBackupDue`), so the turn after 02:30 in
 * TIMEZONE makes it — or the first turn after the server was down then.
 */
export const BACKUP_SCHEDULE = '30 * * * *'

/**
 * The operations domain's scheduled work (decision 037): the daily backup
 * (decision 070). A run cut off leaves no archive (it is renamed into place
 * whole), so running it again makes the day's backup once.
 */
export function operationsTasks(): TaskConfig<{ input: object; output: { made: string } }>[] {
  return [
    {
      slug: 'makeDailyBackup',
      label: 'Make the daily backup',
      schedule: [{ cron: BACKUP_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'made', type: 'text', required: true }],
      handler: async ({ req }) => {
        const backups = siteBackups(req.payload)
        const [last] = await backups.store.list()
        if (!dailyBackupDue(new Date(), last?.createdAt ?? null, config().TIMEZONE)) return { output: { made: '' } }
        const made = await backups.make()
        req.payload.logger.info(
          `Backed up into ${made.backup.where} (${made.backup.size} bytes in ${made.ms} ms); removed ${made.removed.length} older`,
        )
        return { output: { made: made.backup.name } }
      },
    },
  ]
}
