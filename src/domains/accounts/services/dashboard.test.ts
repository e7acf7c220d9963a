import { describe, expect, it } from 'vitest'

import { canViewDashboard } from './dashboard'

describe('who may open a dashboard', () => {
  it('is the person themself or an administrator, never staff or anyone else', () => {
    expect(canViewDashboard({ id: 7, roles: [] }, '7')).toBe(true)
    expect(canViewDashboard({ id: 7, roles: [] }, 8)).toBe(false)
    expect(canViewDashboard({ id: 7, roles: ['staff'] }, 8)).toBe(false)
    expect(canViewDashboard({ id: 7, roles: ['artist', 'partner'] }, 8)).toBe(false)
    expect(canViewDashboard({ id: 7, roles: ['admin'] }, 8)).toBe(true)
  })
})
