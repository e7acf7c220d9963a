import { describe, expect, it } from 'vitest'

import { firstViewScript, referrerFromElsewhere, shouldRecord } from '../components/page-view-client'
import { externalReferrer, optedOut, parsePageView, withoutKeys } from './event'
import { dayOf, visitorHash } from './visitor'

describe('page view events', () => {
  it('accepts a page view with a local path', () => {
    expect(parsePageView('{"type":"page_view","path":"/artists?medium=oil"}')).toEqual({
      ok: true,
      event: { type: 'page_view', path: '/artists?medium=oil', referrer: undefined },
    })
  })

  it('refuses anything else, saying why', () => {
    expect(parsePageView('not json')).toEqual({ ok: false, problem: 'the body is not valid JSON' })
    expect(parsePageView('{"type":"click","path":"/"}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^type/),
    })
    expect(parsePageView('{"type":"page_view","path":"https://evil.example/"}')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/local path/),
    })
    expect(parsePageView('{"type":"page_view","path":"//evil.example/"}')).toMatchObject({ ok: false })
    expect(parsePageView('{"type":"page_view","path":"/","ip":"1.2.3.4"}')).toMatchObject({ ok: false })
  })

  it('records no key that opened a page: a guest’s receipt key, an account link’s code', () => {
    expect(parsePageView('{"type":"page_view","path":"/shop/orders/V-2026-000001?key=abc123"}')).toMatchObject({
      ok: true,
      event: { path: '/shop/orders/V-2026-000001' },
    })
    expect(withoutKeys('/acct/auth/action?mode=resetPassword&oobCode=xyz')).toBe('/acct/auth/action?mode=resetPassword')
    expect(withoutKeys('/art/artists?letter=B&page=2')).toBe('/art/artists?letter=B&page=2')
    expect(withoutKeys('/p?token=1&key=2&oobCode=3')).toBe('/p')
  })

  it('keeps only the origin of a referrer', () => {
    expect(externalReferrer('https://news.example.org/story/123?utm=x')).toBe('https://news.example.org')
    expect(externalReferrer('javascript:alert(1)')).toBeUndefined()
    expect(externalReferrer('nonsense')).toBeUndefined()
    expect(externalReferrer('https://vernissage.example/artists', 'vernissage.example')).toBeUndefined()
    expect(externalReferrer('https://news.example.org/a', 'vernissage.example')).toBe('https://news.example.org')
  })

  it('honours Do-Not-Track and Global Privacy Control, on both sides', () => {
    expect(optedOut(new Headers({ dnt: '1' }))).toBe(true)
    expect(optedOut(new Headers({ 'sec-gpc': '1' }))).toBe(true)
    expect(optedOut(new Headers())).toBe(false)
    expect(shouldRecord({ doNotTrack: '1' })).toBe(false)
    expect(shouldRecord({ globalPrivacyControl: true })).toBe(false)
    expect(shouldRecord({ doNotTrack: null, globalPrivacyControl: false })).toBe(true)
  })
})

describe('visitors', () => {
  const who = { address: '203.0.113.9', userAgent: 'Firefox', host: 'art.example.org' }

  it('are the same within a day and unlinkable across salts', () => {
    expect(visitorHash('salt-1', who)).toBe(visitorHash('salt-1', who))
    expect(visitorHash('salt-1', who)).not.toBe(visitorHash('salt-2', who))
    expect(visitorHash('salt-1', who)).not.toContain('203.0.113.9')
    expect(visitorHash('salt-1', who)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('have the organisation’s days, not UTC’s', () => {
    expect(dayOf(new Date('2026-11-22T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-21')
    expect(dayOf(new Date('2026-11-22T03:00:00Z'), 'UTC')).toBe('2026-11-22')
  })
})

describe('a page view sent from the browser', () => {
  it('carries the referrer of a first load only when it is another site', () => {
    const origin = 'https://vernissage.example'
    expect(referrerFromElsewhere('https://news.example.org/a/b', origin)).toBe('https://news.example.org/a/b')
    expect(referrerFromElsewhere('https://vernissage.example/artists', origin)).toBeUndefined()
    expect(referrerFromElsewhere('', origin)).toBeUndefined()
    expect(referrerFromElsewhere('not a url', origin)).toBeUndefined()
  })

  it('is sent by the page’s inline script on its own, with only the browser’s globals', () => {
    const run = (navigator: object, referrer: string) => {
      const sent: { url: string; body: string }[] = []
      const beacon = {
        ...navigator,
        sendBeacon: (url: string, body: string) => sent.push({ url, body }) > 0,
      }
      const location = { pathname: '/art/artists/B/1', search: '', origin: 'https://vernissage.example' }
      new Function('navigator', 'location', 'document', 'URL', firstViewScript())(beacon, location, { referrer }, URL)
      return sent.map(({ url, body }) => ({ url, body: JSON.parse(body) as unknown }))
    }
    expect(run({}, 'https://news.example.org/story')).toEqual([
      {
        url: '/api/analytics',
        body: { type: 'page_view', path: '/art/artists/B/1', referrer: 'https://news.example.org/story' },
      },
    ])
    expect(run({}, 'https://vernissage.example/artists')[0]!.body).toEqual({
      type: 'page_view',
      path: '/art/artists/B/1',
    })
    expect(run({ doNotTrack: '1' }, '')).toEqual([])
  })
})
