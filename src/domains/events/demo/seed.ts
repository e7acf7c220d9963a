import type { Payload } from 'payload'

import { pictureSvg, storeDrawings } from '@/domains/media'
import { addDays, instantOf, organisationDate } from '@/platform/calendar'
import { richText } from '@/platform/rich-text'

/**
 * A few events for a fresh demo database, so a newcomer's calendar is not
 * empty: a weekly life-drawing night (repeating, one week skipped), a talk, an
 * online studio visit, a print fair over a weekend selling two kinds of
 * ticket and a cancelled opening, dated from `today` so they are always
 * coming, each with a drawn picture but the cancelled one. Only when there are no events and no tags, so a calendar staff have
 * started is never touched.
 */

const TAGS = ['Workshops', 'Talks', 'Openings', 'Fairs']

export async function seedDemoEvents(payload: Payload, options: { now: Date; timeZone: string }): Promise<number> {
  const [events, tags] = await Promise.all([
    payload.count({ collection: 'events', overrideAccess: true }),
    payload.count({ collection: 'event-tags', overrideAccess: true }),
  ])
  if (events.totalDocs > 0 || tags.totalDocs > 0) return 0
  const tagIds: Record<string, number> = {}
  for (const name of TAGS) {
    tagIds[name] = (await payload.create({ collection: 'event-tags', data: { name }, overrideAccess: true })).id
  }
  const today = organisationDate(options.now, options.timeZone)
  const at = (days: number, time: string) =>
    instantOf(`${addDays(today, days)}T${time}`, options.timeZone).toISOString()
  const dayStart = (days: number) => at(days, '00:00')
  const seeded = [
    {
      title: 'Life drawing night',
      summary: 'A model, two hours, all levels welcome. Paper and charcoal provided.',
      startsAt: at(2, '19:00'),
      endsAt: at(2, '21:00'),
      recurrence: 'FREQ=WEEKLY;COUNT=12',
      exceptions: addDays(today, 2 + 7 * 3),
      venue: {
        name: 'The Annex',
        address: '2868 Mission Street, San Francisco',
        latitude: 37.7503,
        longitude: -122.4183,
      },
      registration: 'rsvp' as const,
      priceNote: 'Free; RSVP so we set out enough easels',
      accessibility: 'Step-free entrance; accessible restroom.',
      tags: [tagIds.Workshops],
    },
    {
      title: 'Artist talk: clay and the city',
      summary: 'Three ceramicists on making in small studios.',
      startsAt: at(9, '18:30'),
      endsAt: at(9, '20:00'),
      venue: { name: 'Vernissage gallery', address: '1 Valencia Street, San Francisco' },
      registration: 'none' as const,
      accessibility: 'Step-free; live captions on the screen.',
      tags: [tagIds.Talks],
    },
    {
      title: 'Online studio visit',
      summary: 'A painter shows her studio and answers questions, live.',
      startsAt: at(16, '12:00'),
      endsAt: at(16, '13:00'),
      onlineLink: 'https://example.org/live/studio-visit',
      registration: 'none' as const,
      tags: [tagIds.Talks],
    },
    {
      title: 'Winter print fair',
      summary: 'Forty printmakers, prints from $20.',
      startsAt: dayStart(23),
      endsAt: dayStart(25),
      allDay: true,
      venue: { name: 'Pier 70 hall', address: '420 22nd Street, San Francisco' },
      registration: 'tickets' as const,
      priceNote: 'Tickets online; members free at the door',
      // Sold online through the shop's payments (decision 066).
      ticketKinds: [
        { name: 'Adult', priceMinor: 800, quota: 200 },
        { name: 'Student', priceMinor: 400, quota: 50 },
      ],
      tags: [tagIds.Fairs],
    },
  ]
  // The cancelled opening keeps none: the calendar shows its initials, as for any event without a picture.
  const pictures = await storeDrawings(
    payload,
    seeded.map((event, index) => ({
      filename: `demo-event-${index + 1}.jpg`,
      alt: `An abstract composition of colour fields and brush strokes, standing in for a photograph of “${event.title}”`,
      svg: () => pictureSvg(100 + index, 800, 600),
    })),
  )
  for (const [index, event] of seeded.entries()) {
    await payload.create({
      collection: 'events',
      data: {
        ...event,
        picture: pictures[index],
        description: richText([{ paragraph: event.summary }]),
        status: 'published',
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
  await payload.create({
    collection: 'events',
    data: {
      title: 'Opening: new work by Ada Márquez',
      summary: 'Postponed: the artist is unwell. A new date will follow.',
      startsAt: at(5, '18:00'),
      endsAt: at(5, '21:00'),
      venue: { name: 'Vernissage gallery', address: '1 Valencia Street, San Francisco' },
      registration: 'none',
      tags: [tagIds.Openings],
      status: 'cancelled',
      _status: 'published',
    },
    overrideAccess: true,
  })
  return seeded.length + 1
}
