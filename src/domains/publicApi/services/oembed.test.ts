import { describe, expect, it } from 'vitest'

import { embeddedPageOf, withOembedDiscovery } from './oembed'

const SITE = 'https://example.org'

describe('embeddedPageOf', () => {
  it('knows an artist’s, an artwork’s and an event’s page, and names what else is wrong', () => {
    expect(embeddedPageOf(`${SITE}/artist/ana-ruiz`, SITE)).toEqual({
      ok: true,
      page: { kind: 'artist', key: 'ana-ruiz' },
    })
    expect(embeddedPageOf(`${SITE}/art/blue-bowl/`, SITE)).toEqual({
      ok: true,
      page: { kind: 'artwork', key: 'blue-bowl' },
    })
    expect(embeddedPageOf(`${SITE}/events/talk?x=1`, SITE)).toEqual({ ok: true, page: { kind: 'event', key: 'talk' } })
    expect(embeddedPageOf(`${SITE}/art/artists`, SITE)).toMatchObject({ ok: false, status: 404 })
    expect(embeddedPageOf('https://elsewhere.example/artist/ana-ruiz', SITE)).toMatchObject({ ok: false, status: 400 })
    expect(embeddedPageOf(null, SITE)).toMatchObject({ ok: false, status: 400 })
  })
})

describe('withOembedDiscovery', () => {
  it('adds the oEmbed link from the canonical address, beside the page’s other alternates', () => {
    const metadata = withOembedDiscovery(
      {
        title: 'A talk',
        alternates: { canonical: `${SITE}/events/talk`, types: { 'text/calendar': `${SITE}/x.ics` } },
      },
      SITE,
    )
    expect(metadata.alternates?.types).toEqual({
      'text/calendar': `${SITE}/x.ics`,
      'application/json+oembed': `${SITE}/oembed?url=${encodeURIComponent(`${SITE}/events/talk`)}&format=json`,
    })
  })

  it('adds nothing to a page not found, which has no canonical address', () => {
    const notFound = { title: 'Page not found', robots: { index: false } }
    expect(withOembedDiscovery(notFound, SITE)).toBe(notFound)
  })
})
