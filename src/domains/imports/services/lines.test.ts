import { describe, expect, it } from 'vitest'

import { importTarget } from './targets'
import { inWords, LineChecker } from './lines'

const contacts = importTarget('contacts')!
const mapping = {
  email: 0,
  name: null,
  firstName: 1,
  lastName: 2,
  phone: null,
  role: null,
  category: 3,
  notes: null,
  tags: 4,
}

describe('LineChecker', () => {
  it('reads a good line into a contact, tags split by commas or semicolons', () => {
    const line = new LineChecker(contacts, mapping, undefined).check(2, [
      'Ann@Example.org',
      'Ann',
      'Lee',
      'Press',
      'a; b, a',
    ])
    expect(line).toEqual({
      row: 2,
      ok: true,
      email: 'ann@example.org',
      key: 'ann@example.org',
      value: {
        email: 'ann@example.org',
        name: 'Ann Lee',
        phone: null,
        role: null,
        category: 'press',
        notes: null,
        tags: ['a', 'b'],
      },
    })
  })

  it("says a bad email in words: row 4: 'bob@' is not an email address", () => {
    const line = new LineChecker(contacts, mapping, undefined).check(4, ['bob@', 'Bob', '', '', ''])
    expect(line.ok).toBe(false)
    expect(inWords(line as { row: number; reason: string })).toBe("row 4: 'bob@' is not an email address")
  })

  it('names every problem of a line', () => {
    const line = new LineChecker(contacts, mapping, undefined).check(3, ['', 'C', '', 'Florist', ''])
    expect(line).toEqual({
      row: 3,
      ok: false,
      reason:
        "there is no email address (people are matched by email); 'Florist' is not a kind of contact (partner, sponsor, press, venue, funder, supplier)",
    })
  })

  it('skips a second line of the same email, whatever its case, naming the first', () => {
    const checker = new LineChecker(contacts, mapping, undefined)
    expect(checker.check(2, ['ann@example.org', 'Ann', '', '', '']).ok).toBe(true)
    expect(checker.check(5, ['ANN@example.org', 'Ann', '', '', ''])).toEqual({
      row: 5,
      ok: false,
      reason: 'ann@example.org is already on row 2',
    })
  })

  it('skips an empty line', () => {
    expect(new LineChecker(contacts, mapping, undefined).check(6, ['', ' ', '', '', ''])).toMatchObject({
      reason: 'the row is empty',
    })
  })
})
