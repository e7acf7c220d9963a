import { describe, expect, it } from 'vitest'

import { parseReminderDays, reminderDaysProblem } from './reminder-days'

describe('the reminder days', () => {
  it('are read from what staff type, earliest first, with commas or spaces', () => {
    expect(parseReminderDays('7, 30')).toEqual({ ok: true, days: [30, 7] })
    expect(parseReminderDays(' 60 14  1 ')).toEqual({ ok: true, days: [60, 14, 1] })
  })

  it('are refused in words when they are not days, repeated, too many or none', () => {
    expect(parseReminderDays('30, soon')).toEqual({ ok: false, message: '“soon” is not a number of days.' })
    expect(parseReminderDays('7.5')).toEqual({ ok: false, message: '“7.5” is not a number of days.' })
    expect(parseReminderDays('')).toEqual({
      ok: false,
      message: 'Choose at least one day before the end for a reminder.',
    })
    expect(parseReminderDays('7, 7')).toEqual({ ok: false, message: 'Each reminder day may be chosen once.' })
    expect(parseReminderDays('1 2 3 4 5 6')).toEqual({ ok: false, message: 'Choose at most 5 reminder days.' })
    expect(reminderDaysProblem([0])).toBe('0 is not a number of days from 1 to 365.')
    expect(reminderDaysProblem([366])).toBe('366 is not a number of days from 1 to 365.')
  })
})
