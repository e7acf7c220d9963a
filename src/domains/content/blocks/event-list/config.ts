import type { Block } from 'payload'

/** The next events from the calendar, optionally of one tag (issue 16, item 7). */
export const eventListBlock: Block = {
  slug: 'eventList',
  interfaceName: 'EventListBlock',
  labels: { singular: 'Event list', plural: 'Event lists' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, admin: { description: 'Optional, such as “Coming up”.' } },
    {
      name: 'tag',
      type: 'relationship',
      relationTo: 'event-tags',
      admin: { description: 'Optional: only this tag’s events. Empty: every event.' },
    },
    {
      name: 'count',
      label: 'How many',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: { description: 'The next events shown, 1 to 12. The block is hidden while none are coming.' },
    },
  ],
}
