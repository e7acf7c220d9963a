import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ANALYTICS_TOOL } from '@/domains/analytics/admin/tools'
import { dashboardOf, siteAnalytics } from '@/domains/analytics/services/dashboard'
import { analyticsExportResponse } from '@/domains/analytics/services/export'
import { growPageViewHistory } from '@/domains/analytics/services/history'
import { rollUpPageViews } from '@/domains/analytics/services/rollups'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The analytics roll-ups on a real PostgreSQL (decision 084): days of the organisation's time zone,
 * not UTC's; a job run twice, or after a history is added with past dates, gives the same numbers as
 * the events themselves; the dashboard's export refused to members, artists and visitors.
 */
const PASSWORD = 'analytics-password-1'
const timeZone = () => config().TIMEZONE
let payload: Payload
let db: SqlExecutor
let member: User
let artist: User

async function view(path: string, visitor: string, at: string, extra: { referrer?: string; device?: string } = {}) {
  await db.execute(sql`INSERT INTO analytics_events (type, path, referrer, visitor, device, browser, created_at, updated_at)
    VALUES ('page_view', ${path}, ${extra.referrer ?? null}, ${visitor},
      ${extra.device ?? 'desktop'}::enum_analytics_events_device, 'Chrome', ${at}::timestamptz, ${at}::timestamptz)`)
}

const rollups = () =>
  rowsOf(db, sql`SELECT grain, day::text, dimension, value, views, visitors FROM analytics_rollups ORDER BY 1, 2, 3, 4`)

beforeAll(async () => {
  payload = await testPayload()
  db = database(payload)
  member = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'mia@example.org', password: PASSWORD, roles: [] },
  })
  artist = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'ines@example.org', password: PASSWORD, roles: ['artist'] },
  })
}, 120_000)

describe('the page views summed per day', () => {
  it('counts each view on the organisation’s day, across UTC’s midnight, and the same when run twice', async () => {
    expect(timeZone()).toBe('America/Los_Angeles')
    // 23:30 and 23:45 on 9 November in Los Angeles, though 10 November in UTC.
    await view('/', 'visitor-a', '2026-11-10T07:30:00Z', { referrer: 'https://www.google.com', device: 'mobile' })
    await view('/artists?utm_source=newsletter&utm_campaign=fall%20show', 'visitor-a', '2026-11-10T07:45:00Z')
    // 00:30 on 10 November there: the same person's next day.
    await view('/artists', 'visitor-a', '2026-11-10T08:30:00Z')
    await view('/events', 'visitor-b', '2026-11-10T20:00:00Z')
    await view('/', 'visitor-b', '2026-11-10T21:00:00Z')

    const now = new Date('2026-11-12T18:00:00Z')
    expect(await rollUpPageViews(payload, { timeZone: timeZone(), now })).toMatchObject({
      from: '2026-11-09',
      to: '2026-11-12',
    })
    const first = await rollups()
    const ninth = await siteAnalytics(db, { from: '2026-11-09', to: '2026-11-09' })
    const tenth = await siteAnalytics(db, { from: '2026-11-10', to: '2026-11-10' })
    expect(ninth.totals).toEqual({ views: 2, visitors: 1 })
    expect(tenth.totals).toEqual({ views: 3, visitors: 2 })
    expect(ninth.ranked.entry).toEqual([{ value: '/', views: 1, visitors: 1 }])
    expect(tenth.ranked.entry).toEqual([
      { value: '/artists', views: 1, visitors: 1 },
      { value: '/events', views: 1, visitors: 1 },
    ])
    expect(ninth.ranked.source).toEqual([{ value: 'newsletter', views: 1, visitors: 1 }])
    expect(ninth.ranked.campaign).toEqual([{ value: 'fall%20show', views: 1, visitors: 1 }])
    expect(ninth.ranked.referrer).toEqual([
      { value: '', views: 1, visitors: 1 },
      { value: 'https://www.google.com', views: 1, visitors: 1 },
    ])
    expect(ninth.ranked.device).toEqual([
      { value: 'desktop', views: 1, visitors: 1 },
      { value: 'mobile', views: 1, visitors: 1 },
    ])

    // Both days: a page's views add up, its query string aside; the series has a point per day.
    const both = await siteAnalytics(db, { from: '2026-11-09', to: '2026-11-10' })
    expect(both.ranked.page).toEqual([
      { value: '/', views: 2, visitors: 2 },
      { value: '/artists', views: 2, visitors: 2 },
      { value: '/events', views: 1, visitors: 1 },
    ])
    expect(both.series).toEqual([
      { period: '2026-11-09', views: 2, visitors: 1 },
      { period: '2026-11-10', views: 3, visitors: 2 },
    ])
    // A whole month is read from its month row: the same figures.
    const november = await siteAnalytics(db, { from: '2026-11-01', to: '2026-11-30' })
    expect(november.totals).toEqual({ views: 5, visitors: 3 })
    expect(november.ranked.page).toEqual(both.ranked.page)

    expect(await rollUpPageViews(payload, { timeZone: timeZone(), now })).toMatchObject({ from: '2026-11-11' })
    expect(await rollups()).toEqual(first)
  })

  it('sums a history added afterwards with past dates, and its days and months match the events', async () => {
    const from = new Date('2026-08-20T00:00:00Z')
    const to = new Date('2026-10-05T00:00:00Z')
    await growPageViewHistory(db, { events: 4_000, from, to, artistPages: 40 })
    const now = new Date('2026-11-12T18:00:00Z')
    await rollUpPageViews(payload, { timeZone: timeZone(), now })
    const once = await rollups()
    await rollUpPageViews(payload, { timeZone: timeZone(), now })
    expect(await rollups()).toEqual(once)

    const range = { from: '2026-07-01', to: '2026-10-31' }
    const [counted] = await rowsOf<{ views: number; visitors: number }>(
      db,
      sql`SELECT count(*)::integer AS views, count(DISTINCT (visitor, (created_at AT TIME ZONE ${timeZone()})::date))::integer AS visitors
          FROM analytics_events WHERE created_at >= '2026-07-01T07:00:00Z' AND created_at < '2026-11-01T07:00:00Z'`,
    )
    const site = await siteAnalytics(db, range)
    expect(counted!.views).toBe(4_000)
    expect(site.totals).toEqual(counted)
    expect(site.grain).toBe('month')
    expect(site.series.map((point) => point.period)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01'])
    expect(site.series.reduce((sum, point) => sum + point.views, 0)).toBe(4_000)
    // 8 September: a day inside a month, read from day rows, agrees with the events of that local day.
    const [day] = await rowsOf<{ views: number }>(
      db,
      sql`SELECT count(*)::integer AS views FROM analytics_events
          WHERE (created_at AT TIME ZONE ${timeZone()})::date = '2026-09-08'`,
    )
    expect((await siteAnalytics(db, { from: '2026-09-08', to: '2026-09-08' })).totals.views).toBe(day!.views)
  })
})

describe('the dashboard’s export', () => {
  const request = (token?: string, query = 'from=2026-11-09&to=2026-11-10') =>
    new Request(`http://localhost:3000/api/analytics/export?${query}`, {
      headers: token ? { authorization: `JWT ${token}` } : {},
    })

  it('is refused to visitors, members and artists, and the tool too', async () => {
    expect((await analyticsExportResponse(payload, request())).status).toBe(401)
    for (const who of [member, artist]) {
      const refused = await analyticsExportResponse(payload, request(await tokenFor(payload, who.email, PASSWORD)))
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain('Site totals')
      expect(mayUseControlPanelTool(ANALYTICS_TOOL, who)).toBe(false)
    }
    expect(mayUseControlPanelTool(ANALYTICS_TOOL, null)).toBe(false)
  })

  it('gives staff what the page shows as CSV, and a bad range as a 400 naming it', async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } }))
      .docs[0]!
    expect(mayUseControlPanelTool(ANALYTICS_TOOL, admin)).toBe(true)
    const token = await tokenFor(payload, 'admin@example.org', process.env.ADMIN_PASSWORD ?? '')
    const csv = await analyticsExportResponse(payload, request(token))
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain('analytics-2026-11-09-to-2026-11-10.csv')
    const text = await csv.text()
    expect(text).toContain('Site totals,2026-11-09 to 2026-11-10,views,5')
    expect(text).toContain('Entry pages,/artists,views,1')
    expect(text).toContain('Campaigns (utm_campaign),fall show,views,1')
    const dashboard = await dashboardOf(db, { from: '2026-11-09', to: '2026-11-10' }, timeZone())
    expect(dashboard.organisation.seasons).toEqual([])

    const bad = await analyticsExportResponse(payload, request(token, 'from=2026-13-01'))
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('“from” must be a date written YYYY-MM-DD')
  })
})
