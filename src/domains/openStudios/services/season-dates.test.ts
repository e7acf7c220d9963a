import { describe, expect, it } from 'vitest'

import { seasonDatesInWords } from './season-dates'

const weekend = (startsOn: string, endsOn: string) => ({ startsOn, endsOn })

describe('seasonDatesInWords', () => {
  const spring = {
    weekends: [weekend('2027-04-24', '2027-04-25'), weekend('2027-04-17', '2027-04-18'), weekend('2027-05-01', '2027-05-02')],
  }

  it('says the first day to the last, and how many weekends', () => {
    expect(seasonDatesInWords(spring, '2026-11-28')).toBe('April 17 to May 2, 2027 · three weekends')
  })

  it('still says it on the last day, and nothing after it', () => {
    expect(seasonDatesInWords(spring, '2027-05-02')).toBe('April 17 to May 2, 2027 · three weekends')
    expect(seasonDatesInWords(spring, '2027-05-03')).toBeNull()
  })

  it('names both years when the season crosses the new year, and one day alone', () => {
    const winter = { weekends: [weekend('2026-12-26', '2026-12-27'), weekend('2027-01-02', '2027-01-03')] }
    expect(seasonDatesInWords(winter, '2026-12-01')).toBe('December 26, 2026 to January 3, 2027 · two weekends')
    expect(seasonDatesInWords({ weekends: [weekend('2027-06-05', '2027-06-05')] }, '2027-01-01')).toBe(
      'June 5, 2027 · one weekend',
    )
  })

  it('says nothing for a season without weekends', () => {
    expect(seasonDatesInWords({ weekends: [] }, '2027-01-01')).toBeNull()
  })
})
