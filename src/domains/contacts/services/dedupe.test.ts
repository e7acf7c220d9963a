import { describe, expect, it } from 'vitest'

import { duplicateReasons, duplicateSuggestions, normalisedName, normalisedPhone } from './dedupe'

describe('normalising what people write differently', () => {
  it('drops case, accents, punctuation, spacing and a title from a name', () => {
    expect(normalisedName('  Dr. Zoë  O’Brien-Smith ')).toBe('zoe o brien smith')
    expect(normalisedName('ZOE O BRIEN SMITH')).toBe('zoe o brien smith')
  })
  it('keeps a phone’s last ten digits, and nothing of a number too short to be one', () => {
    expect(normalisedPhone('+1 (415) 555-0134')).toBe('4155550134')
    expect(normalisedPhone('415.555.0134')).toBe('4155550134')
    expect(normalisedPhone('ext 12')).toBe('')
  })
})

describe('the dedupe rules', () => {
  const ana = { id: 1, name: 'Ana Reyes', email: 'ana@press.example', phone: '415 555 0100', organisation: 9 }

  it('matches the same email, whatever its case', () => {
    expect(duplicateReasons(ana, { id: 2, name: 'A. Reyes', email: ' ANA@Press.example ' })).toEqual(['same email'])
  })
  it('matches the same name with the same phone, or with the same organisation', () => {
    expect(duplicateReasons(ana, { id: 2, name: 'ana reyes', phone: '+1-415-555-0100' })).toEqual([
      'same name and phone',
    ])
    expect(duplicateReasons(ana, { id: 3, name: 'Ána Réyes', organisation: 9 })).toEqual(['same name and organisation'])
  })
  it('does not match a name alone, nor a phone or an organisation without the name', () => {
    expect(duplicateReasons(ana, { id: 2, name: 'Ana Reyes' })).toEqual([])
    expect(duplicateReasons(ana, { id: 3, name: 'Bo Lin', phone: '415 555 0100', organisation: 9 })).toEqual([])
    expect(duplicateReasons(ana, { id: 4, name: 'Ana Reyes', phone: '415 555 0199', organisation: 8 })).toEqual([])
  })
  it('never matches a contact with itself, nor two empty emails', () => {
    expect(duplicateReasons(ana, ana)).toEqual([])
    expect(duplicateReasons({ id: 1, name: 'X', email: '' }, { id: 2, name: 'Y', email: null })).toEqual([])
  })
  it('suggests each pair once, the older kept, with every reason', () => {
    const suggestions = duplicateSuggestions([
      { id: 7, name: 'Ana Reyes', email: 'ana@press.example', phone: '4155550100' },
      ana,
      { id: 5, name: 'Bo Lin', email: 'bo@venue.example' },
      { id: 8, name: 'Bo Lin' },
    ])
    expect(suggestions).toEqual([{ keep: 1, merge: 7, reasons: ['same email', 'same name and phone'] }])
  })
})
