import type { Block } from 'payload'

import { GRID_DEFAULT, GRID_MAX, chosenWhen, limitField } from '../grid-fields'

/** Artworks' cards: chosen one by one, a selection's, or the newest of a medium. Only public artworks are shown. */
export const artworkGridBlock: Block = {
  slug: 'artworkGrid',
  interfaceName: 'ArtworkGridBlock',
  labels: { singular: 'Artwork grid', plural: 'Artwork grids' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional, shown above the cards. Up to 120 characters.' },
    },
    {
      name: 'source',
      label: 'Which artworks',
      type: 'radio',
      required: true,
      defaultValue: 'chosen',
      options: [
        { label: 'Chosen one by one', value: 'chosen' },
        { label: 'The artworks of a selection, in its order', value: 'selection' },
        { label: 'The newest of a medium', value: 'medium' },
      ],
    },
    {
      name: 'artworks',
      type: 'relationship',
      relationTo: 'artworks',
      hasMany: true,
      maxRows: GRID_MAX,
      validate: chosenWhen('source', 'chosen', 'Choose at least one artwork.'),
      admin: {
        condition: (_, sibling) => sibling?.source === 'chosen',
        description: `Up to ${GRID_MAX}, in the order shown. One that is not public (yet) is left out.`,
      },
    },
    {
      name: 'selection',
      type: 'relationship',
      relationTo: 'selections',
      validate: chosenWhen('source', 'selection', 'Choose the selection whose artworks are shown.'),
      admin: {
        condition: (_, sibling) => sibling?.source === 'selection',
        description: 'Selections are made under Artists → Selections. Its artists are left out here.',
      },
    },
    {
      name: 'medium',
      type: 'relationship',
      relationTo: 'mediums',
      validate: chosenWhen('source', 'medium', 'Choose the medium whose newest artworks are shown.'),
      admin: { condition: (_, sibling) => sibling?.source === 'medium' },
    },
    limitField(GRID_DEFAULT, GRID_MAX),
  ],
}
