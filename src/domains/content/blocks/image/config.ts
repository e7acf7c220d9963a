import type { Block } from 'payload'

export const IMAGE_WIDTHS = ['text', 'wide', 'full'] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** One picture from the image library, with its caption and credit. */
export const imageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'images',
      required: true,
      admin: {
        description:
          'From the image library. Visitors are shown its alt text when they cannot see it: an image without alt text is not shown.',
      },
    },
    {
      name: 'caption',
      type: 'text',
      maxLength: 300,
      admin: { description: 'Shown under the picture. Up to 300 characters.' },
    },
    {
      name: 'credit',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Who made the picture, e.g. “Photo: Ana Ruiz”. Up to 120 characters.' },
    },
    {
      name: 'width',
      type: 'select',
      required: true,
      defaultValue: 'text',
      options: [
        { label: 'As wide as the text', value: 'text' },
        { label: 'Wide', value: 'wide' },
        { label: 'The whole screen', value: 'full' },
      ] satisfies { label: string; value: ImageWidth }[],
      admin: { description: 'On a phone every picture is as wide as the screen.' },
    },
  ],
}
