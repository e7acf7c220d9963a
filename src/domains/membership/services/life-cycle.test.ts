import { describe, expect, it } from 'vitest'

import { addDays, addYears, daysBetween, organisationDate } from '@/platform/calendar'
import {
  endsWithin,
  inGoodStanding,
  membershipState,
  nextTermDays,
  offersRenewal,
  settleRoles,
  termState,
  type TermDays,
} from './life-cycle'

const twelve = { term: 'twelve-months' } as const
const calendar = { term: 'calendar-year' } as const
const term = (startsOn: string, endsOn: string, extra: Partial<TermDays> = {}): TermDays => ({
  startsOn,
  endsOn,
  graceDays: 30,
  ...extra,
})

describe('the organisation’s calendar', () => {
  it('reads today where the organisation is, not on the server’s clock', () => {
    const lateEvening = new Date('2027-01-01T05:30:00Z')
    expect(organisationDate(lateEvening, 'America/Los_Angeles')).toBe('2026-12-31')
    expect(organisationDate(lateEvening, 'UTC')).toBe('2027-01-01')
    expect(organisationDate(new Date('2026-03-08T09:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-08')
  })

  it('adds days across months and years, and years with 29 February becoming 28', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29')
    expect(daysBetween('2026-12-01', '2026-12-31')).toBe(30)
  })
})

describe('a term’s state on a day', () => {
  const t = term('2026-03-15', '2027-03-15')
  it('is upcoming before its start, active through its end day, in grace for its grace days, then expired', () => {
    expect(termState(t, '2026-03-14')).toBe('upcoming')
    expect(termState(t, '2026-03-15')).toBe('active')
    expect(termState(t, '2027-03-15')).toBe('active')
    expect(termState(t, '2027-03-16')).toBe('grace')
    expect(termState(t, '2027-04-14')).toBe('grace')
    expect(termState(t, '2027-04-15')).toBe('expired')
  })

  it('has no grace period once cancelled: it runs out on its end', () => {
    const cancelled = { ...t, cancelled: true }
    expect(termState(cancelled, '2027-03-15')).toBe('active')
    expect(termState(cancelled, '2027-03-16')).toBe('expired')
  })

  it('has no grace period when the plan gives none', () => {
    expect(termState({ ...t, graceDays: 0 }, '2027-03-16')).toBe('expired')
  })
})

describe('a membership’s state', () => {
  it('awaits payment until a term begins', () => {
    expect(membershipState([], '2026-05-01')).toBe('awaiting-payment')
    expect(membershipState([term('2026-06-01', '2027-06-01')], '2026-05-01')).toBe('awaiting-payment')
  })

  it('is active, then in grace, then expired; good standing while active or in grace', () => {
    const terms = [term('2026-01-10', '2027-01-10')]
    expect(membershipState(terms, '2026-07-01')).toBe('active')
    expect(membershipState(terms, '2027-01-20')).toBe('grace')
    expect(membershipState(terms, '2027-03-01')).toBe('expired')
    expect(inGoodStanding(terms, '2027-01-20')).toBe(true)
    expect(inGoodStanding(terms, '2027-03-01')).toBe(false)
    expect(offersRenewal('grace')).toBe(true)
    expect(offersRenewal('expired')).toBe(false)
  })

  it('stays active across a renewal that begins the day after the current end', () => {
    const terms = [term('2026-01-10', '2027-01-10'), term('2027-01-11', '2028-01-10')]
    expect(membershipState(terms, '2027-01-11')).toBe('active')
  })
})

describe('the next term', () => {
  it('joins for twelve months from today', () => {
    expect(nextTermDays(twelve, [], '2026-05-04')).toEqual({
      startsOn: '2026-05-04',
      endsOn: '2027-05-04',
      renewal: false,
    })
  })

  it('joins on 29 February and ends on 28 February', () => {
    expect(nextTermDays(twelve, [], '2028-02-29')).toMatchObject({ endsOn: '2029-02-28' })
  })

  it('renews early from the current end, losing no day', () => {
    const terms = [term('2026-05-04', '2027-05-04')]
    expect(nextTermDays(twelve, terms, '2027-04-20')).toEqual({
      startsOn: '2027-05-05',
      endsOn: '2028-05-04',
      renewal: true,
    })
  })

  it('renews in grace from the current end, giving no day', () => {
    const terms = [term('2026-05-04', '2027-05-04')]
    expect(nextTermDays(twelve, terms, '2027-05-20')).toEqual({
      startsOn: '2027-05-05',
      endsOn: '2028-05-04',
      renewal: true,
    })
  })

  it('renews after expiry from today', () => {
    const terms = [term('2026-05-04', '2027-05-04')]
    expect(nextTermDays(twelve, terms, '2027-08-01')).toEqual({
      startsOn: '2027-08-01',
      endsOn: '2028-08-01',
      renewal: false,
    })
  })

  it('renews a cancelled term that has run out from today: its grace days are gone', () => {
    const terms = [term('2026-05-04', '2027-05-04', { cancelled: true })]
    expect(nextTermDays(twelve, terms, '2027-05-10')).toMatchObject({ startsOn: '2027-05-10', renewal: false })
  })

  it('renews twice ahead from the latest end', () => {
    const terms = [term('2026-05-04', '2027-05-04'), term('2027-05-05', '2028-05-04')]
    expect(nextTermDays(twelve, terms, '2026-06-01')).toMatchObject({ startsOn: '2028-05-05', endsOn: '2029-05-04' })
  })

  it('renews a term that ended on 28 February after a leap day to 28 February', () => {
    const terms = [term('2028-02-29', '2029-02-28')]
    expect(nextTermDays(twelve, terms, '2029-02-01')).toMatchObject({ startsOn: '2029-03-01', endsOn: '2030-02-28' })
  })

  it('joins a calendar-year plan for the rest of the year before the rollover day', () => {
    expect(nextTermDays(calendar, [], '2026-03-12')).toEqual({
      startsOn: '2026-03-12',
      endsOn: '2026-12-31',
      renewal: false,
    })
    expect(nextTermDays(calendar, [], '2026-09-30')).toMatchObject({ endsOn: '2026-12-31' })
  })

  it('joins a calendar-year plan from 1 October for the rest of this year and all of next', () => {
    expect(nextTermDays(calendar, [], '2026-10-01')).toMatchObject({ endsOn: '2027-12-31' })
    expect(nextTermDays(calendar, [], '2026-11-15')).toMatchObject({ startsOn: '2026-11-15', endsOn: '2027-12-31' })
  })

  it('renews a calendar-year term for the next calendar year, in December or in January’s grace', () => {
    const terms = [term('2026-03-12', '2026-12-31')]
    expect(nextTermDays(calendar, terms, '2026-12-10')).toEqual({
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      renewal: true,
    })
    expect(nextTermDays(calendar, terms, '2027-01-15')).toEqual({
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      renewal: true,
    })
  })

  it('changes plan at the next term: a twelve-month plan after a calendar-year term extends from its end', () => {
    const terms = [term('2026-03-12', '2026-12-31')]
    expect(nextTermDays(twelve, terms, '2026-12-10')).toMatchObject({ startsOn: '2027-01-01', endsOn: '2027-12-31' })
  })
})

describe('ending soon', () => {
  const terms = [term('2026-05-04', '2027-05-04')]
  it('is true within the days before the end of an active term with no renewal waiting', () => {
    expect(endsWithin(terms, '2027-04-03', 30)).toBe(false)
    expect(endsWithin(terms, '2027-04-04', 30)).toBe(true)
    expect(endsWithin(terms, '2027-05-04', 30)).toBe(true)
    expect(endsWithin(terms, '2027-05-05', 30)).toBe(false)
    expect(endsWithin([...terms, term('2027-05-05', '2028-05-04')], '2027-04-20', 30)).toBe(false)
  })
})

describe('roles held through memberships', () => {
  it('grants the plan’s role to a person who lacks it, and records it as granted', () => {
    const settled = settleRoles([], [{ id: 1, goodStanding: true, grants: 'artlover', roleGranted: null }])
    expect(settled.roles).toEqual(['artlover'])
    expect(settled.granted.get(1)).toBe('artlover')
    expect(settled.added).toEqual(['artlover'])
  })

  it('takes back a role it granted once the membership lapses', () => {
    const settled = settleRoles(
      ['artist', 'artlover'],
      [{ id: 1, goodStanding: false, grants: 'artlover', roleGranted: 'artlover' }],
    )
    expect(settled.roles).toEqual(['artist'])
    expect(settled.granted.get(1)).toBeNull()
    expect(settled.removed).toEqual(['artlover'])
  })

  it('never takes back a role the person held otherwise (given by hand)', () => {
    const given = settleRoles(['artlover'], [{ id: 1, goodStanding: true, grants: 'artlover', roleGranted: null }])
    expect(given.granted.get(1)).toBeNull()
    const lapsed = settleRoles(['artlover'], [{ id: 1, goodStanding: false, grants: 'artlover', roleGranted: null }])
    expect(lapsed.roles).toEqual(['artlover'])
    expect(lapsed.removed).toEqual([])
  })

  it('passes a granted role to another membership in good standing that grants it', () => {
    const settled = settleRoles(
      ['artlover'],
      [
        { id: 1, goodStanding: false, grants: 'artlover', roleGranted: 'artlover' },
        { id: 2, goodStanding: true, grants: 'artlover', roleGranted: null },
      ],
    )
    expect(settled.roles).toEqual(['artlover'])
    expect(settled.granted.get(1)).toBeNull()
    expect(settled.granted.get(2)).toBe('artlover')
  })

  it('changes nothing when settled twice', () => {
    const once = settleRoles([], [{ id: 1, goodStanding: true, grants: 'artlover', roleGranted: null }])
    const twice = settleRoles(once.roles, [{ id: 1, goodStanding: true, grants: 'artlover', roleGranted: 'artlover' }])
    expect(twice.added).toEqual([])
    expect(twice.removed).toEqual([])
  })
})
