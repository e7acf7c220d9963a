import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import { saveTemplate } from '@/domains/comms'
import { addTerm, mailNotice, planBySlug, runLifeCycle, type PlanRow } from '@/domains/membership'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Membership's mails on a real database (decisions 046, 047): each event
 * that is mailed queues its mail in its own transaction; the mail goes out
 * once from the template staff saved, its merge fields filled; reminders
 * fall on the days staff chose, once per term, and not after the member has
 * renewed; the reminder days are staff's only.
 */

const PASSWORD = 'a-good-password'
const TZ = 'America/Los_Angeles'
let payload: Payload
let staff: User
let artlover: PlanRow

let people = 0
async function person(name: string, roles: ('staff' | 'artlover')[] = []): Promise<User> {
  people += 1
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `mail-member${people}@example.org`, name, password: PASSWORD, roles },
  })
}

/** The mail jobs queued for a person's membership events, by event kind. */
const queued = (who: User) =>
  rowsOf<{ event: number; kind: string }>(
    database(payload),
    sql`SELECT e.id AS event, e.kind FROM payload_jobs j
        JOIN membership_events e ON e.id = (j.input->>'event')::integer
        WHERE j.task_slug = 'mailMembershipNotice' AND e.person_id = ${who.id} ORDER BY e.id`,
  )

const mailsTo = async (who: User) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: who.email } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

const at = (date: string) => new Date(`${date}T20:00:00Z`)

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('Stella Staff', ['staff'])
  artlover = (await planBySlug(database(payload), 'artlover'))!
})

describe('the welcome mail', () => {
  it('is queued with the paid term and sent once, its merge fields filled from the template staff saved', async () => {
    const ada = await person('Ada Lovelace')
    await saveTemplate(payload, staff, 'membership-welcome', {
      subject: 'Welcome, {{person.firstName}}: {{plan.name}}',
      html: '<p>Your {{plan.name}} term ends on {{term.endDate}}. Renew at {{links.renew}}.</p>',
      text: 'Your {{plan.name}} term ends on {{term.endDate}}.',
    })
    const made = await createOrder(payload, {
      buyer: { person: ada },
      lines: [{ kind: 'membership', product: 'artlover', quantity: 1 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    const paid = { minor: made.order.totalMinor, currency: made.order.currency }
    for (const eventId of ['evt_welcome_1', 'evt_welcome_1']) {
      await recordPaymentEvent(payload, {
        provider: 'test',
        eventId,
        orderNumber: made.order.number,
        outcome: 'succeeded',
        amount: paid,
      })
    }
    const jobs = await queued(ada)
    expect(jobs.map((job) => job.kind)).toEqual(['joined'])

    expect(await mailNotice(payload, jobs[0]!.event)).toBe('sent')
    expect(await mailNotice(payload, jobs[0]!.event)).toBe('already-sent')
    const mails = await mailsTo(ada)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Welcome, Ada: Art lover')
    expect(mails[0]!.html).toMatch(
      /Your Art lover term ends on [A-Z][a-z]+ \d{1,2}, \d{4}\. Renew at http[^<]+\/artlovermembership\./,
    )
    const [event] = await rowsOf<{ noticedAt: string | null }>(
      database(payload),
      sql`SELECT noticed_at AS "noticedAt" FROM membership_events WHERE id = ${jobs[0]!.event}`,
    )
    expect(event!.noticedAt).toBeTruthy()
  })
})

describe('reminders and the expiry notice', () => {
  const termOn = (who: User, today: string) =>
    inTransaction(payload, async (tx) => ({
      commit: true,
      value: await addTerm(
        tx,
        { person: Number(who.id), plan: artlover, source: 'free', paidMinor: 0, currency: 'USD' },
        today,
      ),
    }))

  it('falls on the days staff chose, once per term, and is not sent once the member has renewed', async () => {
    await payload.updateGlobal({ slug: 'membership-reminders', data: { daysBefore: [14, 3] }, overrideAccess: true })
    const grace = await person('Grace Hopper')
    await termOn(grace, '2025-01-10')
    // 30 days before the end: no longer a reminder day.
    await runLifeCycle(payload, at('2025-12-10'), TZ)
    expect((await queued(grace)).map((job) => job.kind)).toEqual(['free-term'])
    await runLifeCycle(payload, at('2025-12-26'), TZ)
    await runLifeCycle(payload, at('2025-12-27'), TZ)
    const reminders = (await queued(grace)).filter((job) => job.kind === 'reminder-due')
    expect(reminders).toHaveLength(1)

    expect(await mailNotice(payload, reminders[0]!.event)).toBe('sent')
    const [reminder] = (await mailsTo(grace)).filter((mail) => /ends on/.test(mail.subject))
    expect(reminder!.text).toMatch(/ends in 14 days, on January 10, 2026/)

    await runLifeCycle(payload, at('2026-01-07'), TZ)
    const second = (await queued(grace)).filter((job) => job.kind === 'reminder-due').at(-1)!
    expect(second.event).not.toBe(reminders[0]!.event)
    await termOn(grace, '2026-01-08')
    expect(await mailNotice(payload, second.event)).toBe('no-mail')
    await payload.updateGlobal({ slug: 'membership-reminders', data: { daysBefore: [30, 7] }, overrideAccess: true })
  })

  it('sends the expiry notice once the term and its grace are over', async () => {
    const linus = await person('Linus')
    await termOn(linus, '2024-01-10')
    await runLifeCycle(payload, at('2025-03-01'), TZ)
    const expired = (await queued(linus)).filter((job) => job.kind === 'expired')
    expect(expired).toHaveLength(1)
    expect(await mailNotice(payload, expired[0]!.event)).toBe('sent')
    expect((await mailsTo(linus)).map((mail) => mail.subject)).toContain('Your Art lover membership has ended')
  })
})

describe('the reminder days', () => {
  it('are read and changed by staff only, and refused in words when they are not days', async () => {
    const member = await person('Mia Member', ['artlover'])
    const staffToken = await tokenFor(payload, staff.email, PASSWORD)
    const memberToken = await tokenFor(payload, member.email, PASSWORD)
    expect((await rest('GET', '/globals/membership-reminders', { token: memberToken })).status).toBe(403)
    expect((await rest('GET', '/globals/membership-reminders')).status).toBe(403)
    const update = (token?: string, days: unknown = [5]) =>
      rest('POST', '/globals/membership-reminders', { token, body: { daysBefore: days } })
    expect((await update(memberToken)).status).toBe(403)
    expect((await update(undefined)).status).toBe(403)
    const refused = await update(staffToken, [0, 400])
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/0 is not a number of days from 1 to 365/)
    const answer = await graphql('{ MembershipReminder { daysBefore } }', { token: memberToken })
    expect(answer.body.data?.MembershipReminder ?? null).toBeNull()
    expect(JSON.stringify(answer.body.errors)).toMatch(/not allowed/i)
    expect((await update(staffToken, [30, 7])).status).toBe(200)
  })
})
