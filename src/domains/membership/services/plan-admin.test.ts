import { describe, expect, it } from 'vitest'

import { amountField, parsePlanForm } from './plan-admin'

const good = {
  name: ' Friend ',
  slug: 'Friend',
  audience: 'artlover',
  price: '60',
  reducedPrice: '40.00',
  reducedFor: 'Students and seniors',
  term: 'twelve-months',
  graceDays: '30',
  benefits: 'Free entry\r\n\r\n  Openings  \n',
  grantsRole: 'artlover',
  whoFor: 'Everyone who loves art',
  position: '2',
}

describe('the plan form', () => {
  it('reads a plan, prices in minor units', () => {
    expect(parsePlanForm(good, 'USD')).toEqual({
      ok: true,
      plan: {
        name: 'Friend',
        slug: 'friend',
        audience: 'artlover',
        priceMinor: 6000,
        reducedPriceMinor: 4000,
        reducedFor: 'Students and seniors',
        term: 'twelve-months',
        graceDays: 30,
        benefits: ['Free entry', 'Openings'],
        grantsRole: 'artlover',
        whoFor: 'Everyone who loves art',
        position: 2,
      },
    })
  })

  it('takes empty optional fields as none', () => {
    const parsed = parsePlanForm(
      { ...good, reducedPrice: '', reducedFor: '', grantsRole: '', whoFor: '', benefits: '', position: '' },
      'USD',
    )
    expect(parsed.ok && parsed.plan).toMatchObject({
      reducedPriceMinor: null,
      reducedFor: null,
      grantsRole: null,
      whoFor: null,
      benefits: [],
      position: 0,
    })
  })

  it('refuses, in words by field, a price that is not a whole number of minor units and every other slip', () => {
    expect(
      parsePlanForm(
        {
          ...good,
          name: '',
          slug: '9lives',
          audience: 'everyone',
          price: '60.005',
          reducedPrice: 'forty',
          term: 'forever',
          graceDays: '400',
          grantsRole: 'admin',
        },
        'USD',
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Give the plan a name.',
        slug: 'The slug must be 2 to 40 lower-case letters or digits, starting with a letter (its page is /{slug}membership).',
        audience: 'Say whom the plan is for: artists or art lovers.',
        price: 'USD has 2 decimal places at most.',
        reducedPrice: '"forty" is not an amount: write it as digits, such as 25 or 25.50.',
        term: 'Choose how long a term runs.',
        graceDays: 'The grace period is a whole number of days from 0 to 365.',
        grantsRole: 'Choose a role, or none.',
      },
    })
    expect(parsePlanForm({ ...good, price: '1,000.5', reducedPrice: '', reducedFor: '' }, 'JPY')).toEqual({
      ok: false,
      fieldErrors: { price: 'JPY has no smaller unit: write a whole amount.' },
    })
  })

  it('wants the reduced price below the price, and who qualifies for it', () => {
    expect(parsePlanForm({ ...good, reducedPrice: '60', reducedFor: '' }, 'USD')).toEqual({
      ok: false,
      fieldErrors: {
        reducedPrice: 'The reduced price must be less than the price.',
        reducedFor: 'Say who qualifies for the reduced price.',
      },
    })
  })

  it('shows amounts back as typed', () => {
    expect(amountField(6000, 'USD')).toBe('60.00')
    expect(amountField(125_000, 'USD')).toBe('1250.00')
    expect(amountField(null, 'USD')).toBe('')
  })
})
