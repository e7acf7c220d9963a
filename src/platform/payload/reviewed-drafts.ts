import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

/**
 * Collections whose people's saves are drafts that staff review (artist
 * profiles, events, perks): a submission is a newest version with status
 * `pending`, and the public keeps the published version meanwhile. One way
 * to read the queue and what staff compare, whatever the collection.
 */

/** Submitted documents, oldest submission first (the newest version of each has status `pending`). */
export async function awaitingReview<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  depth = 0,
): Promise<DataFromCollectionSlug<S>[]> {
  const { docs } = await payload.find({
    collection,
    where: { status: { equals: 'pending' } },
    draft: true,
    sort: 'updatedAt',
    depth,
    pagination: false,
    overrideAccess: true,
  })
  return docs as DataFromCollectionSlug<S>[]
}

/**
 * One page of what awaits review, sorted by a field of the collection (`-` first for descending), for a
 * review tool's list in the address (decision 087); with the count of all that wait.
 */
export async function pageAwaitingReview<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  { sort, page, limit, depth = 0 }: { sort: string; page: number; limit: number; depth?: number },
): Promise<{ docs: DataFromCollectionSlug<S>[]; totalDocs: number }> {
  const { docs, totalDocs } = await payload.find({
    collection,
    where: { status: { equals: 'pending' } },
    draft: true,
    sort: [sort, 'id'],
    page,
    limit,
    depth,
    overrideAccess: true,
  })
  return { docs: docs as DataFromCollectionSlug<S>[], totalDocs }
}

/** How many are awaiting review: one count over the newest versions, for the staff home's queues. */
export async function countAwaitingReview(payload: Payload, collection: CollectionSlug): Promise<number> {
  const { totalDocs } = await payload.find({
    collection,
    where: { status: { equals: 'pending' } },
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * What staff compare: the version published now (null before the first
 * approval) and the newest one; null when there is no such document.
 */
export async function forReview<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  id: number,
  depth = 0,
): Promise<{ approved: DataFromCollectionSlug<S> | null; submitted: DataFromCollectionSlug<S> } | null> {
  const [main, submitted] = (await Promise.all([
    payload.findByID({ collection, id, depth, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection, id, draft: true, depth, overrideAccess: true, disableErrors: true }),
  ])) as (DataFromCollectionSlug<S> & { _status?: string | null })[]
  if (!main || !submitted) return null
  return { approved: main._status === 'published' ? main : null, submitted }
}
