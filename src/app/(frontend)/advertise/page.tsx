import { advertiseMetadata, AdvertiseRoute } from '@/domains/openStudios'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = advertiseMetadata

export default async function AdvertisePage() {
  return prerenderingTheBuild() ? null : <AdvertiseRoute />
}
