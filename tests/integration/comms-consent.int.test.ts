import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  chooseTopics,
  chosenTopics,
  mailerFor,
  marketingRefusals,
  suppress,
  suppressionOf,
  unsuppress,
} from '@/domains/comms'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'

import { testPayload } from './payload'

/**
 * Consent to marketing mail (decision 090) on a real database: the suppression
 * list and the chosen topics as `marketingRefusals` reads them, suppressing
 * twice audited once, and hard bounces listed from a real SMTP server's 5xx
 * answers — never from a 4xx.
 */

let payload: Payload
let server: SMTPServer
let port: number
const received: string[][] = []

const audits = async (email: string) =>
  rowsOf<{ action: string }>(database(payload), sql`SELECT action FROM audit_log WHERE target = ${email} ORDER BY id`)

beforeAll(async () => {
  payload = await testPayload()
  server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const user = address.address.split('@')[0]?.toLowerCase()
      if (user === 'gone') return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
      if (user === 'full') return callback(Object.assign(new Error('Mailbox full, try later'), { responseCode: 452 }))
      callback()
    },
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => (received.push(session.envelope.rcptTo.map((to) => to.address)), callback()))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('marketingRefusals', () => {
  it('refuses the listed addresses with their reason and a topic turned off, case aside', async () => {
    const db = database(payload)
    await suppress(db, { email: 'Una@Example.org', reason: 'unsubscribed', mailing: '7' })
    await suppress(db, { email: 'cora@example.org', reason: 'complaint', note: 'Phoned the office' })
    await chooseTopics(db, 'tess@example.org', ['events', 'giving'])
    await chooseTopics(db, 'una@example.org', ['news'])
    const refusals = await marketingRefusals(
      db,
      ['una@example.org', 'CORA@example.org', 'tess@example.org', 'new@example.org'],
      'news',
    )
    expect(Object.fromEntries(refusals)).toEqual({
      'una@example.org': 'unsubscribed',
      'cora@example.org': 'complaint',
      'tess@example.org': 'topic-off',
    })
    expect(await marketingRefusals(db, ['tess@example.org'], 'events')).toEqual(new Map())
    expect(await marketingRefusals(db, [], 'events')).toEqual(new Map())
    expect(await chosenTopics(db, 'TESS@example.org')).toEqual(['events', 'giving'])
    expect(await chosenTopics(db, 'new@example.org')).toEqual(['news', 'openStudios', 'events', 'giving'])
  })

  it('suppresses twice as once, audited once; a complaint outranks an unsubscribe; removal is audited', async () => {
    const db = database(payload)
    await suppress(db, { email: 'twice@example.org', reason: 'unsubscribed', mailing: '3' })
    await suppress(db, { email: 'Twice@example.org', reason: 'unsubscribed', mailing: '4' })
    expect(await suppressionOf(db, 'twice@example.org')).toMatchObject({ reason: 'unsubscribed', mailing: '3' })
    expect(await audits('twice@example.org')).toEqual([{ action: 'mail.suppressed' }])
    await suppress(db, { email: 'twice@example.org', reason: 'complaint', note: 'Marked as spam' })
    await suppress(db, { email: 'twice@example.org', reason: 'unsubscribed' })
    expect(await suppressionOf(db, 'twice@example.org')).toMatchObject({ reason: 'complaint', note: 'Marked as spam' })
    // Re-subscribing on the preference page lifts an unsubscribe only, never a complaint.
    expect(await unsuppress(db, { email: 'twice@example.org', note: 'chose topics', onlyReason: 'unsubscribed' })).toBe(
      false,
    )
    expect(await unsuppress(db, { email: 'twice@example.org', note: 'asked us by phone' })).toBe(true)
    expect(await suppressionOf(db, 'twice@example.org')).toBeNull()
    expect((await audits('twice@example.org')).map((row) => row.action)).toEqual([
      'mail.suppressed',
      'mail.suppressed',
      'mail.unsuppressed',
    ])
  })
})

describe('hard bounces', () => {
  it('lists a recipient the SMTP server refuses with 5xx, sends to the others, and leaves a 4xx alone', async () => {
    const mailer = mailerFor(payload, {
      from: config().MAIL_FROM,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: config().DATA_DIR,
    })
    expect(mailer.transportName).toBe('smtp')
    const mail = { subject: 'Receipt', html: '<p>Thanks</p>', text: 'Thanks' }

    const sent = await mailer.send({ ...mail, to: ['ok@example.org', 'Gone@example.org'] })
    expect(sent.accepted).toEqual(['ok@example.org'])
    expect(received.at(-1)).toEqual(['ok@example.org'])
    expect(await suppressionOf(database(payload), 'gone@example.org')).toMatchObject({ reason: 'hard-bounce' })

    // Refused alone, the send fails; listing it again changes nothing.
    await expect(mailer.send({ ...mail, to: 'gone@example.org' })).rejects.toThrow(/550|No such mailbox/)
    expect(await audits('gone@example.org')).toHaveLength(1)

    await expect(mailer.send({ ...mail, to: 'full@example.org' })).rejects.toThrow(/452|try later/)
    expect(await suppressionOf(database(payload), 'full@example.org')).toBeNull()
    mailer.close()
  })
})
