import { APIError, ValidationError, type CollectionConfig } from 'payload'

import { freeSlug, slugProblem } from '@/platform/slugs'

import { boundByArtistRules, changeOwnArtworks, readArtworks, staffOrArtist } from '../access'
import {
  ART_CURRENCY,
  ARTWORK_IMAGES_MAX,
  ARTWORK_STATUS_LABELS,
  ARTWORK_STATUSES,
  artworkChangeRefusal,
  AVAILABILITY,
  AVAILABILITY_LABELS,
  idOf,
  PRICE_MAX,
  tagsProblem,
  yearProblem,
  type ArtworkFields,
} from '../services/rules'
import { imagesNotTheirs } from '../services/own-images'
import { artworkChanged, artworkDeleted } from '../services/page-cache'

const COLLECTION = 'artworks'

/**
 * A work on an artist's profile. Artworks are not reviewed one by one: the
 * artist publishes them, and they are public while the profile is (decision
 * 024); staff may hide one.
 */
export const Artworks: CollectionConfig = {
  slug: COLLECTION,
  labels: { singular: 'Artwork', plural: 'Artworks' },
  admin: {
    group: 'Artists',
    useAsTitle: 'title',
    defaultColumns: ['title', 'artist', 'year', 'availability', 'status', 'updatedAt'],
  },
  access: {
    read: readArtworks,
    create: staffOrArtist,
    update: changeOwnArtworks,
    delete: changeOwnArtworks,
  },
  hooks: {
    beforeChange: [
      // `data` is the whole artwork as it will be saved.
      async ({ data, originalDoc, operation, req }) => {
        const profileId = idOf(data.artist)
        const profile = profileId
          ? await req.payload.findByID({
              collection: 'artist-profiles',
              id: profileId,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
              req,
            })
          : null
        if (!profile) {
          throw new ValidationError({
            collection: COLLECTION,
            errors: [{ path: 'artist', message: 'Choose the artist profile this artwork belongs to.' }],
          })
        }
        // Payload hands creation the document it duplicates, if any: nothing to compare with.
        const previous = operation === 'update' ? (originalDoc as ArtworkFields & { id: number }) : undefined
        if (boundByArtistRules(req.user)) {
          const refusal = artworkChangeRefusal(req.user, {
            data: data as ArtworkFields,
            original: previous,
            profileOwner: profile.owner,
          })
          if (refusal) throw new APIError(refusal, 403, undefined, true)
          const images = ((data.images ?? []) as { image?: unknown }[]).map((row) => Number(idOf(row.image)))
          const already = ((originalDoc?.images ?? []) as { image?: unknown }[]).map((row) => row.image)
          if ((await imagesNotTheirs(req.payload, req.user, images, already)).length > 0) {
            throw new ValidationError({
              collection: COLLECTION,
              errors: [{ path: 'images', message: 'Use only images you uploaded yourself.' }],
            })
          }
        }
        if (data.title && !data.slug) {
          data.slug = await freeSlug(req.payload, {
            collection: COLLECTION,
            text: `${data.title} ${profile.slug ?? ''}`,
            fallback: 'artwork',
            req,
            exceptId: previous?.id,
          })
        }
        return data
      },
    ],
    // The public pages are cached; these expire what the change touches (decision 025).
    afterChange: [artworkChanged],
    afterDelete: [artworkDeleted],
  },
  fields: [
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artist-profiles',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The artwork’s address, /art/{slug}: unique across the site, made from the title and the artist.',
      },
      // Left empty, it is made from the title.
      validate: (value: string | null | undefined) => (!value ? true : (slugProblem(value) ?? true)),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: ARTWORK_STATUSES.map((value) => ({ label: ARTWORK_STATUS_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Public when published and the artist’s profile is published.' },
    },
    {
      name: 'year',
      type: 'number',
      validate: (value: number | null | undefined) => yearProblem(value) ?? true,
    },
    { name: 'medium', type: 'relationship', relationTo: 'mediums' },
    {
      name: 'dimensions',
      type: 'group',
      fields: [
        { name: 'height', type: 'number', min: 0.01, max: 100_000 },
        { name: 'width', type: 'number', min: 0.01, max: 100_000 },
        { name: 'depth', type: 'number', min: 0.01, max: 100_000 },
        {
          name: 'unit',
          type: 'select',
          // Not `required`: GraphQL would then ask for the whole group in every change of an artwork.
          defaultValue: 'cm',
          options: [
            { label: 'centimetres', value: 'cm' },
            { label: 'inches', value: 'in' },
          ],
        },
      ],
    },
    {
      name: 'price',
      label: `Price (${ART_CURRENCY})`,
      type: 'number',
      min: 0,
      max: PRICE_MAX,
      admin: { condition: (data) => !data?.priceOnRequest },
    },
    { name: 'priceOnRequest', label: 'Price on request', type: 'checkbox', defaultValue: false },
    {
      name: 'availability',
      type: 'select',
      required: true,
      defaultValue: 'available',
      index: true,
      options: AVAILABILITY.map((value) => ({ label: AVAILABILITY_LABELS[value], value })),
    },
    {
      name: 'images',
      type: 'array',
      maxRows: ARTWORK_IMAGES_MAX,
      labels: { singular: 'Image', plural: 'Images' },
      admin: { description: 'The first image is the main one; drag to reorder.' },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'images',
          // Checked here rather than by `required`, whose NOT NULL column would stop the image library deleting an image.
          validate: (value: unknown) => (value ? true : 'Choose an image, or remove this row.'),
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      admin: { description: 'Words that help people find the work: subjects, techniques, colours.' },
      validate: (value: string[] | null | undefined) => tagsProblem(value) ?? true,
    },
  ],
}
