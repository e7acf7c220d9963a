import { describe, expect, it } from 'vitest'

import { checkImportedMember, type ImportPlan } from './imported'

const household: ImportPlan = {
  id: 3,
  name: 'Household',
  slug: 'household',
  audience: 'artlover',
  term: 'twelve-months',
  graceDays: 30,
  currency: 'USD',
  grantsRole: 'artlover',
}
const artist: ImportPlan = {
  ...household,
  id: 1,
  name: 'Artist',
  slug: 'artist',
  audience: 'artist',
  term: 'calendar-year',
}
const plans = new Map([
  ['household', household],
  ['artist', artist],
])

describe('checkImportedMember', () => {
  it('names the plan by its name or address, whatever the case, and ends the term by the plan when no end is given', () => {
    expect(checkImportedMember({ email: 'A@Example.org', plan: 'HOUSEHOLD', startsOn: '2026-03-01' }, plans)).toEqual({
      ok: true,
      value: {
        person: { email: 'a@example.org', name: null },
        plan: household,
        startsOn: '2026-03-01',
        endsOn: '2027-03-01',
      },
    })
    const calendar = checkImportedMember({ email: 'b@example.org', plan: 'artist', startsOn: '2026-10-15' }, plans)
    expect(calendar).toMatchObject({ ok: true, value: { endsOn: '2027-12-31' } })
  })

  it('says each problem in words: an unknown plan (naming the plans), a date not written YYYY-MM-DD, an end before the start', () => {
    expect(checkImportedMember({ email: 'bob@', plan: 'Gold', startsOn: '1/3/2026' }, plans)).toEqual({
      ok: false,
      problems: [
        "'bob@' is not an email address",
        "there is no plan called 'Gold' (the plans: Household, Artist)",
        "the start date '1/3/2026' is not a date written YYYY-MM-DD",
      ],
    })
    expect(
      checkImportedMember(
        { email: 'c@example.org', plan: 'artist', startsOn: '2026-05-01', endsOn: '2026-04-01' },
        plans,
      ),
    ).toEqual({ ok: false, problems: ['the term ends (2026-04-01) before it starts (2026-05-01)'] })
  })
})
