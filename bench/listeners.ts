/**
 * The live listeners part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/listeners.ts`), issue 40: two app processes on one database, BENCH_LISTENERS
 * (1,000) open listeners split over them — Server-Sent Event streams of `/live/documents`, each
 * following one conversation's messages by time, as staff — then BENCH_LISTENER_WRITES (20) messages
 * written through the documents' REST API, in turn through either process, after BENCH_LISTENER_WARMUP (5)
 * unmeasured ones (a process's first writes and deliveries compile their code paths). Measured: from the
 * moment a write is sent to the moment each listener has it, p50/p95 over every listener and write
 * (goal p95 ≤ 100 ms); the resident memory each open listener costs the two processes (their RSS
 * growth ÷ the listeners). Baseline in the same run, on the same database: a bare NOTIFY → LISTEN
 * round trip between two connections. The rows go to BENCH_ROWS_FILE as JSON, else printed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import path from 'node:path'

import pg from 'pg'

import { partDatabase } from './part-database'
import { modulesLoaded, printTable, progress, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-listeners')
const firstPort = Number(process.env.BENCH_PORT ?? 3300)
const ports = [firstPort, firstPort + 1]
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000)
const WRITES = Number(process.env.BENCH_LISTENER_WRITES ?? 20)
const WARMUP = Number(process.env.BENCH_LISTENER_WARMUP ?? 5)
const GOAL_MS = 100
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password-1' }
const DOCUMENTS = '/v1/projects/vernissage/databases/(default)/documents'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const database = await partDatabase(dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
// The migrations and the first administrator, once, before two processes start on the database.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { closePayload } = await import('../src/platform/database/transaction')
modulesLoaded()
await closePayload(await getPayload({ config }))

// ---------------------------------------------------------------- the baseline: a bare NOTIFY → LISTEN
progress('the listeners: a bare NOTIFY → LISTEN round trip')
const listening = new pg.Client({ connectionString: database.url })
const notifying = new pg.Client({ connectionString: database.url })
await Promise.all([listening.connect(), notifying.connect()])
await listening.query('LISTEN bench_round_trip')
const bare: number[] = []
for (let i = 0; i < 200; i++) {
  const started = performance.now()
  const heard = new Promise<void>((resolve) => listening.once('notification', () => resolve()))
  await notifying.query(`SELECT pg_notify('bench_round_trip', $1)`, [String(i)])
  await heard
  bare.push(performance.now() - started)
}
await Promise.all([listening.end(), notifying.end()])

// ---------------------------------------------------------------- two app processes on the database
progress('the listeners: starting two app processes')
const servers: ChildProcess[] = ports.map((port) =>
  spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, RUN_JOBS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
)
for (const [i, port] of ports.entries()) {
  for (;;) {
    if (servers[i]!.exitCode !== null) throw new Error(`the app on ${port} exited with ${servers[i]!.exitCode}`)
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break
    await pause(200)
  }
}
const login = await fetch(`http://127.0.0.1:${ports[0]}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
})
const { token } = (await login.json()) as { token: string }
const authorization = `Bearer ${token}`

async function write(port: number, documentPath: string, fields: Record<string, unknown>) {
  const collection = documentPath.slice(0, documentPath.lastIndexOf('/'))
  const id = documentPath.slice(documentPath.lastIndexOf('/') + 1)
  const response = await fetch(`http://127.0.0.1:${port}${DOCUMENTS}/${collection}?documentId=${id}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  })
  if (!response.ok) throw new Error(`writing ${documentPath} answered ${response.status}: ${await response.text()}`)
}
const text = (value: string) => ({ stringValue: value })
const now = () => ({ timestampValue: new Date().toISOString() })
await write(ports[0]!, 'conversations/bench', {
  owner: { integerValue: '1' },
  topic: text('general'),
  subject: text('The bench'),
  status: text('open'),
  createdAt: now(),
})
await write(ports[0]!, 'conversations/bench/messages/m0', {
  owner: { integerValue: '1' },
  author: { integerValue: '1' },
  side: text('staff'),
  text: text('first'),
  sentAt: now(),
})

// ---------------------------------------------------------------- the listeners
const query = JSON.stringify({
  from: [{ collectionId: 'messages' }],
  orderBy: [{ field: { fieldPath: 'sentAt' }, direction: 'ASCENDING' }],
})
const address = `/live/documents?parent=${encodeURIComponent('conversations/bench')}&query=${encodeURIComponent(query)}`
/** When each listener received each message (ms since the bench's time origin), by message id. */
const received = new Map<string, number[]>()
const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
const streams: { destroy: () => void }[] = []
// At rest first: the servers collect their garbage after 5 s without a request (live streams aside).
await pause(7_000)
const rssBefore = servers.map((server) => rssMb(server.pid!))

function listen(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${port}${address}`,
      { agent, headers: { authorization, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`a listener was answered ${res.statusCode}`))
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (message.includes('event: snapshot')) resolve()
            if (message.includes('event: error')) reject(new Error(`a listener was refused: ${message}`))
            if (!message.includes('event: change')) continue
            const at = performance.now()
            for (const [, id] of message.matchAll(/"path":"conversations\/bench\/messages\/([mw]\d+)"/g))
              received.get(id!)?.push(at)
          }
        })
        streams.push({ destroy: () => res.destroy() })
      },
    )
    req.on('error', reject)
    req.end()
  })
}
progress(`the listeners: opening ${LISTENERS.toLocaleString('en')} listeners over two processes`)
for (let i = 0; i < LISTENERS; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, LISTENERS - i) }, (_, j) => listen(ports[(i + j) % 2]!)))
}
// The streams' memory at rest: what each costs while it waits.
await pause(7_000)
const rssAfter = servers.map((server) => rssMb(server.pid!))
const perListenerKb = ((rssAfter[0]! - rssBefore[0]! + rssAfter[1]! - rssBefore[1]!) * 1024) / LISTENERS

progress(`the listeners: ${WARMUP} + ${WRITES} messages written through either process`)
const latencies: number[] = []
let missing = 0
for (let n = 1 - WARMUP; n <= WRITES; n++) {
  const measured = n > 0
  const id = measured ? `m${n}` : `w${WARMUP + n}`
  received.set(id, [])
  const sent = performance.now()
  await write(ports[Math.abs(n) % 2]!, `conversations/bench/messages/${id}`, {
    owner: { integerValue: '1' },
    author: { integerValue: '1' },
    side: text('staff'),
    text: text(`message ${id}`),
    sentAt: now(),
  })
  for (let waited = 0; received.get(id)!.length < LISTENERS && waited < 5_000; waited += 10) await pause(10)
  const times = received.get(id)!
  if (measured) {
    missing += LISTENERS - times.length
    latencies.push(...times.map((at) => at - sent))
  }
  await pause(100)
}
for (const stream of streams) stream.destroy()
agent.destroy()
await Promise.all(
  servers.map((server) => new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')))),
)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

const p95 = percentile(latencies, 95)
const bareP95 = percentile(bare, 95)
const rows: BenchRow[] = [
  {
    measure: `a write to ${LISTENERS.toLocaleString('en')} live listeners over 2 processes, p95 after ${WARMUP} unmeasured (p50 ${percentile(latencies, 50).toFixed(1)} ms; ${missing} not received)`,
    value: `${p95.toFixed(1)} ms`,
    baseline: `${bareP95.toFixed(2)} ms bare NOTIFY → LISTEN p95`,
    ratio: p95 / bareP95,
    goal: `≤ ${GOAL_MS} ms, all received`,
    met: p95 <= GOAL_MS && missing === 0,
  },
  {
    measure: 'memory per open live listener (RSS growth of both processes ÷ listeners)',
    value: `${perListenerKb.toFixed(1)} KB`,
    baseline: `${(rssBefore[0]! + rssBefore[1]!).toFixed(0)} MB both processes before`,
    ratio: null,
    goal: '—',
    met: null,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
