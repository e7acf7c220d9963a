import { describe, expect, it } from 'vitest'

import { parseSizeForm, parseUploadsFilter } from './ad-admin'

const typed = {
  name: 'Half page',
  trimWidth: '4',
  trimHeight: '5.5',
  bleed: '0.125',
  price: '450',
  quantity: '6',
  position: '',
}

describe('a size as staff type it', () => {
  it('reads inches as decimals and the price as people write money', () => {
    expect(parseSizeForm({ ...typed, price: '1,250.50' }, 'USD')).toEqual({
      ok: true,
      value: {
        name: 'Half page',
        trimWidthInches: 4,
        trimHeightInches: 5.5,
        bleedInches: 0.125,
        priceMinor: 125050,
        quantity: 6,
        position: 0,
      },
    })
  })

  it('says what is wrong with each field', () => {
    const parsed = parseSizeForm(
      { name: ' ', trimWidth: 'wide', trimHeight: '40', bleed: '2', price: '12.345', quantity: '-1', position: '1.5' },
      'USD',
    )
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: 'Give the size a name, such as “Half page”.',
        trimWidth: 'The trim width: write inches as a number, such as 4.25.',
        trimHeight: 'The trim height must be between 0.5 and 30 inches.',
        bleed: 'The bleed must be between 0 and 1 inches.',
        price: 'USD has 2 decimal places at most.',
        quantity: 'How many are for sale: a whole number from 0 to 1000.',
        position: 'The position is a whole number (smaller comes first).',
      },
    })
  })
})

describe('the ads staff look for', () => {
  it('reads a state, a size and words, and says what it cannot use', () => {
    expect(parseUploadsFilter(new URLSearchParams('status=approved&size=3&search=%20frame%20'))).toEqual({
      filter: { status: 'approved', size: 3, search: 'frame' },
      problems: [],
    })
    expect(parseUploadsFilter(new URLSearchParams('status=lost&size=x'))).toEqual({
      filter: {},
      problems: ['there is no state “lost”', 'the size is not one of the list'],
    })
  })
})
