import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { ArtistResourcesPage } from '@/domains/artists'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Resources for artists' }

export default async function ArtistResourcesRoute() {
  return <ArtistResourcesPage payload={await getPayload({ config })} />
}
