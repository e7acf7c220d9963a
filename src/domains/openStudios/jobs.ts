import type { TaskConfig } from 'payload'

import type { Storage } from '@/platform/storage'

import { GUIDE_EXPORT_TASK, runGuideExport } from './services/guide-export'

/**
 * Open Studios' guide export as a queued job (decision 052): staff start it
 * in `sfoslistings`, a job runner writes the ZIP. Run again (a retry, a
 * process cut off) it writes the whole ZIP again; one already done is left.
 */
export function guideExportTasks(files: {
  storage: (payload: import('payload').Payload) => Storage
}): [TaskConfig<{ input: { export: number }; output: { listings: number; bytes: number } }>] {
  return [
    {
      slug: GUIDE_EXPORT_TASK,
      label: 'Export the Open Studios guide (CSV and pictures in a ZIP)',
      inputSchema: [{ name: 'export', type: 'number', required: true }],
      outputSchema: [
        { name: 'listings', type: 'number', required: true },
        { name: 'bytes', type: 'number', required: true },
      ],
      retries: { attempts: 2, backoff: { type: 'fixed', delay: 30_000 } },
      handler: async ({ input, req }) => ({
        output: await runGuideExport(req.payload, files.storage(req.payload), input.export),
      }),
    },
  ]
}
