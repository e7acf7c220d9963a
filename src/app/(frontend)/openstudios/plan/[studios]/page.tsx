import { planMetadata, PlanRoute } from '@/domains/openStudios'

/** A plan's address, the same for everyone who opens it: cached whole once visited (decisions 039, 102). */
export const revalidate = 60
export const metadata = planMetadata
export const generateStaticParams = () => []

export default async function OpenStudiosPlanRoutes({ params }: { params: Promise<{ studios: string }> }) {
  return <PlanRoute studios={(await params).studios} inMyOrder={false} />
}
