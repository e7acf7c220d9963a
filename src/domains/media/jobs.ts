import type { TaskConfig } from 'payload'

import { IMAGE_FILES, imageFiles, imageSizes } from './collections/Images'
import { makeMissingImageSizes } from './services/missing-sizes'
import type { StoredUploads } from './services/stored-uploads'

const HOUR_MS = 60 * 60 * 1000

/** Daily, at 03:00 in the server's time zone, when few people upload. */
export const SWEEP_SCHEDULE = '0 3 * * *'
/** Every ten minutes until none is missing: a run makes at most MISSING_SIZES_PER_RUN images' files. */
export const MISSING_SIZES_SCHEDULE = '*/10 * * * *'
export const MISSING_SIZES_PER_RUN = 50

/**
 * The media domain's scheduled work, which the application assembles with
 * every domain's tasks in the Payload config (decision 037). Each task may
 * run again after a restart cut it off, so each is idempotent.
 */
export function mediaTasks(files: Pick<StoredUploads, 'storage'>): TaskConfig<{
  input: object
  output: { removed: number } | { filled: number; remaining: number }
}>[] {
  return [
    {
      slug: 'makeMissingImageSizes',
      label: 'Make missing image sizes',
      schedule: [{ cron: MISSING_SIZES_SCHEDULE, queue: 'default' }],
      outputSchema: [
        { name: 'filled', type: 'number', required: true },
        { name: 'remaining', type: 'number', required: true },
      ],
      /**
       * Makes the files of a size added after images were stored (the 800 px size) from each original,
       * a batch a run; its output (in the jobs view) and the log say how many remain.
       */
      handler: async ({ req }) => {
        const done = await makeMissingImageSizes(
          req.payload,
          files.storage(req.payload),
          IMAGE_FILES,
          imageSizes,
          MISSING_SIZES_PER_RUN,
        )
        if (done.filled)
          req.payload.logger.info(
            done,
            `Made ${done.filled} missing image files, ${done.remaining} images still lack a size`,
          )
        return { output: done }
      },
    },
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
