import type { Payload } from 'payload'

import { datedBetween, type Dated } from './calendar-view'
import { publicCalendar, publicTags, type CalendarEvent } from './public-events'

/**
 * The next public events (each repeat apart), for the home page and content's
 * event-list block (decision 061): from the cached calendar, optionally one
 * tag's (by id, as a block keeps it), cancelled ones left out.
 */
export async function upcomingEvents(
  payload: Payload,
  options: { count: number; tag?: number | null; now?: Date; timeZone: string },
): Promise<Dated<CalendarEvent>[]> {
  const [events, tags] = await Promise.all([publicCalendar(payload), publicTags(payload)])
  const tag = options.tag ? tags.find((item) => item.id === options.tag) : undefined
  if (options.tag && !tag) return []
  const coming = events.filter((event) => event.status !== 'cancelled')
  return datedBetween(
    coming,
    { tag: tag?.slug ?? 'all', price: 'any' },
    options.now ?? new Date(),
    undefined,
    options.timeZone,
  ).slice(0, Math.max(1, Math.min(12, options.count)))
}
