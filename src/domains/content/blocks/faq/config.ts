import type { Block } from 'payload'

/** Questions and answers, each answer opened by its question; search engines read them as an FAQ. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional, e.g. “Questions visitors ask”. Up to 120 characters.' },
    },
    {
      name: 'questions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Up to 30. Visitors open the answer by choosing its question.' },
      fields: [
        {
          name: 'question',
          type: 'text',
          required: true,
          maxLength: 200,
          admin: { description: 'Up to 200 characters.' },
        },
        { name: 'answer', type: 'richText', required: true },
      ],
    },
  ],
}
