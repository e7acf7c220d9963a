import type { CollectionConfig } from 'payload'

import { nobody, readOwnPlaces } from '../access'
import { ATTENDEE_STATUS_LABELS, ATTENDEE_STATUSES, PLACE_KIND_LABELS, PLACE_KINDS } from '../services/places'

/**
 * One place at one date of an event (decision 064): an RSVP or a ticket,
 * each with its own check-in code. A person's RSVP waits on the list when
 * the date is full and is offered a freed place until `offerEndsAt`; a
 * ticket is made when its order is paid. Written only by the events
 * domain's services, under the event's row lock; `checkedInAt` is set once.
 */
export const EventAttendees: CollectionConfig = {
  slug: 'event-attendees',
  labels: { singular: 'Attendee', plural: 'Attendees' },
  admin: {
    group: 'Events',
    useAsTitle: 'email',
    defaultColumns: ['event', 'startsAt', 'email', 'kind', 'status', 'checkedInAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readOwnPlaces, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['event', 'startsAt', 'status'] }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'startsAt',
      label: 'Date',
      type: 'date',
      required: true,
      admin: { description: 'When the date of the event this place is for starts (one date of a repeating event).' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      enumName: 'enum_event_attendees_place_kind',
      options: PLACE_KINDS.map((value) => ({ label: PLACE_KIND_LABELS[value], value })),
    },
    { name: 'ticketKind', label: 'Ticket kind (id)', type: 'text', maxLength: 40 },
    { name: 'ticketLabel', label: 'Ticket', type: 'text', maxLength: 120 },
    { name: 'person', type: 'relationship', relationTo: 'users', index: true },
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      enumName: 'enum_event_attendees_place_status',
      options: ATTENDEE_STATUSES.map((value) => ({ label: ATTENDEE_STATUS_LABELS[value], value })),
    },
    { name: 'queuedAt', label: 'Joined the waiting list', type: 'date' },
    { name: 'offerEndsAt', label: 'Offer ends', type: 'date' },
    { name: 'code', label: 'Check-in code', type: 'text', required: true, unique: true, maxLength: 20 },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'checkedInAt', label: 'Checked in at', type: 'date' },
    { name: 'checkedInBy', label: 'Checked in by', type: 'relationship', relationTo: 'users' },
    { name: 'cancelledAt', label: 'Cancelled at', type: 'date' },
  ],
}
