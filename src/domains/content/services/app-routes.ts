import { readdirSync } from 'node:fs'
import path from 'node:path'

import { planPageRewrite } from '@/domains/membership'

const APP = path.join(process.cwd(), 'src', 'app')

/** Addresses the framework answers itself, whatever the route folders say. */
const FRAMEWORK = ['_next', 'favicon.ico', 'icon.svg', 'robots.txt', 'sitemap.xml']

/** First segments under which every address is the app's own, whatever follows: no page has moved from there. */
const INTERNAL = ['api', 'cpanel', 'fn', 'storage', 'upload', 'files', 'go', 'temp', 'private', 'testing']

type AppRoutes = { firstSegments: Set<string>; fixedPaths: Set<string> }
let appRoutes: AppRoutes | undefined

/**
 * The app's own routes, from the `src/app/**` folders (route groups looked
 * through): the first segments they claim, and the whole paths of those
 * without a parameter (`/artists/artsearch`).
 */
function routes(): AppRoutes {
  if (appRoutes) return appRoutes
  const found: AppRoutes = { firstSegments: new Set(FRAMEWORK), fixedPaths: new Set() }
  const visit = (directory: string, at: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('[')) continue
      const inside = path.join(directory, entry.name)
      if (entry.name.startsWith('(')) {
        visit(inside, at)
        continue
      }
      const address = `${at}/${entry.name}`
      if (at === '') found.firstSegments.add(entry.name)
      found.fixedPaths.add(address)
      visit(inside, address)
    }
  }
  visit(APP, '')
  appRoutes = found
  return found
}

const asPath = (address: string) => `/${address.replace(/^\/+/, '')}`

/**
 * Whether an address belongs to a route of the app (a page, a tool, an API, a
 * plan page): what editors name — a page's slug, a short link's code — must not
 * take it, or one of the two would never be reached.
 */
export function claimedByTheApp(address: string): boolean {
  const pathname = asPath(address)
  const first = pathname.split('/')[1] ?? ''
  return routes().firstSegments.has(first.toLowerCase()) || planPageRewrite(pathname.toLowerCase()) !== null
}

/**
 * Whether a redirect from this path would hide a route of the app: the route
 * itself (`/artists`), anything under the app's internal addresses
 * (`/cpanel/…`, `/api/…`), or a plan page. A page that moved from inside a
 * section (`/about/old-team`, `/artists/old-guide`) may be redirected.
 */
export function answeredByTheApp(address: string): boolean {
  const pathname = asPath(address).toLowerCase()
  const first = pathname.split('/')[1] ?? ''
  return (
    INTERNAL.includes(first) ||
    FRAMEWORK.includes(first) ||
    routes().fixedPaths.has(pathname) ||
    planPageRewrite(pathname) !== null
  )
}
