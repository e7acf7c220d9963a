import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import type { Resource } from '@/payload-types'
import type { ListOrder } from '@/platform/cpanel/list-params'

import { RESOURCE_CATEGORIES, type ResourceCategory } from '../collections/Resources'
import { refusalOf, type Outcome } from './outcomes'
import { linkProblem } from './rules'

/** Staff's list of resources for artists (`/cpanel/resources`) and the public one (`/artists/artistresources`). */

const NO_RESOURCE = 'There is no such resource: it may have been deleted.'
export const RESOURCE_TITLE_MAX = 200
export const RESOURCE_DESCRIPTION_MAX = 2000

export type ResourceData = Pick<Resource, 'title' | 'description' | 'category' | 'link' | 'file' | 'order'>

/** A resource from a form's text, or what is wrong with it, field by field, in words. */
export function parseResource(
  input: Record<string, string | undefined>,
): { ok: true; data: ResourceData } | { ok: false; fieldErrors: Record<string, string> } {
  const title = (input.title ?? '').trim()
  const description = (input.description ?? '').trim()
  const category = (input.category ?? '') as ResourceCategory
  const link = (input.link ?? '').trim()
  const fileText = (input.file ?? '').trim()
  const orderText = (input.order ?? '').trim()
  const fieldErrors: Record<string, string> = {}
  if (!title) fieldErrors.title = 'Give the resource a title.'
  else if (title.length > RESOURCE_TITLE_MAX) fieldErrors.title = `A title is at most ${RESOURCE_TITLE_MAX} characters.`
  if (description.length > RESOURCE_DESCRIPTION_MAX)
    fieldErrors.description = `A description is at most ${RESOURCE_DESCRIPTION_MAX} characters (this has ${description.length}).`
  if (!RESOURCE_CATEGORIES.includes(category)) fieldErrors.category = 'Choose a category.'
  const file = fileText ? Number(fileText) : null
  if (fileText && !(Number.isSafeInteger(file) && file! > 0)) fieldErrors.file = 'Choose an image from the list.'
  if (link && linkProblem(link)) fieldErrors.link = linkProblem(link)!
  if (!link && !fileText) fieldErrors.link = 'Give a web address, or choose an image from the library below.'
  if (link && fileText) fieldErrors.link = 'Give a web address or an image, not both.'
  const order = orderText ? Number(orderText) : 0
  if (!Number.isInteger(order) || Math.abs(order) > 100_000)
    fieldErrors.order = 'The order is a whole number, like 1 or 10.'
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return {
    ok: true,
    data: { title, description: description || null, category, link: link || null, file, order },
  }
}

export async function saveResource(
  payload: Payload,
  staff: Person,
  id: number | undefined,
  input: Record<string, string | undefined>,
): Promise<Outcome<Resource>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: 'Only staff change the resources.' }
  const parsed = parseResource(input)
  if (!parsed.ok)
    return {
      ok: false,
      problem: 'invalid',
      message: Object.values(parsed.fieldErrors).join(' '),
      fieldErrors: parsed.fieldErrors,
    }
  try {
    const value = id
      ? await payload.update({
          collection: 'resources',
          id,
          data: parsed.data,
          depth: 0,
          overrideAccess: false,
          user: staff,
        })
      : await payload.create({
          collection: 'resources',
          data: parsed.data,
          depth: 0,
          overrideAccess: false,
          user: staff,
        })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_RESOURCE)
  }
}

export async function deleteResource(payload: Payload, staff: Person, id: number): Promise<Outcome<Resource>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: 'Only staff change the resources.' }
  try {
    const value = await payload.delete({ collection: 'resources', id, depth: 0, overrideAccess: false, user: staff })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_RESOURCE)
  }
}

/** Every resource with its image, in the categories' order, then each one's order, then title. */
export async function resourcesByCategory(
  payload: Payload,
): Promise<{ category: ResourceCategory; resources: Resource[] }[]> {
  const { docs } = await payload.find({
    collection: 'resources',
    sort: ['order', 'title'],
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return RESOURCE_CATEGORIES.map((category) => ({
    category,
    resources: docs.filter((resource) => resource.category === category),
  })).filter((group) => group.resources.length > 0)
}

/** What staff's list of resources sorts by (`sort=title`, `sort=-order`, …). */
export const RESOURCE_SORTS = ['title', 'category', 'order'] as const
export type ResourceSort = (typeof RESOURCE_SORTS)[number]
export const RESOURCES_PER_PAGE = 50

/** The fields a sort asks of the database, ending with the id so a page holds the same rows every time. */
export function resourceSortFields(order: Pick<ListOrder<ResourceSort>, 'sort' | 'direction'>): string[] {
  const way = order.direction === 'desc' ? '-' : ''
  const then = order.sort === 'title' ? [] : order.sort === 'category' ? ['order', 'title'] : ['title']
  return [`${way}${order.sort}`, ...then, 'id']
}

/** One page of staff's list of resources, sorted as the address asks. */
export async function resourcesPage(payload: Payload, order: ListOrder<ResourceSort>) {
  const found = await payload.find({
    collection: 'resources',
    sort: resourceSortFields(order),
    depth: 0,
    page: order.page,
    limit: RESOURCES_PER_PAGE,
    overrideAccess: false,
  })
  return { rows: found.docs, count: found.totalDocs }
}

/** One resource for its page in staff's tool, or null when there is none. */
export async function resourceById(payload: Payload, id: number): Promise<Resource | null> {
  const found = await payload.find({
    collection: 'resources',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return found.docs[0] ?? null
}
