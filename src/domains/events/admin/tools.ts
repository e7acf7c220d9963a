import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** The events' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const EVENT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'reviewevents',
    task: 'Events',
    label: 'Review events',
    description:
      'Events members proposed or changed, waiting for review: approve, or reject with a reason they are told.',
    component: '/domains/events/admin/ReviewTool#ReviewTool',
    needs: 'staff',
  },
  {
    name: 'addevent',
    task: 'Events',
    label: 'Add an event',
    description: 'An event of the organisation’s, published on the calendar at once.',
    component: '/domains/events/admin/AddEventTool#AddEventTool',
    needs: 'staff',
  },
  {
    name: 'eventtagger',
    task: 'Events',
    label: 'Event tags',
    description: 'The calendar’s tags: add, rename or delete them, and tag many events at once.',
    component: '/domains/events/admin/TaggerTool#TaggerTool',
    needs: 'staff',
  },
  {
    name: 'eventattendees',
    task: 'Events',
    label: 'Attendees',
    description: 'Who is coming to each date of events with RSVPs or tickets: the list, the waiting list and a CSV.',
    component: '/domains/events/admin/AttendeesTool#AttendeesTool',
    needs: 'staff',
  },
  {
    name: 'eventcheckin',
    task: 'Events',
    label: 'Check-in',
    description: 'At the door, on a phone: scan a ticket’s QR code or type its code; each place is let in once.',
    component: '/domains/events/admin/CheckInTool#CheckInTool',
    needs: 'staff',
  },
]

export const REVIEW_TOOL = EVENT_TOOLS[0]!
export const ADD_TOOL = EVENT_TOOLS[1]!
export const TAGGER_TOOL = EVENT_TOOLS[2]!
export const ATTENDEES_TOOL = EVENT_TOOLS[3]!
export const CHECK_IN_TOOL = EVENT_TOOLS[4]!
