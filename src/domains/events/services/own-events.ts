import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { refusalOf, type Outcome } from '@/domains/artists'
import type { Event } from '@/payload-types'

import { idOf } from './rules'

/**
 * A member's side of decision 060: the events they proposed, each as its
 * newest version (a change waiting for review included), saved and submitted
 * as drafts through the collection's access and hooks, and cancelled.
 */

const NO_EVENT = 'There is no such event among yours.'

export type EventInput = Partial<
  Pick<
    Event,
    | 'title'
    | 'summary'
    | 'description'
    | 'startsAt'
    | 'endsAt'
    | 'allDay'
    | 'recurrence'
    | 'exceptions'
    | 'venue'
    | 'onlineLink'
    | 'picture'
    | 'tags'
    | 'registration'
    | 'priceNote'
    | 'accessibility'
    | 'organiserName'
  >
>

/** The person's events, newest version of each, soonest first. */
export async function ownEvents(payload: Payload, person: Person): Promise<Event[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { organiser: { equals: person.id } },
    draft: true,
    sort: '-startsAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: person,
  })
  return docs
}

/** One of the person's events as they last saved it; null for anyone else's. */
export async function ownEvent(payload: Payload, person: Person, id: number): Promise<Event | null> {
  const event = await payload.findByID({
    collection: 'events',
    id,
    draft: true,
    depth: 0,
    overrideAccess: false,
    user: person,
    disableErrors: true,
  })
  return event && String(idOf(event.organiser)) === String(person.id) ? event : null
}

/**
 * Saves a new event or a change to one of the person's, as a draft or
 * submitted for review (`submit`); the rules are the collection's, so REST and
 * GraphQL keep the same ones.
 */
export async function saveOwnEvent(
  payload: Payload,
  person: Person,
  id: number | null,
  input: EventInput,
  submit: boolean,
): Promise<Outcome<Event>> {
  const data = { ...input, status: submit ? ('pending' as const) : ('draft' as const) }
  try {
    const value =
      id === null
        ? await payload.create({
            collection: 'events',
            data: { ...data, organiser: Number(person.id) },
            draft: true,
            depth: 0,
            overrideAccess: false,
            user: person,
          })
        : await payload.update({
            collection: 'events',
            id,
            data,
            draft: true,
            depth: 0,
            overrideAccess: false,
            user: person,
          })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_EVENT)
  }
}

/**
 * Cancels one of the person's published events: it stays on the calendar,
 * marked, and people's calendars are told. The public version is what is
 * cancelled; a change still waiting for review is dropped with it.
 */
export async function cancelOwnEvent(payload: Payload, person: Person, id: number): Promise<Outcome<Event>> {
  const mine = await ownEvent(payload, person, id)
  if (!mine) return { ok: false, problem: 'not-found', message: NO_EVENT }
  const published = await payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true })
  if (published._status !== 'published' || published.status !== 'published') {
    return {
      ok: false,
      problem: 'invalid',
      message: 'Only an event on the calendar can be cancelled; one not yet approved is simply not published.',
    }
  }
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = published
  try {
    // Without a person: the member's rules keep cancelling out of their saves, so this one change is made here.
    const value = await payload.update({
      collection: 'events',
      id,
      data: { ...fields, status: 'cancelled', _status: 'published' },
      depth: 0,
      overrideAccess: true,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_EVENT)
  }
}
