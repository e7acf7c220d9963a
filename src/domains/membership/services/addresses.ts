/**
 * The plan pages' addresses (decision 047). Next cannot route a segment
 * `[product]membership`, so the proxy rewrites `/{product}membership` to the
 * internal route `/membership-plan/{product}`, which is cached like any public
 * page; the internal address itself is not a page of the site. Pure: the
 * proxy reads it without Payload.
 */
export const PLAN_PAGE_ROUTE = '/membership-plan'

const PLAN_ADDRESS = /^\/([a-z][a-z0-9]{1,39})membership$/

export function planPagePath(slug: string): string {
  return `/${slug}membership`
}

/** Where the proxy sends a request for this path: the plan page's route, a 404 for the internal address, or null. */
export function planPageRewrite(pathname: string): string | null {
  const product = PLAN_ADDRESS.exec(pathname)?.[1]
  if (product) return `${PLAN_PAGE_ROUTE}/${product}`
  if (pathname === PLAN_PAGE_ROUTE || pathname.startsWith(`${PLAN_PAGE_ROUTE}/`)) return '/not-a-page'
  return null
}
