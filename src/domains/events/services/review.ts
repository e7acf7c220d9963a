import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import { refusalOf, type Outcome } from '@/domains/artists'
import { awaitingReview, forReview } from '@/platform/payload'
import type { Event } from '@/payload-types'

import { mailDecision } from './notices'
import type { EventInput } from './own-events'
import { rejectionProblem } from './rules'

/**
 * Staff's side of decision 060: events waiting for review, the change beside
 * the version that is public, and the decision, mailed to the organiser.
 */

const NO_EVENT = 'There is no such event.'

/** Submitted events, oldest submission first: each one's newest version has status `pending`. */
export const eventsAwaitingReview = (payload: Payload) => awaitingReview(payload, 'events')

/** What staff compare: the version the public sees now (null before the first approval) and the submitted one. */
export const eventForReview = (payload: Payload, id: number) => forReview(payload, 'events', id, 1)

/** The decision stands even when the mail cannot go yet; it is sent once per key, so staff may decide again to retry. */
async function tellOrganiser(payload: Payload, event: Event) {
  try {
    await mailDecision(payload, event)
  } catch (error) {
    payload.logger.warn({ err: error, event: event.id }, 'An event’s review mail could not be sent')
  }
}

async function submittedEvent(payload: Payload, staff: Person, id: number): Promise<Outcome<Event>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: 'Only staff review events.' }
  const event = await payload.findByID({
    collection: 'events',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!event) return { ok: false, problem: 'not-found', message: NO_EVENT }
  if (event.status !== 'pending') {
    return {
      ok: false,
      problem: 'not-pending',
      message: `“${event.title}” is not waiting for review: its organiser changed it since, or it was decided.`,
    }
  }
  return { ok: true, value: event }
}

/** Publishes the submitted version (it replaces the public one) and tells the organiser. */
export async function approveEvent(payload: Payload, staff: Person, id: number): Promise<Outcome<Event>> {
  const submitted = await submittedEvent(payload, staff, id)
  if (!submitted.ok) return submitted
  let value: Event
  try {
    value = await payload.update({
      collection: 'events',
      id,
      data: { status: 'published', _status: 'published' },
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
  } catch (error) {
    return refusalOf(error, NO_EVENT)
  }
  await tellOrganiser(payload, value)
  return { ok: true, value }
}

/** Turns the submitted version down with a reason; a version already public stays public. Tells the organiser why. */
export async function rejectEvent(
  payload: Payload,
  staff: Person,
  id: number,
  reason: string,
): Promise<Outcome<Event>> {
  const problem = rejectionProblem('rejected', reason)
  if (problem) return { ok: false, problem: 'invalid', message: problem, fieldErrors: { rejectionReason: problem } }
  const submitted = await submittedEvent(payload, staff, id)
  if (!submitted.ok) return submitted
  let value: Event
  try {
    value = await payload.update({
      collection: 'events',
      id,
      data: { status: 'rejected', rejectionReason: reason.trim() },
      draft: true,
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
  } catch (error) {
    return refusalOf(error, NO_EVENT)
  }
  await tellOrganiser(payload, value)
  return { ok: true, value }
}

/** Staff add an event of the organisation's (or for someone), published at once: staff are the reviewers. */
export async function addEventAsStaff(payload: Payload, staff: Person, input: EventInput): Promise<Outcome<Event>> {
  if (!isStaff(staff))
    return { ok: false, problem: 'forbidden', message: 'Only staff add events from the control panel.' }
  const { title, startsAt, endsAt } = input
  if (!title || !startsAt || !endsAt) {
    return { ok: false, problem: 'invalid', message: 'Give the event a title, its start and its end.' }
  }
  try {
    const value = await payload.create({
      collection: 'events',
      // No organiser: the organisation's own event, which no member edits.
      data: {
        ...input,
        title,
        startsAt,
        endsAt,
        registration: input.registration ?? 'none',
        organiser: null,
        status: 'published',
        _status: 'published',
      },
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_EVENT)
  }
}
