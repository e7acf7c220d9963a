import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mayUseControlPanelTool, type Person } from '@/domains/accounts'
import { parseSelection } from '@/platform/cpanel/list-params'
import { CSV_BOM, csvLine } from '@/platform/csv'
import { database } from '@/platform/database/transaction'
import { StorageError, type Storage } from '@/platform/storage'

import { LISTINGS_TOOL } from '../admin/tools'
import { GUIDE_COLUMNS, guideLine } from './guide-csv'
import { guideExportFileName } from './guide-export'
import { GUIDE_CALLER } from './guide-files'
import { listingFor } from './listings'
import { listingProof } from './listing-proof'
import { guideOrder, listingRows } from './listing-rows'
import { pictureReader } from './guide-files'
import { seasonById } from './seasons'

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

function answer(status: number, words: string): Response {
  return new Response(words, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE } })
}

/**
 * `GET /api/open-studios/guide-exports/{id}`: a finished guide ZIP, as an
 * attachment, to staff who may use `sfoslistings`; streamed from storage.
 */
export async function guideExportDownload(payload: Payload, storage: Storage, person: Person | null, id: string) {
  if (!person) return answer(401, 'Sign in as staff to download the guide.')
  if (!mayUseControlPanelTool(LISTINGS_TOOL, person)) return answer(403, 'Only staff download the guide.')
  const found = /^\d+$/.test(id)
    ? await payload.findByID({
        collection: 'os-guide-exports',
        id: Number(id),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!found) return answer(404, 'There is no such guide export.')
  if (found.status !== 'done' || !found.object) return answer(409, 'This export is not finished yet.')
  const season = await seasonById(payload, Number(found.season))
  try {
    const object = await storage.getObject(GUIDE_CALLER, 'private', found.object)
    const { body } = await storage.openBytes(object)
    return new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'content-type': 'application/zip',
        'content-length': String(object.size),
        'content-disposition': `attachment; filename="${guideExportFileName(season?.year ?? 0, found.id)}"`,
        ...PRIVATE,
      },
    })
  } catch (error) {
    if (error instanceof StorageError && error.code === 'storage/object-not-found') {
      return answer(410, 'This export’s file is gone: start a new export.')
    }
    throw error
  }
}

/**
 * `GET /api/open-studios/listings/{id}/proof`: a listing's printable proof,
 * to its artist and to staff; to anybody else as if it did not exist.
 */
export async function listingProofDownload(payload: Payload, storage: Storage, person: Person | null, id: string) {
  if (!person) return answer(401, 'Sign in to download your listing’s proof.')
  const row = /^\d+$/.test(id) ? await listingFor(payload, person, Number(id)) : null
  if (!row) return answer(404, 'There is no such listing.')
  const season = await seasonById(payload, row.season)
  if (!season) return answer(404, 'There is no such listing.')
  const picture = row.image?.filename ? await pictureReader(storage)(row.image.filename).catch(() => null) : null
  const pdf = await listingProof(row, season, { organisation: 'Vernissage', picture })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="guide-proof-${season.year}-${row.id}.pdf"`,
      ...PRIVATE,
    },
  })
}

/**
 * `GET /api/open-studios/listings/selected.csv?selected=…`: the listings staff
 * ticked in `sfoslistings`, in the guide's columns and order (each picture
 * named as the image library stores it), to staff only (decision 087).
 */
export async function selectedListingsCsv(payload: Payload, person: Person | null, selected: readonly unknown[]) {
  if (!person) return answer(401, 'Sign in as staff to export listings.')
  if (!mayUseControlPanelTool(LISTINGS_TOOL, person)) return answer(403, 'Only staff export guide listings.')
  const selection = parseSelection(selected, 'listing')
  if (!selection.ok) return answer(400, selection.message)
  const ids = sql.join(
    selection.ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await listingRows(database(payload), sql`l.id IN (${ids})`)
  const missing = selection.ids.filter((id) => !rows.some((row) => row.id === id))
  if (missing.length) return answer(404, `There is no listing ${missing.join(', ')}.`)
  const seasons = new Set(rows.map((row) => row.season))
  if (seasons.size > 1) return answer(400, 'Export the listings of one season at a time.')
  const season = await seasonById(payload, rows[0]!.season)
  if (!season) return answer(404, 'There is no such season.')
  const lines = [...rows]
    .sort(guideOrder)
    .map((row) => guideLine({ row, picture: row.image?.filename ?? null }, season))
  return new Response(CSV_BOM + csvLine([...GUIDE_COLUMNS]) + lines.join(''), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="guide-listings-${season.year}-selected.csv"`,
      ...PRIVATE,
    },
  })
}
