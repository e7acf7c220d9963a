import { policyMetadata, PolicyRoute } from '@/domains/content'

export const dynamic = 'force-dynamic'
export const generateMetadata = () => policyMetadata('privacypolicy')
export default function PrivacyPolicyRoute() {
  return <PolicyRoute path="privacypolicy" />
}
