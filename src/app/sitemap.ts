import type { MetadataRoute } from 'next'

import { publicSitemap } from '@/domains/artists'
import { planPagePaths } from '@/domains/membership'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

// Read at request time: the build has no database, and the addresses come from PUBLIC_URL at run time.
export const dynamic = 'force-dynamic'

/** The artists' public pages and the membership plans' pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = config().PUBLIC_URL.replace(/\/+$/, '')
  const plans = await planPagePaths(await payloadInstance())
  return [...(await publicSitemap()), ...plans.map((path) => ({ url: `${site}${path}` }))]
}
