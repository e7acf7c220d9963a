import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import type { Event, User } from '@/payload-types'

import { idOf } from './rules'

/**
 * The mails of staff's review (decision 060): the organiser of a member's
 * event is told it was approved, or why it was rejected. Each is sent once
 * per decision (the key names the event and the version decided).
 */

export const APPROVED_TEMPLATE = 'event-approved'
export const REJECTED_TEMPLATE = 'event-rejected'

const FIELDS: Record<string, MergeField> = {
  'person.firstName': { description: 'The organiser’s first name (or their email)', example: 'Ada' },
  'event.title': { description: 'The event’s title', example: 'Life drawing night' },
  'event.reason': { description: 'Why it was rejected (rejections only)', example: 'Please add the venue’s address.' },
  'links.event': { description: 'The event’s public page', example: 'https://example.org/events/life-drawing-night' },
  'links.myEvents': { description: 'The organiser’s list of events', example: 'https://example.org/editevents' },
}

function contextFor(event: Event, person: Pick<User, 'email' | 'name'>): TemplateContext {
  const url = config().PUBLIC_URL.replace(/\/$/, '')
  const name = person.name?.trim() ?? ''
  return {
    person: { firstName: name.split(/\s+/)[0] || person.email },
    event: { title: event.title, reason: event.rejectionReason ?? '' },
    links: { event: `${url}/events/${event.slug}`, myEvents: `${url}/editevents` },
  }
}

async function newestDecided(payload: Payload, status: 'published' | 'rejected') {
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ status: { equals: status } }, { organiser: { exists: true } }] },
    draft: true,
    sort: '-updatedAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const event = docs[0]
  const person = event?.organiser
  if (!event || !person || typeof person !== 'object') return null
  return { context: contextFor(event, person), record: `“${event.title}”` }
}

/** The two review mails as comms template definitions (decision 046), for the Payload config. */
export function eventTemplates(): TemplateDefinition[] {
  return [
    {
      key: APPROVED_TEMPLATE,
      label: 'Events: an event approved',
      description: 'Sent to the member who proposed an event when staff approve it (or approve a change to it).',
      fields: FIELDS,
      defaults: {
        subject: '“{{event.title}}” is on the calendar',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Your event <strong>{{event.title}}</strong> is approved and on the calendar: ' +
          '<a href="{{links.event}}">{{links.event}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Your event “{{event.title}}” is approved and on the calendar: {{links.event}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: (payload) => newestDecided(payload, 'published'),
    },
    {
      key: REJECTED_TEMPLATE,
      label: 'Events: an event rejected',
      description: 'Sent to the member who proposed an event when staff reject it, with the reason they gave.',
      fields: FIELDS,
      defaults: {
        subject: '“{{event.title}}” was not approved',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>We could not approve your event <strong>{{event.title}}</strong>:</p>\n' +
          '<blockquote>{{event.reason}}</blockquote>\n' +
          '<p>You can change it and submit it again from <a href="{{links.myEvents}}">your events</a>.</p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'We could not approve your event “{{event.title}}”:\n\n{{event.reason}}\n\n' +
          'You can change it and submit it again from your events: {{links.myEvents}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: (payload) => newestDecided(payload, 'rejected'),
    },
  ]
}

/** Tells the organiser of a member's event what staff decided; the organisation's own events have no one to tell. */
export async function mailDecision(payload: Payload, event: Event): Promise<void> {
  const organiser = idOf(event.organiser)
  if (organiser === null) return
  const person = await payload.findByID({
    collection: 'users',
    id: organiser,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!person?.email) return
  const key = event.status === 'rejected' ? REJECTED_TEMPLATE : APPROVED_TEMPLATE
  await sendFromTemplate(payload, {
    key,
    to: person.email,
    context: contextFor(event, person),
    idempotencyKey: `${key}:${event.id}:${event.updatedAt}`,
  })
}
