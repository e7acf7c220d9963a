import type { Payload } from 'payload'

import type { ListOrder } from '@/platform/cpanel/list-params'

import { pageAddress, pageState, type PageState } from './page-rules'

export type PageRow = {
  id: number
  title: string
  /** Where the page answers once published (its newest draft's settings). */
  address: string
  /** For a link-only page, the address with its key: what staff hand out. */
  secretLink: string | null
  state: PageState
  /** Whether visitors see a version of it now (at its published address). */
  published: boolean
  publishedAddress: string | null
  updatedAt: string
}

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo?: string; value?: string | number } }

/**
 * The pages as the page builder lists them: the newest version of each (a
 * draft saved after publishing included), whether a version is published,
 * and what Payload's jobs queue will do to it and when.
 */
export async function pageBuilderRows(payload: Payload): Promise<PageRow[]> {
  const [latest, main, jobs] = await Promise.all([
    payload.find({ collection: 'pages', draft: true, limit: 1000, depth: 0, sort: '-updatedAt', overrideAccess: true }),
    payload.find({ collection: 'pages', limit: 1000, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const publishedPages = new Map(main.docs.filter((doc) => doc._status === 'published').map((doc) => [doc.id, doc]))
  const schedules = new Map<string, { type: 'publish' | 'unpublish'; at: string }[]>()
  for (const job of jobs.docs) {
    const input = job.input as ScheduleInput | null
    if (input?.doc?.relationTo !== 'pages' || !job.waitUntil || job.hasError) continue
    const key = String(input.doc.value)
    schedules.set(key, [...(schedules.get(key) ?? []), { type: input.type ?? 'publish', at: job.waitUntil }])
  }
  return latest.docs.map((doc) => {
    const slug = doc.slug ?? String(doc.id)
    const address = pageAddress({ ...doc, slug })
    const live = publishedPages.get(doc.id)
    // The key that opens the page is the published version's; a new one works once published.
    const keyed = live ?? doc
    return {
      id: doc.id,
      title: doc.title,
      address,
      secretLink:
        keyed.visibility === 'link' && keyed.linkKey
          ? `${pageAddress({ ...keyed, slug: keyed.slug ?? String(keyed.id) })}?key=${keyed.linkKey}`
          : null,
      state: pageState({
        latestStatus: doc._status === 'published' ? 'published' : 'draft',
        published: Boolean(live),
        scheduled: schedules.get(String(doc.id)),
      }),
      published: Boolean(live),
      publishedAddress: live ? pageAddress({ ...live, slug: live.slug ?? String(live.id) }) : null,
      updatedAt: doc.updatedAt,
    }
  })
}

/** What the page builder's list sorts by (`sort=title`, `sort=-edited`, …). */
export const PAGE_SORTS = ['title', 'address', 'state', 'edited'] as const
export type PageSort = (typeof PAGE_SORTS)[number]
export const PAGES_PER_PAGE = 50

/**
 * One page of the list, sorted as the address asks. The rows are gathered in
 * memory (the newest draft of each, its published version, its schedule), so
 * they are sorted and paged there; each order ends with the title and id, so
 * a page holds the same rows every time.
 */
export function pagesPage(rows: readonly PageRow[], order: Pick<ListOrder<PageSort>, 'sort' | 'direction' | 'page'>) {
  const key = (row: PageRow) =>
    order.sort === 'edited' ? row.updatedAt : order.sort === 'state' ? row.state.state : row[order.sort]
  const way = order.direction === 'desc' ? -1 : 1
  const sorted = [...rows].sort(
    (a, b) => way * key(a).localeCompare(key(b)) || a.title.localeCompare(b.title) || a.id - b.id,
  )
  const start = (order.page - 1) * PAGES_PER_PAGE
  return { rows: sorted.slice(start, start + PAGES_PER_PAGE), count: sorted.length }
}
