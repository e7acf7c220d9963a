import { describe, expect, it } from 'vitest'

import {
  EmailTemplateDefinitions,
  emailTemplateDefinitions,
  exampleContext,
  type TemplateDefinition,
} from './template-definitions'

const welcome: TemplateDefinition = {
  key: 'membership-welcome',
  label: 'Membership welcome',
  description: 'Sent when a membership starts.',
  fields: {
    'person.firstName': { description: 'First name', example: 'Ada' },
    'plan.name': { description: 'The plan', example: 'Friend' },
    'term.endDate': { description: 'Last day', example: 'March 1, 2027' },
  },
  defaults: { subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi' },
  previewContext: async () => null,
}

describe('EmailTemplateDefinitions', () => {
  it('finds a definition by its key and refuses an unknown key in words', () => {
    const definitions = new EmailTemplateDefinitions([welcome])
    expect(definitions.get('membership-welcome')).toBe(welcome)
    expect(definitions.keys()).toEqual(['membership-welcome'])
    expect(definitions.get('nope')).toBeUndefined()
    expect(() => definitions.require('nope')).toThrow('No mail template "nope" is registered.')
  })

  it('refuses a definition registered twice, a bad key and bad field names', () => {
    expect(() => new EmailTemplateDefinitions([welcome, welcome])).toThrow('registered twice')
    expect(() => new EmailTemplateDefinitions([{ ...welcome, key: 'Welcome Mail' }])).toThrow('is not a mail template')
    expect(
      () => new EmailTemplateDefinitions([{ ...welcome, fields: { 'first name': welcome.fields['plan.name']! } }]),
    ).toThrow('"first name" is not a merge field')
    expect(
      () =>
        new EmailTemplateDefinitions([
          { ...welcome, fields: { plan: welcome.fields['plan.name']!, 'plan.name': welcome.fields['plan.name']! } },
        ]),
    ).toThrow('"plan" of "membership-welcome" is also a group')
  })

  it('is read from the Payload config, and its absence is said in words', () => {
    const definitions = new EmailTemplateDefinitions([welcome])
    const config = { custom: { emailTemplates: definitions } } as never
    expect(emailTemplateDefinitions({ config })).toBe(definitions)
    expect(() => emailTemplateDefinitions({ config: { custom: {} } as never })).toThrow('has no mail templates')
  })
})

describe('exampleContext', () => {
  it('nests the examples as the fields are named', () => {
    expect(exampleContext(welcome.fields)).toEqual({
      person: { firstName: 'Ada' },
      plan: { name: 'Friend' },
      term: { endDate: 'March 1, 2027' },
    })
  })
})
