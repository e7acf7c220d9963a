import { describe, expect, it } from 'vitest'

import { comparable, identityChanges, identityRefusal, MESSAGES, removesAnActiveAdmin } from './identity-rules'

const admin = { id: 1, roles: ['admin', 'staff'], status: 'active' }
const otherAdmin = { id: 2, roles: ['admin'], status: 'active' }
const staff = { id: 3, roles: ['staff'], status: 'active' }
const colleague = { id: 4, roles: ['staff'], status: 'active' }
const member = { id: 5, roles: [], status: 'active' }
const artist = { id: 6, roles: ['artist'], status: 'active' }

describe('identityRefusal', () => {
  it('refuses every change of email through the API: one’s own goes through the link, nobody changes another’s', () => {
    expect(identityRefusal('email', member, member, 'new@example.org')).toBe(MESSAGES.ownEmail)
    expect(identityRefusal('email', admin, member, 'new@example.org')).toBe(MESSAGES.othersEmail)
    expect(identityRefusal('email', staff, otherAdmin, 'new@example.org')).toBe(MESSAGES.othersEmail)
  })

  it('lets administrators alone change roles, never taking away the last active administrator', () => {
    expect(identityRefusal('roles', staff, member, ['artist'])).toBe(MESSAGES.roles)
    expect(identityRefusal('roles', artist, artist, ['artist', 'admin'])).toBe(MESSAGES.roles)
    expect(identityRefusal('roles', admin, member, ['partner'])).toBeNull()
    expect(identityRefusal('roles', admin, otherAdmin, [], false)).toBeNull()
    expect(identityRefusal('roles', admin, admin, ['staff'], true)).toBe(MESSAGES.lastAdmin)
    // Adding roles to the last administrator takes nothing away.
    expect(identityRefusal('roles', admin, admin, ['admin', 'staff', 'artist'], true)).toBeNull()
  })

  it('lets staff suspend and reactivate members only; administrators anyone but themselves and the last one', () => {
    expect(identityRefusal('status', staff, member, 'suspended')).toBeNull()
    expect(identityRefusal('status', staff, { ...member, status: 'suspended' }, 'active')).toBeNull()
    expect(identityRefusal('status', staff, colleague, 'suspended')).toBe(MESSAGES.staffStatus)
    expect(identityRefusal('status', staff, otherAdmin, 'suspended')).toBe(MESSAGES.adminStatus)
    expect(identityRefusal('status', staff, staff, 'suspended')).toBe(MESSAGES.ownStatus)
    expect(identityRefusal('status', member, member, 'suspended')).toBe(MESSAGES.ownStatus)
    expect(identityRefusal('status', artist, member, 'suspended')).toBe(MESSAGES.status)
    expect(identityRefusal('status', null, member, 'suspended')).toBe(MESSAGES.status)
    expect(identityRefusal('status', admin, colleague, 'suspended')).toBeNull()
    expect(identityRefusal('status', admin, otherAdmin, 'suspended', false)).toBeNull()
    expect(identityRefusal('status', admin, otherAdmin, 'suspended', true)).toBe(MESSAGES.lastAdmin)
    expect(identityRefusal('status', admin, admin, 'suspended')).toBe(MESSAGES.ownStatus)
    expect(identityRefusal('status', admin, { ...member, status: 'suspended', mergedInto: 9 }, 'active')).toBe(
      MESSAGES.merged,
    )
  })

  it('leaves confirmation and applications to staff, and the bookkeeping fields to their own paths', () => {
    expect(identityRefusal('emailVerified', member, member, true)).toBe(MESSAGES.emailVerified)
    expect(identityRefusal('emailVerified', staff, member, true)).toBeNull()
    expect(identityRefusal('artistApplication', artist, artist, 'approved')).toBe(MESSAGES.artistApplication)
    expect(identityRefusal('artistApplicationReason', staff, artist, 'Not yet')).toBeNull()
    for (const field of ['identities', 'mergedInto', 'lastSignInAt'] as const) {
      expect(identityRefusal(field, admin, member, null)).toBe(MESSAGES[field])
      expect(identityRefusal(field, member, member, null)).toBe(MESSAGES[field])
    }
  })
})

describe('removesAnActiveAdmin', () => {
  it('is true only when an active administrator loses the role or stops being active', () => {
    expect(removesAnActiveAdmin('roles', admin, ['staff'])).toBe(true)
    expect(removesAnActiveAdmin('roles', admin, ['admin'])).toBe(false)
    expect(removesAnActiveAdmin('status', admin, 'suspended')).toBe(true)
    expect(removesAnActiveAdmin('status', { ...admin, status: 'suspended' }, 'suspended')).toBe(false)
    expect(removesAnActiveAdmin('roles', staff, [])).toBe(false)
  })
})

describe('comparable', () => {
  it('sees what the control panel sends back unchanged as no change', () => {
    expect(comparable('email', ' Ada@Example.org ')).toBe(comparable('email', 'ada@example.org'))
    expect(comparable('roles', ['staff', 'admin'])).toBe(comparable('roles', ['admin', 'staff']))
    expect(comparable('roles', null)).toBe(comparable('roles', []))
    expect(comparable('status', undefined)).toBe(comparable('status', 'active'))
    expect(comparable('mergedInto', { id: 4 })).toBe(comparable('mergedInto', 4))
    expect(comparable('lastSignInAt', '2026-01-01T10:00:00.000Z')).toBe(
      comparable('lastSignInAt', '2026-01-01T10:00:00Z'),
    )
    expect(
      comparable('identities', [{ id: 'x', provider: 'google', subject: 's', linkedAt: '2026-01-01T00:00:00Z' }]),
    ).toBe(comparable('identities', [{ provider: 'google', subject: 's', linkedAt: '2026-01-01T00:00:00.000Z' }]))
    expect(comparable('roles', ['admin'])).not.toBe(comparable('roles', []))
  })
})

describe('identityChanges', () => {
  it('names what changed of email, roles and status, and that the password changed, never the password', () => {
    expect(
      identityChanges(
        { email: 'a@example.org', roles: ['staff'], status: 'active', name: 'A' },
        { email: 'a@example.org', roles: ['staff', 'admin'], status: 'active', name: 'B' },
        true,
      ),
    ).toEqual({ roles: { from: ['staff'], to: ['staff', 'admin'] }, password: 'changed' })
    expect(identityChanges({ email: 'a@example.org' }, { email: 'a@example.org', name: 'x' }, false)).toBeNull()
  })
})
