import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FINDERS, WORK_QUEUES } from '@/app/staff-home/registry'
import { CONTROL_PANEL_TOOLS } from '@/app/control-panel'
import { mayUseControlPanelTool, recentActivity, recordAudit, verificationQueue } from '@/domains/accounts'
import { seedDemo } from '@/domains/artists/demo/seed'
import { eventsAwaitingReview } from '@/domains/events'
import { currentSeason, seedDemoOpenStudios } from '@/domains/openStudios'
import { findAdOrders } from '@/domains/openStudios/services/ad-admin'
import { findListings } from '@/domains/openStudios/services/listing-review'
import { findRegistrations } from '@/domains/openStudios/services/registration-list'
import { findAnything } from '@/platform/cpanel/find'
import { registerQueues, workWaiting } from '@/platform/cpanel/work'
import { database } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { testPayload } from './payload'

/**
 * The staff home (decision 086) on seeded data: each queue's count is what its tool lists when the
 * queue's link opens it; a queue is shown only to those who may use its tool (an administrator's
 * tool's queue hidden from staff, every queue from members and artists); the search finds a person,
 * an artist and a page; recent activity reads the audit log, newest first, linking to the thing.
 */

let payload: Payload
let staff: User
let admin: User
let member: User
let artist: User
const now = new Date()

const person = (email: string, roles: User['roles'], extra: Partial<User> = {}) =>
  payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, name: email.split('@')[0], password: 'a-good-password', roles, ...extra },
  }) as Promise<User>

const shown = async (who: User) =>
  Object.fromEntries(
    (await workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, who, now)).map((one) => [one.label, one]),
  )

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('stella@example.org', ['staff'])
  admin = await person('ada@example.org', ['admin'])
  member = await person('mo@example.org', ['artlover'])
  artist = await person('ari@example.org', ['artist'])
  await person('applicant@example.org', ['artlover'], { artistApplication: 'pending' })
  await seedDemo(payload, { size: { artists: 24, artworks: 24, pictures: 1 } })
  await seedDemoOpenStudios(payload, { registrations: 16, now, timeZone: 'America/Los_Angeles' })
  const db = database(payload)
  // Some of the season's work waiting: three listings submitted, two artists on waiting lists, one
  // offer lapsing tomorrow and one in a week (not yet lapsing), two ads' artwork in review.
  await db.execute(sql`UPDATE os_listings SET status = 'submitted'
    WHERE id IN (SELECT id FROM os_listings ORDER BY id LIMIT 3)`)
  await db.execute(sql`UPDATE os_registrations SET status = 'waitlisted', queued_at = now()
    WHERE id IN (SELECT id FROM os_registrations ORDER BY id DESC LIMIT 2)`)
  await db.execute(sql`UPDATE os_registrations SET status = 'offered', offer_ends_at = now() + interval '1 day'
    WHERE id = (SELECT id FROM os_registrations ORDER BY id DESC OFFSET 2 LIMIT 1)`)
  await db.execute(sql`UPDATE os_registrations SET status = 'offered', offer_ends_at = now() + interval '7 days'
    WHERE id = (SELECT id FROM os_registrations ORDER BY id DESC OFFSET 3 LIMIT 1)`)
  await db.execute(sql`UPDATE os_ad_orders SET status = 'artwork-submitted'
    WHERE id IN (SELECT id FROM os_ad_orders ORDER BY id LIMIT 2)`)
  for (const [description, status] of [
    ['The map stays grey.', 'new'],
    ['A typo on the donors page.', 'in-progress'],
    ['Old, fixed.', 'fixed'],
  ] as const) {
    await payload.create({
      collection: 'problem-reports',
      overrideAccess: true,
      data: { description, status, priority: 'normal', page: '/' },
    })
  }
  for (const [key, state] of [
    ['home-test-1', 'failed'],
    ['home-test-2', 'sent'],
  ] as const) {
    await payload.create({
      collection: 'email-sendings',
      overrideAccess: true,
      data: { idempotencyKey: key, template: 'test', to: 'x@example.org', state, attempts: 1 },
    })
  }
})

describe('work waiting', () => {
  it('counts what each tool lists, already filtered, and leaves out what is empty', async () => {
    const season = (await currentSeason(payload))!
    const [listings, waiting, offered, ads, verifier, events] = await Promise.all([
      findListings(payload, season.id, { status: 'submitted', page: 1 }),
      findRegistrations(payload, season.id, { status: 'waitlisted' }),
      findRegistrations(payload, season.id, { status: 'offered' }),
      findAdOrders(payload, season.id, { status: 'artwork-submitted' }),
      verificationQueue(payload),
      eventsAwaitingReview(payload, { sort: 'submitted', direction: 'asc', page: 1 }),
    ])
    // The demo season has some of its own; at least those made above.
    expect(listings.count).toBeGreaterThanOrEqual(3)
    expect(waiting.count).toBeGreaterThanOrEqual(2)
    expect(ads.rows.length).toBeGreaterThanOrEqual(2)
    // One page of the list holds every offer of the demo season and this test's.
    expect(offered.rows.length).toBe(offered.count)
    const lapsing = offered.rows.filter((row) => new Date(row.offerEndsAt!).getTime() <= now.getTime() + 48 * 3600_000)
    expect(lapsing.length).toBeGreaterThanOrEqual(1)
    expect(lapsing.length).toBeLessThan(offered.count)
    const work = await shown(staff)
    expect(work).toMatchObject({
      'Guide listings awaiting review': { count: listings.count, href: '/cpanel/sfoslistings?status=submitted' },
      'Ad artwork awaiting review': { count: ads.rows.length, href: '/cpanel/sfosaduploads?status=artwork-submitted' },
      'Registrations on waiting lists': { count: waiting.count, href: '/cpanel/sfosregistrations?status=waitlisted' },
      // Only the offers ending within 48 hours.
      'Place offers lapsing within 48 hours': {
        count: lapsing.length,
        href: '/cpanel/sfosregistrations?status=offered',
      },
      'Open problem reports': { count: 2, href: '/cpanel/bugtracker?status=open' },
      'Mails that could not be sent': { count: 1 },
    })
    const applications = verifier.filter((item) => item.source === 'artist-application').length
    expect(applications).toBeGreaterThan(0)
    expect(work['Artist applications awaiting verification']).toEqual({
      label: 'Artist applications awaiting verification',
      count: applications,
      href: '/cpanel/verifier?kind=artist-application',
    })
    expect(work['Mails that could not be sent']!.href).toBe(
      '/cpanel/collections/email-sendings?where%5Bstate%5D%5Bequals%5D=failed',
    )
    // What the verifier lists besides: the demo's profiles, if any were submitted.
    const profiles = verifier.filter((item) => item.source !== 'artist-application').length
    expect(work['Artist profiles awaiting verification']?.count ?? 0).toBe(profiles)
    expect(work['Events awaiting review']?.count ?? 0).toBe(events.totalDocs)
    // Nothing failed or refunded: those queues are not shown at all.
    expect(Object.keys(work).some((label) => /payments|Refunds/.test(label))).toBe(false)
  })

  it('shows an administrator’s tool’s queue to administrators only, and nothing to members or artists', async () => {
    const queues = registerQueues(CONTROL_PANEL_TOOLS, [
      { tool: 'usermerger', label: 'People who may be the same', count: async () => 4 },
      { tool: 'bugtracker', label: 'Reports', count: async () => 1 },
    ])
    const labels = async (who: User) =>
      (await workWaiting(payload, queues, mayUseControlPanelTool, who, now)).map((one) => one.label)
    expect(await labels(staff)).toEqual(['Reports'])
    expect(await labels(admin)).toEqual(['People who may be the same', 'Reports'])
    expect(await labels(member)).toEqual([])
    expect(await labels(artist)).toEqual([])
    expect(Object.keys(await shown(member))).toEqual([])
    expect(Object.keys(await shown(artist))).toEqual([])
  })
})

describe('find anything', () => {
  it('finds a person by name or email, an artist, a page', async () => {
    const kinds = async (words: string) =>
      Object.fromEntries((await findAnything(payload, FINDERS, words)).map((kind) => [kind.kind, kind.found]))
    expect((await kinds('stella@example.org')).People?.[0]).toMatchObject({
      label: 'stella',
      href: `/cpanel/collections/users/${staff.id}`,
    })
    const artistName = (await payload.find({ collection: 'artist-profiles', limit: 1, overrideAccess: true })).docs[0]!
      .displayName
    expect((await kinds(artistName)).Artists?.map((one) => one.label)).toContain(artistName)
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        title: 'Our story so far',
        slug: 'our-story-so-far',
        section: 'top',
        visibility: 'public',
        _status: 'published',
      },
    })
    expect((await kinds('story so')).Pages).toEqual([
      { label: 'Our story so far', detail: '/our-story-so-far', href: `/cpanel/collections/pages/${page.id}` },
    ])
    expect(await kinds('zzqqxx-nothing')).toEqual({})
  })
})

describe('recent activity', () => {
  it('lists the audit log newest first, with who and a link to the thing', async () => {
    await recordAudit(payload, {
      actor: staff.id,
      action: 'problem-report.triage',
      targetCollection: 'problem-reports',
      targetId: 1,
      target: 'Report #1',
    })
    await recordAudit(payload, { actor: null, action: 'backup.made', target: 'nightly' })
    const [latest, before] = await recentActivity(payload, 2)
    expect(latest).toMatchObject({ who: 'The system', action: 'Backup: made', target: 'nightly', path: null })
    expect(before).toMatchObject({
      who: 'stella',
      action: 'Problem report: triage',
      path: 'collections/problem-reports/1',
    })
  })
})
