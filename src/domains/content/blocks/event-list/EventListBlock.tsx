import { UpcomingEvents } from '@/domains/events'

export type EventListBlockData = {
  blockType: 'eventList'
  id?: string | null
  heading?: string | null
  tag?: number | { id: number } | null
  count: number
}

/** The next events from the calendar; nothing at all when none are coming. */
export function EventListBlock({ block }: { block: EventListBlockData }) {
  const tag = typeof block.tag === 'object' && block.tag ? block.tag.id : block.tag
  return <UpcomingEvents heading={block.heading} count={block.count ?? 3} tag={tag ?? null} />
}
