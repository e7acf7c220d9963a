import type { TaskConfig } from 'payload'

import { imageFiles } from './collections/Images'
import type { StoredUploads } from './services/stored-uploads'

const HOUR_MS = 60 * 60 * 1000

/** Daily, at 03:00 in the server's time zone, when few people upload. */
export const SWEEP_SCHEDULE = '0 3 * * *'

/**
 * The media domain's scheduled work, which the application assembles with
 * every domain's tasks in the Payload config (decision 037). Each task may
 * run again after a restart cut it off, so each is idempotent.
 */
export function mediaTasks(files: Pick<StoredUploads, 'storage'>): TaskConfig<{
  input: object
  output: { removed: number }
}>[] {
  return [
    {
      slug: 'sweepStrayImageFiles',
      label: 'Sweep stray image files',
      schedule: [{ cron: SWEEP_SCHEDULE, queue: 'default' }],
      outputSchema: [{ name: 'removed', type: 'number', required: true }],
      /**
       * Removes image files that no image holds (an upload that failed after
       * its files were stored), if older than an hour so an upload under way
       * keeps its own. Sweeping twice removes nothing more.
       */
      handler: async ({ req }) => {
        const removed = await imageFiles(files).removeStrayFiles(req.payload, new Date(Date.now() - HOUR_MS))
        if (removed.length) req.payload.logger.info({ removed }, `Removed ${removed.length} stray image files`)
        return { output: { removed: removed.length } }
      },
    },
  ]
}
