import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { suppress } from '@/domains/comms'
import { CUT_OFF, sendSlice } from '@/domains/mailings/services/sending'
import { mailingReport, unsubscribedAfter } from '@/domains/mailings/services/report'
import { createMailing } from '@/domains/mailings/services/store'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { createMailer, type Mailer } from '@/platform/mail'

import { testPayload } from './payload'

/** A real SMTP server that refuses one mailbox for good (550), as a hard bounce. */
async function smtp() {
  const received: { to: string; raw: string }[] = []
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@'))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const mailer = createMailer({
    from: config().MAIL_FROM,
    smtpUrl: `smtp://127.0.0.1:${port}/?pool=true`,
    outbox: { save: async () => undefined },
  })
  return {
    received,
    mailer,
    close: () => (mailer.close(), new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}

const site = { organisationName: 'Vernissage', publicUrl: 'https://vernissage.example.org' }
let server: Awaited<ReturnType<typeof smtp>>
beforeAll(async () => (server = await smtp()))
afterAll(() => server.close())

async function sendingMailing(emails: string[]): Promise<number> {
  const payload = await testPayload()
  const db = database(payload)
  const id = await createMailing(
    db,
    {
      subject: 'Spring news for {{firstName}}',
      topic: 'news',
      audience: 1,
      blocks: [{ kind: 'text', text: 'Dear {{name}}, the studios open on Saturday.' }],
      ratePerMinute: 6000,
    },
    null,
  )
  await db.execute(sql`UPDATE mailings SET state = 'sending', materialised_at = now() WHERE id = ${id}`)
  for (const email of emails) {
    await db.execute(
      sql`INSERT INTO mailing_recipients (mailing_id, email, name) VALUES (${id}, ${email}, ${`Person ${email.split('@')[0]}`})`,
    )
  }
  return id
}

const send = async (id: number, mailer: Mailer = server.mailer) =>
  sendSlice(await testPayload(), id, { mailer, site, budgetMs: 30_000 })

describe('sending a mailing', () => {
  it('sends each recipient once, skips the refused, records failures, and never resends a cut-off send', async () => {
    const payload = await testPayload()
    const db = database(payload)
    const emails = Array.from({ length: 40 }, (_, n) => `p${String(n).padStart(2, '0')}@example.org`)
    const id = await sendingMailing([...emails, 'gone@example.org', 'left@example.org', 'cut@example.org'])
    await suppress(db, { email: 'Left@Example.org', reason: 'unsubscribed' })
    // What a crash leaves: claimed, perhaps handed to the mail server, never marked.
    await db.execute(
      sql`UPDATE mailing_recipients SET state = 'sending' WHERE mailing_id = ${id} AND email = 'cut@example.org'`,
    )

    const first = await send(id)
    expect(first).toEqual({ sent: 40, failed: 1, skipped: 1, unknown: 1, done: true })
    const again = await send(id)
    expect(again).toEqual({ sent: 0, failed: 0, skipped: 0, unknown: 0, done: true })

    const mine = server.received.filter((mail) => mail.raw.includes(`Spring news for`))
    expect(mine.map((mail) => mail.to).sort()).toEqual(emails)
    // Headers unfolded, as a mail client reads them.
    const kim = mine.find((mail) => mail.to === 'p07@example.org')!.raw.replace(/\r\n[ \t]+/g, ' ')
    expect(kim).toMatch(/^Subject: Spring news for Person\r?$/m)
    expect(kim).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\?token=[\w.-]+>\r?$/m)
    expect(kim).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect(kim).toContain(`https://vernissage.example.org/newsletters/${id}`)

    const rows = await rowsOf<{ email: string; state: string; reason: string | null; message_id: string | null }>(
      db,
      sql`SELECT email, state, reason, message_id FROM mailing_recipients WHERE mailing_id = ${id} AND state <> 'sent'`,
    )
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'left@example.org', state: 'skipped', reason: 'unsubscribed', message_id: null },
        { email: 'cut@example.org', state: 'unknown', reason: CUT_OFF, message_id: null },
        expect.objectContaining({ email: 'gone@example.org', state: 'failed', reason: expect.stringMatching(/550/) }),
      ]),
    )
    const report = await mailingReport(payload, id)
    expect(report.byState).toMatchObject({ sent: 40, failed: 1, skipped: 1, unknown: 1, queued: 0, sending: 0 })
    // One of those sent it unsubscribes afterwards (by one click, as consent records it).
    expect(await unsubscribedAfter(payload, { id, topic: 'news' })).toBe(0)
    await suppress(db, { email: 'p03@example.org', reason: 'unsubscribed', mailing: String(id) })
    expect(await unsubscribedAfter(payload, { id, topic: 'news' })).toBe(1)
  })

  it('keeps to the rate staff set', async () => {
    const id = await sendingMailing(['r1@example.org', 'r2@example.org', 'r3@example.org'])
    const payload = await testPayload()
    await database(payload).execute(sql`UPDATE mailings SET rate_per_minute = 60 WHERE id = ${id}`)
    const began = Date.now()
    const slice = await sendSlice(payload, id, { mailer: server.mailer, site, budgetMs: 1_500 })
    // One a second: within a second and a half, the first and the second, not the third.
    expect(slice.sent).toBe(2)
    expect(Date.now() - began).toBeLessThan(2_500)
  })
})
