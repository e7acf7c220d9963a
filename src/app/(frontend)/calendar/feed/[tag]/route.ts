import { calendarFeedResponse } from '@/domains/events'

/** `/calendar.ics` (as `all`) and `/calendar/{tag}.ics`, rewritten here by the proxy (decision 061). */
export const revalidate = 60
export const generateStaticParams = () => []

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const { tag } = await params
  return calendarFeedResponse(tag === 'all' ? undefined : tag)
}
