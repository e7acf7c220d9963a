import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import type { About } from './conversations'

/**
 * The records a person may link a new conversation to — their own orders and event places — read as that
 * person (`overrideAccess: false`), so nothing of another's is ever offered; at most the latest 20 of each.
 */
export async function recordsOf(payload: Payload, person: User): Promise<About[]> {
  const [orders, places] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { buyer: { equals: person.id } },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      overrideAccess: false,
      user: person,
      select: { number: true },
    }),
    payload.find({
      collection: 'event-attendees',
      where: { person: { equals: person.id } },
      sort: '-startsAt',
      limit: 20,
      depth: 1,
      overrideAccess: false,
      user: person,
      select: { event: true, startsAt: true },
    }),
  ])
  return [
    ...orders.docs.map((o) => ({ kind: 'order', id: String(o.id), label: `Order ${o.number}` })),
    ...places.docs.flatMap((p) =>
      typeof p.event === 'object' && p.event
        ? [{ kind: 'event', id: String(p.event.id), label: `Event: ${p.event.title}` }]
        : [],
    ),
  ].filter((about, i, all) => all.findIndex((a) => a.kind === about.kind && a.id === about.id) === i)
}

/** The record a form names (`kind:id`), only when it is one of those offered to the person. */
export function chosenRecord(offered: readonly About[], value: string): About | null {
  return offered.find((a) => `${a.kind}:${a.id}` === value) ?? null
}
