import type { CollectionConfig } from 'payload'

import { calendarDateField } from '@/platform/calendar'

import { readOfPublishedSeasons, staffOnly } from '../access'
import { checkWeekend, keepUsedWeekend } from '../services/season-hooks'
import { seasonPartChanged, seasonPartDeleted } from '../services/page-expiry'
import { clockTimeField } from './fields'

/**
 * A weekend of a season: its number, its days and opening hours where the
 * organisation is, the neighbourhoods that open then, and an optional
 * capacity past which registrations wait for a place (decision 049).
 */
export const Weekends: CollectionConfig = {
  slug: 'os-weekends',
  labels: { singular: 'Open Studios weekend', plural: 'Open Studios weekends' },
  admin: { group: 'Open Studios', useAsTitle: 'label', defaultColumns: ['season', 'number', 'label', 'startsOn'] },
  defaultSort: 'number',
  access: { read: readOfPublishedSeasons, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [checkWeekend],
    beforeDelete: [keepUsedWeekend],
    afterChange: [seasonPartChanged],
    afterDelete: [seasonPartDeleted],
  },
  indexes: [{ fields: ['season', 'number'], unique: true }],
  fields: [
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    { name: 'number', type: 'number', required: true, min: 1, max: 20 },
    {
      name: 'label',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'E.g. “Weekend 1: Mission & Bernal”.' },
    },
    calendarDateField('startsOn', 'First day', true),
    calendarDateField('endsOn', 'Last day', true),
    clockTimeField('opensAt', 'Opens at'),
    clockTimeField('closesAt', 'Closes at'),
    { name: 'neighbourhoods', type: 'relationship', relationTo: 'neighbourhoods', hasMany: true },
    {
      name: 'capacity',
      type: 'number',
      min: 1,
      admin: { description: 'Optional: how many artists it takes; later registrations join its waiting list.' },
    },
  ],
}
