import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  addEventAsStaff,
  approveEvent,
  approveEvents,
  cancelOwnEvent,
  eventForReview,
  eventsAwaitingReview,
  ownEvents,
  rejectEvent,
  saveOwnEvent,
  saveTag,
  seedDemoEvents,
  tagEvents,
  upcomingEvents,
} from '@/domains/events'
import type { Event, User } from '@/payload-types'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Who may do what with events (decision 060), through the local API as the
 * person (`overrideAccess: false`), REST and GraphQL; and staff's review.
 */

const PASSWORD = 'a-good-password'
const FORBIDDEN = 'You are not allowed to perform this action.'

let payload: Payload
let staff: User
let mia: User
let noor: User
let artist: User
let draft: Event
const tokens: Record<'staff' | 'mia' | 'noor' | 'artist', string> = { staff: '', mia: '', noor: '', artist: '' }

const EVENT = {
  title: 'Life drawing night',
  summary: 'Bring paper.',
  startsAt: '2026-12-03T03:00:00.000Z',
  endsAt: '2026-12-03T05:00:00.000Z',
  venue: { name: 'The Annex', address: '12 Valencia St' },
  registration: 'none' as const,
}

async function person(email: string, roles: ('staff' | 'artist' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

/** The event as it is stored: the version the public sees, and the newest one. */
async function stored(id: number) {
  const [main, latest] = await Promise.all([
    payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true }),
    payload.findByID({ collection: 'events', id, depth: 0, draft: true, overrideAccess: true }),
  ])
  return { main, latest }
}

const asAnyone = (id: number) =>
  payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: false, disableErrors: true })

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('desk@example.org', ['staff'])
  mia = await person('mia@example.org', ['artlover'])
  noor = await person('noor@example.org', ['artlover'])
  artist = await person('ada@example.org', ['artist'])
  for (const [key, who] of Object.entries({ staff, mia, noor, artist }) as [keyof typeof tokens, User][]) {
    tokens[key] = await tokenFor(payload, who.email, PASSWORD)
  }
})

describe('a member’s proposed event', () => {
  it('is saved as a draft of its member, with an address made from the title', async () => {
    const saved = await saveOwnEvent(payload, mia, null, EVENT, false)
    expect(saved).toMatchObject({ ok: true, value: { status: 'draft', slug: 'life-drawing-night', organiser: mia.id } })
    draft = saved.ok ? saved.value : (undefined as never)
    expect((await stored(draft.id)).main._status).toBe('draft')
    expect(await asAnyone(draft.id)).toBeNull()
  })

  it('is neither read nor changed by another member, an artist or anyone signed out: local API, REST, GraphQL', async () => {
    for (const who of [noor, artist]) {
      expect(
        await payload.findByID({
          collection: 'events',
          id: draft.id,
          user: who,
          overrideAccess: false,
          disableErrors: true,
        }),
      ).toBeNull()
      await expect(
        payload.update({
          collection: 'events',
          id: draft.id,
          data: { title: 'Mine' },
          user: who,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await saveOwnEvent(payload, noor, draft.id, { title: 'Mine' }, false)).toMatchObject({ ok: false })
    for (const token of [tokens.noor, tokens.artist, undefined]) {
      expect((await rest('GET', `/events/${draft.id}`, { token })).status).toBe(404)
      expect((await rest('PATCH', `/events/${draft.id}`, { token, body: { title: 'Mine' } })).status).toBe(403)
      const viaGraphql = await graphql(`mutation { updateEvent(id: ${draft.id}, data: { title: "Mine" }) { id } }`, {
        token,
      })
      expect(viaGraphql.body.errors?.[0]?.message).toBe(FORBIDDEN)
      expect((await rest('DELETE', `/events/${draft.id}`, { token })).status).toBe(403)
    }
    const listed = await graphql('{ Events { docs { id title } } }', { token: tokens.noor })
    expect(listed.body.data).toEqual({ Events: { docs: [] } })
    expect((await rest('POST', '/events', { body: { ...EVENT } })).status).toBe(403)
    expect((await stored(draft.id)).latest.title).toBe(EVENT.title)
  })

  it('is not published, rejected or given to someone else by its member', async () => {
    const publish = await rest('PATCH', `/events/${draft.id}`, { token: tokens.mia, body: { _status: 'published' } })
    expect(publish.status).toBe(403)
    const status = await rest('PATCH', `/events/${draft.id}`, { token: tokens.mia, body: { status: 'published' } })
    expect(status).toMatchObject({
      status: 403,
      body: { errors: [{ message: expect.stringMatching(/Only staff publish/) }] },
    })
    const created = await rest('POST', '/events', { token: tokens.mia, body: { ...EVENT, organiser: noor.id } })
    expect(created.status).toBe(403)
    expect(await cancelOwnEvent(payload, mia, draft.id)).toMatchObject({ ok: false, problem: 'invalid' })
  })

  it('goes to review only with a place, and an end after its start', async () => {
    const placeless = await saveOwnEvent(payload, mia, draft.id, { venue: { name: '' } }, true)
    expect(placeless).toMatchObject({
      ok: false,
      problem: 'invalid',
      fieldErrors: { 'venue.name': expect.any(String) },
    })
    const backwards = await saveOwnEvent(payload, mia, draft.id, { endsAt: '2026-12-02T00:00:00.000Z' }, false)
    expect(backwards).toMatchObject({
      ok: false,
      fieldErrors: { endsAt: 'The event ends before it starts: check the end.' },
    })
  })
})

describe('staff’s review', () => {
  it('publishes a submitted event and tells its member', async () => {
    expect(await saveOwnEvent(payload, mia, draft.id, {}, true)).toMatchObject({
      ok: true,
      value: { status: 'pending' },
    })
    const waiting = await eventsAwaitingReview(payload, { sort: 'title', direction: 'desc', page: 1 })
    expect(waiting.docs.map((event) => event.id)).toEqual([draft.id])
    expect(waiting.totalDocs).toBe(1)
    expect(await approveEvent(payload, mia, draft.id)).toMatchObject({ ok: false, problem: 'forbidden' })
    expect(await approveEvent(payload, staff, draft.id)).toMatchObject({ ok: true, value: { status: 'published' } })
    expect(await asAnyone(draft.id)).toMatchObject({ title: EVENT.title, organiser: null })
    expect((await rest('GET', `/events/${draft.id}`)).body).toMatchObject({ title: EVENT.title, organiser: null })
    const mails = await mailsTo(mia.email)
    expect(mails.map((mail) => mail.subject)).toEqual([`“${EVENT.title}” is on the calendar`])
  })

  it('keeps the published version public while a change waits, and tells the reason of a rejection', async () => {
    const { main: before } = await stored(draft.id)
    expect(await saveOwnEvent(payload, mia, draft.id, { title: 'Life drawing, all night' }, true)).toMatchObject({
      ok: true,
    })
    expect(await asAnyone(draft.id)).toMatchObject({ title: EVENT.title, status: 'published' })
    const review = await eventForReview(payload, draft.id)
    expect([review?.approved?.title, review?.submitted.title]).toEqual([EVENT.title, 'Life drawing, all night'])

    expect(await rejectEvent(payload, staff, draft.id, ' ')).toMatchObject({ ok: false, problem: 'invalid' })
    expect(await rejectEvent(payload, staff, draft.id, 'All night is too long for the Annex.')).toMatchObject({
      ok: true,
      value: { status: 'rejected' },
    })
    expect(await asAnyone(draft.id)).toMatchObject({ title: EVENT.title, status: 'published' })
    const [mine] = await ownEvents(payload, mia)
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'All night is too long for the Annex.' })
    const rejection = (await mailsTo(mia.email)).at(-1)
    expect(rejection?.text).toContain('All night is too long for the Annex.')
    // The title changed in the draft, so people's calendars will hear of it once it is published.
    expect((await stored(draft.id)).latest.sequence).toBeGreaterThan(before.sequence ?? 0)
  })

  it('lets a member cancel a published event: it stays public, marked, with a new sequence', async () => {
    const { main: before } = await stored(draft.id)
    expect(await cancelOwnEvent(payload, noor, draft.id)).toMatchObject({ ok: false, problem: 'not-found' })
    expect(await cancelOwnEvent(payload, mia, draft.id)).toMatchObject({ ok: true, value: { status: 'cancelled' } })
    const { main } = await stored(draft.id)
    expect(main).toMatchObject({ status: 'cancelled', _status: 'published', title: EVENT.title })
    expect(main.sequence).toBeGreaterThan(before.sequence ?? 0)
    expect(await asAnyone(draft.id)).toMatchObject({ status: 'cancelled' })
    expect(await saveOwnEvent(payload, mia, draft.id, { title: 'Back on' }, true)).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
  })
})

describe('a bulk approval', () => {
  it('publishes all of the ticked events or none, naming each that kept the others back, and tells each member', async () => {
    const submit = async (who: User, title: string, send: boolean) => {
      const saved = await saveOwnEvent(payload, who, null, { ...EVENT, title }, send)
      if (!saved.ok) throw new Error(saved.message)
      return saved.value
    }
    const sketching = await submit(mia, 'Sketching in the park', true)
    const printing = await submit(noor, 'Open print studio', true)
    const unsent = await submit(noor, 'Not sent yet', false)
    const partner = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'shop@example.org', password: PASSWORD, roles: ['partner'] },
    })
    for (const who of [mia, artist, partner, null]) {
      expect(await approveEvents(payload, who, [sketching.id])).toMatchObject({
        ok: false,
        message: 'Only staff review events.',
      })
    }
    const mailed = (await mailsTo(noor.email)).length

    const refused = await approveEvents(payload, staff, [sketching.id, printing.id, unsent.id, 999_999])
    expect(refused).toMatchObject({ ok: false })
    if (refused.ok) return
    expect(refused.refusals.map((one) => [one.id, one.problem])).toEqual([
      [unsent.id, 'not-pending'],
      [999_999, 'not-found'],
    ])
    expect(refused.message).toBe(
      'Nothing was approved. “Not sent yet” is not waiting for review: its organiser changed it since, or it was decided. There is no event 999999.',
    )
    expect(await asAnyone(sketching.id)).toBeNull()
    expect((await stored(printing.id)).latest.status).toBe('pending')

    const approved = await approveEvents(payload, staff, [printing.id, sketching.id])
    expect(approved.ok && approved.events.map((event) => event.title)).toEqual([
      'Sketching in the park',
      'Open print studio',
    ])
    expect(await asAnyone(printing.id)).toMatchObject({ title: 'Open print studio', status: 'published' })
    expect((await mailsTo(noor.email)).slice(mailed).map((mail) => mail.subject)).toEqual([
      '“Open print studio” is on the calendar',
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'event-approved' } }, { targetId: { in: [printing.id, sketching.id] } }] },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(2)
  })
})

describe('staff’s own events', () => {
  it('are published at once by staff, as the organisation’s, and refused to anyone else', async () => {
    const input = { ...EVENT, title: 'Members’ evening' }
    expect(await addEventAsStaff(payload, mia, input)).toMatchObject({ ok: false, problem: 'forbidden' })
    const added = await addEventAsStaff(payload, staff, input)
    expect(added).toMatchObject({ ok: true, value: { status: 'published', _status: 'published', organiser: null } })
    expect(await asAnyone(added.ok ? added.value.id : 0)).toMatchObject({ title: 'Members’ evening' })
    await payload.delete({ collection: 'events', id: added.ok ? added.value.id : 0, overrideAccess: true })
  })
})

describe('tags', () => {
  it('are kept by staff only and read by everyone', async () => {
    expect((await rest('POST', '/event-tags', { token: tokens.mia, body: { name: 'Talks' } })).status).toBe(403)
    const made = await rest('POST', '/event-tags', { token: tokens.staff, body: { name: 'Life drawing' } })
    expect(made).toMatchObject({ status: 201, body: { doc: { slug: 'life-drawing' } } })
    expect((await rest('GET', '/event-tags')).body).toMatchObject({ totalDocs: 1 })
  })
})

describe('tagging many events at once', () => {
  it('is refused to anyone but staff', async () => {
    expect(await saveTag(payload, mia, null, 'Mine')).toMatchObject({ ok: false, problem: 'forbidden' })
    expect(await tagEvents(payload, artist, { tag: 1, events: [draft.id], change: 'add' })).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
  })

  it('adds a tag to the public version and takes it off again, and leaves alone an event with a change waiting', async () => {
    const tag = await saveTag(payload, staff, null, 'Evenings')
    const tagId = tag.ok ? tag.value.id : 0
    const other = await saveOwnEvent(payload, noor, null, { ...EVENT, title: 'Noor’s talk' }, true)
    const otherId = other.ok ? other.value.id : 0
    expect(await approveEvent(payload, staff, otherId)).toMatchObject({ ok: true })
    expect(await tagEvents(payload, staff, { tag: tagId, events: [draft.id, otherId], change: 'add' })).toEqual({
      ok: true,
      value: 2,
    })
    expect((await asAnyone(otherId))?.tags).toEqual([tagId])
    expect((await stored(otherId)).main._status).toBe('published')
    expect(await tagEvents(payload, staff, { tag: tagId, events: [otherId], change: 'remove' })).toEqual({
      ok: true,
      value: 1,
    })
    await saveOwnEvent(payload, noor, otherId, { title: 'Noor’s longer talk' }, true)
    expect(await tagEvents(payload, staff, { tag: tagId, events: [otherId], change: 'add' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/change waiting for review/),
    })
    expect(await asAnyone(otherId)).toMatchObject({ title: 'Noor’s talk', tags: [] })
  })
})

describe('the demo calendar', () => {
  it('is added to an empty calendar only, with a repeating and a cancelled event public', async () => {
    expect(
      await seedDemoEvents(payload, { now: new Date('2026-11-26T12:00:00Z'), timeZone: 'America/Los_Angeles' }),
    ).toBe(0)
    await payload.delete({ collection: 'events', where: { id: { exists: true } }, overrideAccess: true })
    await payload.delete({ collection: 'event-tags', where: { id: { exists: true } }, overrideAccess: true })
    expect(
      await seedDemoEvents(payload, { now: new Date('2026-11-26T12:00:00Z'), timeZone: 'America/Los_Angeles' }),
    ).toBe(5)
    const { docs } = await payload.find({ collection: 'events', overrideAccess: false, sort: 'startsAt', depth: 0 })
    expect(docs.map((event) => event.status)).toEqual(['published', 'cancelled', 'published', 'published', 'published'])
    expect(docs[0]).toMatchObject({ title: 'Life drawing night', recurrence: 'FREQ=WEEKLY;COUNT=12' })

    // What the home page and the event-list block show: the next ones, each repeat apart, none cancelled.
    const now = new Date('2026-11-26T20:00:00Z')
    // Outside a Next.js request there is no page cache: the data is read fresh.
    const next = await writingOutsideRequests(() =>
      upcomingEvents(payload, { count: 4, now, timeZone: 'America/Los_Angeles' }),
    )
    expect(next.map((item) => item.event.title)).toEqual([
      'Life drawing night',
      'Artist talk: clay and the city',
      'Life drawing night',
      'Online studio visit',
    ])
    const talks = await payload.find({
      collection: 'event-tags',
      where: { name: { equals: 'Talks' } },
      overrideAccess: true,
    })
    const talk = await writingOutsideRequests(() =>
      upcomingEvents(payload, { count: 5, tag: talks.docs[0]!.id, now, timeZone: 'America/Los_Angeles' }),
    )
    expect(talk.map((item) => item.event.title)).toEqual(['Artist talk: clay and the city', 'Online studio visit'])
  })
})
