import { describe, expect, it } from 'vitest'

import {
  DEFAULT_THANK_YOU,
  dedicationSentence,
  fillPlaceholders,
  placeholderProblem,
  thankYouMail,
  unknownPlaceholders,
} from './acknowledgement'

const values = {
  name: 'Ada <Lovelace>',
  amount: '$50.00',
  campaign: 'New studio roof',
  date: 'March 1, 2026',
  dedication: '',
}
const site = { organisationName: 'Vernissage', publicUrl: 'https://vernissage.example.org' }

describe('the thank-you’s placeholders', () => {
  it('accepts the default words and refuses unknown placeholders, naming each once', () => {
    expect(placeholderProblem(DEFAULT_THANK_YOU.subject)).toBeNull()
    expect(placeholderProblem(DEFAULT_THANK_YOU.body)).toBeNull()
    expect(unknownPlaceholders('Dear {nmae}, {amount} {nmae} {first name} {}')).toEqual([
      '{nmae}',
      '{first name}',
      '{}',
    ])
    expect(placeholderProblem('Dear {nmae},')).toBe(
      'Unknown placeholder {nmae}: use only {name}, {amount}, {campaign}, {date}, {dedication}.',
    )
    expect(placeholderProblem('{a} and {b}')).toMatch(/^Unknown placeholders \{a\}, \{b\}:/)
  })

  it('fills each placeholder, and drops the paragraph an empty one leaves', () => {
    expect(fillPlaceholders('Dear {name},\n\n{dedication}\n\nThanks for {amount}.', values)).toBe(
      'Dear Ada <Lovelace>,\n\nThanks for $50.00.',
    )
  })

  it('says what a dedication is in a sentence, or nothing', () => {
    expect(dedicationSentence('memory', ' Jane Doe ')).toBe('This gift was made in memory of Jane Doe.')
    expect(dedicationSentence('honour', 'Sam')).toBe('This gift was made in honour of Sam.')
    expect(dedicationSentence('honour', '  ')).toBe('')
    expect(dedicationSentence(null, 'Sam')).toBe('')
  })
})

describe('thankYouMail', () => {
  it('makes the subject, the text and escaped paragraphs of html from the words', () => {
    const mail = thankYouMail(
      DEFAULT_THANK_YOU,
      { ...values, dedication: 'This gift was made in honour of Sam.' },
      site,
    )
    expect(mail.subject).toBe('Thank you for your gift to New studio roof')
    expect(mail.text).toContain('Dear Ada <Lovelace>,\n\nThank you for your gift of $50.00 to New studio roof')
    expect(mail.text).toContain('This gift was made in honour of Sam.')
    expect(mail.html).toContain('<p>Dear Ada &lt;Lovelace&gt;,</p>')
    expect(mail.html).toContain('<p>With warm thanks,<br>Everyone at Vernissage</p>')
    expect(mail.html).not.toContain('<Lovelace>')
  })
})
