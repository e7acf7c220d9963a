import { describe, expect, it } from 'vitest'

import {
  calendarFeedRewrite,
  calendarHref,
  calendarPathOfQuery,
  parseCalendarState,
  type CalendarState,
} from './addresses'
import { gridDays, monthEvents, monthWeeks } from './calendar-view'

const LA = 'America/Los_Angeles'

describe('the calendar’s address', () => {
  it('reads the state from the path, this month’s grid for /calendar', () => {
    expect(parseCalendarState([], '2026-11-26')).toEqual({ month: '2026-11', view: 'grid', tag: 'all', price: 'any' })
    expect(parseCalendarState(['2026-12', 'list', 'talks', 'free'], '2026-11-26')).toEqual({
      month: '2026-12',
      view: 'list',
      tag: 'talks',
      price: 'free',
    })
    for (const wrong of [
      ['2026-13'],
      ['2026-12', 'table'],
      ['2026-12', 'list', 'Talks'],
      ['2026-12', 'grid', 'all', 'cheap'],
      ['2026-12', 'grid', 'all', 'any', 'x'],
    ]) {
      expect(parseCalendarState(wrong, '2026-11-26')).toBeNull()
    }
  })

  it('writes the shortest path, and the filter form’s query as that path', () => {
    const state: CalendarState = { month: '2026-12', view: 'grid', tag: 'all', price: 'any' }
    expect(calendarHref(state)).toBe('/calendar/2026-12')
    expect(calendarHref({ ...state, price: 'free' })).toBe('/calendar/2026-12/grid/all/free')
    expect(calendarHref({ ...state, view: 'list' })).toBe('/calendar/2026-12/list')
    const query = new URLSearchParams({ month: '2026-12', view: 'list', tag: 'talks', price: 'any' })
    expect(calendarPathOfQuery('/calendar', query)).toBe('/calendar/2026-12/list/talks')
    expect(calendarPathOfQuery('/calendar', new URLSearchParams({ month: 'soon' }))).toBeNull()
    expect(calendarPathOfQuery('/calendar/2026-12', query)).toBeNull()
    expect(calendarFeedRewrite('/calendar/life-drawing.ics')).toBe('/calendar/feed/life-drawing')
    expect(calendarFeedRewrite('/calendar.ics')).toBe('/calendar/feed/all')
    expect(calendarFeedRewrite('/calendar/2026-12')).toBeNull()
  })
})

describe('a month', () => {
  it('is laid out by week, Sunday first', () => {
    const weeks = monthWeeks('2026-11')
    expect(weeks).toHaveLength(5)
    expect(weeks[0][0]).toBe('2026-11-01')
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
    expect(monthWeeks('2026-12')[0].slice(0, 3)).toEqual([null, null, '2026-12-01'])
  })

  it('holds its events under the filter, each repeat on its day, and says which month has the next', () => {
    const talk = {
      title: 'Talk',
      startsAt: '2026-11-27T03:00:00.000Z',
      endsAt: '2026-11-27T04:00:00.000Z',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      registration: 'none' as const,
      tags: [{ slug: 'talks' }],
    }
    const fair = {
      title: 'Fair',
      startsAt: '2027-02-06T18:00:00.000Z',
      endsAt: '2027-02-06T22:00:00.000Z',
      registration: 'tickets' as const,
      tags: [],
    }
    const state: CalendarState = { month: '2026-12', view: 'grid', tag: 'all', price: 'any' }
    const december = monthEvents([talk, fair], state, LA)
    expect(december.dated.map((item) => item.day)).toEqual(['2026-12-03', '2026-12-10'])
    expect(monthEvents([talk, fair], { ...state, price: 'paid' }, LA)).toMatchObject({
      dated: [],
      nextMonth: '2027-02',
    })
    expect(monthEvents([talk, fair], { ...state, tag: 'talks', month: '2027-01' }, LA)).toEqual({
      dated: [],
      nextMonth: null,
    })
  })
})

describe('the month grid', () => {
  const base = { registration: 'none' as const, tags: [] }
  const state: CalendarState = { month: '2026-12', view: 'grid', tag: 'all', price: 'any' }
  const grid = (events: Parameters<typeof monthEvents>[0]) => {
    const days = gridDays(monthEvents(events, state, LA).dated, state.month, LA)
    return Object.fromEntries([...days].map(([day, items]) => [day, items.map((item) => item.continued)]))
  }

  it('shows an all-day event over a weekend on both days, the second as continuing', () => {
    // All day: from the start of Saturday 12 to the start of Monday 14, in Los Angeles.
    const fair = { ...base, allDay: true, startsAt: '2026-12-12T08:00:00.000Z', endsAt: '2026-12-14T08:00:00.000Z' }
    expect(grid([fair])).toEqual({ '2026-12-12': [false], '2026-12-13': [true] })
  })

  it('shows an evening past midnight on the next morning too, and a one-day event on its day only', () => {
    const late = { ...base, startsAt: '2026-12-05T04:00:00.000Z', endsAt: '2026-12-05T09:00:00.000Z' }
    const talk = { ...base, startsAt: '2026-12-08T03:00:00.000Z', endsAt: '2026-12-08T04:00:00.000Z' }
    expect(grid([late, talk])).toEqual({ '2026-12-04': [false], '2026-12-05': [true], '2026-12-07': [false] })
  })

  it('shows an exhibition begun the month before on its days in this month', () => {
    const show = { ...base, allDay: true, startsAt: '2026-11-28T08:00:00.000Z', endsAt: '2026-12-03T08:00:00.000Z' }
    expect(grid([show])).toEqual({ '2026-12-01': [true], '2026-12-02': [true] })
  })
})
