import { describe, expect, it } from 'vitest'

import { masqueradeRefusal } from './masquerade'
import { changedFields, masqueraderOf } from './masquerade-auth'

const admin = { id: 1, roles: ['admin'] }

describe('masqueradeRefusal', () => {
  it('allows an administrator to view the site as an active member', () => {
    expect(masqueradeRefusal(admin, { id: 2, roles: ['artist'], status: 'active' })).toBeNull()
  })

  it('refuses everyone but administrators, and staff, administrators, oneself, suspended or merged accounts', () => {
    expect(masqueradeRefusal({ id: 3, roles: ['staff'] }, { id: 2 })).toMatch(/Only administrators/)
    expect(masqueradeRefusal(admin, { id: 2, roles: ['admin'] })).toMatch(/another administrator/)
    expect(masqueradeRefusal(admin, { id: 2, roles: ['staff'] })).toMatch(/staff member/)
    expect(masqueradeRefusal(admin, { id: 1, roles: ['admin'] })).toMatch(/your own account/)
    expect(masqueradeRefusal(admin, { id: 2, status: 'suspended' })).toMatch(/suspended/)
    expect(masqueradeRefusal(admin, { id: 2, mergedInto: 5 })).toMatch(/merged/)
    expect(masqueradeRefusal(admin, null)).toMatch(/no account/)
  })
})

describe('changedFields', () => {
  it('names the changed fields, never their values, and ignores bookkeeping', () => {
    expect(
      changedFields(
        { name: 'A', email: 'a@example.org', updatedAt: '1', lockUntil: null },
        { name: 'B', email: 'a@example.org', updatedAt: '2', salt: 'x' },
      ),
    ).toEqual(['name'])
  })

  it('names every field of a new document', () => {
    expect(changedFields(undefined, { title: 'T', body: 'x' })).toEqual(['body', 'title'])
  })
})

describe('masqueraderOf', () => {
  it('reads the administrator behind a masqueraded person', () => {
    expect(masqueraderOf({ id: 2, masqueradedBy: { id: 1, email: 'boss@example.org' } })).toEqual({
      id: 1,
      email: 'boss@example.org',
    })
    expect(masqueraderOf({ id: 2 })).toBeNull()
    expect(masqueraderOf(null)).toBeNull()
  })
})
