import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { refusalOf, type Outcome, type Refusal } from '@/domains/artists'
import { inTransaction, type Transaction } from '@/platform/database/transaction'
import type { ListOrder } from '@/platform/cpanel/list-params'
import { forReview, pageAwaitingReview } from '@/platform/payload'
import type { Event } from '@/payload-types'

import { mailDecision } from './notices'
import type { EventInput } from './own-events'
import { rejectionProblem } from './rules'

/**
 * Staff's side of decision 060: events waiting for review, the change beside
 * the version that is public, and the decision, mailed to the organiser.
 */

const NO_EVENT = 'There is no such event.'

/** How the review list may be sorted, each by the event's field. */
export const REVIEW_SORTS = ['title', 'starts', 'submitted'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
const REVIEW_SORT_FIELDS: Record<ReviewSort, string> = { title: 'title', starts: 'startsAt', submitted: 'updatedAt' }
export const EVENTS_PER_REVIEW_PAGE = 50

/** One page of the submitted events (each one's newest version has status `pending`), in the order asked, with how many wait. */
export const eventsAwaitingReview = (payload: Payload, order: ListOrder<ReviewSort>) =>
  pageAwaitingReview(payload, 'events', {
    sort: `${order.direction === 'desc' ? '-' : ''}${REVIEW_SORT_FIELDS[order.sort]}`,
    page: order.page,
    limit: EVENTS_PER_REVIEW_PAGE,
    depth: 1,
  })

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

async function submittedEvent(payload: Payload, staff: Person, id: number, tx?: Transaction): Promise<Outcome<Event>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: 'Only staff review events.' }
  const event = await payload.findByID({
    collection: 'events',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req: tx?.req,
  })
  if (!event) return { ok: false, problem: 'not-found', message: `There is no event ${id}.` }
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
  const approved = await approveEvents(payload, staff, [id])
  if (!approved.ok) return approved.refusals[0] ?? { ok: false, problem: 'forbidden', message: approved.message }
  return { ok: true, value: approved.events[0]! }
}

export type BulkEventApproval =
  { ok: true; events: Event[] } | { ok: false; message: string; refusals: (Refusal & { id: number })[] }

/**
 * Staff approve submitted events, one or many (decision 087): each locked and
 * checked again, all published and audited in one transaction or none — the
 * answer names each event that kept the others back. The organisers are told
 * after the commit, as for one event.
 */
export async function approveEvents(
  payload: Payload,
  staff: Person | null,
  ids: readonly number[],
): Promise<BulkEventApproval> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff review events.', refusals: [] }
  if (!ids.length) return { ok: false, message: 'Select at least one event.', refusals: [] }
  const outcome = await inTransaction<BulkEventApproval>(payload, async (tx) => {
    const events: Event[] = []
    const refusals: (Refusal & { id: number })[] = []
    // In one order, so two bulk approvals at once wait for each other rather than deadlock.
    for (const id of [...ids].sort((a, b) => a - b)) {
      await tx.db.execute(sql`SELECT id FROM events WHERE id = ${id} FOR UPDATE`)
      const submitted = await submittedEvent(payload, staff!, id, tx)
      if (!submitted.ok) {
        refusals.push({ ...submitted, id })
        continue
      }
      try {
        events.push(
          await payload.update({
            collection: 'events',
            id,
            data: { status: 'published', _status: 'published' },
            depth: 0,
            overrideAccess: false,
            user: staff!,
            req: tx.req,
          }),
        )
      } catch (error) {
        const refusal = refusalOf(error, NO_EVENT)
        refusals.push({ ...refusal, id, message: `“${submitted.value.title}”: ${refusal.message}` })
      }
    }
    if (refusals.length) {
      const message = `Nothing was approved. ${refusals.map((one) => one.message).join(' ')}`
      return { commit: false, value: { ok: false, message, refusals } }
    }
    for (const event of events) {
      await recordAudit(
        payload,
        {
          actor: Number(staff!.id),
          action: 'event-approved',
          targetCollection: 'events',
          targetId: event.id,
          target: event.title,
          summary: {},
        },
        tx.req,
      )
    }
    return { commit: true, value: { ok: true, events } }
  })
  if (outcome.ok) for (const event of outcome.events) await tellOrganiser(payload, event)
  return outcome
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
