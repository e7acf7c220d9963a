import { describe, expect, it } from 'vitest'

import { withdrawalRefund } from './pricing'
import {
  checkRegistrationForm,
  fullWeekends,
  nextOffers,
  offerEnds,
  placesLeft,
  refundOnWithdrawal,
  waitingPosition,
  type RawRegistrationForm,
} from './registration-rules'
import { testSeason } from './test-season'

const weekends = [
  { id: 1, capacity: 2 },
  { id: 2, capacity: 1 },
  { id: 3, capacity: null },
]
const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes))

describe('places on a weekend', () => {
  it('counts a weekend full at its capacity, never one without a capacity', () => {
    const taken = new Map([
      [1, 2],
      [2, 0],
      [3, 500],
    ])
    expect(fullWeekends(weekends, [1, 2, 3], taken)).toEqual([1])
    expect(placesLeft(weekends[0]!, taken)).toBe(0)
    expect(placesLeft(weekends[1]!, taken)).toBe(1)
    expect(placesLeft(weekends[2]!, taken)).toBeNull()
  })
})

describe('offers from the waiting list', () => {
  it('offers in the order registrations joined, skipping one that does not fit, and never more than the room', () => {
    const waiting = [
      { id: 10, weekends: [1, 2], queuedAt: at(1) },
      { id: 11, weekends: [1], queuedAt: at(2) },
      { id: 12, weekends: [1], queuedAt: at(3) },
    ]
    // Weekend 2 is full, weekend 1 has one place: the first cannot take it, the second can, the third waits.
    const taken = new Map([
      [1, 1],
      [2, 1],
    ])
    expect(nextOffers(waiting, weekends, taken)).toEqual([11])
    expect(nextOffers(waiting, weekends, new Map())).toEqual([10, 11])
    expect(nextOffers([], weekends, new Map())).toEqual([])
  })

  it('gives each weekend’s list its own positions', () => {
    const waiting = [
      { id: 10, weekends: [1, 2], queuedAt: at(1) },
      { id: 11, weekends: [2], queuedAt: at(2) },
      { id: 12, weekends: [1, 2], queuedAt: at(3) },
    ]
    expect(waitingPosition(waiting[2]!, waiting, 1)).toBe(2)
    expect(waitingPosition(waiting[2]!, waiting, 2)).toBe(3)
  })

  it('holds an offer for 48 hours', () => {
    expect(offerEnds(at(0)).getTime() - at(0).getTime()).toBe(48 * 3_600_000)
  })
})

describe('the refund of a withdrawal', () => {
  const season = testSeason({ withdrawalRefundPercent: 75 })
  it('is the season’s percentage before registration closes, nothing after, nothing for a waived fee', () => {
    expect(refundOnWithdrawal(20000, false, (paid) => withdrawalRefund(season, paid, false))).toBe(15000)
    expect(refundOnWithdrawal(20000, false, (paid) => withdrawalRefund(season, paid, true))).toBe(0)
    expect(refundOnWithdrawal(0, true, (paid) => withdrawalRefund(season, paid, false))).toBe(0)
    expect(refundOnWithdrawal(null, false, (paid) => withdrawalRefund(season, paid, false))).toBe(0)
  })
})

describe('the registration form', () => {
  const season = testSeason()
  const raw = (changes: Partial<RawRegistrationForm> = {}): RawRegistrationForm => ({
    weekends: ['1', '2'],
    tier: 'premier',
    emerging: '',
    studioChoice: 'new',
    address: '12 Valencia Street',
    unit: '',
    city: 'San Francisco',
    postcode: '94110',
    studioName: '',
    neighbourhood: '',
    accessNotes: '',
    accessibility: ['step-free'],
    accessibilityNotes: '',
    ...changes,
  })

  it('takes one or two of the season’s weekends, a tier and a studio', () => {
    const checked = checkRegistrationForm(season, raw())
    expect(checked).toMatchObject({ ok: true, value: { weekends: [1, 2], tier: 'premier', studio: { kind: 'new' } } })
    expect(checkRegistrationForm(season, raw({ studioChoice: '7' }))).toMatchObject({
      ok: true,
      value: { studio: { kind: 'existing', studio: 7 } },
    })
  })

  it('says what is wrong beside each field', () => {
    const checked = checkRegistrationForm(
      testSeason({ emergingDiscountMinor: null }),
      raw({ weekends: ['1', '2', '3'], tier: 'gold', emerging: 'yes', address: ' ', accessibility: ['lift'] }),
    )
    expect(checked).toEqual({
      ok: false,
      errors: {
        weekends: 'Choose at most two weekends.',
        tier: 'Choose one of this season’s tiers.',
        emerging: 'This season has no emerging artist price.',
        address: 'Give the studio’s street address: visitors come there.',
        accessibility: 'Choose among the access features listed.',
      },
    })
    expect(checkRegistrationForm(season, raw({ weekends: [] }))).toMatchObject({
      errors: { weekends: 'Choose the weekend you will open your studio, or two.' },
    })
    expect(checkRegistrationForm(season, raw({ weekends: ['99'] }))).toMatchObject({
      errors: { weekends: 'Choose among this season’s weekends.' },
    })
  })
})
