import { aboutMetadata, AboutRoute } from '@/domains/content'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const generateMetadata = () => (prerenderingTheBuild() ? {} : aboutMetadata())
export default function AboutSectionPage() {
  return prerenderingTheBuild() ? null : <AboutRoute />
}
