import type { CollectionConfig } from 'payload'

import { freeSlug, slugProblem } from '@/platform/slugs'

import { anyone, staffOnly } from '../access'
import { taxonomyChanged, taxonomyDeleted } from '../services/page-cache'
import { outlineValidation } from '../services/outline'

/**
 * A list staff keep (mediums, neighbourhoods): a name, an address-safe slug made
 * from the name unless staff give one, a description and the order on screens.
 */
export function taxonomyCollection(options: {
  slug: 'mediums' | 'neighbourhoods'
  singular: string
  plural: string
  description: string
}): CollectionConfig {
  return {
    slug: options.slug,
    labels: { singular: options.singular, plural: options.plural },
    admin: {
      group: 'Artists',
      useAsTitle: 'name',
      defaultColumns: ['name', 'slug', 'order'],
      description: options.description,
    },
    defaultSort: ['order', 'name'],
    access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
    hooks: {
      beforeValidate: [
        async ({ data, originalDoc, req }) => {
          if (data && !data.slug && !originalDoc?.slug && typeof data.name === 'string') {
            data.slug = await freeSlug(req.payload, {
              collection: options.slug,
              text: data.name,
              fallback: options.slug,
              req,
            })
          }
          return data
        },
      ],
      // Their names are on the cached public pages (decision 025).
      afterChange: [taxonomyChanged],
      afterDelete: [taxonomyDeleted],
    },
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
      {
        name: 'slug',
        type: 'text',
        // Not `required`: the hook above makes it from the name, and the check below asks for one otherwise.
        unique: true,
        index: true,
        admin: { description: 'Its part of search addresses (?medium=…). Made from the name when left empty.' },
        validate: (value: string | null | undefined) => slugProblem(value) ?? true,
      },
      { name: 'description', type: 'textarea', maxLength: 1000 },
      {
        name: 'order',
        type: 'number',
        defaultValue: 0,
        admin: { description: 'Lower numbers come first; equal numbers go by name.' },
      },
      // A neighbourhood's outline on the Open Studios map (decision 054), edited in `mapping`.
      ...(options.slug === 'neighbourhoods'
        ? [
            {
              name: 'outline',
              type: 'json' as const,
              admin: {
                description: 'A GeoJSON Polygon or MultiPolygon (longitude, latitude) drawn on the studio map.',
              },
              validate: outlineValidation,
            },
          ]
        : []),
    ],
  }
}

export const Mediums = taxonomyCollection({
  slug: 'mediums',
  singular: 'Medium',
  plural: 'Mediums',
  description: 'What artists work in (painting, ceramics…): chosen on profiles and artworks, a search facet.',
})

export const Neighbourhoods = taxonomyCollection({
  slug: 'neighbourhoods',
  singular: 'Neighbourhood',
  plural: 'Neighbourhoods',
  description: 'Where studios are: chosen on profiles, a search facet.',
})
