import { describe, expect, it } from 'vitest'

import {
  donorKey,
  donorOf,
  filterDonors,
  levelReached,
  NO_LEVEL,
  parseDonorKey,
  sortDonors,
  summariseDonors,
  type PaidGift,
} from './donor-summaries'

const LEVELS = [
  { name: 'Friend', minimumYearlyMinor: 5_000 },
  { name: 'Patron', minimumYearlyMinor: 100_000 },
  { name: 'Supporter', minimumYearlyMinor: 25_000 },
]

let nextId = 1
function gift(data: Partial<PaidGift>): PaidGift {
  return {
    id: nextId++,
    donor: null,
    donorName: 'Dora Donor',
    donorEmail: 'dora@example.org',
    organisation: null,
    amountMinor: 5_000,
    currency: 'USD',
    paidAt: '2026-03-01T10:00:00.000Z',
    yearlyGift: null,
    yearlyGiftActive: false,
    accountName: null,
    accountEmail: null,
    ...data,
  }
}

describe('who a donor is', () => {
  it('is the organisation a gift was given for, else the account, else the email', () => {
    expect(donorOf(gift({ donor: 7, organisation: '  Acme   Trust ' }))).toEqual({
      kind: 'organisation',
      name: 'acme trust',
    })
    expect(donorOf(gift({ donor: 7, organisation: '  ' }))).toEqual({ kind: 'person', id: 7 })
    expect(donorOf(gift({ donorEmail: ' Dora@Example.org ' }))).toEqual({ kind: 'email', email: 'dora@example.org' })
  })

  it('reads back the keys it writes, and nothing else', () => {
    for (const identity of [
      { kind: 'person', id: 12 },
      { kind: 'email', email: 'ada@example.org' },
      { kind: 'organisation', name: 'acme trust' },
    ] as const) {
      expect(parseDonorKey(donorKey(identity))).toEqual(identity)
    }
    for (const bad of ['', 'person:', 'person:0', 'person:12a', 'email:nobody', 'organisation: ', 'user:3', null]) {
      expect(parseDonorKey(bad)).toBeNull()
    }
  })
})

describe('levelReached', () => {
  it('is the highest level whose minimum the total reaches', () => {
    expect(levelReached(4_999, LEVELS)).toBeNull()
    expect(levelReached(5_000, LEVELS)?.name).toBe('Friend')
    expect(levelReached(99_999, LEVELS)?.name).toBe('Supporter')
    expect(levelReached(250_000, LEVELS)?.name).toBe('Patron')
  })

  it('is none for nothing given, even with a level of no minimum, and none without levels', () => {
    expect(levelReached(0, [{ name: 'Everyone', minimumYearlyMinor: 0 }])).toBeNull()
    expect(levelReached(1_000_000, [])).toBeNull()
  })
})

describe('summariseDonors', () => {
  const gifts = [
    gift({ donor: 1, accountName: 'Ada Lovelace', accountEmail: 'ada@example.org', amountMinor: 20_000 }),
    gift({
      donor: 1,
      accountName: 'Ada Lovelace',
      accountEmail: 'ada@example.org',
      amountMinor: 10_000,
      paidAt: '2026-06-01T00:00:00.000Z',
      yearlyGift: 9,
      yearlyGiftActive: true,
    }),
    gift({ donor: 1, amountMinor: 3_000, paidAt: '2025-12-31T23:59:59.000Z', accountName: 'Ada Lovelace' }),
    // Given for an organisation by the same person: the organisation's.
    gift({ donor: 1, organisation: 'Acme Trust', donorName: 'Ada Lovelace', amountMinor: 150_000 }),
    gift({ organisation: 'ACME trust', donorName: 'Bo Bright', paidAt: '2026-07-01T00:00:00.000Z' }),
    gift({ donorEmail: 'Guest@Example.org', donorName: 'Gus Guest', paidAt: '2025-05-01T00:00:00.000Z' }),
    gift({ donorEmail: 'guest@example.org', donorName: 'Gus G.', paidAt: '2025-06-01T00:00:00.000Z' }),
    // Two years ago only: not listed for 2026.
    gift({ donorEmail: 'old@example.org', paidAt: '2024-05-01T00:00:00.000Z' }),
  ]
  const summaries = summariseDonors(gifts, 2026, LEVELS, 'America/Los_Angeles')

  it('counts a gift in the organisation’s year: 11 PM on 31 December in Los Angeles is that year’s', () => {
    const late = [gift({ donorEmail: 'late@example.org', amountMinor: 4_000, paidAt: '2026-01-01T07:00:00.000Z' })]
    expect(summariseDonors(late, 2025, LEVELS, 'America/Los_Angeles')[0]).toMatchObject({
      thisYearMinor: 4_000,
      giftsThisYear: 1,
    })
    // Read in UTC it would be 2026's, and no gift of 2025 or 2024.
    expect(summariseDonors(late, 2025, LEVELS, 'UTC')).toEqual([])
  })

  it('makes one row per donor who gave this year or last, largest giver of the year first', () => {
    expect(summaries.map((donor) => donor.key)).toEqual([
      'organisation:acme trust',
      'person:1',
      'email:guest@example.org',
    ])
  })

  it('totals each year, counts the year’s gifts and the yearly gifts going on, and finds the level', () => {
    expect(summaries[0]).toMatchObject({
      kind: 'organisation',
      name: 'ACME trust',
      contact: 'Bo Bright',
      thisYearMinor: 155_000,
      lastYearMinor: 0,
      giftsThisYear: 2,
      level: 'Patron',
      lastGiftAt: '2026-07-01T00:00:00.000Z',
    })
    expect(summaries[1]).toMatchObject({
      kind: 'person',
      personId: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      thisYearMinor: 30_000,
      lastYearMinor: 3_000,
      giftsThisYear: 2,
      activeYearlyGifts: 1,
      level: 'Supporter',
      lastGiftAt: '2026-06-01T00:00:00.000Z',
    })
    expect(summaries[2]).toMatchObject({
      kind: 'email',
      personId: null,
      name: 'Gus G.',
      thisYearMinor: 0,
      lastYearMinor: 10_000,
      giftsThisYear: 0,
      level: null,
    })
  })

  it('filters by words in the name, email or contact, and by level or none', () => {
    expect(filterDonors(summaries, { search: 'bright' }).map((donor) => donor.key)).toEqual(['organisation:acme trust'])
    expect(filterDonors(summaries, { search: 'ADA@' }).map((donor) => donor.key)).toEqual(['person:1'])
    expect(filterDonors(summaries, { level: 'Supporter' }).map((donor) => donor.key)).toEqual(['person:1'])
    expect(filterDonors(summaries, { level: NO_LEVEL }).map((donor) => donor.key)).toEqual(['email:guest@example.org'])
    expect(filterDonors(summaries, {})).toHaveLength(3)
  })

  it('sorts by a column either way, and keeps the default of the most given this year', () => {
    const keys = (sort: Parameters<typeof sortDonors>[1]) => sortDonors(summaries, sort).map((donor) => donor.key)
    expect(keys({ sort: 'thisYear', direction: 'desc' })).toEqual(summaries.map((donor) => donor.key))
    const byName = keys({ sort: 'donor', direction: 'asc' })
    expect(byName).toEqual([...summaries].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((donor) => donor.key))
    expect(keys({ sort: 'donor', direction: 'desc' })).toEqual([...byName].reverse())
    const byLast = sortDonors(summaries, { sort: 'lastGift', direction: 'asc' }).map((donor) => donor.lastGiftAt)
    expect(byLast).toEqual([...byLast].sort())
  })
})
