import type { CollectionBeforeValidateHook, TextField } from 'payload'

import { slugify } from '@/platform/slugs'

import { slugProblem } from '../services/catalogue'

/** The address field of a catalogue entry: unique, made from the name when left empty, checked in words. */
export function slugField(description: string, problem = slugProblem): TextField {
  return {
    name: 'slug',
    type: 'text',
    // Not `required`: the hook below makes it from the name, and the check asks for one otherwise.
    unique: true,
    index: true,
    admin: { description },
    validate: (value: string | null | undefined) => problem(value) ?? true,
  }
}

/** Makes the slug from the name when staff left it empty; a clash is refused by the unique index in words. */
export const slugFromName: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (data && !data.slug && !originalDoc?.slug && typeof data.name === 'string' && data.name.trim()) {
    data.slug = slugify(data.name, 'item')
  }
  return data
}
