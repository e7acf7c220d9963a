import { planMetadata, PlanRoute } from '@/domains/openStudios'

/** A plan in the visitor's own order: cached whole once visited (decisions 039, 102). */
export const revalidate = 60
export const metadata = planMetadata
export const generateStaticParams = () => []

export default async function OpenStudiosPlanInMyOrder({ params }: { params: Promise<{ studios: string }> }) {
  return <PlanRoute studios={(await params).studios} inMyOrder />
}
