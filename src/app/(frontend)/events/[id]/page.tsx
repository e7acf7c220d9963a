import { eventMetadata, EventRoute } from '@/domains/events'
import { withOembedDiscovery } from '@/domains/publicApi'
import { config } from '@/platform/config'

type Params = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Params) {
  return withOembedDiscovery(await eventMetadata((await params).id), config().PUBLIC_URL)
}

export default async function EventPage({ params }: Params) {
  return <EventRoute slug={(await params).id} />
}
