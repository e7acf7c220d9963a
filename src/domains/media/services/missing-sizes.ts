import { buffer } from 'node:stream/consumers'
import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { ImageSize, Payload } from 'payload'
import sharp from 'sharp'

import { database } from '@/platform/database/transaction'
import type { Caller, Storage } from '@/platform/storage'

const SYSTEM: Caller = { id: 'payload', staff: true }
const column = (name: string) => sql.raw(`"${name}"`)

/** Payload's name for a size's file: the original's name, the size's pixels and the format's extension. */
export function sizeFilename(original: string, width: number, height: number, extension: string): string {
  const dot = original.lastIndexOf('.')
  return `${dot > 0 ? original.slice(0, dot) : original}-${width}x${height}.${extension}`
}

/**
 * Makes the sizes an image stored before they existed lacks (the 800 px size of decision 079, stop 49): from
 * the stored original, as Payload makes them on upload (sharp, the size's width without enlargement and its
 * format), each file stored, then the image's columns for it written. Only images whose size is missing are
 * read, and a size's columns are written only while still empty, so a second run (or one cut off and run
 * again) makes nothing twice. At most `limit` images a run; answers how many files it made and how many images still lack a size.
 */
export async function makeMissingImageSizes(
  payload: Payload,
  storage: Storage,
  place: { bucket: Parameters<Storage['getObject']>[1]; folder: string },
  sizes: ImageSize[],
  limit: number,
): Promise<{ filled: number; remaining: number }> {
  const db = database(payload)
  let filled = 0
  for (const size of sizes) {
    const prefix = `sizes_${size.name}_`
    const { rows } = await db.execute(
      sql`SELECT id, filename FROM images WHERE filename IS NOT NULL AND ${column(`${prefix}filename`)} IS NULL
        ORDER BY id LIMIT ${Math.max(0, limit - filled)}`,
    )
    for (const row of rows as { id: number; filename: string }[]) {
      const object = await storage.getObject(SYSTEM, place.bucket, `${place.folder}/${row.filename}`)
      const original = await buffer((await storage.openBytes(object)).body)
      let image = sharp(original).rotate().resize({ width: size.width, withoutEnlargement: size.withoutEnlargement })
      if (size.formatOptions) image = image.toFormat(size.formatOptions.format, size.formatOptions.options)
      const { data, info } = await image.toBuffer({ resolveWithObject: true })
      const mimeType = `image/${info.format === 'heif' ? 'avif' : info.format}`
      const extension = mimeType.slice('image/'.length)
      const filename = sizeFilename(row.filename, info.width, info.height, extension)
      await storage.upload(SYSTEM, {
        bucket: place.bucket,
        name: `${place.folder}/${filename}`,
        patch: { fields: { contentType: mimeType } },
        mediaType: mimeType,
        body: Readable.from([data]),
      })
      await db.execute(
        sql`UPDATE images SET ${column(`${prefix}filename`)} = ${filename}, ${column(`${prefix}width`)} = ${info.width},
          ${column(`${prefix}height`)} = ${info.height}, ${column(`${prefix}mime_type`)} = ${mimeType},
          ${column(`${prefix}filesize`)} = ${data.length}
          WHERE id = ${row.id} AND ${column(`${prefix}filename`)} IS NULL`,
      )
      filled += 1
    }
  }
  const missing = sql.join(
    sizes.map((size) => sql`${column(`sizes_${size.name}_filename`)} IS NULL`),
    sql` OR `,
  )
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS remaining FROM images WHERE filename IS NOT NULL AND (${missing})`,
  )
  return { filled, remaining: (rows[0] as { remaining: number }).remaining }
}
