import { calendarFeedResponse } from '@/domains/events'
import { prerenderingTheBuild } from '@/platform/http/public-pages'

/** Every public event as an iCalendar feed people subscribe to (decision 061); cached as the pages are. */
export const revalidate = 60

export async function GET() {
  return prerenderingTheBuild() ? new Response(null, { status: 204 }) : calendarFeedResponse()
}
