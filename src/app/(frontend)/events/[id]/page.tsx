import { eventMetadata, EventRoute } from '@/domains/events'

type Params = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Params) {
  return eventMetadata((await params).id)
}

export default async function EventPage({ params }: Params) {
  return <EventRoute slug={(await params).id} />
}
