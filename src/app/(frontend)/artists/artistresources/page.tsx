import type { Metadata } from 'next'

import { ArtistResourcesPage } from '@/domains/artists'
import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata: Metadata = { title: 'Resources for artists' }

export default async function ArtistResourcesRoute() {
  return prerenderingTheBuild() ? null : <ArtistResourcesPage payload={await payloadInstance()} />
}
