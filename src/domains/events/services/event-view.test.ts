import { describe, expect, it } from 'vitest'

import { eventJsonLd, whenText } from './event-view'

const LA = 'America/Los_Angeles'

describe('an event as the public pages write it', () => {
  it('says when in the organisation’s zone', () => {
    expect(whenText({ startsAt: '2026-12-04T03:00:00Z', endsAt: '2026-12-04T05:00:00Z' }, LA)).toBe(
      'Thursday, December 3, 2026, 7:00 PM – 9:00 PM',
    )
    expect(whenText({ startsAt: '2026-12-12T08:00:00Z', endsAt: '2026-12-14T08:00:00Z', allDay: true }, LA)).toBe(
      'Saturday, December 12, 2026 to Sunday, December 13, 2026',
    )
    expect(whenText({ startsAt: '2026-12-12T08:00:00Z', endsAt: '2026-12-13T08:00:00Z', allDay: true }, LA)).toBe(
      'Saturday, December 12, 2026, all day',
    )
  })

  it('is an Event for search engines, cancelled when it is', () => {
    const data = eventJsonLd(
      {
        title: 'Opening',
        url: 'https://example.org/events/opening',
        startsAt: '2026-12-05T00:00:00.000Z',
        endsAt: '2026-12-05T03:00:00.000Z',
        status: 'cancelled',
        onlineLink: 'https://example.org/live',
        registration: 'none',
      },
      { name: 'Vernissage', url: 'https://example.org' },
    )
    expect(data).toMatchObject({
      '@type': 'Event',
      eventStatus: 'https://schema.org/EventCancelled',
      location: { '@type': 'VirtualLocation', url: 'https://example.org/live' },
      organizer: { '@type': 'Organization', name: 'Vernissage' },
      isAccessibleForFree: true,
    })
  })

  it('offers its tickets, each kind with its price and the page that sells it', () => {
    const offer = {
      name: 'Adult',
      price: '12.00',
      priceCurrency: 'USD',
      url: 'https://example.org/events/fair/tickets',
    }
    const data = eventJsonLd(
      {
        title: 'Fair',
        url: 'https://example.org/events/fair',
        startsAt: '2026-12-05T00:00:00.000Z',
        endsAt: '2026-12-05T03:00:00.000Z',
        status: 'published',
        venue: { name: 'The Hall' },
        registration: 'tickets',
        offers: [offer],
      },
      { name: 'Vernissage', url: 'https://example.org' },
    )
    expect(data.offers).toEqual([{ '@type': 'Offer', ...offer }])
    expect(data).not.toHaveProperty('isAccessibleForFree')
  })
})
