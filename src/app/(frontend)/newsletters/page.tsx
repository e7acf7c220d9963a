import { archiveMetadata, NewsletterArchiveRoute } from '@/domains/mailings'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = archiveMetadata
export default function NewslettersPage() {
  return prerenderingTheBuild() ? null : <NewsletterArchiveRoute />
}
