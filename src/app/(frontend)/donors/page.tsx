import { DonorsPageRoute } from '@/domains/content'
import { donorsMetadata } from '@/domains/donors'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = donorsMetadata

export default async function DonorsPage() {
  return prerenderingTheBuild() ? null : <DonorsPageRoute />
}
