import type { Metadata } from 'next'

import { ArtistResourcesPage } from '@/domains/artists'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Resources for artists' }

export default async function ArtistResourcesRoute() {
  return <ArtistResourcesPage payload={await payloadInstance()} />
}
