import type { Payload, TaskConfig } from 'payload'

import type { Storage } from '@/platform/storage'

import { runImport } from './services/running'

export const RUN_IMPORT_TASK = 'runImport'

/** How long one job imports before handing over to a job queued after it (the queue runs one job at a time). */
const SLICE_MS = 4 * 60_000

export async function queueImport(payload: Payload, id: number): Promise<void> {
  await payload.jobs.queue({ task: RUN_IMPORT_TASK, input: { import: id } })
}

/**
 * The imports domain's work (decision 094): `runImport` writes an import's
 * lines batch by batch for a few minutes, then queues itself again until the
 * file ends. Cut off by a crash, it is run again and resumes after the last
 * committed batch; run twice at once, the second finds each batch done.
 */
export function importsTasks(files: {
  storage: (payload: Payload) => Storage
}): [TaskConfig<{ input: { import: number }; output: { outcome: string } }>] {
  return [
    {
      slug: RUN_IMPORT_TASK,
      label: 'Import a CSV file',
      inputSchema: [{ name: 'import', type: 'number', required: true }],
      outputSchema: [{ name: 'outcome', type: 'text', required: true }],
      handler: async ({ input, req }) => {
        const payload = req.payload
        const run = await runImport(payload, files.storage(payload), input.import, SLICE_MS)
        if (!run.finished) await queueImport(payload, input.import)
        payload.logger.info({ import: input.import, ...run }, 'CSV import: a slice written')
        return { output: { outcome: run.finished ? 'finished' : 'continues' } }
      },
    },
  ]
}
