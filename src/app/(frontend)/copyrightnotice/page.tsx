import { policyMetadata, PolicyRoute } from '@/domains/content'

export const dynamic = 'force-dynamic'
export const generateMetadata = () => policyMetadata('copyrightnotice')
export default function CopyrightNoticeRoute() {
  return <PolicyRoute path="copyrightnotice" />
}
