import type { Metadata } from 'next'

import { ProfileEditorPage } from '@/domains/artists'

export const metadata: Metadata = { title: 'Your artist profile', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function ProfileEditorRoute() {
  return <ProfileEditorPage />
}
