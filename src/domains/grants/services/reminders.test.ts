import { describe, expect, it } from 'vitest'

import { reminderKey, withinReminder } from './reminders'

describe('grant deadline reminders', () => {
  const dates = [
    { id: 1, due: '2026-11-27' },
    { id: 2, due: '2026-11-28' },
    { id: 3, due: '2026-12-12' },
    { id: 4, due: '2026-12-13' },
  ]

  it('are due from today to the number of days ahead, not for a date gone by', () => {
    expect(withinReminder(dates, '2026-11-28', 14).map((date) => date.id)).toEqual([2, 3])
    expect(withinReminder(dates, '2026-11-28', 15).map((date) => date.id)).toEqual([2, 3, 4])
    expect(withinReminder(dates, '2026-11-28', 0).map((date) => date.id)).toEqual([2])
  })

  it('cross a month and a year in the calendar, not by hours', () => {
    expect(withinReminder([{ id: 5, due: '2027-01-03' }], '2026-12-25', 9)).toHaveLength(1)
    expect(withinReminder([{ id: 5, due: '2027-01-04' }], '2026-12-25', 9)).toHaveLength(0)
  })

  it('are keyed by the date and its day, so a moved date is reminded of again', () => {
    expect(reminderKey({ id: 3, due: '2026-12-12' })).toBe('grant-deadline-reminder:3:2026-12-12')
    expect(reminderKey({ id: 3, due: '2026-12-14' })).not.toBe(reminderKey({ id: 3, due: '2026-12-12' }))
  })
})
