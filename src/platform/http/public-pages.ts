import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * Public pages are rendered once from the live database and then served from
 * Next's cache to every visitor (decision 039). `next build` prerenders every
 * page it can, but a build has no database, and what it would bake in belongs
 * to the database of the running site, not the build's. So while the build
 * prerenders, a public page renders nothing, and `scripts/build.ts` deletes
 * what it prerendered: each page is rendered on its first visit instead.
 */
export function prerenderingTheBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
}

/**
 * Expires cached public pages now — by the tags of the data they read, or by
 * their paths — so the next visitor gets a fresh render (`expire: 0`: the next
 * request waits for fresh data rather than getting the old page once). Outside
 * a Next.js request (seeding, migrations, tests) there is no cache to expire
 * and Next.js throws its "static generation store missing" invariant: that
 * case, and only that one, is let go.
 */
export function expireCachedPages({ tags = [], paths = [] }: { tags?: readonly string[]; paths?: readonly string[] }) {
  try {
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
    for (const path of new Set(paths)) revalidatePath(path)
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return
    throw error
  }
}

/**
 * Writes made outside a request (the demo city, seeded in the background on a
 * fresh database) cannot expire cached page data: `expireCachedPages` has no
 * cache to reach there. While such writes run, page data is read fresh instead
 * of cached, so what a visitor sees meanwhile is held only by the page's own
 * short revalidation, not by the data cache's long one; when they end, what
 * was cached before them is left behind (its key names an earlier
 * generation). Kept on `globalThis`, since the start-up code and the pages
 * may be bundled apart.
 */
const WRITES_OUTSIDE_REQUESTS = Symbol.for('vernissage.writes-outside-requests')
type WritesOutsideRequests = { running: number; generation: number }
const writesOutsideRequests = (): WritesOutsideRequests =>
  ((globalThis as { [WRITES_OUTSIDE_REQUESTS]?: WritesOutsideRequests })[WRITES_OUTSIDE_REQUESTS] ??= {
    running: 0,
    generation: 0,
  })

export async function writingOutsideRequests<T>(work: () => Promise<T>): Promise<T> {
  const writes = writesOutsideRequests()
  writes.running += 1
  try {
    return await work()
  } finally {
    writes.running -= 1
    writes.generation += 1
  }
}

/**
 * Data for public pages, cached by Next.js under `tags` (which
 * `expireCachedPages` expires) for at most `revalidate` seconds — read fresh
 * while writes outside requests run. The arguments are part of the key.
 */
export function cachedPageData<A extends unknown[], R>(
  load: (...args: A) => Promise<R>,
  key: string[],
  { tags, revalidate }: { tags: string[]; revalidate: number },
): (...args: A) => Promise<R> {
  const cached = unstable_cache((_generation: number, ...args: A) => load(...args), key, { tags, revalidate })
  return (...args) => {
    const writes = writesOutsideRequests()
    return writes.running > 0 ? load(...args) : cached(writes.generation, ...args)
  }
}
