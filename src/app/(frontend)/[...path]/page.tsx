import type { Metadata } from 'next'

import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

type Props = { params: Promise<{ path: string[] }> }

/** Next takes a page's own metadata, not the not-found boundary's, for the 404 a page answers. */
export const metadata: Metadata = notFoundMetadata
/** Cached whole like every public page (decision 039); prerendered, so the 404 is in the server's HTML (decision 081). */
export const revalidate = 60
export const generateStaticParams = () => []

/** Every path no other route claims is a 404 with the original message. */
export default async function UnmatchedRoute({ params }: Props) {
  return <PageNotFound path={askedPath(...(await params).path)} />
}
