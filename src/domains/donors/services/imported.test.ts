import { describe, expect, it } from 'vitest'

import { checkImportedGift } from './imported'

const context = { campaign: { id: 7, name: 'Past giving' }, currency: 'USD' }

describe('checkImportedGift', () => {
  it('reads the amount in minor units, a currency sign dropped, and the donor by email', () => {
    expect(
      checkImportedGift(
        { email: 'Ann@Example.org', firstName: 'Ann', lastName: 'Lee', amount: '$1,250.5', givenOn: '2025-03-01' },
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        email: 'ann@example.org',
        name: 'Ann Lee',
        organisation: null,
        amountMinor: 125050,
        givenOn: '2025-03-01',
        campaign: 7,
      },
    })
  })

  it('says each problem in words, and that a campaign must be chosen', () => {
    expect(checkImportedGift({ email: 'ann@example.org', amount: '12.345', givenOn: '03/01/2025' }, context)).toEqual({
      ok: false,
      problems: ['USD has 2 decimal places at most', "the date '03/01/2025' is not a date written YYYY-MM-DD"],
    })
    expect(checkImportedGift({ email: 'ann@example.org', amount: '0', givenOn: '2025-03-01' }, context)).toEqual({
      ok: false,
      problems: ['the amount is nothing'],
    })
    expect(
      checkImportedGift(
        { email: 'ann@example.org', amount: '10', givenOn: '2025-03-01' },
        { ...context, campaign: null },
      ),
    ).toEqual({ ok: false, problems: ['no campaign is chosen for the gifts (choose one beside the mapping)'] })
  })
})
