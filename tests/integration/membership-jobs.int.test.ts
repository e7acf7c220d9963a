import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addTerm, LIFE_CYCLE_TASK, organisationDate, planBySlug } from '@/domains/membership'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { startAppProcess, type AppProcess } from '../support/app-process'
import { testPayload } from './payload'

/**
 * The membership life cycle from the jobs queue (decisions 037, 047): two app
 * processes on one database take turns at once, and the task that moves
 * terms into grace and takes roles back runs once, its events recorded once;
 * a reminder falls due and is mailed once, even when a process is stopped
 * and another started (a restart) before the queue is empty.
 */

describe('the membership life cycle over two app processes on one database', () => {
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

  it('moves a term into grace and records it once, whichever process takes the turn', async () => {
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'lapsing@example.org', password: 'a-good-password', roles: [] },
    })
    const plan = (await planBySlug(database(payload), 'artlover'))!
    // Bought a year and five days ago: its term ended four days ago, within the 30 days of grace.
    const today = organisationDate(new Date(), config().TIMEZONE)
    const bought = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`
    await inTransaction(payload, async (tx) => ({
      commit: true,
      value: await addTerm(tx, { person: member.id, plan, source: 'free', paidMinor: 0, currency: 'USD' }, bought),
    }))
    await database(payload).execute(
      sql`UPDATE membership_terms SET starts_on = (starts_on::date - 5)::text, ends_on = (ends_on::date - 5)::text
          WHERE person_id = ${member.id}`,
    )

    // The first turns queue the task for its next hour; then it is made due at once.
    for (let round = 0; round < 2; round++) await Promise.all(apps.map((app) => app.turn()))
    await database(payload).execute(
      sql`UPDATE payload_jobs SET wait_until = now() - interval '1 minute' WHERE task_slug = ${LIFE_CYCLE_TASK}`,
    )
    for (let round = 0; round < 3; round++) await Promise.all(apps.map((app) => app.turn()))

    const [runs] = await rowsOf<{ runs: number }>(
      database(payload),
      sql`SELECT count(*)::int AS runs FROM test_task_runs WHERE task = ${LIFE_CYCLE_TASK}`,
    )
    expect(runs.runs).toBe(1)
    const events = await rowsOf<{ kind: string }>(
      database(payload),
      sql`SELECT kind FROM membership_events WHERE person_id = ${member.id} ORDER BY id`,
    )
    expect(events.map((event) => event.kind)).toEqual(['free-term', 'role-granted', 'grace'])
    const [term] = await rowsOf<{ status: string }>(
      database(payload),
      sql`SELECT status FROM membership_terms WHERE person_id = ${member.id}`,
    )
    expect(term.status).toBe('grace')
    const jobs = await rowsOf<{ due: boolean }>(
      database(payload),
      sql`SELECT wait_until <= now() AS due FROM payload_jobs WHERE task_slug = ${LIFE_CYCLE_TASK} AND completed_at IS NULL`,
    )
    expect(jobs).toEqual([{ due: false }])
  })

  it('mails a reminder once over both processes and a restart', async () => {
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'reminded@example.org', name: 'Rhea Reminded', password: 'a-good-password', roles: [] },
    })
    const plan = (await planBySlug(database(payload), 'artlover'))!
    // Bought a year ago less five days: its term ends in five days, within the 7-day reminder.
    const today = organisationDate(new Date(), config().TIMEZONE)
    const bought = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`
    await inTransaction(payload, async (tx) => ({
      commit: true,
      value: await addTerm(tx, { person: member.id, plan, source: 'free', paidMinor: 0, currency: 'USD' }, bought),
    }))
    await database(payload).execute(
      sql`UPDATE membership_terms SET starts_on = (starts_on::date + 5)::text, ends_on = (ends_on::date + 5)::text
          WHERE person_id = ${member.id}`,
    )
    await database(payload).execute(
      sql`UPDATE memberships SET ends_on = (ends_on::date + 5)::text, grace_ends_on = (grace_ends_on::date + 5)::text
          WHERE person_id = ${member.id}`,
    )
    await database(payload).execute(
      sql`UPDATE payload_jobs SET wait_until = now() - interval '1 minute' WHERE task_slug = ${LIFE_CYCLE_TASK}`,
    )
    for (let round = 0; round < 2; round++) await Promise.all(apps.map((app) => app.turn()))
    // A restart: one process stops, a new one takes its place, and both take their turns again.
    apps[0]!.stop()
    apps[0] = await startAppProcess()
    for (let round = 0; round < 3; round++) await Promise.all(apps.map((app) => app.turn()))

    const reminders = await rowsOf<{ kind: string }>(
      database(payload),
      sql`SELECT kind FROM membership_events WHERE person_id = ${member.id} AND kind = 'reminder-due'`,
    )
    expect(reminders).toHaveLength(1)
    const mails = await rowsOf<{ subject: string }>(
      database(payload),
      sql`SELECT subject FROM outbox WHERE "to" = ${member.email}`,
    )
    expect(mails.map((mail) => mail.subject).filter((subject) => subject.includes('ends on'))).toHaveLength(1)
  }, 180_000)
})
