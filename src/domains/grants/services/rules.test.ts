import { describe, expect, it } from 'vitest'

import { checkDeadline, checkGrant, type GrantForm } from './rules'

const form = (over: Partial<GrantForm> = {}): GrantForm => ({
  funder: '12',
  program: ' Spring arts round ',
  year: '2027',
  asked: '12,500.50',
  awarded: '',
  owner: '3',
  notes: '',
  ...over,
})

describe('a grant’s form', () => {
  it('reads amounts as people write them into minor units', () => {
    expect(checkGrant(form(), 'USD')).toEqual({
      ok: true,
      value: {
        funder: 12,
        program: 'Spring arts round',
        year: 2027,
        asked: 1_250_050,
        awarded: null,
        owner: 3,
        notes: null,
      },
    })
    expect(checkGrant(form({ asked: '5000', awarded: '4000' }), 'JPY')).toMatchObject({
      value: { asked: 5000, awarded: 4000 },
    })
  })

  it('names every problem beside its field', () => {
    expect(
      checkGrant(form({ funder: '', program: ' ', year: '27', asked: '-3', awarded: '1.234', owner: 'x' }), 'USD'),
    ).toEqual({
      ok: false,
      fieldErrors: {
        funder: expect.stringContaining('funder'),
        program: expect.stringContaining('program'),
        year: expect.stringContaining('year'),
        asked: expect.stringContaining('not an amount'),
        awarded: 'USD has 2 decimal places at most.',
        owner: expect.stringContaining('staff'),
      },
    })
  })

  it('takes a deadline’s day only when it exists', () => {
    expect(checkDeadline({ kind: 'report', due: '2027-02-28', note: '' })).toEqual({
      ok: true,
      value: { kind: 'report', due: '2027-02-28', note: null },
    })
    expect(checkDeadline({ kind: 'report', due: '2027-02-30', note: '' })).toMatchObject({
      ok: false,
      fieldErrors: { due: expect.any(String) },
    })
    expect(checkDeadline({ kind: 'lunch', due: 'soon', note: '' })).toMatchObject({
      ok: false,
      fieldErrors: { kind: expect.any(String), due: expect.any(String) },
    })
  })
})
