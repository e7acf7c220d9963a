import { revalidatePath, revalidateTag } from 'next/cache'
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
