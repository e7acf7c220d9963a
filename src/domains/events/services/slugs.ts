import type { Payload, PayloadRequest } from 'payload'

import { slugify } from '@/platform/slugs'

const SLUG_MAX_LENGTH = 80

/**
 * An event's address made from its title, with the first free suffix
 * (`open-studio-night`, `open-studio-night-2`…); two saves racing for one are
 * stopped by the column's unique index.
 */
export async function freeEventSlug(
  payload: Payload,
  title: string,
  options: { req?: PayloadRequest; exceptId?: number } = {},
): Promise<string> {
  const base = slugify(title, 'event')
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, '')
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { slug: { like: base } },
        ...(options.exceptId === undefined ? [] : [{ id: { not_equals: options.exceptId } }]),
      ],
    },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: options.req,
  })
  const taken = new Set(docs.map((doc) => doc.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
