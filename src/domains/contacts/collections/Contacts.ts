import type { CollectionConfig, PayloadRequest } from 'payload'

import { isStaff } from '@/domains/accounts'
import { calendarDateField } from '@/platform/calendar'

import {
  CATEGORY_LABELS,
  CONTACT_CATEGORIES,
  CONTACT_KINDS,
  INTERACTION_KINDS,
  INTERACTION_LABELS,
  KIND_LABELS,
  NAME_MAX,
  NOTES_MAX,
  SUMMARY_MAX,
  TAG_MAX,
} from '../services/vocabulary'

const staffOnly = ({ req }: { req: PayloadRequest }) => isStaff(req.user)
const nobody = () => false

/**
 * Contacts (decision 093): read by staff; written only through the contact
 * tracker's services, which check, link accounts and audit — so the REST and
 * GraphQL APIs write nothing, for staff too.
 */
const access = { read: staffOnly, create: nobody, update: nobody, delete: nobody }

export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contact', plural: 'Contacts' },
  admin: { group: 'People', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'category', 'email'] },
  access,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'person',
      options: CONTACT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    {
      name: 'category',
      type: 'select',
      options: CONTACT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
    { name: 'name', type: 'text', required: true, maxLength: NAME_MAX, index: true },
    { name: 'email', type: 'email', index: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'address', type: 'textarea', maxLength: 500 },
    { name: 'notes', type: 'textarea', maxLength: NOTES_MAX },
    {
      name: 'organisation',
      type: 'relationship',
      relationTo: 'contacts',
      admin: { description: 'The organisation a person is with.' },
    },
    { name: 'role', type: 'text', maxLength: 120, admin: { description: 'Their role or title there.' } },
    { name: 'tags', type: 'relationship', relationTo: 'contact-tags', hasMany: true },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { description: 'The account with the same email, linked when either is saved.' },
    },
  ],
}

export const ContactTags: CollectionConfig = {
  slug: 'contact-tags',
  labels: { singular: 'Contact tag', plural: 'Contact tags' },
  admin: { group: 'People', useAsTitle: 'name' },
  access,
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: TAG_MAX }],
}

export const ContactInteractions: CollectionConfig = {
  slug: 'contact-interactions',
  labels: { singular: 'Contact interaction', plural: 'Contact interactions' },
  admin: { group: 'People', defaultColumns: ['contact', 'kind', 'at', 'staff'] },
  access,
  fields: [
    { name: 'contact', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: INTERACTION_KINDS.map((value) => ({ value, label: INTERACTION_LABELS[value] })),
    },
    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'staff', type: 'relationship', relationTo: 'users', required: true },
    { name: 'summary', type: 'textarea', required: true, maxLength: SUMMARY_MAX },
  ],
}

export const ContactFollowUps: CollectionConfig = {
  slug: 'contact-follow-ups',
  labels: { singular: 'Contact follow-up', plural: 'Contact follow-ups' },
  admin: { group: 'People', defaultColumns: ['contact', 'due', 'owner', 'done'] },
  access,
  fields: [
    { name: 'contact', type: 'relationship', relationTo: 'contacts', required: true, index: true },
    { ...calendarDateField('due', 'Due on', true), index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true },
    { name: 'note', type: 'textarea', maxLength: SUMMARY_MAX },
    { name: 'doneAt', type: 'date' },
  ],
}
