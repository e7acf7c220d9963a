import type { Payload } from 'payload'

import { publicImage } from '@/domains/media'
import type { Image } from '@/payload-types'

import type { ImageData } from '../services/public-view'

export type Shown = ImageData & { alt: string }

/** An image document as the public may see it: with alt text (the media domain's rule), else null. */
export const shown = (payload: Payload, image: unknown): Shown | null =>
  typeof image === 'object' && image !== null ? (publicImage(image as Image, payload.logger) as Shown | null) : null

/** The library's images with these ids, as the public may see them (alt text), by id. */
export async function publicImagesById(payload: Payload, ids: number[]): Promise<Map<number, Shown>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'images',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Map(
    docs.flatMap((doc) => {
      const image = shown(payload, doc)
      return image ? [[doc.id, image] as const] : []
    }),
  )
}
