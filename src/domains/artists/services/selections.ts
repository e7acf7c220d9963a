import type { Payload, Where } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import type { ArtistProfile, Artwork, Selection } from '@/payload-types'
import type { ListOrder } from '@/platform/cpanel/list-params'
import { slugProblem } from '@/platform/slugs'

import { publicArtworkWhere, publicProfileWhere } from '../access'
import { refusalOf, type Outcome, type Refusal } from './outcomes'
import { itemKey, moveItem, type Direction, type Selectable } from './selection-order'

/**
 * Staff's work on selections (`/cpanel/selections`) and the public reading of
 * one. Every change goes through Payload's local API as the staff member
 * (`overrideAccess: false`), so the collection's access rule decides as it
 * does for REST.
 */

const NO_SELECTION = 'There is no such selection: it may have been deleted.'
const STAFF_ONLY: Refusal = { ok: false, problem: 'forbidden', message: 'Only staff change selections.' }
export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 1000

/** The slug of the selection shown on `/artists`, seeded empty on the first run. */
export const FEATURED_SELECTION = 'featured-on-home'

/** What staff's list of selections sorts by (`sort=title`, `sort=-changed`, …). */
export const SELECTION_SORTS = ['title', 'slug', 'changed'] as const
export type SelectionSort = (typeof SELECTION_SORTS)[number]
export const SELECTIONS_PER_PAGE = 50

/** The fields a sort asks of the database, ending with the id so a page holds the same rows every time. */
export function selectionSortFields(order: Pick<ListOrder<SelectionSort>, 'sort' | 'direction'>): string[] {
  const way = order.direction === 'desc' ? '-' : ''
  const field = order.sort === 'changed' ? 'updatedAt' : order.sort
  return [`${way}${field}`, ...(order.sort === 'title' ? [] : ['title']), 'id']
}

/** One page of staff's list of selections, sorted as the address asks. */
export async function selectionsPage(payload: Payload, order: ListOrder<SelectionSort>) {
  const found = await payload.find({
    collection: 'selections',
    sort: selectionSortFields(order),
    depth: 0,
    page: order.page,
    limit: SELECTIONS_PER_PAGE,
    overrideAccess: true,
  })
  return { rows: found.docs, count: found.totalDocs }
}

/** One selection with its items populated (names and titles), for staff. */
export async function selectionForStaff(payload: Payload, id: number): Promise<Selection | null> {
  return payload.findByID({ collection: 'selections', id, depth: 1, overrideAccess: true, disableErrors: true })
}

export async function createSelection(
  payload: Payload,
  staff: Person,
  input: { title: string; slug: string },
): Promise<Outcome<Selection>> {
  if (!isStaff(staff)) return STAFF_ONLY
  const title = input.title.trim()
  const slug = input.slug.trim().toLowerCase()
  const fieldErrors: Record<string, string> = {}
  if (!title) fieldErrors.title = 'Give the selection a title.'
  else if (title.length > TITLE_MAX) fieldErrors.title = `A title is at most ${TITLE_MAX} characters.`
  const badSlug = slugProblem(slug)
  if (badSlug) fieldErrors.slug = badSlug
  else if ((await payload.count({ collection: 'selections', where: { slug: { equals: slug } } })).totalDocs > 0)
    fieldErrors.slug = `Another selection already has the slug ${slug}.`
  if (Object.keys(fieldErrors).length > 0)
    return { ok: false, problem: 'invalid', message: Object.values(fieldErrors).join(' '), fieldErrors }
  try {
    const value = await payload.create({
      collection: 'selections',
      data: { title, slug, items: [] },
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_SELECTION)
  }
}

async function change(
  payload: Payload,
  staff: Person,
  id: number,
  edit: (selection: Selection) => Partial<Selection> | Refusal,
): Promise<Outcome<Selection>> {
  if (!isStaff(staff)) return STAFF_ONLY
  const selection = await payload.findByID({
    collection: 'selections',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!selection) return { ok: false, problem: 'not-found', message: NO_SELECTION }
  const data = edit(selection)
  if ('ok' in data) return data
  try {
    const value = await payload.update({
      collection: 'selections',
      id,
      data,
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_SELECTION)
  }
}

export function describeSelection(
  payload: Payload,
  staff: Person,
  id: number,
  input: { title: string; description: string },
): Promise<Outcome<Selection>> {
  const title = input.title.trim()
  const description = input.description.trim()
  return change(payload, staff, id, () => {
    const fieldErrors: Record<string, string> = {}
    if (!title) fieldErrors.title = 'Give the selection a title.'
    else if (title.length > TITLE_MAX) fieldErrors.title = `A title is at most ${TITLE_MAX} characters.`
    if (description.length > DESCRIPTION_MAX)
      fieldErrors.description = `A description is at most ${DESCRIPTION_MAX} characters (this has ${description.length}).`
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, problem: 'invalid', message: Object.values(fieldErrors).join(' '), fieldErrors }
    return { title, description: description || null }
  })
}

const rows = (selection: Selection) =>
  (selection.items ?? []).map((row) => ({
    id: row.id,
    item: { relationTo: row.item.relationTo, value: row.item.value },
  }))

export async function addToSelection(
  payload: Payload,
  staff: Person,
  id: number,
  item: { relationTo: Selectable; value: number },
): Promise<Outcome<Selection>> {
  if (!isStaff(staff)) return STAFF_ONLY
  const exists = await payload.findByID({
    collection: item.relationTo,
    id: item.value,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!exists) return { ok: false, problem: 'not-found', message: 'That artist or artwork no longer exists.' }
  return change(payload, staff, id, (selection) => {
    if (rows(selection).some((row) => itemKey(row.item) === itemKey(item)))
      return { ok: false, problem: 'invalid', message: 'It is already in this selection.' }
    return { items: [...rows(selection), { item }] } as Partial<Selection>
  })
}

export function moveInSelection(
  payload: Payload,
  staff: Person,
  id: number,
  rowId: string,
  direction: Direction,
): Promise<Outcome<Selection>> {
  return change(payload, staff, id, (selection) => {
    const moved = moveItem(rows(selection), rowId, direction)
    if (!moved)
      return {
        ok: false,
        problem: 'invalid',
        message: `That item cannot move ${direction}: it is already at the ${direction === 'up' ? 'top' : 'bottom'}, or was removed.`,
      }
    return { items: moved } as Partial<Selection>
  })
}

export function removeFromSelection(
  payload: Payload,
  staff: Person,
  id: number,
  rowId: string,
): Promise<Outcome<Selection>> {
  return change(payload, staff, id, (selection) => {
    const kept = rows(selection).filter((row) => row.id !== rowId)
    if (kept.length === rows(selection).length)
      return { ok: false, problem: 'not-found', message: 'That item is no longer in the selection.' }
    return { items: kept } as Partial<Selection>
  })
}

export async function deleteSelection(payload: Payload, staff: Person, id: number): Promise<Outcome<Selection>> {
  if (!isStaff(staff)) return STAFF_ONLY
  try {
    const value = await payload.delete({ collection: 'selections', id, depth: 0, overrideAccess: false, user: staff })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_SELECTION)
  }
}

export type Candidate = { relationTo: Selectable; id: number; label: string; status: string }

/** Artists by name and artworks by title, whatever their status (staff pick ahead of publication). */
export async function findSelectable(payload: Payload, text: string, limit = 10): Promise<Candidate[]> {
  const words = text.trim()
  if (!words) return []
  const [profiles, artworks] = await Promise.all([
    payload.find({
      collection: 'artist-profiles',
      where: { displayName: { like: words } },
      sort: 'displayName',
      depth: 0,
      limit,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'artworks',
      where: { title: { like: words } },
      sort: 'title',
      depth: 1,
      limit,
      overrideAccess: true,
    }),
  ])
  return [
    ...profiles.docs.map((profile) => ({
      relationTo: 'artist-profiles' as const,
      id: profile.id,
      label: profile.displayName,
      status: profile.status,
    })),
    ...artworks.docs.map((artwork) => {
      const artist = typeof artwork.artist === 'object' ? artwork.artist?.displayName : null
      return {
        relationTo: 'artworks' as const,
        id: artwork.id,
        label: artist ? `${artwork.title}, by ${artist}` : artwork.title,
        status: artwork.status,
      }
    }),
  ]
}

export type PublicSelectionItem =
  { relationTo: 'artist-profiles'; profile: ArtistProfile } | { relationTo: 'artworks'; artwork: Artwork }

/**
 * A selection as the public sees it: its items in order, only those public
 * (`publicProfileWhere()`, `publicArtworkWhere()`), populated with their images. Null when
 * there is no selection with this slug.
 */
export async function publicSelection(
  payload: Payload,
  slug: string,
): Promise<{ selection: Selection; items: PublicSelectionItem[] } | null> {
  const { docs } = await payload.find({
    collection: 'selections',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  const selection = docs[0]
  if (!selection) return null
  const ids = (kind: Selectable) =>
    (selection.items ?? [])
      .filter((row) => row.item.relationTo === kind)
      .map((row) => Number(itemKey(row.item).split(':')[1]))
  // As an anonymous visitor, on top of the public rules, so nothing private can slip in.
  const find = async <C extends Selectable>(collection: C, where: Where) => {
    const wanted = ids(collection)
    if (wanted.length === 0) return []
    const { docs } = await payload.find({
      collection,
      where: { and: [where, { id: { in: wanted } }] },
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  }
  const [profiles, artworks] = await Promise.all([
    find('artist-profiles', publicProfileWhere()) as Promise<ArtistProfile[]>,
    find('artworks', publicArtworkWhere()) as Promise<Artwork[]>,
  ])
  const byKey = new Map<string, PublicSelectionItem>([
    ...profiles.map(
      (profile) => [`artist-profiles:${profile.id}`, { relationTo: 'artist-profiles', profile }] as const,
    ),
    ...artworks.map((artwork) => [`artworks:${artwork.id}`, { relationTo: 'artworks', artwork }] as const),
  ])
  const items = (selection.items ?? []).flatMap((row) => {
    const found = byKey.get(itemKey(row.item))
    return found ? [found] : []
  })
  return { selection, items }
}
