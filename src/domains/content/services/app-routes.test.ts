import { describe, expect, it } from 'vitest'

import { answeredByTheApp, claimedByTheApp } from './app-routes'

describe('claimedByTheApp', () => {
  it('claims the pages, tools and endpoints of the app', () => {
    for (const address of [
      'artists',
      '/artists/artsearch',
      'shop',
      'cpanel',
      'api',
      'dashboard',
      'login',
      'openstudios',
      'files',
      'addperks',
      'editperks',
      '/membership/verify',
      'calendar',
      '/calendar/talks.ics',
      'events',
      'addevent',
      'editevents',
    ]) {
      expect(claimedByTheApp(address), address).toBe(true)
    }
  })

  it('claims what the framework answers', () => {
    for (const address of ['sitemap.xml', 'robots.txt', '_next']) {
      expect(claimedByTheApp(address), address).toBe(true)
    }
  })

  it('claims plan pages, which the proxy routes', () => {
    expect(claimedByTheApp('artlovermembership')).toBe(true)
  })

  it('leaves free words free, whatever their case', () => {
    expect(claimedByTheApp('summer-residency')).toBe(false)
    expect(claimedByTheApp('ARTISTS')).toBe(true)
  })

  it('claims the built pages’ own sections and previews, not the pages’ single-segment addresses', () => {
    for (const address of ['about', 'private', 'temp']) expect(claimedByTheApp(address), address).toBe(true)
    expect(claimedByTheApp('our-story')).toBe(false)
  })
})

describe('answeredByTheApp', () => {
  it('answers the app’s own routes, everything under its internal addresses, and plan pages', () => {
    for (const address of [
      '/artists',
      '/artists/artsearch',
      '/about',
      '/cpanel/anything',
      '/api/users',
      '/files/public/x.png',
      '/temp/homepagetemp',
      '/sitemap.xml',
      '/artlovermembership',
      '/Shop',
    ]) {
      expect(answeredByTheApp(address), address).toBe(true)
    }
  })

  it('leaves a page that moved from inside a section free to redirect', () => {
    for (const address of ['/about/old-team', '/artists/old-guide', '/openstudios/2019', '/summer-residency']) {
      expect(answeredByTheApp(address), address).toBe(false)
    }
  })
})
