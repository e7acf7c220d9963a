import type { Metadata } from 'next'

import { ArtistsLanding } from '@/domains/artists'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Artists', description: 'Find artists by name, medium and neighbourhood.' }

export default async function ArtistsRoute() {
  return <ArtistsLanding payload={await payloadInstance()} />
}
