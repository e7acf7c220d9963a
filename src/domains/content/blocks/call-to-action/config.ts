import type { Block } from 'payload'

import { LINK_MAX_LENGTH, linkProblem } from '../links'

/** A heading, a few words and one or two buttons: "Become a member", "Give to the studio fund". */
export const callToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'What you ask visitors to do, in a few words. Up to 120 characters.' },
    },
    {
      name: 'text',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'Optional: why they should. Up to 500 characters.' },
    },
    {
      name: 'buttons',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      admin: { description: 'One or two. The first is drawn as the main one.' },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'The words on the button, e.g. “Join now”. Up to 40 characters.' },
        },
        {
          name: 'link',
          type: 'text',
          required: true,
          maxLength: LINK_MAX_LENGTH,
          validate: (value: string | null | undefined) => linkProblem(value) ?? true,
          admin: {
            description:
              'A page of this site as its path (/donors, /about/history), or another site’s full address (https://…).',
          },
        },
      ],
    },
  ],
}
