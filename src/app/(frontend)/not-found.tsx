import type { Metadata } from 'next'

import { NotFoundPage, notFoundMetadata } from '@/ui/NotFoundPage'

export const metadata: Metadata = notFoundMetadata

export default function NotFound() {
  return <NotFoundPage />
}
