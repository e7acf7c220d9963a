import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { attendeesExportResponse } from '@/domains/events'
import { comingToOwnEvent } from '@/domains/events/services/attendee-list'
import { checkIn } from '@/domains/events/services/check-in'
import { mailPlaces } from '@/domains/events/services/place-mail'
import { newPlaceCode } from '@/domains/events/services/places'
import type { Event, EventAttendee, User } from '@/payload-types'
import { runDueJobs } from '@/platform/jobs'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Staff's side of places at events (decision 064): the confirmation mail
 * with its calendar entry and QR code, the door's check-in (once per place,
 * even from two phones at once), the attendee CSV, and who may read places.
 */

const PASSWORD = 'a-good-password'
const DATE = new Date('2027-03-04T03:00:00.000Z')
const OTHER_DATE = new Date('2027-03-11T03:00:00.000Z')

let payload: Payload
let staff: User
let mia: User
let noor: User
let event: Event
const tokens = { staff: '', mia: '', noor: '' }
const at = (instant: Date) => instant.toISOString()

async function person(email: string, roles: ('staff' | 'artlover')[], name: string) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles, name } })
}

/** A place as the RSVP and ticket services leave it. */
async function place(who: User | null, data: Partial<EventAttendee> = {}): Promise<EventAttendee> {
  return payload.create({
    collection: 'event-attendees',
    overrideAccess: true,
    data: {
      event: event.id,
      startsAt: at(DATE),
      kind: 'rsvp',
      person: who?.id ?? null,
      name: who?.name ?? 'Guest Person',
      email: who?.email ?? 'guest@example.org',
      status: 'confirmed',
      code: newPlaceCode(),
      ...data,
    },
  })
}

const door = (code: string, startsAt = DATE, by: User = staff) =>
  checkIn(payload, by, { event: event.id, startsAt, code }, (instant) => instant.toISOString())

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('door@example.org', ['staff'], 'Dana Door')
  mia = await person('mia@example.org', ['artlover'], 'Mia Ruiz')
  noor = await person('noor@example.org', ['artlover'], 'Noor Haddad')
  for (const [key, who] of Object.entries({ staff, mia, noor }) as [keyof typeof tokens, User][]) {
    tokens[key] = await tokenFor(payload, who.email, PASSWORD)
  }
  event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title: 'Print studio night',
      startsAt: at(DATE),
      endsAt: '2027-03-04T05:00:00.000Z',
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      venue: { name: 'The Annex', address: '12 Valencia St' },
      registration: 'rsvp',
      capacity: 20,
      status: 'published',
      _status: 'published',
    },
  })
})

describe('the confirmation of a place', () => {
  it('is mailed once, with the date as a calendar file and the code as an inline QR code', async () => {
    const mine = await place(mia)
    const waiting = await place(noor, { status: 'waiting', queuedAt: new Date().toISOString() })
    expect(await mailPlaces(payload, [mine.id, waiting.id])).toBe(1)
    expect(await mailPlaces(payload, [mine.id, waiting.id])).toBe(0)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: mia.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const [mail] = docs
    expect(mail!.subject).toBe('You’re going: Print studio night')
    const spaced = `${mine.code.slice(0, 5)} ${mine.code.slice(5)}`
    expect(mail!.text).toContain(spaced)
    expect(mail!.html).toContain('src="cid:checkin-code@vernissage"')
    const raw = mail!.raw as string
    expect(raw).toMatch(/Content-Type: text\/calendar/)
    expect(raw).toMatch(/Content-Type: image\/png/)
    expect(raw).toMatch(/Content-ID: <checkin-code@vernissage>/)
    // Only the one date the place is for, under a UID of its own beside the subscription's.
    const calendar = Buffer.from(
      raw
        .split(/Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*\n/)[1]!
        .split('\n----')[0]!
        .replace(/\s+/g, ''),
      'base64',
    ).toString('utf8')
    const vevent = calendar.slice(calendar.indexOf('BEGIN:VEVENT'))
    expect(vevent).toContain(`UID:event-${event.id}-20270304T030000Z@`)
    expect(vevent).toContain('DTSTART;TZID=America/Los_Angeles:20270303T190000')
    expect(vevent).not.toContain('RRULE')
    expect(
      await payload.find({ collection: 'outbox', where: { to: { equals: noor.email } }, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
  })
})

describe('the door', () => {
  it('lets a place in once; the second scan says when and by whom', async () => {
    const ticket = await place(null, { kind: 'ticket', ticketLabel: 'Adult' })
    const first = await door(ticket.code.toLowerCase().replace(/(.{5})/, '$1-'))
    expect(first).toMatchObject({ ok: true, place: { code: ticket.code, kind: 'ticket', ticketLabel: 'Adult' } })
    const second = await door(ticket.code)
    expect(second).toMatchObject({ ok: false, reason: 'used' })
    expect(second.ok ? '' : second.message).toMatch(
      /^Already used: \w{5} \w{5}, Guest Person \(guest@example.org\), was checked in at .* by Dana Door\.$/,
    )
  })

  it('lets a place in once when two phones scan it at the same moment', async () => {
    const ticket = await place(mia)
    const answers = await Promise.all([door(ticket.code), door(ticket.code), door(ticket.code)])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.filter((answer) => !answer.ok && answer.reason === 'used')).toHaveLength(2)
  })

  it('refuses in words a code of another date, a place not confirmed, an unknown code and a mistyped one', async () => {
    const later = await place(noor, { startsAt: at(OTHER_DATE) })
    expect(await door(later.code)).toMatchObject({
      ok: false,
      reason: 'elsewhere',
      message: expect.stringContaining(at(OTHER_DATE)),
    })
    const waiting = await place(noor, { status: 'waiting' })
    expect(await door(waiting.code)).toMatchObject({
      ok: false,
      reason: 'not-going',
      message: expect.stringContaining('waiting list'),
    })
    const cancelled = await place(noor, { status: 'cancelled' })
    expect(await door(cancelled.code)).toMatchObject({ ok: false, reason: 'not-going' })
    expect(await door('ABCDEFGH23')).toMatchObject({ ok: false, reason: 'unknown' })
    expect(await door('12')).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: expect.stringContaining('10 letters'),
    })
    const stored = await payload.findByID({ collection: 'event-attendees', id: waiting.id, overrideAccess: true })
    expect(stored.checkedInAt ?? null).toBeNull()
  })

  it('is for staff only', async () => {
    const ticket = await place(noor)
    expect(await door(ticket.code, DATE, mia)).toMatchObject({ ok: false, message: 'Only staff check people in.' })
    const stored = await payload.findByID({ collection: 'event-attendees', id: ticket.id, overrideAccess: true })
    expect(stored.checkedInAt ?? null).toBeNull()
  })
})

describe('the attendee list', () => {
  const exportOf = (query: string, token?: string) =>
    attendeesExportResponse(
      payload,
      new Request(`http://localhost:3000/api/events/attendees?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    )

  it('downloads as CSV for staff, going first, audited', async () => {
    const answer = await exportOf(`event=${event.id}&date=${at(DATE)}`, tokens.staff)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/)
    const lines = (await answer.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Name,Email,Place,Ticket,Status,Check-in code,Checked in at,Order')
    expect(lines[1]).toMatch(/^Guest Person,guest@example.org,Ticket,Adult,Going,/)
    expect(lines.filter((line) => line.includes('Going'))).toHaveLength(4)
    expect(lines.at(-1)).toMatch(/Cancelled/)
    expect(lines.some((line) => line.includes(at(OTHER_DATE)))).toBe(false)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'events.attendees-export' } },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(1)
  })

  it('is refused to members and to no one signed in, and bad addresses are told what is wrong', async () => {
    expect((await exportOf(`event=${event.id}&date=${at(DATE)}`, tokens.mia)).status).toBe(403)
    expect((await exportOf(`event=${event.id}&date=${at(DATE)}`)).status).toBe(401)
    const noDate = await exportOf(`event=${event.id}&date=tomorrow`, tokens.staff)
    expect(noDate.status).toBe(400)
    expect(await noDate.text()).toMatch(/Say which date/)
    expect((await exportOf(`event=abc&date=${at(DATE)}`, tokens.staff)).status).toBe(400)
    expect((await exportOf(`event=999999&date=${at(DATE)}`, tokens.staff)).status).toBe(404)
  })
})

describe('an event cancelled', () => {
  it('tells everyone with a place at a coming date, or waiting for one, once', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000)
    const evening = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: {
        title: 'Monotype evening',
        venue: { name: 'The Annex', address: '12 Valencia St' },
        startsAt: soon.toISOString(),
        endsAt: new Date(soon.getTime() + 7_200_000).toISOString(),
        registration: 'rsvp',
        status: 'published',
        _status: 'published',
      },
    })
    const at = (who: User | null, data: Partial<EventAttendee>) =>
      place(who, { event: evening.id, startsAt: soon.toISOString(), ...data })
    await at(mia, {})
    await at(noor, { status: 'waiting', queuedAt: new Date().toISOString() })
    await at(null, { status: 'cancelled' })
    await at(noor, { startsAt: new Date(Date.now() - 86_400_000).toISOString() })
    await runDueJobs(payload)
    const cancelledMails = async (email: string) =>
      (
        await payload.find({
          collection: 'outbox',
          where: { and: [{ to: { equals: email } }, { subject: { equals: 'Cancelled: Monotype evening' } }] },
          overrideAccess: true,
        })
      ).totalDocs

    await payload.update({
      collection: 'events',
      id: evening.id,
      data: { status: 'cancelled', _status: 'published' },
      overrideAccess: true,
    })
    await runDueJobs(payload)
    await runDueJobs(payload)
    expect(await cancelledMails(mia.email)).toBe(1)
    expect(await cancelledMails(noor.email)).toBe(1)
    expect(await cancelledMails('guest@example.org')).toBe(0)
    // Saved again once cancelled: no one is told twice.
    await payload.update({ collection: 'events', id: evening.id, data: { summary: 'Sorry.' }, overrideAccess: true })
    await runDueJobs(payload)
    expect(await cancelledMails(mia.email)).toBe(1)
  })
})

describe('the organiser of a member’s event', () => {
  it('sees each coming date’s counts and the names of those going, no emails; no one else sees them', async () => {
    await payload.update({ collection: 'events', id: event.id, data: { organiser: noor.id }, overrideAccess: true })
    const now = new Date('2027-03-01T00:00:00.000Z')
    const dates = await comingToOwnEvent(payload, noor, event.id, now)
    expect(dates?.map((date) => date.startsAt)).toEqual([
      at(DATE),
      at(OTHER_DATE),
      // 7 pm on the organisation's clocks, which change on March 14.
      '2027-03-18T02:00:00.000Z',
      '2027-03-25T02:00:00.000Z',
    ])
    const first = dates![0]!
    expect(first.counts).toMatchObject({ going: 4, waiting: 2 })
    expect(first.names).toEqual(['Guest Person', 'Mia Ruiz', 'Mia Ruiz', 'Noor Haddad'])
    expect(JSON.stringify(dates)).not.toMatch(/@example\.org|ABCDEFGH/)
    expect(await comingToOwnEvent(payload, mia, event.id, now)).toBeNull()
    expect(await comingToOwnEvent(payload, staff, event.id, now)).toBeNull()
  })
})

describe('who reads and writes places', () => {
  it('a member reads only their own, through REST and GraphQL; no one signed in reads any', async () => {
    const mine = await rest('GET', '/event-attendees?limit=100', { token: tokens.mia })
    const docs = mine.body.docs as { person: { id: number } | number; email: string }[]
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.email === mia.email)).toBe(true)
    const viaGraphql = await graphql('{ EventAttendees(limit: 100) { docs { email code } } }', { token: tokens.noor })
    const emails = (viaGraphql.body.data?.EventAttendees as { docs: { email: string }[] }).docs.map((doc) => doc.email)
    expect(new Set(emails)).toEqual(new Set([noor.email]))
    expect((await rest('GET', '/event-attendees')).status).toBe(403)
    expect((await rest('GET', '/event-attendees', { token: tokens.staff })).body.totalDocs).toBeGreaterThan(5)
  })

  it('no one writes them through the API, staff included: the services do', async () => {
    const body = {
      event: event.id,
      startsAt: at(DATE),
      kind: 'rsvp',
      email: 'x@example.org',
      status: 'confirmed',
      code: 'ABCDEFGH23',
    }
    for (const token of [tokens.mia, tokens.staff, undefined]) {
      expect((await rest('POST', '/event-attendees', { token, body })).status).toBe(403)
    }
    const [one] = (
      await payload.find({ collection: 'event-attendees', where: { person: { equals: mia.id } }, overrideAccess: true })
    ).docs
    expect(
      (await rest('PATCH', `/event-attendees/${one!.id}`, { token: tokens.mia, body: { status: 'cancelled' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/event-attendees/${one!.id}`, { token: tokens.mia })).status).toBe(403)
  })
})
