import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'

import { idOf } from './rules'

/**
 * The images among `ids` this person may not put on their work: the library
 * is readable by all, but an artist shows only pictures they uploaded (or
 * that were already on the work, placed there by staff).
 */
export async function imagesNotTheirs(
  payload: Payload,
  person: Person,
  ids: readonly number[],
  alreadyThere: readonly unknown[] = [],
): Promise<number[]> {
  const kept = new Set(alreadyThere.map((value) => String(idOf(value))))
  const asked = ids.filter((id) => !kept.has(String(id)))
  if (asked.length === 0) return []
  const { docs } = await payload.find({
    collection: 'images',
    where: { and: [{ id: { in: asked } }, { uploadedBy: { equals: person.id } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const theirs = new Set(docs.map((doc) => doc.id))
  return asked.filter((id) => !theirs.has(id))
}
