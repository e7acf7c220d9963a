import { describe, expect, it } from 'vitest'

import { applyStaffRoles, staffRolesAfter } from './admin-setter'

describe('admin and staff roles', () => {
  it('sets admin and staff as asked and keeps every other role', () => {
    expect(applyStaffRoles(['artist', 'staff'], { admin: true, staff: true })).toEqual(['admin', 'staff', 'artist'])
    expect(applyStaffRoles(['admin', 'staff', 'partner'], { admin: false, staff: false })).toEqual(['partner'])
    expect(applyStaffRoles([], { admin: false, staff: true })).toEqual(['staff'])
  })
})

describe('one change asked for in the control panel', () => {
  it('turns a grant or revoke into the admin and staff wanted', () => {
    expect(staffRolesAfter(['artist'], 'grant-staff')).toEqual({ admin: false, staff: true })
    expect(staffRolesAfter(['staff'], 'grant-admin')).toEqual({ admin: true, staff: true })
    expect(staffRolesAfter(['admin', 'staff'], 'revoke-admin')).toEqual({ admin: false, staff: true })
    expect(staffRolesAfter(['admin'], 'revoke-staff')).toBeNull()
  })

  it('says when there is nothing to change', () => {
    expect(staffRolesAfter(['staff'], 'grant-staff')).toBeNull()
    expect(staffRolesAfter([], 'revoke-admin')).toBeNull()
  })
})
