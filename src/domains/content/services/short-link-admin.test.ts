import { describe, expect, it } from 'vitest'

import { expiryOf } from './short-link-admin'

describe('a redirect’s last day', () => {
  it('is followed through the day and ignored from the next day’s start, in the organisation’s zone', () => {
    expect(expiryOf('2027-05-31', 'America/Los_Angeles')).toEqual({ expiresAt: '2027-06-01T07:00:00.000Z' })
    expect(expiryOf('2027-01-31', 'UTC')).toEqual({ expiresAt: '2027-02-01T00:00:00.000Z' })
  })
  it('is optional', () => {
    expect(expiryOf('  ', 'UTC')).toEqual({ expiresAt: null })
  })
  it('is refused in words when it is not a day', () => {
    expect(expiryOf('31/05/2027', 'UTC')).toHaveProperty('problem', expect.stringMatching(/year-month-day/))
    expect(expiryOf('2027-13-45', 'UTC')).toHaveProperty('problem')
  })
})
