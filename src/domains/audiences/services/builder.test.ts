import { describe, expect, it } from 'vitest'

import { draftFromForm, draftOf } from './builder'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe("the audience builder's form", () => {
  const posted = {
    match: 'any',
    'rules.0.source': 'members',
    'rules.0.plan': '3',
    'rules.0.status': '',
    'rules.0.expiringWithinDays': ' 30 ',
    // A condition of another source stays behind when the source changes: it is not read.
    'rules.0.event': '9',
    'rules.1.source': 'donors',
    'rules.1.yearly': 'on',
    'except.0.source': 'artLovers',
  }

  it('reads each rule with the conditions of its source, in order', () => {
    expect(draftFromForm(form({ ...posted, intent: 'count' }))).toEqual({
      match: 'any',
      rules: [
        { source: 'members', plan: '3', expiringWithinDays: '30' },
        { source: 'donors', yearly: 'on' },
      ],
      except: [{ source: 'artLovers' }],
    })
  })

  it('applies the button pressed: add a rule, add an exception, remove one', () => {
    expect(draftFromForm(form({ ...posted, intent: 'add-rule' })).rules).toHaveLength(3)
    expect(draftFromForm(form({ ...posted, intent: 'add-except' })).except).toEqual([{ source: 'artLovers' }, { source: 'artLovers' }])
    expect(draftFromForm(form({ ...posted, intent: 'remove:rules:0' })).rules).toEqual([{ source: 'donors', yearly: 'on' }])
    expect(draftFromForm(form({ ...posted, intent: 'remove:except:0' })).except).toEqual([])
  })

  it('reads an unknown source as members and an unknown match as "all of"', () => {
    expect(draftFromForm(form({ match: 'most', 'rules.0.source': 'everyone' }))).toEqual({
      match: 'all',
      rules: [{ source: 'members' }],
      except: [],
    })
  })

  it('shows a stored definition as the form holds it', () => {
    expect(draftOf({ match: 'all', rules: [{ source: 'donors', level: 2, yearly: true }], except: [] })).toEqual({
      match: 'all',
      rules: [{ source: 'donors', level: '2', yearly: 'on' }],
      except: [],
    })
  })
})
