import { describe, expect, it } from 'vitest'

import { mergeSavedReply, replyData, savedReplyProblems } from './saved-replies'

const facts = {
  personName: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'My print',
  about: 'Order V-12',
  staffName: 'Sam Porter',
}

describe('a saved reply', () => {
  it('is filled with the person’s and the conversation’s merge fields, as text (nothing escaped)', () => {
    const text =
      'Dear {{firstName}},\n\nAbout “{{subject}}”{{#about}} ({{about}}){{/about}}: <b>soon</b>.\n\n{{staffFirstName}}'
    expect(mergeSavedReply(text, replyData(facts))).toBe(
      'Dear Ada,\n\nAbout “My print” (Order V-12): <b>soon</b>.\n\nSam',
    )
  })

  it('falls back to the email for a person without a name, and hides what is about nothing', () => {
    const data = replyData({ ...facts, personName: '  ', about: '' })
    expect(mergeSavedReply('Hello {{firstName}} ({{name}}){{#about}} re {{about}}{{/about}}.', data)).toBe(
      'Hello ada@example.org (ada@example.org).',
    )
  })

  it('names what keeps it from being saved: blanks, lengths, merge fields that do not exist, broken tags', () => {
    expect(savedReplyProblems('', '')).toEqual({ title: 'Give the saved reply a title.', text: 'Write the reply.' })
    expect(savedReplyProblems('x'.repeat(121), 'Hi').title).toBe('A title is at most 120 characters.')
    expect(savedReplyProblems('Thanks', 'x'.repeat(10_001)).text).toBe('A reply is at most 10000 characters.')
    expect(savedReplyProblems('Thanks', 'Dear {{first_name}} and {{ticket}}').text).toMatch(
      /^\{\{first_name\}\}, \{\{ticket\}\} are not merge fields: use \{\{firstName\}\}/,
    )
    expect(savedReplyProblems('Thanks', 'Dear {{firstName}').text).toMatch(/^The reply is not a valid template/)
    expect(savedReplyProblems('Thanks', 'Dear {{{firstName}}}').text).toMatch(/^The reply cannot be used/)
    expect(savedReplyProblems('Thanks', 'Dear {{firstName}}, thanks for writing.')).toEqual({})
  })
})
