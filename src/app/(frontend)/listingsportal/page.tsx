import type { Metadata } from 'next'

import { ListingsPortalPage } from '@/domains/openStudios'

export const metadata: Metadata = { title: 'Your guide listings', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function ListingsPortalRoute() {
  return <ListingsPortalPage />
}
