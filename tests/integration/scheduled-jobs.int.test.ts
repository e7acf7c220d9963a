import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { database, rowsOf } from '@/platform/database/transaction'
import { startJobRunner, stopJobRunners, type TickOutcome } from '@/platform/jobs'

import { startAppProcess, type AppProcess } from '../support/app-process'
import { rest, tokenFor } from './api'
import { testPayload } from './payload'

type Job = { id: number; processing: boolean; completed: boolean; due: boolean; wait_until: string | null }

async function sweepJobs(payload: Payload): Promise<Job[]> {
  return rowsOf<Job>(
    database(payload),
    sql`SELECT id, processing, completed_at IS NOT NULL AS completed, wait_until <= now() AS due, wait_until
        FROM payload_jobs WHERE task_slug = 'sweepStrayImageFiles' ORDER BY id`,
  )
}

async function sweepRuns(payload: Payload): Promise<number> {
  const [row] = await rowsOf<{ runs: number }>(
    database(payload),
    sql`SELECT count(*)::int AS runs FROM test_task_runs WHERE task = 'sweepStrayImageFiles'`,
  )
  return row!.runs
}

const makeDue = (payload: Payload) =>
  database(payload).execute(
    sql`UPDATE payload_jobs SET wait_until = now() - interval '1 minute' WHERE task_slug = 'sweepStrayImageFiles'`,
  )

/** Both processes take a turn at the same moment, `rounds` times. */
async function turnsAtOnce(apps: AppProcess[], rounds = 3) {
  const outcomes: TickOutcome[] = []
  for (let round = 0; round < rounds; round++) outcomes.push(...(await Promise.all(apps.map((app) => app.turn()))))
  return outcomes
}

describe('scheduled work over two app processes on one database', () => {
  let payload: Payload
  let apps: AppProcess[]

  beforeAll(async () => {
    payload = await testPayload()
    await database(payload).execute(
      sql`CREATE TABLE test_task_runs (task text NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
    )
    apps = await Promise.all([startAppProcess(), startAppProcess()])
  }, 180_000)

  afterAll(() => apps?.forEach((app) => app.stop()))

  it('queues one sweep for the next 03:00, however many processes take turns at once', async () => {
    const outcomes = await turnsAtOnce(apps)
    expect(outcomes.some((outcome) => outcome.ran)).toBe(true)
    const jobs = await sweepJobs(payload)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ processing: false, completed: false, due: false })
    const at = new Date(jobs[0]!.wait_until!)
    expect([at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([3, 0, 0])
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    expect(await sweepRuns(payload)).toBe(0)
  })

  it('runs the sweep once when it falls due, whichever process takes the turn', async () => {
    // What an upload leaves when its operation fails after the bytes were stored, two hours ago.
    await storageFor(payload).upload(
      { id: 'test', staff: true },
      { bucket: 'public', name: 'images/stray.png', patch: { fields: {} }, body: Readable.from([Buffer.from('x')]) },
    )
    await database(payload).execute(
      sql`UPDATE storage_objects SET updated = now() - interval '2 hours' WHERE name = 'images/stray.png'`,
    )
    await makeDue(payload)

    await turnsAtOnce(apps)

    expect(await sweepRuns(payload)).toBe(1)
    await expect(storageFor(payload).getObject(undefined, 'public', 'images/stray.png')).rejects.toMatchObject({
      code: 'storage/object-not-found',
    })
    // Done and deleted; the next day's is queued.
    const jobs = await sweepJobs(payload)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ processing: false, completed: false, due: false })
  })

  it('runs again a sweep that a stopped process left unfinished', async () => {
    // A process that stopped mid-sweep leaves its job marked as running.
    await makeDue(payload)
    await database(payload).execute(
      sql`UPDATE payload_jobs SET processing = true WHERE task_slug = 'sweepStrayImageFiles'`,
    )
    const before = await sweepRuns(payload)

    const outcomes = await turnsAtOnce(apps)

    expect(outcomes.filter((outcome) => outcome.ran && outcome.released > 0)).toHaveLength(1)
    expect(await sweepRuns(payload)).toBe(before + 1)
    expect(await sweepJobs(payload)).toMatchObject([{ processing: false, completed: false, due: false }])
  })

  it('refuses to run or queue jobs over HTTP, even for an administrator', async () => {
    const token = await tokenFor(payload, 'admin@example.org', 'integration-admin-password')
    expect((await rest('GET', '/payload-jobs/run', { token })).status).toBe(401)
    expect((await rest('GET', '/payload-jobs/handle-schedules', { token })).status).toBe(401)
  })

  it('stops taking turns once stopped, after the turn under way', async () => {
    const turns = vi.spyOn(payload.jobs, 'handleSchedules')
    const runner = startJobRunner(payload, { everyMs: 10 })
    await vi.waitFor(() => expect(turns).toHaveBeenCalled())
    const underWay = runner.tick()
    await stopJobRunners(10_000)
    await expect(underWay).resolves.toMatchObject({ ran: true })
    const taken = turns.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(turns.mock.calls.length).toBe(taken)
    turns.mockRestore()
  })
})
