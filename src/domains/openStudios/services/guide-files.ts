import { buffer } from 'node:stream/consumers'

import type { Caller, Storage } from '@/platform/storage'

/**
 * Where the guide's files are read and written in the application's storage
 * (decision 052). The pictures' originals are the image library's
 * (`public/images/{filename}`, media's `imageFiles`); the guide's ZIPs are
 * staff-only (`private/open-studios/…`, which storage keeps from everyone
 * but staff).
 */

export const GUIDE_CALLER: Caller = { id: 'open-studios', staff: true }

/** A picture's original bytes, by its file name in the image library. */
export type PictureReader = (filename: string) => Promise<Buffer>

export function pictureReader(storage: Storage): PictureReader {
  return async (filename) => {
    const object = await storage.getObject(GUIDE_CALLER, 'public', `images/${filename}`)
    return buffer((await storage.openBytes(object)).body)
  }
}

/** The object name of a season's guide export. */
export function guideExportObject(season: number, exportId: number): string {
  return `open-studios/guides/season-${season}/guide-${exportId}.zip`
}
