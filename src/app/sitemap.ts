import type { MetadataRoute } from 'next'

import { publicSitemap } from '@/domains/artists'
import { pageSitemap } from '@/domains/content'
import { eventsSitemap } from '@/domains/events'
import { planPagePaths } from '@/domains/membership'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

// Read at request time: the build has no database, and the addresses come from PUBLIC_URL at run time.
export const dynamic = 'force-dynamic'

/** The artists' public pages, the calendar and its events, the membership plans' pages and the published public pages built from blocks. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = config().PUBLIC_URL.replace(/\/+$/, '')
  const payload = await payloadInstance()
  const plans = await planPagePaths(payload)
  const pages = await pageSitemap(payload)
  return [
    ...(await publicSitemap()),
    ...(await eventsSitemap()),
    ...plans.map((path) => ({ url: `${site}${path}` })),
    ...pages.map((page) => ({ url: `${site}${page.path}`, lastModified: page.lastModified })),
  ]
}
