/**
 * One app process's share of the jobs queue, for the test of scheduled work
 * over several processes (tests/integration/scheduled-jobs.int.test.ts): the
 * application's own Payload configuration on DATABASE_URL, taking a turn
 * (`runDueJobs`) each time it reads `turn` on its standard input and
 * answering the outcome as a line of JSON after `@@`. Each run of a task is written to
 * the table `test_task_runs`, which the test made.
 *
 * Run with tsx, outside Vitest's module runner, like scripts/migrate-schema.ts.
 */
import { createInterface } from 'node:readline'

import { sql } from '@payloadcms/db-postgres'

import config from '../../src/payload.config'
import { runDueJobs } from '../../src/platform/jobs'
import { database } from '../../src/platform/database/transaction'
import { payloadInstance, providePayloadConfig } from '../../src/platform/payload'

const sanitized = await config
for (const task of sanitized.jobs.tasks ?? []) {
  const handler = task.handler
  if (typeof handler !== 'function') continue
  task.handler = async (args) => {
    await database(args.req.payload).execute(
      sql`INSERT INTO test_task_runs (task, pid) VALUES (${task.slug}, ${process.pid})`,
    )
    return handler(args)
  }
}
providePayloadConfig(sanitized)
const payload = await payloadInstance()
// Marked, since Payload's log lines share standard output.
process.stdout.write('@@ready\n')

for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'turn') break
  const outcome = await runDueJobs(payload).catch((error: unknown) => ({ error: String(error) }))
  process.stdout.write(`@@${JSON.stringify(outcome)}\n`)
}
process.exit(0)
