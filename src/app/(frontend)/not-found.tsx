import type { Metadata } from 'next'

import { NotFoundPage } from '@/ui/NotFoundPage'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

export default function NotFound() {
  return <NotFoundPage />
}
