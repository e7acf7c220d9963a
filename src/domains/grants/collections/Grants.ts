import type { CollectionConfig, PayloadRequest } from 'payload'

import { isStaff } from '@/domains/accounts'
import { calendarDateField } from '@/platform/calendar'

import {
  DEADLINE_KINDS,
  DEADLINE_LABELS,
  GRANT_STAGES,
  NOTES_MAX,
  PROGRAM_MAX,
  STAGE_LABELS,
} from '../services/vocabulary'

const staffOnly = ({ req }: { req: PayloadRequest }) => isStaff(req.user)
const nobody = () => false

/**
 * Grants (decision 095): read by staff; written only through the grant
 * tracker's services, which check the caller and the stage, and audit — so
 * the REST and GraphQL APIs write nothing, for staff too.
 */
const access = { read: staffOnly, create: nobody, update: nobody, delete: nobody }

const stageOptions = GRANT_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }))

export const Grants: CollectionConfig = {
  slug: 'grants',
  labels: { singular: 'Grant', plural: 'Grants' },
  admin: { group: 'Money', useAsTitle: 'program', defaultColumns: ['program', 'funder', 'stage', 'year'] },
  access,
  fields: [
    {
      name: 'funder',
      type: 'relationship',
      relationTo: 'contacts',
      required: true,
      index: true,
      admin: { description: 'An organisation among the contacts.' },
    },
    { name: 'program', type: 'text', required: true, maxLength: PROGRAM_MAX },
    { name: 'year', type: 'number', required: true, index: true, admin: { description: 'The year it is for.' } },
    { name: 'stage', type: 'select', required: true, defaultValue: 'prospect', index: true, options: stageOptions },
    {
      name: 'amountAsked',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'In minor units of the organisation’s currency.' },
    },
    {
      name: 'amountAwarded',
      type: 'number',
      min: 0,
      admin: { description: 'In minor units of the organisation’s currency.' },
    },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true },
    { name: 'notes', type: 'textarea', maxLength: NOTES_MAX },
  ],
}

export const GrantStageMoves: CollectionConfig = {
  slug: 'grant-stage-moves',
  labels: { singular: 'Grant stage move', plural: 'Grant stage moves' },
  admin: { group: 'Money', defaultColumns: ['grant', 'from', 'to', 'by', 'createdAt'] },
  access,
  fields: [
    { name: 'grant', type: 'relationship', relationTo: 'grants', required: true, index: true },
    { name: 'from', type: 'select', options: stageOptions },
    { name: 'to', type: 'select', required: true, options: stageOptions },
    { name: 'by', type: 'relationship', relationTo: 'users', required: true },
  ],
}

export const GrantDeadlines: CollectionConfig = {
  slug: 'grant-deadlines',
  labels: { singular: 'Grant deadline', plural: 'Grant deadlines' },
  admin: { group: 'Money', defaultColumns: ['grant', 'kind', 'due'] },
  access,
  fields: [
    { name: 'grant', type: 'relationship', relationTo: 'grants', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: DEADLINE_KINDS.map((value) => ({ value, label: DEADLINE_LABELS[value] })),
    },
    { ...calendarDateField('due', 'Due on', true), index: true },
    { name: 'note', type: 'text', maxLength: 500 },
  ],
}

export const GrantDocuments: CollectionConfig = {
  slug: 'grant-documents',
  labels: { singular: 'Grant document', plural: 'Grant documents' },
  admin: { group: 'Money', defaultColumns: ['grant', 'fileName', 'contentType', 'createdAt'] },
  access,
  fields: [
    { name: 'grant', type: 'relationship', relationTo: 'grants', required: true, index: true },
    { name: 'fileName', type: 'text', required: true, maxLength: 200 },
    {
      name: 'object',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Its name in the storage’s private bucket.' },
    },
    { name: 'contentType', type: 'text', required: true },
    { name: 'bytes', type: 'number', required: true },
    { name: 'addedBy', type: 'relationship', relationTo: 'users', required: true },
  ],
}
