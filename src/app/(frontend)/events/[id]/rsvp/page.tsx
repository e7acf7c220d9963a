import { RsvpRoute, rsvpMetadata } from '@/domains/events'

type Params = { params: Promise<{ id: string }> }

/** Drawn for each request and never cached: it shows the person's own places (decision 065). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Params) {
  return rsvpMetadata((await params).id)
}

export default async function EventRsvpPage({ params }: Params) {
  return <RsvpRoute slug={(await params).id} />
}
