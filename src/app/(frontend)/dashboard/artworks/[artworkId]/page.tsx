import type { Metadata } from 'next'

import { ArtworkEditorPage } from '@/domains/artists'

export const metadata: Metadata = { title: 'Edit artwork', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function ArtworkRoute(props: {
  params: Promise<{ artworkId: string }>
  searchParams: Promise<{ added?: string | string[] }>
}) {
  const { artworkId } = await props.params
  return <ArtworkEditorPage artworkId={artworkId} searchParams={props.searchParams} />
}
