import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import { ownProfile } from '@/domains/artists'
import { sendFromTemplate } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'
import { formatInstant } from '@/platform/calendar'

import { listingsLock } from './deadlines'
import { printCheck, type PrintCheck } from './listing-picture'
import { LISTING_CHANGES_TEMPLATE, listingChangesContext } from './listing-mail'
import { listingRow, listingRows, type ListingRow } from './listing-rows'
import { characterCount, guideText, textProblems, type ListingTextField } from './listing-text'
import type { SeasonView } from './season-view'
import { seasonById } from './seasons'
import type { ListingState } from './vocabulary'

/**
 * Guide listings (decision 052): one per registration, made on first need
 * for every registered registration; written by the artist until the
 * season's materials deadline (`listingsLock`, checked here on every write,
 * in the transaction that writes), reviewed by staff. Plain functions: the
 * clock and the person are passed in.
 */

export type ListingField = ListingTextField | 'image'
export type Refused = { ok: false; message?: string; fieldErrors?: Partial<Record<ListingField | 'reason', string>> }

/** Makes the missing listings of the registered registrations `where` picks (over `r`); prefilled from the profile. */
async function ensureListingsWhere(payload: Payload, where: ReturnType<typeof sql>): Promise<number> {
  const missing = await rowsOf<{ id: number; season: number; artist: number }>(
    database(payload),
    sql`SELECT r.id, r.season_id AS season, r.artist_id AS artist FROM os_registrations r
        WHERE r.status = 'registered' AND ${where}
          AND NOT EXISTS (SELECT 1 FROM os_listings l WHERE l.registration_id = r.id)`,
  )
  const seasons = new Map<number, SeasonView | null>()
  for (const registration of missing) {
    if (!seasons.has(registration.season))
      seasons.set(registration.season, await seasonById(payload, registration.season))
    const limit = seasons.get(registration.season)?.guide.descriptionLimit ?? 0
    const artist = await payload.findByID({
      collection: 'users',
      id: registration.artist,
      depth: 0,
      overrideAccess: true,
    })
    const bio = guideText((await ownProfile(payload, artist))?.bio ?? '')
    try {
      await payload.create({
        collection: 'os-listings',
        overrideAccess: true,
        data: {
          registration: registration.id,
          season: registration.season,
          artist: registration.artist,
          // The profile's short bio is a fair first draft when it fits the guide; a longer one would start refused.
          description: bio && characterCount(bio) <= limit ? bio : '',
          status: 'draft',
        },
      })
    } catch (error) {
      // Made meanwhile by another request (the registration is unique): that one is the listing.
      const [made] = await rowsOf(
        database(payload),
        sql`SELECT 1 FROM os_listings WHERE registration_id = ${registration.id}`,
      )
      if (!made) throw error
    }
  }
  return missing.length
}

/** The artist's missing listings, one per registered registration. */
export function ensureListings(payload: Payload, artist: number): Promise<number> {
  return ensureListingsWhere(payload, sql`r.artist_id = ${artist}`)
}

/** A season's missing listings, for staff's review and the export. */
export function ensureSeasonListings(payload: Payload, season: number): Promise<number> {
  return ensureListingsWhere(payload, sql`r.season_id = ${season}`)
}

/** The person's listings, newest season first, made first where missing. */
export async function artistListings(payload: Payload, person: Person): Promise<ListingRow[]> {
  await ensureListings(payload, Number(person.id))
  const rows = await listingRows(database(payload), sql`l.artist_id = ${Number(person.id)}`)
  return rows.sort((a, b) => b.season - a.season || a.id - b.id)
}

/** A listing its artist (or staff) may see; null for anybody else, as for a listing that does not exist. */
export async function listingFor(payload: Payload, person: Person | null, id: number): Promise<ListingRow | null> {
  if (!person || !Number.isSafeInteger(id) || id < 1) return null
  const row = await listingRow(database(payload), id)
  if (!row) return null
  return isStaff(person) || row.artist === Number(person.id) ? row : null
}

/** Whether the listing leaves the guide, and why in words: its registration is no longer registered. */
export function outOfGuide(row: Pick<ListingRow, 'registrationStatus'>): string | null {
  if (row.registrationStatus === 'registered') return null
  const why: Record<string, string> = {
    withdrawn: 'you withdrew from the season',
    cancelled: 'the registration was cancelled',
  }
  return `This listing is no longer in the guide: ${why[row.registrationStatus] ?? 'the registration is not complete'}.`
}

/** Whether the season's listings are locked at `now`, and since when. */
export function lockOf(season: SeasonView, now: Date) {
  return listingsLock(season.deadlines, now, config().TIMEZONE)
}

/** When the lock began, where the organisation is: "September 1, 2026 at 12:00 AM PDT". */
export function lockedSince(since: Date): string {
  return formatInstant(since, config().TIMEZONE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** Why the artist may not write the listing now, in words, or null when they may. */
export function writeRefusal(row: ListingRow, season: SeasonView, now: Date): string | null {
  const lock = lockOf(season, now)
  if (lock.locked && lock.since) {
    return `The guide’s materials were due on ${season.deadlines.materialsDue}: listings are locked since ${lockedSince(lock.since)}.`
  }
  return outOfGuide(row)
}

export type ListingSaving = { ok: true; status: ListingState } | Refused
export type Review = { ok: true; message: string } | Refused

export type ListingInput = { description: string; directions: string; hours: string; image: number | null }

/** The picture's print check, from the pixel size the image library recorded. */
export function pictureCheck(row: Pick<ListingRow, 'image'>, season: SeasonView): PrintCheck | null {
  return row.image ? printCheck(row.image, season.guide) : null
}

/**
 * The artist saves their listing as a draft or submits it for review. Refused
 * in words, field by field: another person's listing, a locked season, a
 * registration no longer registered, texts over the season's limits (counted
 * as people count characters), a picture that is not theirs or too small
 * for print; submitting also needs a picture and a description.
 */
export async function saveListing(
  payload: Payload,
  person: Person,
  id: number,
  input: ListingInput,
  intent: 'draft' | 'submit',
  now: Date,
): Promise<ListingSaving> {
  const texts = {
    description: guideText(input.description),
    directions: guideText(input.directions),
    hours: guideText(input.hours),
  }
  return inTransaction<ListingSaving>(payload, async (tx) => {
    const refused = (refusal: Omit<Refused, 'ok'>) => ({ commit: false, value: { ok: false as const, ...refusal } })
    // The row is held until the write commits: a deadline check and the write it allows see the same listing.
    await tx.db.execute(sql`SELECT id FROM os_listings WHERE id = ${id} FOR UPDATE`)
    const row = await listingRow(tx.db, id)
    if (!row || row.artist !== Number(person.id)) return refused({ message: 'There is no such listing of yours.' })
    const season = await seasonById(tx, row.season)
    if (!season) return refused({ message: 'The listing’s season is gone.' })
    const refusal = writeRefusal(row, season, now)
    if (refusal) return refused({ message: refusal })

    const fieldErrors: Partial<Record<ListingField, string>> = textProblems(texts, season.guide)
    let image: ListingRow['image'] = null
    if (input.image !== null) {
      image = await pictureOf(tx, person, input.image, row)
      if (!image) fieldErrors.image = 'Choose one of the pictures you uploaded.'
      else {
        const check = printCheck(image, season.guide)
        if (!check.ok) fieldErrors.image = check.message
      }
    }
    if (intent === 'submit') {
      if (!image && !fieldErrors.image) fieldErrors.image = 'Choose a picture for the guide before submitting.'
      if (!texts.description && !fieldErrors.description) {
        fieldErrors.description = 'Write a description before submitting.'
      }
    }
    if (Object.keys(fieldErrors).length) {
      return refused({ message: 'The listing was not saved: see the fields marked below.', fieldErrors })
    }
    // A draft keeps staff's request on show until the artist submits again; any change undoes an approval.
    const status: ListingState =
      intent === 'submit' ? 'submitted' : row.status === 'changes-requested' ? 'changes-requested' : 'draft'
    await payload.update({
      collection: 'os-listings',
      id,
      overrideAccess: true,
      req: tx.req,
      data: {
        ...texts,
        image: image?.id ?? null,
        status,
        ...(intent === 'submit' ? { submittedAt: now.toISOString() } : {}),
      },
    })
    return { commit: true, value: { ok: true as const, status } }
  })
}

/** The picture `image` if the person uploaded it (or it is the listing's already), with its pixel size. */
async function pictureOf(
  tx: Transaction,
  person: Person,
  image: number,
  row: ListingRow,
): Promise<ListingRow['image']> {
  const [found] = await rowsOf<{ id: number; filename: string | null; width: string | null; height: string | null }>(
    tx.db,
    sql`SELECT id, filename, width, height FROM images
        WHERE id = ${image} AND (uploaded_by_id = ${Number(person.id)} OR id = ${row.image?.id ?? 0})`,
  )
  if (!found) return null
  return {
    id: found.id,
    filename: found.filename,
    width: found.width === null ? null : Number(found.width),
    height: found.height === null ? null : Number(found.height),
  }
}

/** Staff approve a listing for print: its registration registered, its picture and texts print-ready. */
export async function approveListing(payload: Payload, staff: Person, id: number, now: Date): Promise<Review> {
  const approved = await approveListings(payload, staff, [id], now)
  if (!approved.ok) return { ok: false, message: approved.refusals[0]?.problem ?? approved.message }
  return { ok: true, message: `${approved.names[0]}’s listing is approved.` }
}

/** Why a listing cannot be approved for print, or null when it can. */
function approvalProblem(row: ListingRow, season: SeasonView): string | null {
  return (
    outOfGuide(row) ??
    (row.status === 'approved' ? 'This listing is approved already.' : null) ??
    (!row.image ? 'The listing has no picture yet: ask for changes instead.' : null) ??
    (pictureCheck(row, season)?.ok === false ? 'The picture is too small for print: ask for changes instead.' : null) ??
    (Object.keys(textProblems(row, season.guide)).length
      ? 'A text is over the guide’s limit: ask for changes instead.'
      : null)
  )
}

export type BulkApproval =
  | { ok: true; names: string[] }
  | { ok: false; message: string; refusals: { id: number; name: string; problem: string }[] }

/**
 * Staff approve listings for print, one or many (decision 087): each checked
 * again under its row's lock, all approved in one transaction or none — the
 * answer names every listing that kept the others from being approved.
 */
export async function approveListings(
  payload: Payload,
  staff: Person | null,
  ids: readonly number[],
  now: Date,
): Promise<BulkApproval> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff approve guide listings.', refusals: [] }
  if (!ids.length) return { ok: false, message: 'Select at least one listing.', refusals: [] }
  return inTransaction<BulkApproval>(payload, async (tx) => {
    // Locked in one order, so two bulk approvals at once wait for each other rather than deadlock.
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    await tx.db.execute(sql`SELECT id FROM os_listings WHERE id IN (${list}) ORDER BY id FOR UPDATE`)
    const refusals: { id: number; name: string; problem: string }[] = []
    const ready: ListingRow[] = []
    for (const id of ids) {
      const row = await listingRow(tx.db, id)
      const season = row ? await seasonById(tx, row.season) : null
      const problem = !row || !season ? 'There is no such listing.' : approvalProblem(row, season)
      if (problem) refusals.push({ id, name: row?.artistName ?? `listing ${id}`, problem })
      else ready.push(row!)
    }
    if (refusals.length) {
      const message = `Nothing was approved. ${refusals.map((one) => `${one.name}: ${one.problem}`).join(' ')}`
      return { commit: false, value: { ok: false, message, refusals } }
    }
    for (const row of ready) {
      await payload.update({
        collection: 'os-listings',
        id: row.id,
        overrideAccess: true,
        req: tx.req,
        data: { status: 'approved', reviewedBy: Number(staff!.id), reviewedAt: now.toISOString() },
      })
    }
    return { commit: true, value: { ok: true, names: ready.map((row) => row.artistName) } }
  })
}

export const REASON_LIMIT = 1000

/**
 * Staff ask the artist for changes, with the reason, and the artist is mailed
 * in the same transaction: the request's moment is the mail's key, so the
 * same request posted twice (already asked, same words) sends nothing more.
 */
export async function requestListingChanges(
  payload: Payload,
  staff: Person,
  id: number,
  reason: string,
  now: Date,
): Promise<Review> {
  const words = guideText(reason)
  if (!words) return { ok: false, fieldErrors: { reason: 'Say what the artist should change: they get it by mail.' } }
  if (characterCount(words) > REASON_LIMIT) {
    return { ok: false, fieldErrors: { reason: `The reason is at most ${REASON_LIMIT} characters.` } }
  }
  return inTransaction<Review>(payload, async (tx) => {
    await tx.db.execute(sql`SELECT id FROM os_listings WHERE id = ${id} FOR UPDATE`)
    const row = await listingRow(tx.db, id)
    const season = row ? await seasonById(tx, row.season) : null
    if (!row || !season) return { commit: false, value: { ok: false as const, message: 'There is no such listing.' } }
    const gone = outOfGuide(row)
    if (gone) return { commit: false, value: { ok: false as const, message: gone } }
    if (row.status === 'changes-requested' && row.reviewNote === words) {
      return { commit: false, value: { ok: true as const, message: `${row.artistName} was already asked for this.` } }
    }
    const reviewedAt = now.toISOString()
    await payload.update({
      collection: 'os-listings',
      id,
      overrideAccess: true,
      req: tx.req,
      data: { status: 'changes-requested', reviewNote: words, reviewedBy: Number(staff.id), reviewedAt },
    })
    await sendFromTemplate(payload, {
      key: LISTING_CHANGES_TEMPLATE,
      to: row.email,
      context: listingChangesContext(row, season.name, words, config().PUBLIC_URL),
      idempotencyKey: `${LISTING_CHANGES_TEMPLATE}:listing:${id}:${reviewedAt}`,
      tx,
    })
    return { commit: true, value: { ok: true as const, message: `Changes requested; ${row.artistName} is mailed.` } }
  })
}

export type PictureChoice = { id: number; alt: string; url: string | null; width: number | null; height: number | null }

/** The pictures the person uploaded, newest first, to choose the guide's from. */
export async function ownPictures(payload: Payload, person: Person, limit = 24): Promise<PictureChoice[]> {
  const { docs } = await payload.find({
    collection: 'images',
    where: { uploadedBy: { equals: person.id } },
    sort: '-createdAt',
    depth: 0,
    limit,
    overrideAccess: true,
  })
  return docs.map((image) => ({
    id: image.id,
    alt: image.alt,
    url: image.sizes?.webp400?.url ?? image.url ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
  }))
}

/** One picture as a page shows it, or null. */
export async function pictureChoice(payload: Payload, id: number): Promise<PictureChoice | null> {
  const image = await payload.findByID({
    collection: 'images',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!image) return null
  return {
    id: image.id,
    alt: image.alt,
    url: image.sizes?.webp400?.url ?? image.url ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
  }
}
