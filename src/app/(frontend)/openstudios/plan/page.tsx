import { planMetadata, PlanChooserRoute } from '@/domains/openStudios'

/** Cached whole (decision 039); the person's choice is drawn in the browser (decision 102). */
export const revalidate = 60
export const metadata = planMetadata

export default function OpenStudiosPlan() {
  return <PlanChooserRoute />
}
