import type { Block } from 'payload'

import { GRID_DEFAULT, GRID_MAX, chosenWhen, limitField } from '../grid-fields'

/**
 * Artists' cards, from a selection (in its order) or by a query: a medium, a
 * neighbourhood, a weekend of this season's Open Studios. Only public profiles
 * are ever shown.
 */
export const artistGridBlock: Block = {
  slug: 'artistGrid',
  interfaceName: 'ArtistGridBlock',
  labels: { singular: 'Artist grid', plural: 'Artist grids' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional, shown above the cards. Up to 120 characters.' },
    },
    {
      name: 'source',
      label: 'Which artists',
      type: 'radio',
      required: true,
      defaultValue: 'selection',
      options: [
        { label: 'The artists of a selection, in its order', value: 'selection' },
        { label: 'Artists found by medium, neighbourhood or Open Studios weekend, by name', value: 'query' },
      ],
    },
    {
      name: 'selection',
      type: 'relationship',
      relationTo: 'selections',
      validate: chosenWhen('source', 'selection', 'Choose the selection whose artists are shown.'),
      admin: {
        condition: (_, sibling) => sibling?.source === 'selection',
        description: 'Selections are made under Artists → Selections. Its artworks are left out here.',
      },
    },
    {
      name: 'medium',
      type: 'relationship',
      relationTo: 'mediums',
      admin: { condition: (_, sibling) => sibling?.source === 'query', description: 'Optional.' },
    },
    {
      name: 'neighbourhood',
      type: 'relationship',
      relationTo: 'neighbourhoods',
      admin: { condition: (_, sibling) => sibling?.source === 'query', description: 'Optional.' },
    },
    {
      name: 'weekend',
      label: 'Open Studios weekend',
      type: 'number',
      min: 1,
      max: 9,
      admin: {
        condition: (_, sibling) => sibling?.source === 'query',
        description:
          'Optional: the number of a weekend of the current Open Studios season (1 for the first). Only artists registered for it are shown; none while no season is current.',
      },
    },
    limitField(GRID_DEFAULT, GRID_MAX),
  ],
}
