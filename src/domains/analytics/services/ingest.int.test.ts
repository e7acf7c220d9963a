import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../../tests/integration/payload'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'

import { ingestPageView } from './ingest'

const visitorHeaders = (extra: Record<string, string> = {}) =>
  new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.23', 'user-agent': 'Test browser', host: 'localhost', ...extra })
const body = (path: string) => JSON.stringify({ type: 'page_view', path, referrer: 'https://news.example.org/a/b' })

describe('analytics ingest', () => {
  it('stores a page view with a daily visitor hash and no address', async () => {
    const payload = await testPayload()
    const outcome = await ingestPageView(
      payload,
      { body: body('/privacypolicy'), headers: visitorHeaders() },
      { eventsPerMinute: 100 },
    )
    expect(outcome).toEqual({ status: 204, recorded: true })
    const { docs } = await payload.find({ collection: 'analytics-events', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      type: 'page_view',
      path: '/privacypolicy',
      referrer: 'https://news.example.org',
      device: 'desktop',
      browser: 'other',
    })
    expect(JSON.stringify(docs[0])).not.toContain('Test browser')
    expect(docs[0]!.visitor).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(docs[0])).not.toContain('198.51.100.23')
  })

  it('records no referrer from a page of the site itself, whatever the browser sent', async () => {
    const payload = await testPayload()
    const fromHere = JSON.stringify({
      type: 'page_view',
      path: '/copyrightnotice',
      referrer: 'http://localhost/artists',
    })
    await ingestPageView(payload, { body: fromHere, headers: visitorHeaders() }, { eventsPerMinute: 100 })
    const { docs } = await payload.find({
      collection: 'analytics-events',
      overrideAccess: true,
      where: { path: { equals: '/copyrightnotice' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.referrer ?? undefined).toBeUndefined()
  })

  it('gives the same visitor the same hash today and a different one tomorrow', async () => {
    const payload = await testPayload()
    const today = new Date('2026-11-21T10:00:00Z')
    const tomorrow = new Date('2026-11-22T10:00:00Z')
    for (const now of [today, today, tomorrow]) {
      await ingestPageView(payload, { body: body('/'), headers: visitorHeaders() }, { eventsPerMinute: 100, now })
    }
    const { docs } = await payload.find({
      collection: 'analytics-events',
      overrideAccess: true,
      where: { path: { equals: '/' } },
      sort: 'createdAt',
    })
    expect(docs[0]!.visitor).toBe(docs[1]!.visitor)
    expect(docs[2]!.visitor).not.toBe(docs[0]!.visitor)
    const salts = await payload.find({ collection: 'analytics-salts', overrideAccess: true })
    expect(salts.docs.map((salt) => salt.day)).toEqual(['2026-11-22'])
  })

  it('records nothing under Do-Not-Track or Global Privacy Control', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'analytics-events', overrideAccess: true })
    for (const signal of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const outcome = await ingestPageView(
        payload,
        { body: body('/private'), headers: visitorHeaders(signal) },
        { eventsPerMinute: 100 },
      )
      expect(outcome).toEqual({ status: 204, recorded: false })
    }
    expect(await payload.count({ collection: 'analytics-events', overrideAccess: true })).toEqual(before)
  })

  it('refuses malformed events with the reason, and floods with 429', async () => {
    const payload = await testPayload()
    expect(await ingestPageView(payload, { body: '{', headers: visitorHeaders() }, { eventsPerMinute: 100 })).toEqual({
      status: 400,
      problem: 'the body is not valid JSON',
    })
    expect(
      await ingestPageView(payload, { body: 'x'.repeat(9000), headers: visitorHeaders() }, { eventsPerMinute: 100 }),
    ).toMatchObject({ status: 413 })
    const flood = visitorHeaders({ [CLIENT_ADDRESS_HEADER]: '192.0.2.77' })
    const outcomes = []
    for (let i = 0; i < 4; i++) {
      outcomes.push((await ingestPageView(payload, { body: body('/'), headers: flood }, { eventsPerMinute: 3 })).status)
    }
    expect(outcomes.slice(-1)).toEqual([429])
  })

  it('counts a visitor by the address the launcher stamped, whatever X-Forwarded-For the client names', async () => {
    const payload = await testPayload()
    const outcomes = []
    for (let i = 0; i < 4; i++) {
      const forged = visitorHeaders({ [CLIENT_ADDRESS_HEADER]: '192.0.2.88', 'x-forwarded-for': `203.0.113.${i}` })
      outcomes.push(
        (await ingestPageView(payload, { body: body('/'), headers: forged }, { eventsPerMinute: 3 })).status,
      )
    }
    expect(outcomes).toEqual([204, 204, 204, 429])
  })

  it('lets no one create or change events through the API, and only staff read them', async () => {
    const payload = await testPayload()
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'member@example.org', password: 'member-password', roles: [] },
    })
    await expect(
      payload.create({
        collection: 'analytics-events',
        overrideAccess: false,
        user: member,
        data: { type: 'page_view', path: '/', visitor: 'x' },
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'analytics-events', overrideAccess: false, user: member })).rejects.toThrow(
      /not allowed/i,
    )
    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } }))
      .docs
    await expect(
      payload.find({ collection: 'analytics-events', overrideAccess: false, user: admin }),
    ).resolves.toBeTruthy()
  })
})
