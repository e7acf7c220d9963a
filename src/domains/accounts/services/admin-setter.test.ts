import { describe, expect, it } from 'vitest'

import { applyStaffRoles } from './admin-setter'

describe('admin and staff roles', () => {
  it('sets admin and staff as asked and keeps every other role', () => {
    expect(applyStaffRoles(['artist', 'staff'], { admin: true, staff: true })).toEqual(['admin', 'staff', 'artist'])
    expect(applyStaffRoles(['admin', 'staff', 'partner'], { admin: false, staff: false })).toEqual(['partner'])
    expect(applyStaffRoles([], { admin: false, staff: true })).toEqual(['staff'])
  })
})
