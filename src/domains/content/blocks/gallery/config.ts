import type { Block } from 'payload'

export const GALLERY_MIN = 2
export const GALLERY_MAX = 24

/** Several pictures from the image library in a grid, each with an optional caption. */
export const galleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional, shown above the pictures. Up to 120 characters.' },
    },
    {
      name: 'pictures',
      type: 'array',
      required: true,
      minRows: GALLERY_MIN,
      maxRows: GALLERY_MAX,
      labels: { singular: 'Picture', plural: 'Pictures' },
      admin: {
        description: `From ${GALLERY_MIN} to ${GALLERY_MAX} pictures, in the order shown. For one picture, use an Image block.`,
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'images', required: true },
        {
          name: 'caption',
          type: 'text',
          maxLength: 200,
          admin: { description: 'Optional. Up to 200 characters.' },
        },
      ],
    },
  ],
}
