import { describe, expect, it } from 'vitest'

import { actionWords } from './recent-activity'

describe('recent activity', () => {
  it('writes an audit action as words', () => {
    expect(actionWords('membership.manual-payment')).toBe('Membership: manual payment')
    expect(actionWords('open-studios.season.create')).toBe('Open studios: season, create')
    expect(actionWords('os-ad-size-removed')).toBe('Os ad size removed')
  })
})
