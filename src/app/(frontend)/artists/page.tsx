import type { Metadata } from 'next'

import { ArtistsLanding } from '@/domains/content'
import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata: Metadata = { title: 'Artists', description: 'Find artists by name, medium and neighbourhood.' }

export default async function ArtistsRoute() {
  return prerenderingTheBuild() ? null : <ArtistsLanding payload={await payloadInstance()} />
}
