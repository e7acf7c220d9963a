import { describe, expect, it } from 'vitest'

import { partProblem, renderTemplate, templateMail, templateProblems } from './templates'

const offered = ['person.firstName', 'plan.name', 'links.renew', 'gift.dedication']
const words = {
  subject: 'Welcome, {{person.firstName}}, to {{plan.name}}',
  html: '<p>Dear {{person.firstName}},</p><p><a href="{{links.renew}}">Renew</a></p>',
  text: 'Dear {{person.firstName}},\n\nRenew: {{links.renew}}\n',
}
const context = {
  person: { firstName: 'Ada <b>&</b> "Al"' },
  plan: { name: 'Friends & Family' },
  links: { renew: 'https://example.org/renew?a=1&b=2' },
}

describe('renderTemplate', () => {
  it('fills staff’s words with the platform’s engine, escaped in the HTML only', () => {
    const mail = renderTemplate(words, context)
    expect(mail.html).toBe(
      '<p>Dear Ada &lt;b&gt;&amp;&lt;/b&gt; &quot;Al&quot;,</p><p><a href="https://example.org/renew?a=1&amp;b=2">Renew</a></p>',
    )
    expect(mail.subject).toBe('Welcome, Ada <b>&</b> "Al", to Friends & Family')
    expect(() => renderTemplate(words, { ...context, links: {} })).toThrow(
      'The mail needs the merge field {{links.renew}}, which it was not given.',
    )
  })

  it('tidies what a text box leaves: the subject on one line, the text with unix line endings and one final break', () => {
    const typed = {
      subject: ' Welcome,\r\n  {{person.firstName}} ',
      html: '<p>Hi</p>\r\n',
      text: '\r\nDear {{person.firstName}},\r\n\rBye\n\n',
    }
    const mail = renderTemplate(typed, { person: { firstName: 'Ada\nLovelace' } })
    expect(mail.subject).toBe('Welcome, Ada Lovelace')
    expect(mail.text).toBe('Dear Ada\nLovelace,\n\nBye\n')
    expect(mail.html).toBe('<p>Hi</p>\r\n')
  })

  it('puts the HTML in the site’s layout', () => {
    const mail = templateMail(words, context, { organisationName: 'Vernissage', publicUrl: 'https://example.org' })
    expect(mail.html).toMatch(/^<!DOCTYPE html>/)
    expect(mail.html).toContain('<p>Dear Ada &lt;b&gt;')
  })
})

describe('partProblem', () => {
  it('accepts the fields offered', () => {
    expect(partProblem('html', words.html, offered)).toBeNull()
    expect(
      partProblem('text', '{{! a note }}{{^gift.dedication}}No dedication.{{/gift.dedication}}', offered),
    ).toBeNull()
  })

  it('names each unknown merge field, once, in sections as well', () => {
    expect(partProblem('subject', 'Hi {{person.firstname}}', offered)).toBe(
      'The subject names the unknown merge field {{person.firstname}}: use only {{person.firstName}}, {{plan.name}}, {{links.renew}}, {{gift.dedication}}.',
    )
    expect(partProblem('html', '{{#a}}{{b}}{{/a}} {{b}}', offered)).toMatch(
      /^The HTML names the unknown merge fields \{\{a\}\}, \{\{b\}\}:/,
    )
  })

  it('says what is wrong with a template that is not one', () => {
    expect(partProblem('html', '<p>{{person.firstName</p>', offered)).toBe(
      'The HTML is not a valid template: Unclosed tag at 25.',
    )
  })

  it('says what the engine refuses, naming the part', () => {
    expect(partProblem('html', '{{{plan.name}}}', offered)).toBe(
      'The HTML cannot be used: values are always escaped: write {{name}}, not {{{name}}} or {{&name}}.',
    )
  })
})

describe('templateProblems', () => {
  it('gives each part’s problem, and refuses an empty part', () => {
    expect(templateProblems(words, offered)).toEqual({})
    expect(templateProblems({ ...words, subject: ' ', text: '{{nope}}' }, offered)).toEqual({
      subject: 'The subject is empty.',
      text: expect.stringContaining('{{nope}}'),
    })
    expect(templateProblems({ ...words, subject: 'x'.repeat(301) }, offered)).toEqual({
      subject: 'The subject is longer than 300 characters.',
    })
  })
})
