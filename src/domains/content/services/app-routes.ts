import { readdirSync } from 'node:fs'
import path from 'node:path'

import { planPageRewrite } from '@/domains/membership'

const APP = path.join(process.cwd(), 'src', 'app')

/** Addresses the framework answers itself, whatever the route folders say. */
const FRAMEWORK = ['_next', 'favicon.ico', 'icon.svg', 'robots.txt', 'sitemap.xml']

let firstSegments: Set<string> | undefined

/** The first path segments the app's own routes claim (`src/app/**` folders, route groups looked through). */
function claimedSegments(): Set<string> {
  if (firstSegments) return firstSegments
  const names = new Set<string>(FRAMEWORK)
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('[')) continue
      if (entry.name.startsWith('(')) visit(path.join(directory, entry.name))
      else names.add(entry.name)
    }
  }
  visit(APP)
  firstSegments = names
  return names
}

/**
 * Whether an address belongs to a route of the app (a page, a tool, an API, a
 * plan page): what editors name — a page's slug, a short link's code — must not
 * take it, or one of the two would never be reached.
 */
export function claimedByTheApp(address: string): boolean {
  const pathname = `/${address.replace(/^\/+/, '')}`
  const first = pathname.split('/')[1] ?? ''
  return claimedSegments().has(first.toLowerCase()) || planPageRewrite(pathname.toLowerCase()) !== null
}
