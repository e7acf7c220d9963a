import type { Metadata } from 'next'

import { ListingEditorPage } from '@/domains/openStudios'

export const metadata: Metadata = { title: 'Guide listing', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function ListingEditorRoute(props: { params: Promise<{ id: string }> }) {
  const { id } = await props.params
  return <ListingEditorPage id={id} />
}
