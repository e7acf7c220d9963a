import config from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { ArtistsLanding } from '@/domains/artists'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Artists', description: 'Find artists by name, medium and neighbourhood.' }

export default async function ArtistsRoute() {
  return <ArtistsLanding payload={await getPayload({ config })} />
}
