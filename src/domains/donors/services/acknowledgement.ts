import type { TemplateContext, TemplateWords } from '@/domains/comms'

/**
 * The thank-you mail for a gift (decision 044), a comms mail template
 * (decision 046) staff edit in `donorbackend`: its merge fields and the
 * words it has until staff change them.
 */

export const THANK_YOU_TEMPLATE = 'donor-thank-you'

export const THANK_YOU_FIELDS = {
  'donor.name': { description: 'The donor’s name, as given with the gift.', example: 'Ada Lovelace' },
  'gift.amount': { description: 'The gift’s amount, with its currency.', example: '$50.00' },
  'gift.date': { description: 'The day the gift was paid, where the organisation is.', example: 'March 1, 2026' },
  'gift.dedication': {
    description:
      'A sentence such as “This gift was made in memory of Jane Doe.”, or nothing: show it with {{#gift.dedication}}…{{/gift.dedication}}.',
    example: 'This gift was made in honour of Sam Rivera.',
  },
  'campaign.name': { description: 'The campaign the gift was made to.', example: 'New studio roof' },
} as const

/** What the mail says until staff change it. */
export const DEFAULT_THANK_YOU: TemplateWords = {
  subject: 'Thank you for your gift to {{campaign.name}}',
  html: [
    '<p>Dear {{donor.name}},</p>',
    '<p>Thank you for your gift of {{gift.amount}} to {{campaign.name}}, received on {{gift.date}}.</p>',
    '{{#gift.dedication}}',
    '<p>{{gift.dedication}}</p>',
    '{{/gift.dedication}}',
    '<p>Gifts like yours keep our studios open, our exhibitions free and our artists working. We are truly grateful.</p>',
    '<p>With warm thanks,<br>Everyone at Vernissage</p>',
    '',
  ].join('\n'),
  text: [
    'Dear {{donor.name}},',
    '',
    'Thank you for your gift of {{gift.amount}} to {{campaign.name}}, received on {{gift.date}}.',
    '',
    '{{#gift.dedication}}',
    '{{gift.dedication}}',
    '',
    '{{/gift.dedication}}',
    'Gifts like yours keep our studios open, our exhibitions free and our artists working. We are truly grateful.',
    '',
    'With warm thanks,',
    'Everyone at Vernissage',
    '',
  ].join('\n'),
}

/** The sentence `gift.dedication` becomes: "This gift was made in memory of Jane Doe." or nothing. */
export function dedicationSentence(dedication: 'honour' | 'memory' | null | undefined, to: string | null | undefined) {
  const who = to?.trim()
  if (!dedication || !who) return ''
  return `This gift was made ${dedication === 'memory' ? 'in memory of' : 'in honour of'} ${who}.`
}

/** A gift's facts as the thank-you's merge fields, every one a string (a dedication-less gift's is empty). */
export function thankYouContext(gift: {
  name: string
  amount: string
  date: string
  dedication: 'honour' | 'memory' | null
  dedicatedTo: string | null
  campaign: string
}): TemplateContext {
  return {
    donor: { name: gift.name.trim() },
    gift: { amount: gift.amount, date: gift.date, dedication: dedicationSentence(gift.dedication, gift.dedicatedTo) },
    campaign: { name: gift.campaign },
  }
}
