import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addEventAsStaff } from '@/domains/events'
import { mailPlaces } from '@/domains/events/services/place-mail'
import {
  acceptOffer,
  cancelRsvp,
  rsvp,
  rsvpPage,
  settleEventWaitingLists,
  upcomingPlaces,
} from '@/domains/events/services/rsvp'
import type { Event, User } from '@/payload-types'
import { database, rowsOf } from '@/platform/database/transaction'
import { runDueJobs } from '@/platform/jobs'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'
import { smtpServer } from './smtp'

/**
 * RSVPs with a capacity and a waiting list (decision 065): places counted
 * under the event's lock when many ask at once, offers of freed places
 * mailed once, lapsed by the scheduled task, and who may read and change
 * places.
 */

const PASSWORD = 'a-good-password'
const HOUR = 3_600_000

let payload: Payload
let staff: User
const people: User[] = []
let talk: Event
let startsAt: Date

async function person(email: string, roles: ('staff' | 'artlover')[] = ['artlover']) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

async function staffEvent(title: string, input: Partial<Event>, start: Date): Promise<Event> {
  const added = await addEventAsStaff(payload, staff, {
    title,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
    venue: { name: 'The Hall' },
    registration: 'rsvp',
    ...input,
  })
  if (!added.ok) throw new Error(added.message)
  return added.value
}

type PlaceRow = { id: number; person: number; status: string; offerEndsAt: Date | null; code: string }

const placesOf = (event: number) =>
  rowsOf<PlaceRow>(
    database(payload),
    sql`SELECT id, person_id AS person, status, offer_ends_at AS "offerEndsAt", code
        FROM event_attendees WHERE event_id = ${event} ORDER BY id`,
  )
const placeOf = async (event: number, who: User) => (await placesOf(event)).find((row) => row.person === who.id)!

const mailsTo = async (email: string, subject: string) =>
  (
    await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true, limit: 50 })
  ).docs.filter((mail) => mail.subject.startsWith(subject))

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('desk@example.org', ['staff'])
  for (let i = 1; i <= 9; i++) people.push(await person(`guest${i}@example.org`))
  // A date ten days away, on the minute.
  startsAt = new Date(Math.floor((Date.now() + 10 * 24 * HOUR) / 60_000) * 60_000)
  talk = await staffEvent('Artist talk', { capacity: 3 }, startsAt)
})

describe('RSVPs to a date with 3 places', () => {
  it('confirms exactly 3 of 8 people asking at once and puts the other 5 on the waiting list in order', async () => {
    const answers = await Promise.all(people.slice(0, 8).map((who) => rsvp(payload, who, { event: talk.id, startsAt })))
    expect(answers.every((answer) => answer.ok)).toBe(true)
    const values = answers.flatMap((answer) => (answer.ok ? [answer.value] : []))
    expect(values.filter((value) => value.status === 'confirmed')).toHaveLength(3)
    const waiting = values.filter((value) => value.status === 'waiting')
    expect(waiting.map((value) => value.position).sort()).toEqual([1, 2, 3, 4, 5])
    const stored = await placesOf(talk.id)
    expect(stored.filter((row) => row.status === 'confirmed')).toHaveLength(3)
    expect(stored.filter((row) => row.status === 'waiting')).toHaveLength(5)
    expect(new Set(stored.map((row) => row.code)).size).toBe(8)

    await runDueJobs(payload)
    await runDueJobs(payload)
    const confirmedPeople = people.filter((who) =>
      stored.some((row) => row.person === who.id && row.status === 'confirmed'),
    )
    for (const who of confirmedPeople) expect(await mailsTo(who.email, 'You’re going: Artist talk')).toHaveLength(1)
  })

  it('shows the page its dates with no place left and each person their own places', async () => {
    const page = await rsvpPage(payload, talk.slug!, people[0]!)
    expect(page?.dates[0]).toMatchObject({ startsAt, left: 0 })
    expect(page?.places).toHaveLength(1)
    expect(page?.places[0]!.status).toMatch(/confirmed|waiting/)
    expect(await rsvpPage(payload, 'no-such-event', people[0]!)).toBeNull()
  })

  it('refuses a second RSVP of the same person, a date the event does not have, and a date passed, in words', async () => {
    const again = await rsvp(payload, people[0]!, { event: talk.id, startsAt })
    expect(again).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^You (already have a place|are already on the waiting list) (on|for) /),
    })
    expect(await rsvp(payload, people[8]!, { event: talk.id, startsAt: new Date(startsAt.getTime() + HOUR) })).toEqual({
      ok: false,
      message: 'The event does not take place on this date.',
    })
    expect(await rsvp(payload, people[8]!, { event: talk.id, startsAt }, new Date(startsAt.getTime() + 1))).toEqual({
      ok: false,
      message: 'This date has passed.',
    })
    expect(await rsvp(payload, people[8]!, { event: 999_999, startsAt })).toEqual({
      ok: false,
      message: 'There is no such event.',
    })
  })

  it('offers a cancelled place to the first waiting, mailed once through SMTP however often the job runs', async () => {
    const stored = await placesOf(talk.id)
    const going = stored.find((row) => row.status === 'confirmed')!
    const owner = people.find((who) => who.id === going.person)!
    const stranger = people.find((who) => who.id !== going.person)!
    // Another person's place is as if it did not exist.
    expect(await cancelRsvp(payload, stranger, going.id)).toEqual({ ok: false, message: 'You have no such place.' })
    expect(await acceptOffer(payload, stranger, going.id)).toEqual({ ok: false, message: 'You have no such place.' })
    expect((await placeOf(talk.id, owner)).status).toBe('confirmed')

    const before = Date.now()
    expect(await cancelRsvp(payload, owner, going.id)).toEqual({ ok: true, value: { was: 'confirmed' } })
    expect(await cancelRsvp(payload, owner, going.id)).toEqual({
      ok: false,
      message: 'This place is already cancelled.',
    })
    const after = await placesOf(talk.id)
    const offered = after.filter((row) => row.status === 'offered')
    expect(offered).toHaveLength(1)
    const firstWaiting = stored.filter((row) => row.status === 'waiting')[0]!
    expect(offered[0]!.id).toBe(firstWaiting.id)
    const ends = new Date(offered[0]!.offerEndsAt!).getTime()
    expect(ends).toBeGreaterThanOrEqual(before + 24 * HOUR)
    expect(ends).toBeLessThan(Date.now() + 24 * HOUR + 1000)

    const { received, mailer: smtp, close } = await smtpServer()
    try {
      const [a, b] = await Promise.all([
        mailPlaces(payload, [offered[0]!.id], smtp),
        mailPlaces(payload, [offered[0]!.id], smtp),
      ])
      expect(a + b).toBe(1)
      expect(await mailPlaces(payload, [offered[0]!.id], smtp)).toBe(0)
    } finally {
      await close()
    }
    expect(received).toHaveLength(1)
    expect(received[0]).toMatch(/Subject: A place for you: Artist talk/)
    expect(received[0]).toContain(`/events/${talk.slug}/rsvp`)

    // The job queued by the cancellation, and the scheduled task, twice each: no second mail.
    await runDueJobs(payload)
    await runDueJobs(payload)
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 0, offered: 0 })
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 0, offered: 0 })
    const offeredPerson = people.find((who) => who.id === offered[0]!.person)!
    expect(await mailsTo(offeredPerson.email, 'A place for you')).toHaveLength(0)
  })

  it('refuses an offer accepted after its end; the scheduled task lapses it and offers the place to the next', async () => {
    const [offer] = (await placesOf(talk.id)).filter((row) => row.status === 'offered')
    const holder = people.find((who) => who.id === offer!.person)!
    await database(payload).execute(
      sql`UPDATE event_attendees SET offer_ends_at = ${new Date(Date.now() - 60_000).toISOString()} WHERE id = ${offer!.id}`,
    )
    expect(await acceptOffer(payload, holder, offer!.id)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This offer ended on .*: the place went to the next person waiting\.$/),
    })
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 1, offered: 1 })
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 0, offered: 0 })
    expect((await placeOf(talk.id, holder)).status).toBe('cancelled')
    const [next] = (await placesOf(talk.id)).filter((row) => row.status === 'offered')
    const nextPerson = people.find((who) => who.id === next!.person)!
    await runDueJobs(payload)
    expect(await mailsTo(nextPerson.email, 'A place for you: Artist talk')).toHaveLength(1)

    // The next accepts in time: going, and mailed the confirmation.
    expect(await acceptOffer(payload, nextPerson, next!.id)).toEqual({ ok: true, value: { id: next!.id } })
    expect(await acceptOffer(payload, nextPerson, next!.id)).toEqual({
      ok: false,
      message: 'This place is already yours.',
    })
    await runDueJobs(payload)
    expect(await mailsTo(nextPerson.email, 'You’re going: Artist talk')).toHaveLength(1)
    expect((await placesOf(talk.id)).filter((row) => row.status === 'confirmed')).toHaveLength(3)
  })

  it('offers the places a raised capacity frees, and a newcomer does not jump the waiting list', async () => {
    const updated = await payload.update({
      collection: 'events',
      id: talk.id,
      data: { capacity: 4 },
      user: staff,
      overrideAccess: false,
    })
    expect(updated.capacity).toBe(4)
    const waitingBefore = (await placesOf(talk.id)).filter((row) => row.status === 'waiting')
    // Before the task runs, a newcomer's RSVP first offers the free place to the first waiting.
    const newcomer = await rsvp(payload, people[8]!, { event: talk.id, startsAt })
    expect(newcomer).toMatchObject({ ok: true, value: { status: 'waiting' } })
    expect((await placesOf(talk.id)).find((row) => row.id === waitingBefore[0]!.id)!.status).toBe('offered')
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 0, offered: 0 })
  })

  it('stops RSVPs and offers when staff cancel the event', async () => {
    await payload.update({
      collection: 'events',
      id: talk.id,
      data: { status: 'cancelled' },
      user: staff,
      overrideAccess: false,
    })
    const stored = await placesOf(talk.id)
    const going = stored.find((row) => row.status === 'confirmed')!
    const owner = people.find((who) => who.id === going.person)!
    expect(await rsvp(payload, staff, { event: talk.id, startsAt })).toEqual({
      ok: false,
      message: 'This event is cancelled.',
    })
    expect(await cancelRsvp(payload, owner, going.id)).toMatchObject({ ok: true })
    expect(await settleEventWaitingLists(payload)).toEqual({ lapsed: 0, offered: 0 })
    expect((await placesOf(talk.id)).filter((row) => row.status === 'offered')).toHaveLength(1)
  })

  it('refuses an event without RSVPs', async () => {
    const open = await staffEvent('Open evening', { registration: 'none' }, startsAt)
    expect(await rsvp(payload, people[0]!, { event: open.id, startsAt })).toEqual({
      ok: false,
      message: 'This event takes no RSVPs.',
    })
  })
})

describe('the dashboard’s “Your events”', () => {
  it('lists the person’s places at coming dates of events still on, soonest first', async () => {
    const later = await staffEvent('Print fair', {}, new Date(startsAt.getTime() + 24 * HOUR))
    const sooner = await staffEvent('Zine night', {}, new Date(startsAt.getTime() + 2 * HOUR))
    const who = people[3]!
    for (const event of [later, sooner]) {
      expect(await rsvp(payload, who, { event: event.id, startsAt: new Date(event.startsAt) })).toMatchObject({
        ok: true,
      })
    }
    // Places at the cancelled talk are left out.
    const listed = await upcomingPlaces(payload, who.id)
    expect(listed.map((place) => [place.title, place.status])).toEqual([
      ['Zine night', 'confirmed'],
      ['Print fair', 'confirmed'],
    ])
    expect(listed[0]!.endsAt.getTime() - listed[0]!.startsAt.getTime()).toBe(2 * HOUR)
    expect(await upcomingPlaces(payload, who.id, new Date(startsAt.getTime() + 30 * HOUR))).toEqual([])
  })
})

describe('who reads and changes places', () => {
  it('shows a member only their own places through the local API, REST and GraphQL', async () => {
    const member = people[1]!
    const own = (await placesOf(talk.id)).filter((row) => row.person === member.id).map((row) => row.id)
    expect(own).toHaveLength(1)
    const local = await payload.find({
      collection: 'event-attendees',
      user: member,
      overrideAccess: false,
      limit: 100,
    })
    expect(local.docs.map((doc) => doc.id)).toEqual(own)

    const token = await tokenFor(payload, member.email, PASSWORD)
    const listed = await rest('GET', '/event-attendees?limit=100', { token })
    expect(listed.status).toBe(200)
    expect((listed.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual(own)
    const another = (await placesOf(talk.id)).find((row) => row.person !== member.id)!
    expect((await rest('GET', `/event-attendees/${another.id}`, { token })).status).toBe(404)

    const viaGraphql = await graphql('{ EventAttendees(limit: 100) { docs { id email } } }', { token })
    const docs = (viaGraphql.body.data?.EventAttendees as { docs: { id: number; email: string }[] }).docs
    expect(docs.map((doc) => doc.id)).toEqual(own)
    expect(docs.every((doc) => doc.email === member.email)).toBe(true)
  })

  it('refuses anyone signed out, and writes through the API from members', async () => {
    expect((await rest('GET', '/event-attendees')).status).toBe(403)
    const viaGraphql = await graphql('{ EventAttendees { docs { id email } } }')
    expect(viaGraphql.body.data?.EventAttendees ?? null).toBeNull()

    const member = people[1]!
    const token = await tokenFor(payload, member.email, PASSWORD)
    const own = await placeOf(talk.id, member)
    const body = {
      event: talk.id,
      startsAt: startsAt.toISOString(),
      kind: 'rsvp',
      email: member.email,
      status: 'confirmed',
      code: 'ABCDEFGHJK',
    }
    expect((await rest('POST', '/event-attendees', { token, body })).status).toBe(403)
    expect((await rest('PATCH', `/event-attendees/${own.id}`, { token, body: { status: 'confirmed' } })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `/event-attendees/${own.id}`, { token })).status).toBe(403)
    const mutation = await graphql(
      `mutation { updateEventAttendee(id: ${own.id}, data: { status: confirmed }) { id } }`,
      { token },
    )
    expect(mutation.body.errors?.[0]?.message).toBe('You are not allowed to perform this action.')
    expect((await placeOf(talk.id, member)).status).toBe(own.status)
  })
})
