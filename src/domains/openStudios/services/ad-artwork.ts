import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, inTransaction } from '@/platform/database/transaction'
import type { Caller, Storage } from '@/platform/storage'
import { formatDateTime } from '@/platform/calendar'

import { artworkPreview, checkArtwork, type ArtworkFacts, type ArtworkType } from './ad-artwork-check'
import { adOrderById, adSizeById, dayLabel, maySeeAdOrder, type AdOrderRow } from './ad-orders'
import { endOf, isPast } from './deadlines'
import { seasonById } from './seasons'
import type { AdOrderState } from './vocabulary'

/**
 * A guide ad's artwork (decision 053): checked on the server, kept in the
 * private bucket under `open-studios/ads/{order}/`, which only staff reach
 * through storage's own routes; the buyer reaches their files through the
 * ad's own download route, which asks `maySeeAdOrder` first.
 */

export const ARTWORK_BUCKET = 'private'
export const ARTWORK_FOLDER = 'open-studios/ads/'

/** Storage is written and read as the system: who may see what was decided by the caller. */
const SYSTEM: Caller = { id: 'open-studios-ads', staff: true }

const EXTENSIONS: Record<ArtworkType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
}

/** What the checks found, as kept with the ad order. */
export type StoredFindings = { facts: ArtworkFacts; warnings: string[]; previewPath: string | null }

export function findingsOf(order: Pick<AdOrderRow, 'artworkFindings'>): StoredFindings | null {
  const found = order.artworkFindings as Partial<StoredFindings> | null
  return found && typeof found === 'object' && found.facts ? (found as StoredFindings) : null
}

/** The states in which the advertiser may send (or send again) the artwork. */
const SENDING: readonly AdOrderState[] = ['awaiting-artwork', 'artwork-submitted', 'changes-requested']

export type ArtworkAnswer =
  { ok: true; warnings: string[] } | { ok: false; problems: string[]; warnings: string[]; notFound?: true }

const refused = (problem: string): ArtworkAnswer => ({ ok: false, problems: [problem], warnings: [] })

/** Why this ad order takes no artwork now, or null. */
export function sendingRefusal(
  order: Pick<AdOrderRow, 'status'>,
  artworkDue: string | null,
  now: Date,
  timeZone: string,
): string | null {
  if (order.status === 'approved') return 'The artwork of this ad is approved: write to us if it must change.'
  if (order.status === 'awaiting-payment') return 'This ad is not paid yet: artwork comes after payment.'
  if (!SENDING.includes(order.status)) return 'This ad was cancelled: it takes no artwork.'
  if (isPast(artworkDue, now, timeZone)) {
    const since = endOf(artworkDue!, timeZone)
    const when = formatDateTime(since, timeZone)
    return `Artwork was due by the end of ${dayLabel(artworkDue!)}: uploads closed on ${when}.`
  }
  return null
}

/**
 * The advertiser sends the artwork of their ad: refused in words unless it
 * passes the print checks, the ad takes artwork and the deadline has not
 * passed (judged again under the order's lock when it is saved). A new file
 * replaces the last one and goes (back) to review.
 */
export async function sendArtwork(
  payload: Payload,
  storage: Storage,
  request: {
    adOrder: number
    person: { id: number | string } | null
    staff: boolean
    fileName: string
    bytes: Uint8Array
    now?: Date
    timeZone: string
  },
): Promise<ArtworkAnswer> {
  const now = request.now ?? new Date()
  const db = database(payload)
  const order = await adOrderById(db, request.adOrder)
  if (!order || !maySeeAdOrder(order, request.person, request.staff)) {
    return { ...refused('There is no such ad.'), notFound: true } as ArtworkAnswer
  }
  const season = await seasonById(payload, order.season)
  const due = season?.deadlines.adArtworkDue ?? null
  const refusal = sendingRefusal(order, due, now, request.timeZone)
  if (refusal) return refused(refusal)
  const size = await adSizeById(db, order.size)
  if (!size || !season) return refused('This ad’s size is no longer known: write to us.')

  const check = await checkArtwork(request.bytes, { ...size, dpi: season.guide.printDpi })
  if (!check.ok) return { ok: false, problems: check.problems, warnings: check.warnings }

  const type = check.facts.type
  const stamp = now.getTime()
  const base = `${ARTWORK_FOLDER}${order.id}/${stamp}`
  const originalPath = `${base}-artwork.${EXTENSIONS[type]}`
  await storage.upload(SYSTEM, {
    bucket: ARTWORK_BUCKET,
    name: originalPath,
    patch: { fields: { contentType: type } },
    mediaType: type,
    body: Readable.from([Buffer.from(request.bytes)]),
  })
  const preview = await artworkPreview(request.bytes, type)
  const previewPath = preview ? `${base}-preview.jpg` : null
  if (preview && previewPath) {
    await storage.upload(SYSTEM, {
      bucket: ARTWORK_BUCKET,
      name: previewPath,
      patch: { fields: { contentType: 'image/jpeg' } },
      mediaType: 'image/jpeg',
      body: Readable.from([preview]),
    })
  }
  const fileName = request.fileName.replace(/[\\/]/g, '_').slice(-200) || `artwork.${EXTENSIONS[type]}`
  const findings: StoredFindings = { facts: check.facts, warnings: check.warnings, previewPath }

  const saved = await inTransaction<ArtworkAnswer & { replaced?: (string | null)[] }>(payload, async (tx) => {
    const locked = await adOrderById(tx.db, order.id, true)
    const lateRefusal = locked ? sendingRefusal(locked, due, now, request.timeZone) : 'There is no such ad.'
    if (lateRefusal || !locked) return { commit: false, value: refused(lateRefusal ?? 'There is no such ad.') }
    await tx.db.execute(
      sql`UPDATE os_ad_orders SET status = 'artwork-submitted', artwork_path = ${originalPath},
            artwork_file_name = ${fileName}, artwork_content_type = ${type},
            artwork_bytes = ${request.bytes.byteLength}, artwork_findings = ${JSON.stringify(findings)}::jsonb,
            artwork_uploaded_at = ${now.toISOString()}, reviewed_at = NULL, reviewed_by_id = NULL,
            updated_at = now()
          WHERE id = ${order.id}`,
    )
    const before = findingsOf(locked)
    return {
      commit: true,
      value: { ok: true, warnings: check.warnings, replaced: [locked.artworkPath, before?.previewPath ?? null] },
    }
  })
  // The files of the replaced artwork, or of this one when it was refused under the lock, are let go.
  const dropped = saved.ok ? (saved.replaced ?? []) : [originalPath, previewPath]
  for (const path of dropped) {
    if (path) await storage.deleteObject(SYSTEM, ARTWORK_BUCKET, path).catch(() => undefined)
  }
  return saved.ok ? { ok: true, warnings: saved.warnings } : saved
}

export type ArtworkFile = { body: Readable; contentType: string; fileName: string; bytes: number; inline: boolean }

/**
 * An ad's artwork for its buyer or staff: the original as an attachment
 * (named as it was sent), the preview as a picture; null for anyone else and
 * for a file that is not there.
 */
export async function artworkFile(
  payload: Payload,
  storage: Storage,
  request: { adOrder: number; which: 'original' | 'preview'; person: { id: number | string } | null; staff: boolean },
): Promise<ArtworkFile | null> {
  const order = await adOrderById(database(payload), request.adOrder)
  if (!order || !maySeeAdOrder(order, request.person, request.staff) || !order.artworkPath) return null
  const path = request.which === 'original' ? order.artworkPath : findingsOf(order)?.previewPath
  if (!path) return null
  try {
    const object = await storage.getObject(SYSTEM, ARTWORK_BUCKET, path)
    const opened = await storage.openBytes(object)
    const original = request.which === 'original'
    return {
      body: opened.body,
      contentType: original ? (order.artworkContentType ?? 'application/octet-stream') : 'image/jpeg',
      fileName: original ? (order.artworkFileName ?? 'artwork') : `ad-${order.id}-preview.jpg`,
      bytes: Number(object.size),
      inline: !original,
    }
  } catch {
    return null
  }
}
