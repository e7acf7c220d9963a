import { policyMetadata, PolicyRoute } from '@/domains/content'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const generateMetadata = () => (prerenderingTheBuild() ? {} : policyMetadata('privacypolicy'))
export default function PrivacyPolicyRoute() {
  return prerenderingTheBuild() ? null : <PolicyRoute path="privacypolicy" />
}
