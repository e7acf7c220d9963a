import { calendarFeedResponse } from '@/domains/events'

/** `/calendar/{tag}.ics`, rewritten here by the proxy: Next cannot route a segment that ends in `.ics` (decision 061). */
export const revalidate = 60
export const generateStaticParams = () => []

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  return calendarFeedResponse((await params).tag)
}
