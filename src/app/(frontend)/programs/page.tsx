import { programsMetadata, ProgramsRoute } from '@/domains/content'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = programsMetadata
export default function ProgramsPage() {
  return prerenderingTheBuild() ? null : <ProgramsRoute />
}
