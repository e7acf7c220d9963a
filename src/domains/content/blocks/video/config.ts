import type { Block } from 'payload'

import { readVideoAddress } from './video-address'

/**
 * A YouTube or Vimeo video, shown as a picture with a play button: the player
 * (privacy-enhanced) loads only when a visitor asks for it.
 */
export const videoBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'address',
      label: 'Video address',
      type: 'text',
      required: true,
      maxLength: 500,
      validate: (value: string | null | undefined) => {
        const reading = readVideoAddress(value)
        return reading.ok ? true : reading.message
      },
      admin: {
        description:
          'Paste the address of the video on YouTube or Vimeo (from the address bar or the Share button). No other site’s videos can be shown.',
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: {
        description:
          'What the video is, e.g. “A morning in Ana Ruiz’s studio”: shown on the play button. Up to 120 characters.',
      },
    },
    {
      name: 'poster',
      label: 'Picture before it plays',
      type: 'upload',
      relationTo: 'images',
      admin: {
        description:
          'Optional, from the image library. Nothing is fetched from YouTube or Vimeo until a visitor presses play, so their thumbnail is not used.',
      },
    },
    {
      name: 'caption',
      type: 'text',
      maxLength: 300,
      admin: { description: 'Optional, shown under the video. Up to 300 characters.' },
    },
  ],
}
