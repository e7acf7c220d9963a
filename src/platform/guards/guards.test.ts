import { describe, expect, it } from 'vitest'

import { compileRouteGuards, decide, matchesPattern, signInLocation, UnknownGuardError } from './index'

type Person = { roles: string[] }
const registry = {
  'signed-in': { description: 'anyone signed in', allows: (p: Person | undefined) => Boolean(p) },
  staff: { description: 'staff', allows: (p: Person | undefined) => Boolean(p?.roles.includes('staff')) },
}
const rules = [
  { pattern: '/cpanel/*', guards: ['staff'], except: ['/cpanel/login'], signIn: '/cpanel/login?redirect={path}' },
  { pattern: '/dashboard/*', guards: ['signed-in'], signIn: '/login?next={path}' },
]

describe('route guards', () => {
  it('refuses a route that names an unknown guard, naming it', () => {
    expect(() => compileRouteGuards([{ pattern: '/secret', guards: ['admn'], signIn: '/login' }], registry)).toThrow(
      new UnknownGuardError('admn', '/secret', Object.keys(registry)),
    )
    expect(() => compileRouteGuards([{ pattern: '/secret', guards: ['admn'], signIn: '/login' }], registry)).toThrow(
      /Unknown route guard "admn" on route \/secret/,
    )
  })

  it('does not take inherited object keys for guards', () => {
    expect(() => compileRouteGuards([{ pattern: '/x', guards: ['toString'], signIn: '/login' }], registry)).toThrow(
      UnknownGuardError,
    )
  })

  it('matches exact paths and everything below a prefix', () => {
    expect(matchesPattern('/cpanel/*', '/cpanel')).toBe(true)
    expect(matchesPattern('/cpanel/*', '/cpanel/users/1')).toBe(true)
    expect(matchesPattern('/cpanel/*', '/cpanelx')).toBe(false)
    expect(matchesPattern('/about', '/about/')).toBe(true)
    expect(matchesPattern('/about', '/about/team')).toBe(false)
  })

  it('sends anonymous people to sign in and refuses people without the right', () => {
    const compiled = compileRouteGuards(rules, registry)
    expect(decide(compiled, '/cpanel/users', undefined)).toMatchObject({ allowed: false, refusal: 'sign-in' })
    expect(decide(compiled, '/cpanel/users', { roles: [] })).toMatchObject({
      allowed: false,
      refusal: 'forbidden',
      guard: 'staff',
    })
    expect(decide(compiled, '/cpanel/users', { roles: ['staff'] })).toEqual({ allowed: true })
    expect(decide(compiled, '/cpanel/login', undefined)).toEqual({ allowed: true })
    expect(decide(compiled, '/dashboard', { roles: [] })).toEqual({ allowed: true })
    expect(decide(compiled, '/', undefined)).toEqual({ allowed: true })
  })

  it('carries the requested path to the sign-in page, encoded', () => {
    expect(signInLocation('/cpanel/login?redirect={path}', '/cpanel/users?limit=10&page=2')).toBe(
      '/cpanel/login?redirect=%2Fcpanel%2Fusers%3Flimit%3D10%26page%3D2',
    )
  })
})
