import { describe, expect, it } from 'vitest'

import { niceTop } from './chart'
import { periodsOf, rangeFrom, rangePieces, seriesGrain } from './range'

const params = (query: string) => new URLSearchParams(query)
const now = new Date('2026-11-28T06:00:00Z') // 27 November in Los Angeles
const zone = 'America/Los_Angeles'

describe('the dashboard’s range', () => {
  it('is the last 30 of the organisation’s days when the address names none', () => {
    expect(rangeFrom(params(''), now, zone)).toEqual({ ok: true, range: { from: '2026-10-29', to: '2026-11-27' } })
    expect(rangeFrom(params('from=2026-01-01&to=2026-01-31'), now, zone)).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31' },
    })
  })

  it('names what is wrong with a range it cannot use', () => {
    expect(rangeFrom(params('from=2026-02-30'), now, zone)).toMatchObject({
      ok: false,
      problem: /“from” must be a date/,
    })
    expect(rangeFrom(params('to=yesterday'), now, zone)).toMatchObject({ ok: false, problem: /“to” must be a date/ })
    expect(rangeFrom(params('from=2026-03-02&to=2026-03-01'), now, zone)).toMatchObject({
      ok: false,
      problem: '“from” must not be after “to”.',
    })
    expect(rangeFrom(params('from=2000-01-01&to=2026-01-01'), now, zone)).toMatchObject({ ok: false })
  })

  it('is read as whole months where it can, days at its ends', () => {
    expect(rangePieces({ from: '2026-01-15', to: '2026-04-10' })).toEqual([
      { grain: 'day', from: '2026-01-15', to: '2026-01-31' },
      { grain: 'month', from: '2026-02-01', to: '2026-03-01' },
      { grain: 'day', from: '2026-04-01', to: '2026-04-10' },
    ])
    expect(rangePieces({ from: '2026-02-01', to: '2026-02-28' })).toEqual([
      { grain: 'month', from: '2026-02-01', to: '2026-02-01' },
    ])
    expect(rangePieces({ from: '2026-02-03', to: '2026-02-20' })).toEqual([
      { grain: 'day', from: '2026-02-03', to: '2026-02-20' },
    ])
  })

  it('is drawn per day up to three months, per month beyond', () => {
    expect(seriesGrain({ from: '2026-01-01', to: '2026-03-31' })).toBe('day')
    expect(seriesGrain({ from: '2026-01-01', to: '2026-04-30' })).toBe('month')
    expect(periodsOf({ from: '2026-01-30', to: '2026-02-02' }, 'day')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ])
    expect(periodsOf({ from: '2026-01-30', to: '2026-03-02' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
  })

  it('charts up to a round number', () => {
    expect([0, 1, 7, 10, 11, 180, 4_999].map(niceTop)).toEqual([1, 1, 10, 10, 20, 200, 5_000])
  })
})
