import type { SeasonView } from './season-view'

/** A season for the rules' unit tests: early to 30 June, regular to 31 July, closes 15 August 2026. */
export function testSeason(overrides: Partial<SeasonView> = {}): SeasonView {
  return {
    id: 1,
    year: 2026,
    name: 'Open Studios 2026',
    status: 'current',
    requiresMembership: true,
    deadlines: {
      registrationOpens: '2026-04-01',
      earlyPriceEnds: '2026-06-30',
      regularPriceEnds: '2026-07-31',
      registrationCloses: '2026-08-15',
      materialsDue: '2026-08-31',
      adReservationsClose: '2026-08-20',
      adArtworkDue: '2026-09-05',
    },
    tiers: [
      {
        key: 'premier',
        name: 'Premier',
        includes: 'A half-page guide entry',
        prices: { early: 25000, regular: 30000, late: 35000 },
      },
      {
        key: 'participating',
        name: 'Participating',
        includes: 'A guide entry',
        prices: { early: 15000, regular: 18000, late: 22000 },
      },
    ],
    secondWeekendDiscountMinor: 5000,
    emergingDiscountMinor: 4000,
    emergingDefinition: 'showing for the first or second year',
    currency: 'USD',
    withdrawalRefundPercent: 75,
    guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
    weekends: [1, 2, 3].map((number) => ({
      id: number,
      number,
      label: `Weekend ${number}`,
      startsOn: `2026-10-0${number * 2}`,
      endsOn: `2026-10-0${number * 2 + 1}`,
      opensAt: '11:00',
      closesAt: '18:00',
      neighbourhoods: [],
      capacity: null,
    })),
    ...overrides,
  }
}
