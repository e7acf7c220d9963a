import type { Metadata } from 'next'

import { ArtworksPage } from '@/domains/artists'

export const metadata: Metadata = { title: 'Your artworks', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function ArtworksRoute(props: { searchParams: Promise<{ deleted?: string | string[] }> }) {
  return <ArtworksPage searchParams={props.searchParams} />
}
