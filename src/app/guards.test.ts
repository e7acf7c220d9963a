import { describe, expect, it } from 'vitest'

import { guards } from '@/domains/accounts'

import { compiledRouteGuards } from './guards'

describe('the application route table', () => {
  it('names only guards of the registry', () => {
    expect(() => compiledRouteGuards()).not.toThrow()
  })

  it('has the seven named guards', () => {
    expect(Object.keys(guards).sort()).toEqual(
      ['admin', 'advertiser', 'artist', 'artlover', 'partner', 'signed-in', 'staff'].sort(),
    )
  })

  it('fails on an unknown guard with its name', () => {
    expect(() => compiledRouteGuards([{ pattern: '/members', guards: ['member'], signIn: '/login' }])).toThrow(
      /Unknown route guard "member" on route \/members/,
    )
  })
})
