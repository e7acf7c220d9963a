import { describe, expect, it } from 'vitest'

import { formatMoney, parseMoney } from '@/domains/commerce'

import { parseGiftForm, type GiftFormContext } from './giving-form'

const context: GiftFormContext = {
  signedIn: false,
  suggestedAmountsMinor: [2500, 5000],
  yearlyOffered: true,
  parseAmount: (text) => parseMoney(text, 'USD'),
  formatAmount: (minor) => formatMoney({ minor, currency: 'USD' }),
}
const guest = { name: 'Grace Guest', email: 'Grace@Example.org ' }

describe('the giving form', () => {
  it('takes a suggested amount from a guest, private and once unless asked', () => {
    expect(parseGiftForm({ amount: '2500', ...guest }, context)).toEqual({
      ok: true,
      choices: {
        amountMinor: 2500,
        frequency: 'once',
        dedication: null,
        dedicatedTo: null,
        organisation: null,
        recognition: 'private',
        guest: { name: 'Grace Guest', email: 'grace@example.org' },
      },
    })
  })

  it('takes an amount of the donor’s own, with a dedication and an organisation', () => {
    const parsed = parseGiftForm(
      {
        amount: 'other',
        otherAmount: '1,250.50',
        dedication: 'memory',
        dedicatedTo: ' Ada ',
        organisation: 'Harbour Books',
        recognition: 'named',
        frequency: 'yearly',
      },
      { ...context, signedIn: true },
    )
    expect(parsed).toMatchObject({
      ok: true,
      choices: {
        amountMinor: 125050,
        frequency: 'yearly',
        dedication: 'memory',
        dedicatedTo: 'Ada',
        organisation: 'Harbour Books',
        recognition: 'named',
        guest: null,
      },
    })
  })

  it('names each problem beside its field', () => {
    const parsed = parseGiftForm({ amount: '999', dedicatedTo: 'Ada', recognition: 'loud', email: 'nope' }, context)
    expect(parsed).toEqual({
      ok: false,
      signInToGiveYearly: false,
      fieldErrors: {
        amount: 'Choose one of the amounts shown, or give one of your own.',
        dedication: 'Choose “In honour of” or “In memory of” for the name you gave.',
        recognition: 'Choose how we may list you among our donors.',
        name: 'Give your name, for the receipt and our thanks.',
        email: 'Give an email address for the receipt, such as ada@example.org.',
      },
    })
  })

  it('refuses amounts that are not amounts, too small or too large', () => {
    const other = (otherAmount: string) => parseGiftForm({ amount: 'other', otherAmount, ...guest }, context)
    expect(other('')).toMatchObject({
      fieldErrors: { otherAmount: 'Give the amount you would like to give, such as 40.' },
    })
    expect(other('ten')).toMatchObject({ fieldErrors: { otherAmount: expect.stringContaining('is not an amount') } })
    expect(other('0.50')).toMatchObject({ fieldErrors: { otherAmount: 'The smallest gift online is $1.00.' } })
    expect(other('2000000')).toMatchObject({ fieldErrors: { otherAmount: expect.stringContaining('by arrangement') } })
    expect(parseGiftForm({ amount: '2500', otherAmount: '40', ...guest }, context)).toMatchObject({
      fieldErrors: { amount: expect.stringContaining('You chose an amount and also typed one') },
    })
    expect(parseGiftForm({ ...guest }, context)).toMatchObject({
      fieldErrors: { amount: 'Choose an amount, or give one of your own.' },
    })
  })

  it('asks a guest choosing yearly giving to sign in, and refuses yearly where it is not offered', () => {
    expect(parseGiftForm({ amount: '2500', frequency: 'yearly', ...guest }, context)).toMatchObject({
      ok: false,
      signInToGiveYearly: true,
      fieldErrors: { frequency: expect.stringContaining('Sign in to give every year') },
    })
    expect(
      parseGiftForm({ amount: '2500', frequency: 'yearly' }, { ...context, signedIn: true, yearlyOffered: false }),
    ).toMatchObject({ ok: false, fieldErrors: { frequency: 'This campaign takes gifts once only.' } })
  })

  it('wants the name of the person a dedicated gift is for', () => {
    expect(parseGiftForm({ amount: '2500', dedication: 'honour', ...guest }, context)).toMatchObject({
      fieldErrors: { dedicatedTo: 'Give the name of the person this gift honours or remembers.' },
    })
  })
})
