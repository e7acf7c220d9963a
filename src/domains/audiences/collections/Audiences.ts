import type { Access, CollectionConfig, JSONFieldValidation } from 'payload'

import { isStaff } from '@/domains/accounts'

import { checkDefinition } from '../services/definition'

const staffOnly: Access = ({ req }) => isStaff(req.user)

// Checked on every write, here and not in the tool alone, so REST and GraphQL cannot store a definition the SQL cannot read.
const definitionValid: JSONFieldValidation = (value) => {
  const checked = checkDefinition(value)
  return checked.ok ? true : checked.problems.join(' ')
}

/** Saved audiences (issue 39): a name and a definition, rules over live data; staff only through every API. */
export const Audiences: CollectionConfig = {
  slug: 'audiences',
  labels: { singular: 'Audience', plural: 'Audiences' },
  admin: {
    group: 'Communications',
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt'],
    description: 'Saved audiences for group mail. Built in the Audiences tool.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        // The stored form: empty conditions left out, so the same audience is stored alike however it came.
        if (!data || data.definition === undefined) return data
        const checked = checkDefinition(data.definition)
        return checked.ok ? { ...data, definition: checked.definition } : data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 120 },
    { name: 'definition', type: 'json', required: true, validate: definitionValid },
  ],
}
