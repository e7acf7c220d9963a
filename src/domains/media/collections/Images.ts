import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type ImageSize,
} from 'payload'

import { isStaff } from '@/domains/accounts'
import { IMAGE_ACCEPT } from '@/ui/image-upload'

import { inUseProblem, whereUsed } from '../services/image-usage'
import { ALT_MAX_LENGTH, altProblem } from '../services/public-image'
import { storedUploads, uploadUrl, type StoredUploads } from '../services/stored-uploads'

const WIDTHS = [400, 1200, 2400] as const

/**
 * Every width in WebP and AVIF. With `withoutEnlargement`, a size wider than
 * the original comes out at the original's width rather than with invented
 * pixels, so every size exists for every image.
 */
const imageSizes: ImageSize[] = WIDTHS.flatMap((width) => [
  {
    name: `webp${width}`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  {
    name: `avif${width}`,
    width,
    withoutEnlargement: true,
    // Effort 4 of 9: AVIF's slowest settings take many seconds for a 2400 px image, for a few per cent.
    formatOptions: { format: 'avif', options: { quality: 55, effort: 4 } },
  },
])

/** The names of the stored sizes (`webp400`, `avif400`, …), as the collection's columns are named after them. */
export const IMAGE_SIZE_NAMES = imageSizes.map((size) => size.name)

/** Where the images' files are kept: `public/images/{filename}`. */
const IMAGE_FILES = { collection: 'images', bucket: 'public', folder: 'images' } as const
export const imageFiles = (files: Pick<StoredUploads, 'storage'>) => storedUploads({ ...files, ...IMAGE_FILES })
/** An image file's address, as the collection's documents give it (`FILES_PUBLIC_URL`, or the site's own). */
export const imageFileUrl = (filesUrl: string | undefined, filename: string) =>
  uploadUrl({ ...IMAGE_FILES, filesUrl }, filename)

/** Who added the image is whoever was signed in then, never what a request says; it never changes afterwards. */
const recordUploader: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') data.uploadedBy = req.user?.id ?? null
  else data.uploadedBy = originalDoc?.uploadedBy ?? null
  return data
}

/** An image still shown somewhere is not deleted, whichever way the request comes (control panel, REST, GraphQL, code). */
const refuseWhileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await whereUsed(req.payload, id, req)
  const problem = inUseProblem(uses)
  if (!problem) return
  const error = new APIError(problem, 409, { uses }, true)
  // Payload answers "unknown error" for an error without a name, and a production build minifies class names away.
  error.name = 'ImageInUse'
  throw error
}

/**
 * Photographs and artwork images. Every file, the original included, goes
 * through sharp, which drops EXIF (GPS among it) unless asked to keep it: the
 * original is re-encoded because of `resizeOptions`, which otherwise changes
 * nothing but an image larger than 8000 px (decision 022).
 */
export function imagesCollection(files: Pick<StoredUploads, 'storage' | 'filesUrl'>): CollectionConfig {
  const stored = imageFiles(files)
  return {
    slug: 'images',
    labels: { singular: 'Image', plural: 'Images' },
    admin: { group: 'Content', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'credit', 'updatedAt'] },
    // Anyone signed in adds pictures (artists their profile and artworks, members the events they propose,
    // partners their perks), and changes or deletes only those.
    access: {
      read: () => true,
      create: ({ req }) => Boolean(req.user),
      update: ({ req }) => isStaff(req.user) || (req.user ? { uploadedBy: { equals: req.user.id } } : false),
      delete: ({ req }) => isStaff(req.user) || (req.user ? { uploadedBy: { equals: req.user.id } } : false),
    },
    upload: {
      ...stored.upload,
      mimeTypes: IMAGE_ACCEPT,
      imageSizes,
      resizeOptions: { width: 8000, height: 8000, fit: 'inside', withoutEnlargement: true },
      withMetadata: false,
      focalPoint: true,
      crop: true,
      adminThumbnail: ({ doc }) => {
        const small = (doc.sizes as Record<string, { filename?: string | null } | undefined> | undefined)?.webp400
        return small?.filename ? stored.url(small.filename) : null
      },
    },
    hooks: { ...stored.hooks, beforeChange: [recordUploader], beforeDelete: [refuseWhileInUse] },
    fields: [
      {
        name: 'alt',
        label: 'Alt text',
        type: 'text',
        required: true,
        maxLength: ALT_MAX_LENGTH,
        admin: { description: 'What the image shows, for people who cannot see it. Required.' },
        validate: (value: string | null | undefined) => altProblem(value) ?? true,
      },
      { name: 'caption', type: 'textarea' },
      { name: 'credit', type: 'text' },
      {
        name: 'uploadedBy',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        admin: { readOnly: true, position: 'sidebar' },
      },
    ],
  }
}
