import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import { refusalOf, type Outcome } from '@/domains/artists'
import { inTransaction } from '@/platform/database/transaction'
import type { EventTag } from '@/payload-types'

import { idOf } from './rules'

/**
 * The tags staff keep (decision 060): a tag named, renamed or deleted, and
 * one tag added to or taken from many events at once, all or none. Each
 * event's change is a published save of the version the public sees, so a
 * member's change waiting for review is left as it is.
 */

const STAFF_ONLY = 'Only staff manage the calendar’s tags.'

export async function saveTag(
  payload: Payload,
  staff: Person,
  id: number | null,
  name: string,
): Promise<Outcome<EventTag>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: STAFF_ONLY }
  const trimmed = name.trim()
  if (!trimmed)
    return {
      ok: false,
      problem: 'invalid',
      message: 'Give the tag a name.',
      fieldErrors: { name: 'Give the tag a name.' },
    }
  try {
    const value =
      id === null
        ? await payload.create({
            collection: 'event-tags',
            data: { name: trimmed },
            user: staff,
            overrideAccess: false,
          })
        : await payload.update({
            collection: 'event-tags',
            id,
            data: { name: trimmed },
            user: staff,
            overrideAccess: false,
          })
    return { ok: true, value }
  } catch (error) {
    const refusal = refusalOf(error, 'There is no such tag.')
    return /unique|already/i.test(refusal.message)
      ? {
          ok: false,
          problem: 'invalid',
          message: 'There is a tag with this name already.',
          fieldErrors: { name: 'There is a tag with this name already.' },
        }
      : refusal
  }
}

/** One page of the tags by name, each with how many events carry it: the tagger's list (decision 087). */
export async function pageTags(
  payload: Payload,
  { direction, page, limit }: { direction: 'asc' | 'desc'; page: number; limit: number },
): Promise<{ tags: (EventTag & { events: number })[]; totalDocs: number }> {
  const found = await payload.find({
    collection: 'event-tags',
    sort: [direction === 'desc' ? '-name' : 'name', 'id'],
    page,
    limit,
    depth: 0,
    overrideAccess: true,
  })
  const tags = await Promise.all(
    found.docs.map(async (tag) => ({ ...tag, events: await eventsTagged(payload, tag.id) })),
  )
  return { tags, totalDocs: found.totalDocs }
}

/** How many events carry the tag: what deleting it takes it off, said before it is confirmed. */
export async function eventsTagged(payload: Payload, tag: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'events',
    where: { tags: { in: [tag] } },
    overrideAccess: true,
  })
  return totalDocs
}

export async function deleteTag(payload: Payload, staff: Person, id: number): Promise<Outcome<EventTag>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: STAFF_ONLY }
  try {
    const value = await payload.delete({ collection: 'event-tags', id, user: staff, overrideAccess: false })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, 'There is no such tag.')
  }
}

/** Adds the tag to (or takes it from) each chosen event; the number of events changed. */
export async function tagEvents(
  payload: Payload,
  staff: Person,
  change: { tag: number; events: readonly number[]; change: 'add' | 'remove' },
): Promise<Outcome<number>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: STAFF_ONLY }
  if (change.events.length === 0) {
    return {
      ok: false,
      problem: 'invalid',
      message: 'Tick the events to change first.',
      fieldErrors: { events: 'Tick the events to change first.' },
    }
  }
  const tag = await payload.findByID({ collection: 'event-tags', id: change.tag, depth: 0, disableErrors: true })
  if (!tag) return { ok: false, problem: 'invalid', message: 'Choose a tag.', fieldErrors: { tag: 'Choose a tag.' } }
  try {
    const changed = await inTransaction(payload, async (tx) => {
      let count = 0
      for (const id of change.events) {
        const event = await payload.findByID({ collection: 'events', id, depth: 0, overrideAccess: true, req: tx.req })
        const newest = await payload.findByID({
          collection: 'events',
          id,
          draft: true,
          depth: 0,
          overrideAccess: true,
          req: tx.req,
        })
        // Saving the public version would publish the member's change with it, unreviewed.
        if (event._status === 'published' && newest.updatedAt !== event.updatedAt) {
          throw new WaitingChange(event.title)
        }
        const tags = (event.tags ?? []).map((value) => Number(idOf(value)))
        const next =
          change.change === 'add' ? [...new Set([...tags, tag.id])] : tags.filter((value) => value !== tag.id)
        if (next.length === tags.length && next.every((value, index) => value === tags[index])) continue
        await payload.update({
          collection: 'events',
          id,
          data: { tags: next },
          // The version in the main table: a published event stays published, a draft stays a draft.
          draft: event._status !== 'published',
          user: staff,
          overrideAccess: false,
          req: tx.req,
        })
        count += 1
      }
      return { commit: true, value: count }
    })
    return { ok: true, value: changed }
  } catch (error) {
    if (error instanceof WaitingChange) {
      return {
        ok: false,
        problem: 'invalid',
        message: `“${error.title}” has a change waiting for review: decide it in Review events first. Nothing was changed.`,
      }
    }
    return refusalOf(error, 'One of the events is gone: nothing was changed.')
  }
}

class WaitingChange extends Error {
  constructor(readonly title: string) {
    super(`${title} has a change waiting for review`)
  }
}
