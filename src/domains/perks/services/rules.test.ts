import { describe, expect, it } from 'vitest'

import { anyGoodStanding, mayUsePerk, parsePerkForm, perkCurrent, statusAfterPartnerSave, type PerkForm } from './rules'

const FORM: PerkForm = {
  businessName: ' Mission Framing ',
  title: 'Framing for members',
  description: 'Any frame, any size.',
  discount: '15% off framing',
  redemption: 'code',
  code: 'ART15',
  eligibility: 'artlover',
  validFrom: '2026-12-01',
  validUntil: '2027-03-31',
}

describe('when a perk runs', () => {
  it('runs from its first day to its last, both included, on the organisation’s calendar', () => {
    const perk = { validFrom: '2026-12-01', validUntil: '2026-12-31' }
    expect(perkCurrent(perk, '2026-11-30')).toBe(false)
    expect(perkCurrent(perk, '2026-12-01')).toBe(true)
    expect(perkCurrent(perk, '2026-12-31')).toBe(true)
    expect(perkCurrent(perk, '2027-01-01')).toBe(false)
  })

  it('runs for good once started when it has no last day', () => {
    expect(perkCurrent({ validFrom: '2026-12-01', validUntil: null }, '2030-06-01')).toBe(true)
  })
})

describe('who may use a perk', () => {
  it('gives art lovers’ perks to art lovers in good standing only', () => {
    expect(mayUsePerk('artlover', { artlover: 'active' })).toBe(true)
    expect(mayUsePerk('artlover', { artlover: 'grace' })).toBe(true)
    expect(mayUsePerk('artlover', { artist: 'active' })).toBe(false)
  })

  it('gives artists’ perks to artist members only', () => {
    expect(mayUsePerk('artist', { artist: 'active' })).toBe(true)
    expect(mayUsePerk('artist', { artlover: 'active' })).toBe(false)
  })

  it('gives “any member” perks to a member of either kind', () => {
    expect(mayUsePerk('any', { artist: 'grace' })).toBe(true)
    expect(mayUsePerk('any', { artlover: 'active' })).toBe(true)
  })

  it('gives nothing to an expired membership, one awaiting payment, or no membership', () => {
    for (const eligibility of ['artlover', 'artist', 'any'] as const) {
      expect(mayUsePerk(eligibility, { artlover: 'expired', artist: 'expired' })).toBe(false)
      expect(mayUsePerk(eligibility, { artlover: 'awaiting-payment' })).toBe(false)
      expect(mayUsePerk(eligibility, {})).toBe(false)
    }
    expect(anyGoodStanding({ artlover: 'expired' })).toBe(false)
  })
})

describe('a partner’s form', () => {
  it('reads a good form, trimmed', () => {
    const parsed = parsePerkForm(FORM, '2026-11-26')
    expect(parsed).toEqual({
      ok: true,
      value: {
        businessName: 'Mission Framing',
        title: 'Framing for members',
        description: 'Any frame, any size.',
        discount: '15% off framing',
        redemption: 'code',
        code: 'ART15',
        eligibility: 'artlover',
        validFrom: '2026-12-01',
        validUntil: '2027-03-31',
      },
    })
  })

  it('drops the code of a perk redeemed with the card, and takes an empty last day as none', () => {
    const parsed = parsePerkForm({ ...FORM, redemption: 'card', validUntil: '' }, '2026-11-26')
    expect(parsed).toMatchObject({ ok: true, value: { code: null, validUntil: null } })
  })

  it('names each problem beside its field', () => {
    const parsed = parsePerkForm(
      { ...FORM, title: '', code: '', eligibility: 'everyone', validFrom: '2026-02-30', validUntil: 'soon' },
      '2026-11-26',
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      title: 'Enter what the perk is.',
      code: 'Enter the code members give you, or choose “shows their membership card”.',
      eligibility: 'Choose which members may use the perk.',
      validFrom: 'Enter the first day of the perk as a date (YYYY-MM-DD).',
      validUntil: 'Enter the last day as a date (YYYY-MM-DD), or leave it empty for no end.',
    })
  })

  it('refuses a last day before the first, or already past', () => {
    expect(parsePerkForm({ ...FORM, validUntil: '2026-11-30' }, '2026-11-26')).toMatchObject({
      ok: false,
      errors: { validUntil: 'The last day cannot come before the first.' },
    })
    expect(parsePerkForm({ ...FORM, validFrom: '2026-01-01', validUntil: '2026-11-25' }, '2026-11-26')).toMatchObject({
      ok: false,
      errors: { validUntil: 'The last day has already passed.' },
    })
  })
})

describe('a partner’s save', () => {
  it('keeps a draft a draft and sends any submit to review', () => {
    expect(statusAfterPartnerSave(undefined, false)).toBe('draft')
    expect(statusAfterPartnerSave('draft', true)).toBe('pending')
    expect(statusAfterPartnerSave('published', true)).toBe('pending')
    expect(statusAfterPartnerSave('rejected', true)).toBe('pending')
  })

  it('leaves a change to a published perk as a draft beside it until submitted', () => {
    expect(statusAfterPartnerSave('published', false)).toBe('draft')
    expect(statusAfterPartnerSave('pending', false)).toBe('pending')
  })
})
