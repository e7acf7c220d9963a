import { describe, expect, it } from 'vitest'

import { guards } from './guards'

const person = (...roles: string[]) => ({ id: 1, roles })

describe('guards', () => {
  it('staff is staff or admin, and refuses everyone else', () => {
    expect(guards.staff.allows(person('staff'))).toBe(true)
    expect(guards.staff.allows(person('admin'))).toBe(true)
    expect(guards.staff.allows(person('artist', 'artlover'))).toBe(false)
    expect(guards.staff.allows(undefined)).toBe(false)
  })

  it('admin refuses staff', () => {
    expect(guards.admin.allows(person('admin'))).toBe(true)
    expect(guards.admin.allows(person('staff'))).toBe(false)
  })

  it('role guards let their role and staff in', () => {
    for (const role of ['artist', 'artlover', 'advertiser', 'partner'] as const) {
      expect(guards[role].allows(person(role))).toBe(true)
      expect(guards[role].allows(person('staff'))).toBe(true)
      expect(guards[role].allows(person())).toBe(false)
      expect(guards[role].allows(undefined)).toBe(false)
    }
  })

  it('signed-in needs only a person', () => {
    expect(guards['signed-in'].allows(person())).toBe(true)
    expect(guards['signed-in'].allows(undefined)).toBe(false)
  })
})
