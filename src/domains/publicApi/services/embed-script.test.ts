import { describe, expect, it } from 'vitest'

import { embedScriptResponse } from './embed-script'

describe('embedScriptResponse', () => {
  it('serves the script with the organisation’s time zone, readable by any site, and a 304 to its ETag', async () => {
    const first = embedScriptResponse(new Request('http://site/embed/v1.js'), 'America/Los_Angeles')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    const body = await first.text()
    expect(body).toContain('"America/Los_Angeles"')
    expect(body).not.toContain('__VERNISSAGE_TIME_ZONE__')
    const etag = first.headers.get('etag')!
    const again = embedScriptResponse(
      new Request('http://site/embed/v1.js', { headers: { 'If-None-Match': etag } }),
      'America/Los_Angeles',
    )
    expect(again.status).toBe(304)
    const elsewhere = embedScriptResponse(
      new Request('http://site/embed/v1.js', { headers: { 'If-None-Match': etag } }),
      'Europe/Paris',
    )
    expect(elsewhere.status).toBe(200)
  })
})
