import { describe, expect, it } from 'vitest'

import { donorKey, recognitionRoll, type Level, type RecognisedGift } from './recognition'

const levels: Level[] = [
  { id: 1, name: 'Friend', minimumYearlyMinor: 5_000, description: null },
  { id: 3, name: 'Benefactor', minimumYearlyMinor: 100_000, description: null },
  { id: 2, name: 'Patron', minimumYearlyMinor: 25_000, description: null },
]

let day = 0
const gift = (data: Partial<RecognisedGift>): RecognisedGift => ({
  donor: null,
  donorName: 'Someone',
  donorEmail: 'someone@example.org',
  organisation: null,
  recognition: 'named',
  amountMinor: 5_000,
  paidAt: new Date(Date.UTC(2026, 0, ++day)),
  ...data,
})

describe('who a donor is', () => {
  it('is an organisation by its name, else a person by account, else by email', () => {
    expect(donorKey({ donor: 4, donorEmail: 'a@example.org', organisation: ' Harbour  Books ' })).toBe(
      'organisation:harbour books',
    )
    expect(donorKey({ donor: 4, donorEmail: 'a@example.org', organisation: null })).toBe('person:4')
    expect(donorKey({ donor: null, donorEmail: 'A@Example.org', organisation: '' })).toBe('email:a@example.org')
  })
})

describe('the roll of donors', () => {
  it('places each donor under the highest level their year’s total reaches, highest level first', () => {
    const roll = recognitionRoll(
      [
        gift({ donor: 1, donorName: 'Ada', amountMinor: 20_000 }),
        gift({ donor: 1, donorName: 'Ada', amountMinor: 10_000 }),
        gift({ donorEmail: 'bo@example.org', donorName: 'Bo', amountMinor: 5_000 }),
        gift({ donor: 2, donorName: 'Cy', organisation: 'Harbour Books', amountMinor: 60_000 }),
        gift({ donor: 3, donorName: 'Di', organisation: 'harbour books', amountMinor: 40_000 }),
        gift({ donorEmail: 'small@example.org', amountMinor: 1_000 }),
      ],
      levels,
    )
    expect(roll.map(({ level, names, anonymous }) => [level.name, names, anonymous])).toEqual([
      ['Benefactor', ['harbour books'], 0],
      ['Patron', ['Ada'], 0],
      ['Friend', ['Bo'], 0],
    ])
  })

  it('shows a donor as their most recent gift asks, counting every gift for the level', () => {
    const roll = recognitionRoll(
      [
        gift({ donor: 1, donorName: 'Ada', recognition: 'named', amountMinor: 20_000 }),
        gift({ donor: 1, donorName: 'Ada', recognition: 'anonymous', amountMinor: 10_000 }),
        gift({ donor: 2, donorName: 'Bo', recognition: 'anonymous', amountMinor: 30_000 }),
        gift({ donor: 2, donorName: 'Bo', recognition: 'private', amountMinor: 5_000 }),
        gift({ donor: 3, donorName: 'Cy', recognition: 'private', amountMinor: 5_000 }),
        gift({ donor: 3, donorName: 'Cy', recognition: 'named', amountMinor: 5_000 }),
      ],
      levels,
    )
    expect(roll.map(({ level, names, anonymous }) => [level.name, names, anonymous])).toEqual([
      ['Patron', [], 1],
      ['Friend', ['Cy'], 0],
    ])
  })

  it('is empty without gifts or without levels', () => {
    expect(recognitionRoll([], levels)).toEqual([])
    expect(recognitionRoll([gift({ amountMinor: 900_000 })], [])).toEqual([])
  })
})
