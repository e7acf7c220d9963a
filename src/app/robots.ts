import type { MetadataRoute } from 'next'

import { config as settings } from '@/platform/config'

// PUBLIC_URL is known at run time only.
export const dynamic = 'force-dynamic'

/** The public site is for search engines; the control panel, accounts, API and functions are not. */
export default function robots(): MetadataRoute.Robots {
  const base = settings().PUBLIC_URL
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/cpanel', '/dashboard', '/api', '/fn'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
