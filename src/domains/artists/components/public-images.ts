import type { Payload } from 'payload'

import { publicImage, publicImagesByIds } from '@/domains/media'
import type { Image } from '@/payload-types'

import type { ImageData } from '../services/public-view'

export type Shown = ImageData & { alt: string }

/** An image document as the public may see it: with alt text (the media domain's rule), else null. */
export const shown = (payload: Payload, image: unknown): Shown | null =>
  typeof image === 'object' && image !== null ? (publicImage(image as Image, payload.logger) as Shown | null) : null

/** The library's images with these ids, as the public may see them (alt text), by id: the media domain's one read. */
export const publicImagesById = (payload: Payload, ids: number[]): Promise<Map<number, Shown>> =>
  publicImagesByIds(payload, ids)
