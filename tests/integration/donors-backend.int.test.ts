import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import { saveTemplate } from '@/domains/comms'
import {
  donorsExportResponse,
  findDonors,
  findGifts,
  NO_GOODS_OR_SERVICES,
  ownStatementResponse,
  parseDonorsFilter,
  parseGiftsFilter,
  queueThankYous,
  sendThankYou,
  staffStatementResponse,
  statementSource,
} from '@/domains/donors'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { runDueJobs } from '@/platform/jobs'
import { createMailer } from '@/platform/mail'
import type { Campaign, Gift, User } from '@/payload-types'

import { rest, tokenFor } from './api'
import { testPayload } from './payload'
import { smtpServer } from './smtp'

/**
 * `donorbackend` and the giving statements (decision 044): donors grouped
 * from real paid gifts, the gifts' filters, the thank-you mailed once however
 * often it is queued, and statements and exports for their owner or staff only.
 */

const PASSWORD = 'a-good-password'
const YEAR = new Date().getUTCFullYear()
let payload: Payload
let roof: Campaign
let studios: Campaign
let dora: User
let otto: User
let stella: User
const made: Record<string, Gift> = {}

async function person(email: string, name: string, roles: ('staff' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, name, password: PASSWORD, roles } })
}

/** A gift made, sold and paid as online, with its payment's event id its own. */
async function paidGift(data: Partial<Gift>, buyer: User | null, pay = true): Promise<Gift> {
  const gift = await payload.create({
    collection: 'gifts',
    overrideAccess: true,
    data: {
      campaign: roof.id,
      amountMinor: 5000,
      currency: 'USD',
      frequency: 'once',
      donor: buyer?.id ?? null,
      donorName: buyer?.name ?? 'Grace Guest',
      donorEmail: buyer?.email ?? 'grace@example.org',
      recognition: 'named',
      status: 'pending',
      source: 'online',
      ...data,
    },
  })
  const answer = await createOrder(payload, {
    buyer: buyer ? { person: buyer } : { guest: { email: gift.donorEmail, name: gift.donorName } },
    lines: [{ kind: 'donation', product: String(gift.id), quantity: 1 }],
    currency: 'USD',
  })
  if (!answer.ok) throw new Error(answer.message)
  if (pay) {
    await recordPaymentEvent(payload, {
      provider: 'test',
      eventId: `evt-${gift.id}`,
      orderNumber: answer.order.number,
      outcome: 'succeeded',
      amount: { minor: answer.order.totalMinor, currency: 'USD' },
    })
  }
  return payload.findByID({ collection: 'gifts', id: gift.id, depth: 0, overrideAccess: true })
}

const giftNow = (id: number) => payload.findByID({ collection: 'gifts', id, depth: 0, overrideAccess: true })
const mailsTo = async (email: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).docs
const auditOf = async (action: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const request = (path: string, token?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} })

beforeAll(async () => {
  payload = await testPayload()
  roof = await payload.create({
    collection: 'campaigns',
    overrideAccess: true,
    data: { name: 'New studio roof', published: true },
  })
  studios = await payload.create({
    collection: 'campaigns',
    overrideAccess: true,
    data: { name: 'Open Studios', published: true },
  })
  for (const [name, minimumYearlyMinor] of [
    ['Friend', 5_000],
    ['Patron', 100_000],
  ] as const) {
    await payload.create({ collection: 'donor-levels', overrideAccess: true, data: { name, minimumYearlyMinor } })
  }
  dora = await person('dora@example.org', 'Dora Donor', ['artlover'])
  otto = await person('otto@example.org', 'Otto Org', ['artlover'])
  stella = await person('stella@example.org', 'Stella Staff', ['staff'])

  made.doraRoof = await paidGift({ amountMinor: 50_000, dedication: 'memory', dedicatedTo: 'Jane Doe' }, dora)
  made.doraStudios = await paidGift({ amountMinor: 10_000, campaign: studios.id }, dora)
  made.doraLastYear = await paidGift({ amountMinor: 3_000 }, dora)
  await database(payload).execute(
    sql`UPDATE gifts SET paid_at = ${`${YEAR - 1}-06-01T12:00:00Z`}::timestamptz WHERE id = ${made.doraLastYear.id}`,
  )
  made.acme = await paidGift({ amountMinor: 120_000, organisation: 'Acme Trust' }, otto)
  made.grace = await paidGift({ amountMinor: 2_500 }, null)
  made.pending = await paidGift({ amountMinor: 9_900 }, dora, false)
})

beforeEach(async () => {
  // Each test runs the queue itself: the receipts the payments queued are not its business.
  await database(payload).execute(sql`DELETE FROM payload_jobs`)
})

describe('the donors', () => {
  const donors = async (query: string) => {
    const filter = parseDonorsFilter(new URLSearchParams(query))
    if (!filter.ok) throw new Error(filter.problems.join('; '))
    return (await findDonors(payload, filter.value)).rows
  }

  it('are one row per person or organisation, with both years’ totals, the level and the gifts', async () => {
    const rows = await donors(`year=${YEAR}`)
    expect(
      rows.map((row) => [row.key, row.name, row.thisYearMinor, row.lastYearMinor, row.level, row.giftsThisYear]),
    ).toEqual([
      ['organisation:acme trust', 'Acme Trust', 120_000, 0, 'Patron', 1],
      [`person:${dora.id}`, 'Dora Donor', 60_000, 3_000, 'Friend', 2],
      ['email:grace@example.org', 'Grace Guest', 2_500, 0, null, 1],
    ])
    expect(rows[0]!.contact).toBe('Otto Org')
  })

  it('are found by level, by words and by year', async () => {
    expect((await donors(`level=Patron`)).map((row) => row.key)).toEqual(['organisation:acme trust'])
    expect((await donors(`level=none`)).map((row) => row.key)).toEqual(['email:grace@example.org'])
    expect((await donors(`search=DORA@`)).map((row) => row.key)).toEqual([`person:${dora.id}`])
    const lastYear = await donors(`year=${YEAR - 1}`)
    expect(lastYear.map((row) => [row.key, row.thisYearMinor, row.level])).toEqual([[`person:${dora.id}`, 3_000, null]])
    expect(parseDonorsFilter(new URLSearchParams('year=twenty'))).toEqual({
      ok: false,
      problems: ['year must be a year such as 2026'],
    })
  })
})

describe('the gifts', () => {
  const gifts = async (query: string) => {
    const filter = parseGiftsFilter(new URLSearchParams(query))
    if (!filter.ok) throw new Error(filter.problems.join('; '))
    return findGifts(payload, filter.value)
  }

  it('are found by campaign, status, source, donor and dates, with their totals', async () => {
    expect((await gifts(`campaign=${studios.id}`)).rows.map((row) => row.id)).toEqual([made.doraStudios!.id])
    expect((await gifts('status=pending')).rows.map((row) => row.id)).toEqual([made.pending!.id])
    expect((await gifts('source=desk')).count).toBe(0)
    const doras = await gifts(`donor=person:${dora.id}`)
    expect(doras.rows.map((row) => row.id).sort()).toEqual(
      [made.doraRoof!.id, made.doraStudios!.id, made.doraLastYear!.id, made.pending!.id].sort(),
    )
    expect(doras.totals).toEqual([{ currency: 'USD', gifts: 4, paidGifts: 3, paidMinor: 63_000 }])
    const acme = await gifts('donor=organisation:acme%20trust&status=paid')
    expect(acme.rows.map((row) => [row.id, row.orderNumber !== null])).toEqual([[made.acme!.id, true]])
    const lastYear = await gifts(`from=${YEAR - 1}-01-01&to=${YEAR - 1}-12-31`)
    expect(lastYear.rows.map((row) => row.id)).toEqual([made.doraLastYear!.id])
    expect(parseGiftsFilter(new URLSearchParams('thanked=maybe&donor=nobody'))).toEqual({
      ok: false,
      problems: ['thanked must be yes or no', 'donor must be a donor from the donors’ list'],
    })
  })
})

describe('thanking a gift', () => {
  it('mails the thank-you once when it is queued twice, sets acknowledgedAt and audits who asked', async () => {
    const before = (await mailsTo('dora@example.org')).length
    await queueThankYous(payload, stella, [made.doraRoof!.id], 'one')
    await queueThankYous(payload, stella, [made.doraRoof!.id], 'one')
    await runDueJobs(payload)
    const mails = (await mailsTo('dora@example.org')).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Thank you for your gift to New studio roof')
    expect(mails[0]!.text).toContain('Dear Dora Donor,')
    expect(mails[0]!.text).toContain('Thank you for your gift of $500.00 to New studio roof')
    expect(mails[0]!.text).toContain('This gift was made in memory of Jane Doe.')
    expect((await giftNow(made.doraRoof!.id)).acknowledgedAt).toBeTruthy()
    expect(await sendThankYou(payload, made.doraRoof!.id)).toBe('already-thanked')
    expect((await findGifts(payload, { page: 1, thanked: 'yes' })).rows.map((row) => row.id)).toEqual([
      made.doraRoof!.id,
    ])
    const audits = await auditOf('gift.thank-you')
    expect(audits.map((audit) => [audit.actor, audit.targetId])).toContainEqual([stella.id, String(made.doraRoof!.id)])
  })

  it('mails once when two sends meet, the second waiting on the gift’s lock; never for an unpaid gift', async () => {
    const outcomes = await Promise.all([sendThankYou(payload, made.grace!.id), sendThankYou(payload, made.grace!.id)])
    expect(outcomes.sort()).toEqual(['already-thanked', 'sent'])
    expect(await mailsTo('grace@example.org')).toHaveLength(1)
    expect(await sendThankYou(payload, made.pending!.id)).toBe('not-paid')
    expect(await sendThankYou(payload, 999_999)).toBe('no-gift')
  })

  it('keeps a gift unthanked while the SMTP server is away, and thanks it when the job is tried again', async () => {
    const settings = config()
    const outbox = { save: async () => undefined }
    const away = createMailer({ from: settings.MAIL_FROM, smtpUrl: 'smtp://127.0.0.1:9', outbox })
    await expect(sendThankYou(payload, made.doraStudios!.id, settings, away)).rejects.toThrow()
    expect((await giftNow(made.doraStudios!.id)).acknowledgedAt).toBeFalsy()

    const { received, mailer: back, close } = await smtpServer()
    try {
      expect(await sendThankYou(payload, made.doraStudios!.id, settings, back)).toBe('sent')
      expect(await sendThankYou(payload, made.doraStudios!.id, settings, back)).toBe('already-thanked')
      expect(received).toHaveLength(1)
      expect(received[0]).toMatch(/Subject: Thank you for your gift to Open Studios/)
    } finally {
      away.close()
      await close()
    }
    expect((await giftNow(made.doraStudios!.id)).acknowledgedAt).toBeTruthy()
  })

  it('thanks every paid gift not yet thanked when staff ask for all', async () => {
    await queueThankYous(payload, stella, [made.acme!.id, made.doraLastYear!.id], 'all-not-thanked')
    await runDueJobs(payload)
    expect((await giftNow(made.acme!.id)).acknowledgedAt).toBeTruthy()
    expect((await giftNow(made.doraLastYear!.id)).acknowledgedAt).toBeTruthy()
    expect((await findGifts(payload, { page: 1, thanked: 'no', status: 'paid' })).count).toBe(0)
    expect(await auditOf('gifts.thank-you')).toHaveLength(1)
  })
})

describe('the thank-you’s template', () => {
  it('is the comms template donor-thank-you, read and written by staff only, through REST', async () => {
    const member = await tokenFor(payload, dora.email, PASSWORD)
    expect((await rest('GET', '/globals/donor-thank-you', { token: member })).status).toBe(404)
    const write = { key: 'donor-thank-you', subject: 'Thanks', html: 'Dear {{donor.name}}', text: 'Dear' }
    expect((await rest('POST', '/email-templates', { body: write })).status).toBe(403)
    expect((await rest('POST', '/email-templates', { token: member, body: write })).status).toBe(403)
    expect((await rest('GET', '/email-templates', { token: member })).status).toBe(403)
  })

  it('refuses unknown merge fields, naming them, and sends what staff wrote', async () => {
    const refused = await saveTemplate(payload, stella, 'donor-thank-you', {
      subject: 'Thanks, {{donor.nmae}}',
      html: '<p>Dear {{donor.name}}</p>',
      text: 'Dear {{donor.name}}, {{gift.amnt}} and {{gift.amnt}}.',
    })
    expect(refused).toMatchObject({
      ok: false,
      problems: {
        subject: expect.stringContaining(
          'unknown merge field {{donor.nmae}}: use only {{donor.name}}, {{gift.amount}}',
        ),
        text: expect.stringMatching(/unknown merge field \{\{gift\.amnt\}\}:/),
      },
    })
    const saved = await saveTemplate(payload, stella, 'donor-thank-you', {
      subject: 'With thanks, {{donor.name}}',
      html: '<p>Dear {{donor.name}},</p>{{#gift.dedication}}<p>{{gift.dedication}}</p>{{/gift.dedication}}',
      text: 'Dear {{donor.name}},\n\n{{#gift.dedication}}\n{{gift.dedication}}\n\n{{/gift.dedication}}\nThank you for {{gift.amount}} to {{campaign.name}}.',
    })
    expect(saved).toEqual({ ok: true })
    const late = await paidGift({ amountMinor: 7_500, donorEmail: 'late@example.org', donorName: 'Lee Late' }, null)
    expect(await sendThankYou(payload, late.id)).toBe('sent')
    const [mail] = await mailsTo('late@example.org')
    expect(mail!.subject).toBe('With thanks, Lee Late')
    expect(mail!.text).toBe('Dear Lee Late,\n\nThank you for $75.00 to New studio roof.\n')
  })
})

describe('the giving statement', () => {
  it('gives the signed-in person their own year, and nobody else’s', async () => {
    const path = `/dashboard/statements/${YEAR}`
    const own = await ownStatementResponse(
      payload,
      request(path, await tokenFor(payload, dora.email, PASSWORD)),
      String(YEAR),
    )
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    const source = await statementSource(payload, { kind: 'person', id: dora.id }, YEAR)
    expect(source?.gifts.map((gift) => gift.amountMinor).sort()).toEqual([10_000, 50_000])

    // Otto gave only for Acme Trust: that is the organisation's statement, not his.
    const ottos = await ownStatementResponse(
      payload,
      request(path, await tokenFor(payload, otto.email, PASSWORD)),
      String(YEAR),
    )
    expect(ottos.status).toBe(404)
    expect(await ottos.text()).toContain(`No gifts in ${YEAR}`)
    const empty = await ownStatementResponse(
      payload,
      request('/dashboard/statements/2001', await tokenFor(payload, dora.email, PASSWORD)),
      '2001',
    )
    expect(empty.status).toBe(404)
    const nonsense = await ownStatementResponse(
      payload,
      request('/dashboard/statements/abc', await tokenFor(payload, dora.email, PASSWORD)),
      'abc',
    )
    expect(nonsense.status).toBe(404)
    const guest = await ownStatementResponse(payload, request(path), String(YEAR))
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`)
  })

  it('gives staff any donor’s statement, audited, and refuses members and guests', async () => {
    const path = `/api/donors/statement?donor=organisation:acme%20trust&year=${YEAR}`
    expect((await staffStatementResponse(payload, request(path))).status).toBe(401)
    expect(
      (await staffStatementResponse(payload, request(path, await tokenFor(payload, otto.email, PASSWORD)))).status,
    ).toBe(403)
    const staff = await tokenFor(payload, stella.email, PASSWORD)
    const pdf = await staffStatementResponse(payload, request(path, staff))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="giving-statement-${YEAR}.pdf"`)
    const audits = await auditOf('donor.statement')
    expect(audits.map((audit) => [audit.actor, audit.target])).toEqual([[stella.id, 'organisation:acme trust']])
    const acme = await statementSource(payload, { kind: 'organisation', name: 'acme trust' }, YEAR)
    expect(acme?.donor).toEqual({ name: 'Otto Org', email: 'otto@example.org', organisation: 'Acme Trust' })
    expect(NO_GOODS_OR_SERVICES).toBe('No goods or services were provided in exchange for these gifts.')
    expect((await staffStatementResponse(payload, request('/api/donors/statement?donor=x&year=1', staff))).status).toBe(
      400,
    )
    const none = await staffStatementResponse(
      payload,
      request(`/api/donors/statement?donor=person:${dora.id}&year=2001`, staff),
    )
    expect(none.status).toBe(404)
  })
})

describe('the exports', () => {
  it('give staff the donors and the gifts as CSV, audited, and refuse members and guests', async () => {
    const member = await tokenFor(payload, dora.email, PASSWORD)
    const staff = await tokenFor(payload, stella.email, PASSWORD)
    for (const [list, path] of [
      ['donors', `/api/donors/export?year=${YEAR}`],
      ['gifts', `/api/donors/gifts/export?campaign=${studios.id}`],
    ] as const) {
      expect((await donorsExportResponse(payload, request(path), list)).status).toBe(401)
      expect((await donorsExportResponse(payload, request(path, member), list)).status).toBe(403)
    }
    const donors = await donorsExportResponse(
      payload,
      request(`/api/donors/export?year=${YEAR}&level=Patron`, staff),
      'donors',
    )
    expect(donors.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const donorLines = (await donors.text()).trim().split('\r\n')
    expect(donorLines).toHaveLength(2)
    expect(donorLines[1]).toContain(
      'organisation:acme trust,organisation,Acme Trust,otto@example.org,Otto Org,,USD,120000,0,Patron,1,0,',
    )
    const gifts = await donorsExportResponse(
      payload,
      request(`/api/donors/gifts/export?campaign=${studios.id}`, staff),
      'gifts',
    )
    const giftLines = (await gifts.text()).trim().split('\r\n')
    expect(giftLines).toHaveLength(2)
    expect(giftLines[1]).toContain(',paid,online,once,Open Studios,Dora Donor,dora@example.org,')
    const bad = await donorsExportResponse(payload, request('/api/donors/gifts/export?status=lost', staff), 'gifts')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('status must be one of pending, paid, refunded, cancelled')
    expect((await auditOf('donors.export')).map((audit) => audit.summary)).toEqual([{ year: YEAR, level: 'Patron' }])
    expect(await auditOf('gifts.export')).toHaveLength(1)
  })
})
