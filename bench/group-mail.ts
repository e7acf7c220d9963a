/**
 * The group mail part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/group-mail.ts`), issue 39: a mailing to 10,000 recipients sent
 * by its own sending (`sendSlice`: each batch checked against consent's
 * refusals, each recipient claimed and committed before the mail server gets
 * it, then marked sent) to a local SMTP server, in messages per second; the
 * baseline, in the same run and to the same server: a bare pooled `nodemailer`
 * loop sending the same rendered messages. Goal: at least 0.8 of the bare
 * loop. Three runs, medians. Rows to BENCH_ROWS_FILE as JSON, else printed.
 */
import type { AddressInfo } from 'node:net'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'

import { partDatabase } from './part-database'
import { median, modulesLoaded, printTable, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-group-mail')
const RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 10_000)
const CONNECTIONS = 5
const RUNS = 3

let received = 0
const smtp = new SMTPServer({
  logger: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => {
      received += 1
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}/?pool=true&maxConnections=${CONNECTIONS}`

const database = await partDatabase(dataDir, { SEED_FIRST_RUN: 'false', SMTP_URL: smtpUrl })
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { sendSlice, recipientMail } = await import('../src/domains/mailings/services/sending')
const { createMailing, mailingById, MAX_RATE_PER_MINUTE } = await import('../src/domains/mailings/services/store')
const { createMailer } = await import('../src/platform/mail')
const { closePayload, database: sqlOf } = await import('../src/platform/database/transaction')
const { config: settings } = await import('../src/platform/config')
modulesLoaded()
const payload = await getPayload({ config })
const db = sqlOf(payload)
const site = { organisationName: 'Vernissage', publicUrl: 'http://127.0.0.1:3000' }
const from = settings().MAIL_FROM

const rates: number[] = []
const bareRates: number[] = []
const delivered: number[] = []
for (let run = 0; run < RUNS; run++) {
  const id = await createMailing(
    db,
    {
      subject: 'News for {{firstName}}',
      topic: 'news',
      audience: 1,
      blocks: [
        { kind: 'heading', text: 'The spring season' },
        { kind: 'text', text: 'Dear {{name}},\n\nThe studios open on Saturday: forty artists, one weekend.' },
        { kind: 'button', label: 'See the map', url: 'http://127.0.0.1:3000/openstudios' },
      ],
      ratePerMinute: MAX_RATE_PER_MINUTE,
    },
    null,
  )
  await db.execute(sql`UPDATE mailings SET state = 'sending', materialised_at = now() WHERE id = ${id}`)
  await db.execute(sql`INSERT INTO mailing_recipients (mailing_id, email, name)
    SELECT ${id}, 'r' || n || '-${sql.raw(String(run))}@example.org', 'Reader ' || n FROM generate_series(1, ${RECIPIENTS}) AS n`)

  const mailer = createMailer({ from, smtpUrl, outbox: { save: async () => undefined } })
  received = 0
  let started = performance.now()
  let slice
  do slice = await sendSlice(payload, id, { mailer, site, budgetMs: 10 * 60_000 })
  while (!slice.done)
  rates.push(RECIPIENTS / ((performance.now() - started) / 1000))
  delivered.push(received)
  mailer.close()

  // The same messages, rendered beforehand, through a bare pooled transport to the same server.
  const mailing = (await mailingById(db, id))!
  const messages = Array.from({ length: RECIPIENTS }, (_, n) => {
    const to = `r${n + 1}-${run}@example.org`
    return { from, to, ...recipientMail(mailing, { email: to, name: `Reader ${n + 1}` }, site) }
  })
  const bare = nodemailer.createTransport({ url: smtpUrl })
  started = performance.now()
  await Promise.all(messages.map((message) => bare.sendMail(message)))
  bareRates.push(RECIPIENTS / ((performance.now() - started) / 1000))
  bare.close()
}
await closePayload(payload)
await database.stop()
await new Promise<void>((resolve) => smtp.close(() => resolve()))
rmSync(dataDir, { recursive: true, force: true })

const rate = median(rates)
const bare = median(bareRates)
const rows: BenchRow[] = [
  {
    measure: `group mail to ${RECIPIENTS} recipients, each claimed before it is sent (messages arrived)`,
    value: `${rate.toFixed(0)} /s (${delivered.join(', ')})`,
    baseline: `${bare.toFixed(0)} /s bare pooled nodemailer, same messages`,
    ratio: rate / bare,
    goal: '≥ 0.8',
    met: rate / bare >= 0.8 && delivered.every((count) => count === RECIPIENTS),
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
