import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/ui/NotFoundPage'

/** Next takes a page's own metadata, not the not-found boundary's, for the 404 a page answers. */
export const metadata: Metadata = notFoundMetadata

/** Every path no other route claims is a 404 with the original message. */
export default function UnmatchedRoute(): never {
  notFound()
}
