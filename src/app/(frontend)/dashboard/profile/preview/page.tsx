import type { Metadata } from 'next'

import { ProfilePreviewPage } from '@/domains/artists'

export const metadata: Metadata = { title: 'Profile preview', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function ProfilePreviewRoute() {
  return <ProfilePreviewPage />
}
