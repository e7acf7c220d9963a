import { calendarMetadata, CalendarRoute } from '@/domains/events'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

type Params = { params: Promise<{ state?: string[] }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Params) {
  return prerenderingTheBuild() ? {} : calendarMetadata((await params).state)
}

export default async function CalendarPage({ params }: Params) {
  return prerenderingTheBuild() ? null : <CalendarRoute segments={(await params).state} />
}
