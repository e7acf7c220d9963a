import { shopMetadata, ShopRoute } from '@/domains/commerce'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = shopMetadata

export default async function ShopPage() {
  return prerenderingTheBuild() ? null : <ShopRoute />
}
