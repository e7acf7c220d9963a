import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import { artworkFile, sendArtwork } from '@/domains/openStudios/services/ad-artwork'
import { AD_KIND, adOrderById, adSizeById } from '@/domains/openStudios/services/ad-orders'
import { startAdPurchase } from '@/domains/openStudios/services/ad-purchase'
import { approveAdArtworks, reviewAdArtwork } from '@/domains/openStudios/services/ad-review'
import { addDays, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { OsAdSize, OsSeason, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Guide ads end to end on a real database (decision 053): bought through
 * commerce with a unit of the size held while unpaid, the buyer made an
 * advertiser when paid; artwork checked and kept until its deadline; staff's
 * review mailed once; nobody else sees an ad order or its files.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let season: OsSeason
let buyer: User
let other: User
let staff: User
let people = 0

const timeZone = () => config().TIMEZONE
const today = () => organisationDate(new Date(), timeZone())

async function person(roles: ('staff' | 'artist')[] = []): Promise<User> {
  people += 1
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `advertiser${people}@example.org`, password: PASSWORD, roles },
  })
}

async function size(name: string, quantity: number): Promise<OsAdSize> {
  return payload.create({
    collection: 'os-ad-sizes',
    overrideAccess: true,
    data: {
      season: season.id,
      name,
      trimWidthInches: 4,
      trimHeightInches: 5.5,
      bleedInches: 0.125,
      priceMinor: 45000,
      quantity,
    },
  })
}

async function setDeadlines(deadlines: { adReservationsClose?: string; adArtworkDue?: string }) {
  season = await payload.update({
    collection: 'os-seasons',
    id: season.id,
    overrideAccess: true,
    data: { deadlines: { ...season.deadlines, ...deadlines } },
  })
}

const buy = (who: User, sizeId: number, businessName = 'Mission Framing Co.') =>
  startAdPurchase(payload, {
    size: sizeId,
    businessName,
    person: who,
    address: `10.0.0.${people}`,
    settings: config(),
  })

async function pay(adOrder: number) {
  const [order] = await rowsOf<{ number: string; total: number; currency: string }>(
    database(payload),
    sql`SELECT c.number, c.total_minor::float8 AS total, c.currency FROM os_ad_orders o
        JOIN orders c ON c.id = o.order_id WHERE o.id = ${adOrder}`,
  )
  return recordPaymentEvent(payload, {
    provider: 'test',
    eventId: `evt_ad_${adOrder}`,
    orderNumber: order!.number,
    outcome: 'succeeded',
    amount: { minor: order!.total, currency: order!.currency },
  })
}

/** A bought and paid ad of a fresh size. */
async function paidAd(who: User, name: string) {
  const made = await size(name, 3)
  const started = await buy(who, made.id)
  if (!started.ok) throw new Error(started.message)
  await pay(started.adOrder)
  return started.adOrder
}

const picture = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  )

const send = async (adOrder: number, who: User, bytes: Uint8Array, now?: Date) =>
  sendArtwork(payload, storageFor(payload), {
    adOrder,
    person: who,
    staff: false,
    fileName: 'ad.png',
    bytes,
    now,
    timeZone: timeZone(),
  })

const mailsTo = async (who: User) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: who.email } }, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  season = await payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year: 2026,
      name: 'Open Studios 2026',
      status: 'current',
      currency: 'USD',
      secondWeekendDiscountMinor: 0,
      withdrawalRefundPercent: 100,
      guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
      deadlines: { adReservationsClose: addDays(today(), 10), adArtworkDue: addDays(today(), 20) },
    },
  })
  buyer = await person()
  other = await person(['artist'])
  staff = await person(['staff'])
})

describe('buying a guide ad', () => {
  it('holds a unit while unpaid, and once paid awaits the artwork and makes the buyer an advertiser', async () => {
    const half = await size('Half page', 2)
    const started = await buy(buyer, half.id)
    expect(started).toMatchObject({ ok: true, redirectTo: expect.stringContaining('/shop/testpay') })
    if (!started.ok) return
    expect(await adOrderById(database(payload), started.adOrder)).toMatchObject({
      status: 'awaiting-payment',
      businessName: 'Mission Framing Co.',
    })
    expect((await adSizeById(database(payload), half.id))?.taken).toBe(1)

    expect(await pay(started.adOrder)).toMatchObject({ outcome: 'recorded' })
    expect(await adOrderById(database(payload), started.adOrder)).toMatchObject({ status: 'awaiting-artwork' })
    const after = await payload.findByID({ collection: 'users', id: buyer.id, overrideAccess: true })
    expect(after.roles).toContain('advertiser')
  })

  it('lets nobody but its buyer check out an ad, and nobody once it is paid', async () => {
    const started = await buy(buyer, (await size('Quarter page', 3)).id)
    if (!started.ok) throw new Error(started.message)
    const checkout = (who: User) =>
      createOrder(payload, {
        buyer: { person: who },
        lines: [{ kind: AD_KIND, product: String(started.adOrder), quantity: 1 }],
        currency: 'USD',
      })
    expect(await checkout(other)).toEqual({ ok: false, message: 'This guide ad was started by someone else.' })
    await pay(started.adOrder)
    expect(await checkout(buyer)).toEqual({ ok: false, message: 'This guide ad is not waiting to be paid.' })
  })

  it('refuses a sold-out size, and a guest, in words', async () => {
    const full = await size('Back cover', 1)
    const first = await buy(buyer, full.id)
    expect(first.ok).toBe(true)
    expect(await buy(other, full.id)).toEqual({ ok: false, message: 'The Back cover ads are sold out.' })
    expect(
      await startAdPurchase(payload, {
        size: full.id,
        businessName: 'Guest',
        person: null,
        address: '10.1.1.1',
        settings: config(),
      }),
    ).toMatchObject({ ok: false, signIn: '/login?next=%2Fadvertise' })
  })

  it('sells the last unit to exactly one of two buyers at the same moment', async () => {
    const last = await size('Inside cover', 1)
    const rivals = await Promise.all([person(), person()])
    const answers = await Promise.all(rivals.map((who) => buy(who, last.id, `Rival ${who.id}`)))
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ message: expect.stringContaining('sold out') })
    expect((await adSizeById(database(payload), last.id))?.taken).toBe(1)
  })

  it('refuses once ad reservations have closed, saying when', async () => {
    const late = await size('Quarter page', 5)
    const before = season.deadlines
    await setDeadlines({ adReservationsClose: addDays(today(), -1) })
    try {
      const answer = await buy(buyer, late.id)
      expect(answer).toMatchObject({
        ok: false,
        message: expect.stringContaining('Ad reservations closed at the end of'),
      })
    } finally {
      await setDeadlines({ adReservationsClose: before?.adReservationsClose ?? undefined })
    }
  })
})

describe('the artwork', () => {
  it('refuses the wrong size with the reason, takes the right one, and none after the deadline', async () => {
    const adOrder = await paidAd(buyer, 'Half page (artwork)')
    const wrong = await send(adOrder, buyer, await picture(1200, 1800))
    expect(wrong).toMatchObject({
      ok: false,
      problems: [
        expect.stringContaining(
          'The artwork is 1200 × 1800 pixels; a half page (artwork) with bleed needs 1275 × 1725',
        ),
      ],
    })
    const right = await send(adOrder, buyer, await picture(1275, 1725))
    expect(right).toMatchObject({ ok: true, warnings: [expect.stringContaining('RGB')] })
    const saved = await adOrderById(database(payload), adOrder)
    expect(saved).toMatchObject({ status: 'artwork-submitted', artworkContentType: 'image/png' })
    expect(saved?.artworkPath).toMatch(new RegExp(`^open-studios/ads/${adOrder}/`))

    const afterDeadline = new Date(Date.now() + 30 * 24 * 60 * 60_000)
    const late = await send(adOrder, buyer, await picture(1275, 1725), afterDeadline)
    expect(late).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^Artwork was due by the end of .+: uploads closed on /)],
    })
  })

  it('is the buyer’s and staff’s to download, nobody else’s', async () => {
    const adOrder = await paidAd(buyer, 'Full page (files)')
    await send(adOrder, buyer, await picture(1275, 1725))
    const storage = storageFor(payload)
    const as = (who: User | null, staffToo = false) =>
      artworkFile(payload, storage, { adOrder, which: 'original', person: who, staff: staffToo })
    expect(await as(buyer)).toMatchObject({ contentType: 'image/png', inline: false })
    expect(await as(staff, true)).toMatchObject({ contentType: 'image/png' })
    expect(await as(other)).toBeNull()
    expect(await as(null)).toBeNull()
    const preview = await artworkFile(payload, storage, { adOrder, which: 'preview', person: buyer, staff: false })
    expect(preview).toMatchObject({ contentType: 'image/jpeg', inline: true })
    expect(await send(adOrder, other, await picture(1275, 1725))).toMatchObject({ ok: false, notFound: true })
  })
})

describe('staff’s review', () => {
  it('asks for changes with the reason, takes a new file back to review, approves, and mails each review once', async () => {
    const adOrder = await paidAd(buyer, 'Half page (review)')
    await send(adOrder, buyer, await picture(1275, 1725))
    expect(
      await reviewAdArtwork(payload, { adOrder, review: { decision: 'changes', reason: ' ' }, staff }),
    ).toMatchObject({ ok: false, field: 'reason' })
    const asked = await Promise.all(
      [1, 2].map(() =>
        reviewAdArtwork(payload, {
          adOrder,
          review: { decision: 'changes', reason: 'The phone number is cut off.' },
          staff,
        }),
      ),
    )
    expect(asked.filter((answer) => answer.ok)).toHaveLength(1)
    expect(await adOrderById(database(payload), adOrder)).toMatchObject({
      status: 'changes-requested',
      reviewNote: 'The phone number is cut off.',
    })
    let mails = (await mailsTo(buyer)).filter((mail) => mail.subject === 'Your guide ad needs a change')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('The phone number is cut off.')
    expect(mails[0]!.text).toContain(`/adportal/${adOrder}`)

    await send(adOrder, buyer, await picture(2550, 3450), new Date(Date.now() + 1000))
    expect(await adOrderById(database(payload), adOrder)).toMatchObject({ status: 'artwork-submitted' })
    const approved = await Promise.all(
      [1, 2].map(() => reviewAdArtwork(payload, { adOrder, review: { decision: 'approve' }, staff })),
    )
    expect(approved.filter((answer) => answer.ok)).toHaveLength(1)
    expect(approved.find((answer) => !answer.ok)).toMatchObject({ message: 'This artwork is already approved.' })
    mails = (await mailsTo(buyer)).filter((mail) => mail.subject === 'Your guide ad is approved')
    expect(mails).toHaveLength(1)
    const audit = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { targetCollection: { equals: 'os-ad-orders' }, targetId: { equals: String(adOrder) } },
    })
    expect(audit.docs.map((entry) => entry.action).sort()).toEqual([
      'os-ad-artwork-approved',
      'os-ad-changes-requested',
    ])
  })
})

describe('staff’s bulk approval (decision 087)', () => {
  it('approves every ticked ad’s artwork or none, refused to all but staff, mailing each advertiser once', async () => {
    const advertiser = await person()
    const ad = async (business: string) => {
      const started = await buy(advertiser, (await size(`Quarter page (${business})`, 2)).id, business)
      if (!started.ok) throw new Error(started.message)
      await pay(started.adOrder)
      return started.adOrder
    }
    const [sent, waiting] = [await ad('Bulk Sent Co.'), await ad('Bulk Waiting Co.')]
    await send(sent, advertiser, await picture(1275, 1725))
    const approvedMails = async () =>
      (await mailsTo(advertiser)).filter((mail) => mail.subject === 'Your guide ad is approved')

    for (const who of [advertiser, other, null]) {
      expect(await approveAdArtworks(payload, who, [sent], new Date())).toMatchObject({
        ok: false,
        message: 'Only staff approve guide ad artwork.',
      })
    }
    const refused = await approveAdArtworks(payload, staff, [sent, waiting], new Date())
    expect(refused).toMatchObject({
      ok: false,
      message: 'Nothing was approved. Bulk Waiting Co.: There is no artwork in review for this ad.',
    })
    expect(await adOrderById(database(payload), sent)).toMatchObject({ status: 'artwork-submitted' })
    expect(await approvedMails()).toHaveLength(0)

    expect(await approveAdArtworks(payload, staff, [sent], new Date())).toEqual({ ok: true, names: ['Bulk Sent Co.'] })
    expect(await adOrderById(database(payload), sent)).toMatchObject({ status: 'approved' })
    expect(await approvedMails()).toHaveLength(1)
  })
})

describe('who reads ad orders', () => {
  it('lets the buyer and staff read an ad order, nobody else, through REST and GraphQL; nobody writes one', async () => {
    const adOrder = await paidAd(buyer, 'Half page (access)')
    const tokens = {
      buyer: await tokenFor(payload, buyer.email, PASSWORD),
      other: await tokenFor(payload, other.email, PASSWORD),
      staff: await tokenFor(payload, staff.email, PASSWORD),
    }
    expect((await rest('GET', `/os-ad-orders/${adOrder}`, { token: tokens.buyer })).status).toBe(200)
    expect((await rest('GET', `/os-ad-orders/${adOrder}`, { token: tokens.staff })).status).toBe(200)
    expect((await rest('GET', `/os-ad-orders/${adOrder}`, { token: tokens.other })).status).toBe(404)
    expect((await rest('GET', `/os-ad-orders/${adOrder}`)).status).toBe(403)
    const seen = async (token?: string) => {
      const answer = await graphql('{ OsAdOrders { docs { id businessName } } }', { token })
      const orders = answer.body.data?.OsAdOrders as { docs: { id: number }[] } | null | undefined
      return (orders?.docs ?? []).map((doc) => doc.id)
    }
    expect(await seen(tokens.buyer)).toContain(adOrder)
    expect(await seen(tokens.other)).not.toContain(adOrder)
    expect(await seen()).not.toContain(adOrder)
    for (const token of [tokens.buyer, tokens.staff]) {
      expect((await rest('PATCH', `/os-ad-orders/${adOrder}`, { token, body: { status: 'approved' } })).status).toBe(
        403,
      )
    }
  })
})
