/**
 * The money part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/payments.ts`), issue 12: 1,000 payment notifications for 800
 * orders awaiting payment — 200 of them duplicates of others, shuffled in —
 * delivered 20 at a time through the notification address's own answer
 * (`answerPaymentNotification`: the test provider's signature checked, the
 * event recorded once, the order locked, paid and fulfilled in one
 * transaction). Exactly 800 fulfilments must follow. The baseline, in the
 * same run and on the same database: a bare insert of the same 1,000 event
 * rows, 20 at a time, into a table with the same key. Three runs, medians.
 * The rows go to BENCH_ROWS_FILE as JSON (for run.ts's table), else printed.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { BENCH_SECRET, partDatabase } from './part-database'
import { eachAtOnce, median, modulesLoaded, printTable, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-payments')
const ORDERS = 800
const DUPLICATES = 200
const AT_ONCE = 20
const RUNS = 3

const database = await partDatabase(dataDir, { SEED_FIRST_RUN: 'false' })
// One after the other, as bench/art-search.ts explains.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const commerce = await import('../src/domains/commerce')
const { signTestNotification } = await import('../src/domains/commerce/services/test-gateway')
const { closePayload, database: sqlOf, rowsOf } = await import('../src/platform/database/transaction')
const { config: settings } = await import('../src/platform/config')
modulesLoaded()
const payload = await getPayload({ config })
const db = sqlOf(payload)

await db.execute(sql`CREATE TABLE bench_fulfilments (order_number text NOT NULL)`)
await db.execute(sql`CREATE TABLE bench_bare_events (provider text, event_id text, order_number text, outcome text,
  amount_minor numeric, currency text, PRIMARY KEY (provider, event_id))`)
commerce.productKinds(payload).register({
  name: 'bench-print',
  label: 'Print',
  mayBuy: async () => null,
  priceFor: async () => ({ unitMinor: 2500, description: 'A print', reason: 'list price' }),
  fulfil: async (tx, line) => {
    await tx.db.execute(sql`INSERT INTO bench_fulfilments (order_number) VALUES (${line.order.number})`)
  },
})
const gateway = commerce.paymentGateway(settings(), 'test')
if (!gateway) throw new Error('The test provider is missing.')

/** A deterministic shuffle (the same order in every run). */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items]
  let state = seed
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    const j = state % (i + 1)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

const perSecond: number[] = []
const barePerSecond: number[] = []
const fulfilled: number[] = []
for (let run = 0; run < RUNS; run++) {
  // The orders awaiting payment, made as checkouts would make them; not measured, so 20 at a time.
  const numbers: string[] = Array.from({ length: ORDERS }, () => '')
  await eachAtOnce(numbers, AT_ONCE, async (_, i) => {
    const made = await commerce.createOrder(payload, {
      buyer: { guest: { email: 'bench@example.org', name: 'Bench Buyer' } },
      lines: [{ kind: 'bench-print', product: 'p', quantity: 1 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    const started = await commerce.startCheckout(payload, {
      orderNumber: made.order.number,
      gateway,
      back: { paid: 'http://127.0.0.1:3000/', cancelled: 'http://127.0.0.1:3000/' },
    })
    if (!started.ok) throw new Error(started.message)
    numbers[i] = made.order.number
  })
  const events = numbers.map((number, i) => ({
    id: `bench_evt_${run}_${i}`,
    order: number,
    outcome: 'succeeded' as const,
    amountMinor: 2500,
    currency: 'USD',
    reference: `bench_pi_${run}_${i}`,
  }))
  const deliveries = shuffled([...events, ...events.slice(0, DUPLICATES)], run + 1)

  const ms = await eachAtOnce(deliveries, AT_ONCE, async (event) => {
    const { body, headers } = signTestNotification(event, BENCH_SECRET)
    const request = new Request('http://127.0.0.1:3000/api/payments/test', { method: 'POST', body, headers })
    const response = await commerce.answerPaymentNotification(() => Promise.resolve(payload), 'test', request)
    if (response.status !== 200) throw new Error(`a notification was answered ${response.status}`)
  })
  perSecond.push(deliveries.length / (ms / 1000))
  const [{ count }] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::integer AS count FROM bench_fulfilments WHERE order_number IN (${sql.join(
      numbers.map((number) => sql`${number}`),
      sql`, `,
    )})`,
  )
  fulfilled.push(count)

  const bareMs = await eachAtOnce(deliveries, AT_ONCE, (event) =>
    db.execute(
      sql`INSERT INTO bench_bare_events (provider, event_id, order_number, outcome, amount_minor, currency)
          VALUES ('test', ${event.id}, ${event.order}, ${event.outcome}, ${event.amountMinor}, ${event.currency})
          ON CONFLICT (provider, event_id) DO NOTHING`,
    ),
  )
  barePerSecond.push(deliveries.length / (bareMs / 1000))
}
await closePayload(payload)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

const rate = median(perSecond)
const bare = median(barePerSecond)
const rows: BenchRow[] = [
  {
    measure: `fulfilments from ${ORDERS + DUPLICATES} payment notifications (${DUPLICATES} duplicates), ${AT_ONCE} at a time`,
    value: fulfilled.join(', '),
    baseline: '—',
    ratio: null,
    goal: `${ORDERS} each run`,
    met: fulfilled.every((count) => count === ORDERS),
  },
  {
    measure: 'payment notifications verified, recorded once and fulfilled',
    value: `${rate.toFixed(0)} /s`,
    baseline: `${bare.toFixed(0)} /s bare insert of the events`,
    ratio: rate / bare,
    goal: '—',
    met: null,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
