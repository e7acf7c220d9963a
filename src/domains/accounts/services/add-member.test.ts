import { describe, expect, it } from 'vitest'

import { addMemberSchema } from './add-member'

const member = (fields: Partial<Record<'name' | 'email' | 'roles' | 'invite', unknown>>) =>
  addMemberSchema.safeParse({
    name: 'Margaret Atwood',
    email: 'margaret@example.org',
    roles: [],
    invite: true,
    ...fields,
  })

describe('the add-members form', () => {
  it('takes a name, an address, the roles staff may give, and whether to invite', () => {
    expect(member({ name: '  Margaret  ', email: ' m@example.org ', roles: ['artist', 'partner', 'artist'] })).toEqual({
      success: true,
      data: { name: 'Margaret', email: 'm@example.org', roles: ['artist', 'partner'], invite: true },
    })
  })

  it('refuses admin and staff, saying where they are granted', () => {
    const result = member({ roles: ['artist', 'admin'] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/“admin” cannot be given here/)
    expect(result.error?.issues[0]?.message).toMatch(/Administrators grant admin and staff/)
    expect(member({ roles: ['staff'] }).success).toBe(false)
  })

  it('asks for a name and a real address', () => {
    expect(member({ name: '   ' }).error?.issues[0]?.message).toBe('Give the person’s name.')
    expect(member({ email: 'margaret' }).error?.issues[0]?.message).toBe(
      'Enter an email address, like name@example.org.',
    )
  })
})
