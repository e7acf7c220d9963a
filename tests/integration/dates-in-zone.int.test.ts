import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createOrder, paymentsExportResponse, recordPaymentEvent } from '@/domains/commerce'
import {
  donorsExportResponse,
  sendGiftAcknowledgement,
  sendThankYou,
  staffStatementResponse,
  statementSource,
  statementView,
} from '@/domains/donors'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import type { Gift, Order, User } from '@/payload-types'

import { attachedPdf, pdfText } from '../support/pdf-text'
import { tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Decision 072: a gift made at 11 PM on 31 December where the organisation is
 * (Los Angeles, 07:00 UTC on 1 January) is dated 31 December and counted in
 * that year on every paper a person reads — the acknowledgement and its PDF, the
 * thank-you, the CSV exports and the year-end statement. The process runs in
 * Tokyo, so neither the server's clock nor UTC would give that answer.
 */

const PASSWORD = 'a-good-password'
const NEW_YEARS_EVE = '2026-01-01T07:00:00.000Z'
let machineZone: string | undefined
let payload: Payload
let donor: User
let staff: User
let gift: Gift
let order: Order

const request = (path: string, token: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { authorization: `JWT ${token}` } })
const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  machineZone = process.env.TZ
  process.env.TZ = 'Asia/Tokyo'
  payload = await testPayload()
  const campaign = await payload.create({
    collection: 'campaigns',
    overrideAccess: true,
    data: { name: 'New studio roof', published: true },
  })
  donor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'eve@example.org', name: 'Eve Late', password: PASSWORD, roles: ['artlover'] },
  })
  staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'stella@example.org', name: 'Stella Staff', password: PASSWORD, roles: ['staff'] },
  })
  gift = await payload.create({
    collection: 'gifts',
    overrideAccess: true,
    data: {
      campaign: campaign.id,
      amountMinor: 25_000,
      currency: 'USD',
      frequency: 'once',
      donor: donor.id,
      donorName: donor.name!,
      donorEmail: donor.email,
      recognition: 'named',
      status: 'pending',
      source: 'online',
    },
  })
  const answer = await createOrder(payload, {
    buyer: { person: donor },
    lines: [{ kind: 'donation', product: String(gift.id), quantity: 1 }],
    currency: 'USD',
  })
  if (!answer.ok) throw new Error(answer.message)
  await recordPaymentEvent(payload, {
    provider: 'test',
    eventId: `evt-new-years-eve-${gift.id}`,
    orderNumber: answer.order.number,
    outcome: 'succeeded',
    amount: { minor: answer.order.totalMinor, currency: 'USD' },
  })
  // The gift, its order and its payment as if made then; the mails the payment queued are not sent yet.
  const db = database(payload)
  await db.execute(sql`DELETE FROM payload_jobs`)
  await db.execute(sql`UPDATE gifts SET paid_at = ${NEW_YEARS_EVE}::timestamptz, created_at = ${NEW_YEARS_EVE}::timestamptz
    WHERE id = ${gift.id}`)
  await db.execute(sql`UPDATE orders SET paid_at = ${NEW_YEARS_EVE}::timestamptz, created_at = ${NEW_YEARS_EVE}::timestamptz,
    receipt_sent_at = NULL WHERE id = ${answer.order.id}`)
  await db.execute(
    sql`UPDATE payments SET created_at = ${NEW_YEARS_EVE}::timestamptz WHERE order_id = ${answer.order.id}`,
  )
  order = answer.order
})

afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
})

describe('a gift at 11 PM on 31 December in the organisation’s time zone', () => {
  it('runs where neither the machine’s zone nor UTC is the organisation’s', () => {
    expect(config().TIMEZONE).toBe('America/Los_Angeles')
    expect(new Date(NEW_YEARS_EVE).getDate()).toBe(1)
    expect(new Date(NEW_YEARS_EVE).getUTCDate()).toBe(1)
  })

  it('is dated 31 December in the acknowledgement mail and in its PDF', async () => {
    expect(await sendGiftAcknowledgement(payload, gift.id)).toBe('sent')
    const [mail] = await mailsTo(donor.email)
    expect(mail!.text).toContain(
      'Thank you for your gift of $250.00 to New studio roof, received on December 31, 2025.',
    )
    expect(mail!.text).toContain(`/shop/orders/${order.number}`)
    expect(mail!.html).toContain('December 31, 2025')
    expect(`${mail!.text}${mail!.html}`).not.toContain('January 1, 2026')
    const pdf = attachedPdf(mail!.raw as string)
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const words = pdfText(pdf!)
    expect(words).toEqual(
      expect.arrayContaining(['December 31, 2025', 'Paid $250.00 on December 31, 2025 at 11:00 PM.']),
    )
    expect(words.join(' ').replace(/\s+/g, ' ')).toContain(
      'Vernissage Arts Society received your gift of $250.00 to New studio roof on December 31, 2025, with thanks.',
    )
    expect(words.join(' ')).not.toContain('January 1, 2026')
  })

  it('is dated 31 December in the thank-you', async () => {
    expect(await sendThankYou(payload, gift.id)).toBe('sent')
    const thanks = (await mailsTo(donor.email)).find((mail) => mail.subject.startsWith('Thank you for your gift'))
    expect(thanks!.text).toContain(
      'Thank you for your gift of $250.00 to New studio roof, received on December 31, 2025.',
    )
  })

  it('is written on the organisation’s clocks, with the offset, in the CSV exports, and found on its day', async () => {
    const token = await tokenFor(payload, staff.email, PASSWORD)
    const gifts = await donorsExportResponse(
      payload,
      request('/api/donors/gifts/export?from=2025-12-31&to=2025-12-31', token),
      'gifts',
    )
    const giftLines = (await gifts.text()).trim().split('\r\n')
    expect(giftLines[0]).toContain(',Date,')
    expect(giftLines).toHaveLength(2)
    expect(giftLines[1]).toMatch(new RegExp(`^${gift.id},2025-12-31T23:00:00-08:00,paid,`))
    const nextDay = await donorsExportResponse(
      payload,
      request('/api/donors/gifts/export?from=2026-01-01&to=2026-01-01', token),
      'gifts',
    )
    expect((await nextDay.text()).trim().split('\r\n')).toHaveLength(1)

    const donors = await donorsExportResponse(payload, request('/api/donors/export?year=2025', token), 'donors')
    const donorLines = (await donors.text()).trim().split('\r\n')
    expect(donorLines).toHaveLength(2)
    // 25000 given in 2025, nothing in the year before, one gift, and the last gift at 11 PM on 31 December.
    expect(donorLines[1]).toMatch(/,USD,25000,0,,1,0,2025-12-31T23:00:00-08:00$/)
    const nextYear = await donorsExportResponse(payload, request('/api/donors/export?year=2026', token), 'donors')
    expect((await nextYear.text()).trim().split('\r\n')[1]).toMatch(/,USD,0,25000,/)

    const payments = await paymentsExportResponse(payload, request('/api/payments/export?from=2025-12-31', token))
    const paymentLines = (await payments.text()).trim().split('\r\n')
    expect(paymentLines).toHaveLength(2)
    expect(paymentLines[1]).toMatch(new RegExp(`^\\d+,2025-12-31T23:00:00-08:00,${order.number},`))
  })

  it('counts in 2025’s year-end statement, dated 31 December, and not in 2026’s', async () => {
    const identity = { kind: 'person', id: donor.id } as const
    const source = await statementSource(payload, identity, 2025)
    expect(source?.gifts.map((one) => one.amountMinor)).toEqual([25_000])
    expect(statementView(source!, config().TIMEZONE).gifts.map((one) => one.date)).toEqual(['December 31, 2025'])
    expect(await statementSource(payload, identity, 2026)).toBeNull()

    const token = await tokenFor(payload, staff.email, PASSWORD)
    const response = await staffStatementResponse(
      payload,
      request(`/api/donors/statement?donor=person:${donor.id}&year=2025`, token),
    )
    expect(response.status).toBe(200)
    const words = pdfText(Buffer.from(await response.arrayBuffer()))
    expect(words).toEqual(expect.arrayContaining(['December 31, 2025']))
    expect(words.join(' ')).toContain('2025')
    expect(words.join(' ')).not.toContain('January 1, 2026')
  })
})
