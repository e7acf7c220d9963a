import type { Metadata } from 'next'

import { ArtworkEditorPage } from '@/domains/artists'

export const metadata: Metadata = { title: 'Add an artwork', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function NewArtworkRoute(props: { searchParams: Promise<{ added?: string | string[] }> }) {
  return <ArtworkEditorPage searchParams={props.searchParams} />
}
