import { eventFeedResponse } from '@/domains/events'

/** One event as iCalendar, the event page's "Add to calendar" (decision 061). */
export const revalidate = 60
export const generateStaticParams = () => []

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return eventFeedResponse((await params).id)
}
