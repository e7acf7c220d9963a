import type { Block } from 'payload'

import { chosenWhen } from '../grid-fields'

/** A card asking visitors to give to a campaign or to join a membership plan, with a button to its page. */
export const supportCardBlock: Block = {
  slug: 'supportCard',
  interfaceName: 'SupportCardBlock',
  labels: { singular: 'Donation or membership card', plural: 'Donation or membership cards' },
  fields: [
    {
      name: 'kind',
      label: 'A card for',
      type: 'radio',
      required: true,
      defaultValue: 'campaign',
      options: [
        { label: 'A donation campaign', value: 'campaign' },
        { label: 'A membership plan', value: 'plan' },
      ],
    },
    {
      name: 'campaign',
      type: 'relationship',
      relationTo: 'campaigns',
      validate: chosenWhen('kind', 'campaign', 'Choose the campaign the card asks visitors to give to.'),
      admin: {
        condition: (_, sibling) => sibling?.kind === 'campaign',
        description: 'Its name, summary and progress are shown. The card is hidden while the campaign is unpublished.',
      },
    },
    {
      name: 'plan',
      label: 'Membership plan',
      type: 'relationship',
      relationTo: 'membership-plans',
      validate: chosenWhen('kind', 'plan', 'Choose the membership plan the card offers.'),
      admin: {
        condition: (_, sibling) => sibling?.kind === 'plan',
        description: 'Its name, price and who it is for are shown. The card is hidden once the plan is retired.',
      },
    },
    {
      name: 'text',
      label: 'Words of your own',
      type: 'textarea',
      maxLength: 300,
      admin: {
        description:
          'Optional: shown instead of the campaign’s summary or the plan’s “who it is for”. Up to 300 characters.',
      },
    },
    {
      name: 'buttonLabel',
      type: 'text',
      maxLength: 40,
      admin: { description: 'Optional: “Give now” or “Join” when empty. Up to 40 characters.' },
    },
  ],
}
