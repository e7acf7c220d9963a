import type { Metadata } from 'next'

import { EditEventPage } from '@/domains/events'

export const metadata: Metadata = { title: 'Your event', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }>; searchParams: Promise<{ saved?: string | string[] }> }

export default async function EditEventRoute({ params, searchParams }: Params) {
  const saved = (await searchParams).saved
  return <EditEventPage id={(await params).id} saved={typeof saved === 'string' ? saved : undefined} />
}
