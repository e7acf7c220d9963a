import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { JOBS_LOCK, whenLockIsFree } from '@/platform/database/lock'
import { database, postgresOf } from '@/platform/database/transaction'

import { forget, remember } from './running'

export type TickOutcome =
  | { ran: false }
  | {
      ran: true
      /** Jobs found marked as running although no runner was: their process stopped mid-job. */
      released: number
    }

/**
 * One turn of the jobs queue, if no other process is taking one: queue the
 * scheduled tasks that are due (Payload's `handleSchedules`), then run what is
 * due (Payload's `run`).
 *
 * Payload alone would run a job twice when two processes ask at once: it
 * counts a task's queued jobs and then queues one, and claims a job by
 * reading it and then marking it, each in two steps. Under the lock those
 * steps are never interleaved; and since every job runs under it, a job
 * still marked as running when the lock is taken was cut off (its process
 * stopped) and is run again rather than blocking its schedule for ever.
 */
export async function runDueJobs(payload: Payload, options: { limit?: number } = {}): Promise<TickOutcome> {
  const outcome = await whenLockIsFree(postgresOf(payload).pool, JOBS_LOCK, async () => {
    const { rowCount } = await database(payload).execute(
      sql`UPDATE payload_jobs SET processing = false WHERE processing`,
    )
    const released = rowCount ?? 0
    if (released) payload.logger.warn(`Running again ${released} job(s) that a stopped process left unfinished`)
    await payload.jobs.handleSchedules({ allQueues: true })
    // One job after another: a job holding a transaction may ask the pool for a second connection, and ten
    // at once took the whole pool and waited on each other for good (seen with nine receipts due together).
    await payload.jobs.run({ allQueues: true, limit: options.limit ?? 10, sequential: true })
    return { ran: true as const, released }
  })
  return outcome.ran ? outcome.value : { ran: false }
}

export type JobRunner = {
  /** A turn now, after any turn under way; what `runDueJobs` answers. */
  tick(): Promise<TickOutcome>
  /** No more turns; resolves once the turn under way has finished. */
  stop(): Promise<void>
}

/**
 * Takes a turn of the jobs queue every `everyMs` in this process, for as
 * long as it runs. Every app process may run one: the lock makes them take
 * turns. The launcher stops them all on SIGTERM (`stopJobRunners`).
 */
export function startJobRunner(payload: Payload, options: { everyMs: number; limit?: number }): JobRunner {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let last: Promise<unknown> = Promise.resolve()

  const tick = () => {
    const turn = last.then(() => runDueJobs(payload, options))
    last = turn.catch(() => undefined)
    return turn
  }
  const later = () => {
    if (stopped) return
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => payload.logger.error({ err: error }, 'The jobs queue could not take its turn'))
        .finally(later)
    }, options.everyMs)
    // The runner alone never keeps a process alive (a script, a test).
    timer.unref()
  }

  const runner: JobRunner = {
    tick,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      forget(runner)
      await last
    },
  }
  remember(runner)
  later()
  return runner
}
