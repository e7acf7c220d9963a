import { expect, type APIRequestContext } from '@playwright/test'

import { addDays, organisationDate, yearOf } from '../../src/platform/calendar'

/** The e2e server runs with the default time zone. */
const TIMEZONE = 'America/Los_Angeles'

type Deadlines = Record<
  | 'registrationOpens'
  | 'earlyPriceEnds'
  | 'regularPriceEnds'
  | 'registrationCloses'
  | 'materialsDue'
  | 'adReservationsClose'
  | 'adArtworkDue',
  string
>

/** Deadlines around today: registration open at the early price, materials and ads not yet due. */
export function openDeadlines(today = organisationDate(new Date(), TIMEZONE)): Deadlines {
  return {
    registrationOpens: addDays(today, -30),
    earlyPriceEnds: addDays(today, 30),
    regularPriceEnds: addDays(today, 60),
    registrationCloses: addDays(today, 90),
    materialsDue: addDays(today, 100),
    adReservationsClose: addDays(today, 95),
    adArtworkDue: addDays(today, 110),
  }
}

export type TestSeason = { id: number; year: number; weekends: { id: number; number: number }[] }

/**
 * The current season every Open Studios spec shares (they run in one server
 * and database): made on first use with open deadlines, two tiers and three
 * weekends. A spec that changes it (a deadline, a capacity) puts it back
 * with `setDeadlines(staff, season, openDeadlines())` or `setCapacity(…, null)`.
 */
export async function currentTestSeason(staff: APIRequestContext): Promise<TestSeason> {
  const found = await staff.get('/api/os-seasons?where[status][equals]=current&depth=0&limit=1')
  expect(found.status()).toBe(200)
  const { docs } = (await found.json()) as { docs: { id: number; year: number }[] }
  let season = docs[0]
  if (!season) {
    const today = organisationDate(new Date(), TIMEZONE)
    const firstWeekend = addDays(today, 120)
    const made = await staff.post('/api/os-seasons', {
      data: {
        year: yearOf(firstWeekend),
        name: `Open Studios ${yearOf(firstWeekend)}`,
        status: 'current',
        requiresMembership: true,
        deadlines: openDeadlines(today),
        tiers: [
          {
            key: 'premier',
            name: 'Premier',
            includes: 'A larger guide entry and a featured map pin',
            earlyPriceMinor: 25000,
            regularPriceMinor: 30000,
            latePriceMinor: 35000,
          },
          {
            key: 'participating',
            name: 'Participating',
            includes: 'A guide entry and a map pin',
            earlyPriceMinor: 15000,
            regularPriceMinor: 18000,
            latePriceMinor: 22000,
          },
        ],
        secondWeekendDiscountMinor: 5000,
        emergingDiscountMinor: 4000,
        emergingDefinition: 'showing for the first or second year',
        currency: 'USD',
        withdrawalRefundPercent: 75,
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    season = ((await made.json()) as { doc: { id: number; year: number } }).doc
    for (const number of [1, 2, 3]) {
      const start = addDays(firstWeekend, (number - 1) * 7)
      const weekend = await staff.post('/api/os-weekends', {
        data: {
          season: season.id,
          number,
          label: `Weekend ${number}`,
          startsOn: start,
          endsOn: addDays(start, 1),
          opensAt: '11:00',
          closesAt: '18:00',
        },
      })
      expect(weekend.status(), await weekend.text()).toBe(201)
    }
  }
  const weekends = await staff.get(`/api/os-weekends?where[season][equals]=${season.id}&depth=0&sort=number`)
  const list = ((await weekends.json()) as { docs: { id: number; number: number }[] }).docs
  return { id: season.id, year: season.year, weekends: list.map(({ id, number }) => ({ id, number })) }
}

/** The deadlines that must fall in this order (each on or after the one before it). */
const IN_ORDER: readonly (readonly (keyof Deadlines)[])[] = [
  ['registrationOpens', 'earlyPriceEnds', 'regularPriceEnds', 'registrationCloses', 'materialsDue'],
  ['adReservationsClose', 'adArtworkDue'],
]

/**
 * The stored deadlines with `moved` put in, and the others pulled along so
 * the season stays in order (the season refuses deadlines out of order): a
 * later deadline never before a moved one, an earlier one never after it.
 */
export function movedDeadlines(stored: Deadlines, moved: Partial<Deadlines>): Deadlines {
  const deadlines = { ...stored, ...moved }
  for (const chain of IN_ORDER) {
    for (let i = 1; i < chain.length; i += 1) {
      const [before, key] = [chain[i - 1]!, chain[i]!]
      if (!(key in moved) && deadlines[key] < deadlines[before]) deadlines[key] = deadlines[before]
    }
    for (let i = chain.length - 2; i >= 0; i -= 1) {
      const [key, after] = [chain[i]!, chain[i + 1]!]
      if (!(key in moved) && deadlines[key] > deadlines[after]) deadlines[key] = deadlines[after]
    }
  }
  return deadlines
}

/**
 * Moves some of the season's deadlines, and the others along with them to
 * keep the season in order: how specs move time (never by waiting). Put it
 * back with `setDeadlines(staff, season, openDeadlines())`.
 */
export async function setDeadlines(staff: APIRequestContext, season: TestSeason, deadlines: Partial<Deadlines>) {
  const current = await staff.get(`/api/os-seasons/${season.id}?depth=0`)
  const stored = ((await current.json()) as { deadlines: Deadlines }).deadlines
  const changed = await staff.patch(`/api/os-seasons/${season.id}`, {
    data: { deadlines: movedDeadlines(stored, deadlines) },
  })
  expect(changed.status(), await changed.text()).toBe(200)
}

/** Sets how many artists a weekend takes (null: no limit). */
export async function setCapacity(staff: APIRequestContext, weekendId: number, capacity: number | null) {
  const changed = await staff.patch(`/api/os-weekends/${weekendId}`, { data: { capacity } })
  expect(changed.status(), await changed.text()).toBe(200)
}

/** The date `days` from today where the organisation is. */
export function dayFromToday(days: number): string {
  return addDays(organisationDate(new Date(), TIMEZONE), days)
}
