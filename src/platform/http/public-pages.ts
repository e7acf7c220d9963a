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
