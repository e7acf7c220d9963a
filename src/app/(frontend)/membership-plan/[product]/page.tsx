import { planMetadata, PlanRoute } from '@/domains/membership'

type Props = { params: Promise<{ product: string }> }

/** `/{product}membership`, rewritten here by the proxy (decision 047); cached whole (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => planMetadata((await params).product)
export default async function PlanPage({ params }: Props) {
  return <PlanRoute product={(await params).product} />
}
