import { describe, expect, it } from 'vitest'

import { EmailTemplateDefinitions, exampleContext, renderTemplate } from '@/domains/comms'

import { dedicationSentence, DEFAULT_THANK_YOU, THANK_YOU_FIELDS, thankYouContext } from './acknowledgement'
import { thankYouTemplate } from './acknowledgement-template'

const gift = {
  name: ' Ada <Lovelace> ',
  amount: '$50.00',
  date: 'March 1, 2026',
  dedication: null,
  dedicatedTo: null,
  campaign: 'New studio roof',
}

describe('the thank-you’s template', () => {
  it('is a template definition whose defaults name only its fields', () => {
    const definitions = new EmailTemplateDefinitions([thankYouTemplate()])
    expect(definitions.keys()).toEqual(['donor-thank-you'])
    expect(renderTemplate(DEFAULT_THANK_YOU, exampleContext(THANK_YOU_FIELDS)).subject).toBe(
      'Thank you for your gift to New studio roof',
    )
  })

  it('thanks without a dedication, leaving no empty paragraph', () => {
    const mail = renderTemplate(DEFAULT_THANK_YOU, thankYouContext(gift))
    expect(mail.text).toBe(
      'Dear Ada <Lovelace>,\n\nThank you for your gift of $50.00 to New studio roof, received on March 1, 2026.\n\n' +
        'Gifts like yours keep our studios open, our exhibitions free and our artists working. We are truly grateful.\n\n' +
        'With warm thanks,\nEveryone at Vernissage\n',
    )
    expect(mail.html).toContain('<p>Dear Ada &lt;Lovelace&gt;,</p>')
    expect(mail.html).not.toContain('<p></p>')
    expect(mail.html).not.toContain('<Lovelace>')
  })

  it('says the dedication in its own paragraph', () => {
    const mail = renderTemplate(
      DEFAULT_THANK_YOU,
      thankYouContext({ ...gift, dedication: 'memory', dedicatedTo: 'Jane' }),
    )
    expect(mail.text).toContain('March 1, 2026.\n\nThis gift was made in memory of Jane.\n\nGifts like yours')
    expect(mail.html).toContain('<p>This gift was made in memory of Jane.</p>')
  })

  it('says what a dedication is in a sentence, or nothing', () => {
    expect(dedicationSentence('memory', ' Jane Doe ')).toBe('This gift was made in memory of Jane Doe.')
    expect(dedicationSentence('honour', 'Sam')).toBe('This gift was made in honour of Sam.')
    expect(dedicationSentence('honour', '  ')).toBe('')
    expect(dedicationSentence(null, 'Sam')).toBe('')
  })
})
