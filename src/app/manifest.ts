import type { MetadataRoute } from 'next'

import { webAppManifest } from '@/domains/openStudios'

/** `/manifest.webmanifest`: the site installable, opening on the route planner (decision 102). */
export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest()
}
