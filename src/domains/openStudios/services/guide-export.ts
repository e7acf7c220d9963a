import { sql } from '@payloadcms/db-postgres'
import { PassThrough, Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import type { Payload } from 'payload'
import yazl from 'yazl'

import type { Person } from '@/domains/accounts'
import { CSV_BOM, csvLine } from '@/platform/csv'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'
import type { Storage } from '@/platform/storage'

import { GUIDE_COLUMNS, guideEntries, guideLine } from './guide-csv'
import { GUIDE_CALLER, guideExportObject, pictureReader, type PictureReader } from './guide-files'
import { printReadyJpeg } from './listing-picture'
import { listingRows } from './listing-rows'
import { ensureSeasonListings } from './listings'
import { seasonById } from './seasons'

/**
 * The guide export (decision 052): a queued job writes one ZIP — `guide.csv`
 * with every field, then each picture at print resolution — straight into
 * staff-only storage as it is made — the next pictures made ready while one
 * goes in, a few in memory at a time (never the whole ZIP) — and records
 * listings done of the total as it goes. Only registered artists' listings
 * go in; each line says its status.
 */

export const GUIDE_EXPORT_TASK = 'exportOpenStudiosGuide'

/** How often the progress is written: every this many listings (and at the end). */
const PROGRESS_EVERY = 10

/**
 * Pictures made print-ready ahead of the one going into the ZIP: resizing
 * runs on libvips's threads, so on a machine of two cores two pictures at
 * once nearly halve the export, and memory holds only these few.
 */
const PICTURES_AHEAD = 2

export type GuideExportStart = { ok: true; id: number } | { ok: false; message: string }

/** Staff start a season's export: refused while another of the season's is under way. */
export async function startGuideExport(payload: Payload, staff: Person, season: number): Promise<GuideExportStart> {
  if (!(await seasonById(payload, season))) return { ok: false, message: 'There is no such season.' }
  await ensureSeasonListings(payload, season)
  return inTransaction<GuideExportStart>(payload, async (tx) => {
    // One start at a time per season: the second waits here, then sees the first's export.
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('os-guide-export'), ${season})`)
    const [busy] = await rowsOf<{ id: number }>(
      tx.db,
      sql`SELECT id FROM os_guide_exports WHERE season_id = ${season} AND status IN ('queued', 'running') LIMIT 1`,
    )
    if (busy)
      return { commit: false, value: { ok: false as const, message: 'An export of this season is under way already.' } }
    const made = await payload.create({
      collection: 'os-guide-exports',
      overrideAccess: true,
      req: tx.req,
      data: { season, status: 'queued', done: 0, total: 0, startedBy: Number(staff.id) },
    })
    await payload.jobs.queue({ task: GUIDE_EXPORT_TASK, input: { export: made.id }, req: tx.req })
    return { commit: true, value: { ok: true as const, id: made.id } }
  })
}

export type GuideExportView = {
  id: number
  season: number
  status: 'queued' | 'running' | 'done' | 'failed'
  done: number
  total: number
  bytes: number | null
  object: string | null
  problem: string | null
  createdAt: string
  finishedAt: string | null
}

/** A season's newest exports, newest first. */
export async function guideExports(payload: Payload, season: number, limit = 5): Promise<GuideExportView[]> {
  const { docs } = await payload.find({
    collection: 'os-guide-exports',
    where: { season: { equals: season } },
    sort: '-createdAt',
    depth: 0,
    limit,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    season: Number(doc.season),
    status: doc.status,
    done: doc.done,
    total: doc.total,
    bytes: doc.bytes ?? null,
    object: doc.object ?? null,
    problem: doc.problem ?? null,
    createdAt: doc.createdAt,
    finishedAt: doc.finishedAt ?? null,
  }))
}

/**
 * Writes export `id`'s ZIP. Run again after a cut-off (the job is retried),
 * it writes the whole ZIP again under the same name; an export already done
 * is left as it is.
 */
export async function runGuideExport(
  payload: Payload,
  storage: Storage,
  id: number,
  read: PictureReader = pictureReader(storage),
): Promise<{ listings: number; bytes: number }> {
  const db = database(payload)
  const found = await payload.findByID({ collection: 'os-guide-exports', id, depth: 0, overrideAccess: true })
  if (found.status === 'done') return { listings: found.total, bytes: found.bytes ?? 0 }
  const seasonId = Number(found.season)
  const season = await seasonById(payload, seasonId)
  if (!season) throw new Error(`Guide export ${id}: its season ${seasonId} is gone`)
  const entries = guideEntries(await listingRows(db, sql`l.season_id = ${seasonId} AND r.status = 'registered'`))
  const object = guideExportObject(seasonId, id)
  await db.execute(
    sql`UPDATE os_guide_exports SET status = 'running', done = 0, total = ${entries.length}, problem = NULL,
        object = ${object}, updated_at = now() WHERE id = ${id}`,
  )
  try {
    const zip = new yazl.ZipFile()
    const output = zip.outputStream as unknown as Readable
    const stored = storage.upload(GUIDE_CALLER, {
      bucket: 'private',
      name: object,
      mediaType: 'application/zip',
      patch: { fields: { contentType: 'application/zip' } },
      body: output,
    })
    // A failed upload must not leave the writer waiting on a stream nobody reads.
    let failed: unknown = null
    stored.catch((error: unknown) => {
      failed = error
      output.destroy(error as Error)
    })
    const mtime = new Date()
    zip.addBuffer(
      Buffer.from(
        CSV_BOM + csvLine([...GUIDE_COLUMNS]) + entries.map((entry) => guideLine(entry, season)).join(''),
        'utf8',
      ),
      'guide.csv',
      { mtime },
    )
    const printReady = async (entry: (typeof entries)[number]): Promise<Buffer | null> => {
      if (!entry.picture || !entry.row.image?.filename) return null
      let original: Buffer
      try {
        original = await read(entry.row.image.filename)
      } catch (error) {
        throw new Error(
          `The picture of ${entry.row.artistName}’s listing (${entry.row.id}) could not be read: ${String(error)}`,
        )
      }
      return printReadyJpeg(original, season.guide)
    }
    const ahead: Promise<Buffer | null>[] = []
    const makeReady = (index: number) => {
      if (index >= entries.length) return
      const ready = printReady(entries[index]!)
      // Its failure is seen where it is awaited, in the listings' order; until then it must not count as unhandled.
      ready.catch(() => undefined)
      ahead.push(ready)
    }
    for (let index = 0; index < PICTURES_AHEAD; index += 1) makeReady(index)
    let done = 0
    for (const [index, entry] of entries.entries()) {
      if (failed) throw failed
      const printed = await ahead.shift()!
      makeReady(index + PICTURES_AHEAD)
      if (printed && entry.picture) {
        // Added as a stream that ends once the ZIP has taken it: what is written waits for the ZIP.
        const piece = new PassThrough()
        zip.addReadStream(piece, entry.picture, { mtime, compress: false, size: printed.length })
        piece.end(printed)
        await finished(piece)
      }
      done += 1
      if (done % PROGRESS_EVERY === 0) {
        await db.execute(sql`UPDATE os_guide_exports SET done = ${done}, updated_at = now() WHERE id = ${id}`)
      }
    }
    zip.end()
    const file = await stored
    await db.execute(
      sql`UPDATE os_guide_exports SET status = 'done', done = ${done}, bytes = ${file.size}, finished_at = now(),
          updated_at = now() WHERE id = ${id}`,
    )
    return { listings: entries.length, bytes: Number(file.size) }
  } catch (error) {
    const problem = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    await db.execute(
      sql`UPDATE os_guide_exports SET status = 'failed', problem = ${problem}, updated_at = now() WHERE id = ${id}`,
    )
    throw error
  }
}

/** The ZIP's name as staff's browser saves it. */
export function guideExportFileName(seasonYear: number, id: number): string {
  return `open-studios-${seasonYear}-guide-${id}.zip`
}
