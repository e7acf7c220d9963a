import type { CollectionConfig } from 'payload'

import { currencyField, minorUnits } from '@/domains/commerce'
import { calendarDateField } from '@/platform/calendar'

import { readPublishedSeasons, staffOnly } from '../access'
import { seasonPartChanged, seasonPartDeleted } from '../services/page-expiry'
import { checkSeason } from '../services/season-hooks'
import { GUIDE_DEFAULTS, SEASON_STATUS_LABELS, SEASON_STATUSES } from '../services/vocabulary'

/**
 * An Open Studios season (decision 049): its deadlines, its registration
 * tiers with a price for each phase, the discounts, the refund rule and the
 * guide's limits. Deadlines are the organisation's calendar dates, each the
 * last day of what it ends (the early price holds all of `earlyPriceEnds`
 * where the organisation is). Weekends and ad sizes are collections of their
 * own, pointing here. At most one season is current.
 */
export const Seasons: CollectionConfig = {
  slug: 'os-seasons',
  labels: { singular: 'Open Studios season', plural: 'Open Studios seasons' },
  admin: { group: 'Open Studios', useAsTitle: 'name', defaultColumns: ['year', 'name', 'status'] },
  defaultSort: '-year',
  access: { read: readPublishedSeasons, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeChange: [checkSeason], afterChange: [seasonPartChanged], afterDelete: [seasonPartDeleted] },
  fields: [
    { name: 'year', type: 'number', required: true, unique: true, index: true, min: 2000, max: 2100 },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'preparing',
      index: true,
      options: SEASON_STATUSES.map((value) => ({ label: SEASON_STATUS_LABELS[value], value })),
    },
    {
      name: 'requiresMembership',
      label: 'Registration needs an artist membership in good standing',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'deadlines',
      type: 'group',
      fields: [
        calendarDateField('registrationOpens', 'Registration opens'),
        calendarDateField('earlyPriceEnds', 'Early price ends'),
        calendarDateField('regularPriceEnds', 'Regular price ends'),
        calendarDateField('registrationCloses', 'Registration closes'),
        calendarDateField('materialsDue', 'Guide materials due'),
        calendarDateField('adReservationsClose', 'Ad reservations close'),
        calendarDateField('adArtworkDue', 'Ad artwork due'),
      ],
    },
    {
      name: 'tiers',
      label: 'Registration tiers',
      type: 'array',
      maxRows: 6,
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'Short, lower-case, e.g. “premier”: registrations keep it.' },
        },
        { name: 'name', type: 'text', required: true, maxLength: 60 },
        { name: 'includes', label: 'What it includes', type: 'textarea', maxLength: 600 },
        minorUnits('earlyPriceMinor', 'Early price'),
        minorUnits('regularPriceMinor', 'Regular price'),
        minorUnits('latePriceMinor', 'Late price'),
      ],
    },
    { ...minorUnits('secondWeekendDiscountMinor', 'Second weekend discount'), defaultValue: 0 },
    {
      name: 'emergingDiscountMinor',
      label: 'Emerging artist discount',
      type: 'number',
      min: 0,
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isSafeInteger(value) && value >= 0)
          ? true
          : 'The emerging artist discount must be a whole number of minor units, 0 or more.',
      admin: { description: 'Optional, in minor units, off the first weekend; the artist states they qualify.' },
    },
    { name: 'emergingDefinition', label: 'Who counts as emerging', type: 'text', maxLength: 200 },
    { ...currencyField, defaultValue: 'USD' },
    {
      name: 'withdrawalRefundPercent',
      label: 'Refund on withdrawal before registration closes (%)',
      type: 'number',
      required: true,
      defaultValue: 100,
      min: 0,
      max: 100,
      admin: { description: 'After registration closes a withdrawal is not refunded.' },
    },
    {
      name: 'guide',
      type: 'group',
      fields: [
        {
          name: 'descriptionLimit',
          type: 'number',
          required: true,
          defaultValue: GUIDE_DEFAULTS.descriptionLimit,
          min: 20,
          max: 2000,
        },
        {
          name: 'directionsLimit',
          type: 'number',
          required: true,
          defaultValue: GUIDE_DEFAULTS.directionsLimit,
          min: 20,
          max: 1000,
        },
        {
          name: 'imageWidthInches',
          type: 'number',
          required: true,
          defaultValue: GUIDE_DEFAULTS.imageWidthInches,
          min: 0.5,
          max: 20,
        },
        {
          name: 'imageHeightInches',
          type: 'number',
          required: true,
          defaultValue: GUIDE_DEFAULTS.imageHeightInches,
          min: 0.5,
          max: 20,
        },
        { name: 'printDpi', type: 'number', required: true, defaultValue: GUIDE_DEFAULTS.printDpi, min: 72, max: 1200 },
      ],
    },
  ],
}
