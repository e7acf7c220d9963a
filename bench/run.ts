/**
 * `npm run bench`: start-up time to the first response with the embedded
 * database (a first start on an empty data directory, and a restart), then
 * requests per second for the home page and for a static file served by the
 * same server in the same run, and their ratio; then a large resumable upload
 * over loopback against copying the same file with `cp`, and how much the
 * server's memory grows meanwhile; the server's resident memory at rest after
 * a warm-up and after those loads; then the artists part (`bench/art-search.ts`):
 * searches over 10,000 artists against their bare SQL, and a cached artist page
 * against a static file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'

import autocannon from 'autocannon'

import { printTable, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3300)
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, '.test-data', 'bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 512)
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password-1' }

function startServer(): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO_ARTISTS: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function timeToFirstResponse(): Promise<{ server: ChildProcess; ms: number }> {
  const started = performance.now()
  const server = startServer()
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      const response = await fetch(`${base}/`)
      if (response.ok) return { server, ms: Math.round(performance.now() - started) }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

if (!existsSync(path.join(root, '.next', 'vernissage-server.mjs'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

rmSync(dataDir, { recursive: true, force: true })
const cold = await timeToFirstResponse()
await stop(cold.server)
const warm = await timeToFirstResponse()

const rssAfterWarmUpMb = await idleRss(warm.server)
await load(`${base}/`) // warm-up: JIT and caches, not reported
const home = await load(`${base}/`)
const asset = await load(`${base}/builds/latest.json`)
const upload = await uploadBenchmark(warm.server)
const rssAfterLoadMb = await idleRss(warm.server)
await stop(warm.server)
rmSync(dataDir, { recursive: true, force: true })

const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `${name.padEnd(28)} ${String(r.rps).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`
console.log(`
Vernissage benchmark (${connections} connections, ${seconds} s each, one server on this machine)

start-up to first response, empty data directory (initdb, migrations, seed): ${cold.ms} ms
start-up to first response, existing data directory:                         ${warm.ms} ms

${row('home page  GET /', home)}
${row('static file GET /builds/…', asset)}
home page / static file ratio: ${(home.rps / asset.rps).toFixed(3)}

resumable upload of ${uploadMb} MB over loopback (32 MB chunks): ${upload.uploadMBps.toFixed(0)} MB/s (${upload.uploadMs} ms)
cp of the same file on this disk:                      ${upload.copyMBps.toFixed(0)} MB/s (${upload.copyMs} ms)
upload / cp ratio: ${(upload.uploadMBps / upload.copyMBps).toFixed(3)}
server memory (RSS) before the upload ${upload.rssBeforeMb} MB, peak during it ${upload.rssPeakMb} MB: growth ${upload.rssPeakMb - upload.rssBeforeMb} MB for a ${uploadMb} MB file
`)

const RSS_GOAL_MB = 300
const rssRow = (measure: string, mb: number): BenchRow => ({
  measure,
  value: `${mb} MB`,
  baseline: '—',
  ratio: null,
  goal: `≤ ${RSS_GOAL_MB} MB`,
  met: mb <= RSS_GOAL_MB,
})
printTable([
  rssRow('app process RSS at rest after warm-up (/, /artists, /cpanel/login)', rssAfterWarmUpMb),
  rssRow('app process RSS at rest after the loads and the upload', rssAfterLoadMb),
])

// The artists part: its own database with a demo city of 10,000 artists (bench/art-search.ts).
const artSearch = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'art-search.ts')], {
  cwd: root,
  stdio: 'inherit',
})
if (artSearch.status !== 0) process.exit(artSearch.status ?? 1)

/** The resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : 0
}

/**
 * The server's resident memory at rest: a few requests to a public page, the
 * artists' page and the control panel's sign-in (which loads Payload's admin),
 * then 10 s without requests, so that what is measured is what stays.
 */
async function idleRss(server: ChildProcess): Promise<number> {
  for (let round = 0; round < 3; round++)
    for (const page of ['/', '/artists', '/cpanel/login']) {
      const response = await fetch(`${base}${page}`)
      if (!response.ok) throw new Error(`${page} answered ${response.status}`)
      await response.arrayBuffer()
    }
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  return rssMb(server.pid!)
}

async function writeTestFile(file: string, mb: number) {
  const block = randomBytes(1024 * 1024)
  const out = createWriteStream(file)
  for (let i = 0; i < mb; i++)
    if (!out.write(block)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  await new Promise<void>((resolve) => out.end(() => resolve()))
}

/** One HTTP request whose body is a slice of a file, streamed. */
function send(url: string, headers: Record<string, string>, file?: { path: string; start: number; end: number }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request(url, { method: file ? 'PUT' : 'POST', headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      if (file) createReadStream(file.path, { start: file.start, end: file.end }).pipe(req)
      else req.end(JSON.stringify({ name: 'bench/upload.bin', contentType: 'application/octet-stream' }))
    },
  )
}

async function uploadBenchmark(server: ChildProcess) {
  const folder = path.join(root, '.test-data', 'bench-files')
  mkdirSync(folder, { recursive: true })
  const source = path.join(folder, 'source.bin')
  await writeTestFile(source, uploadMb)
  const size = uploadMb * 1024 * 1024

  const copyStarted = performance.now()
  const copy = spawnSync('cp', [source, path.join(folder, 'copy.bin')])
  if (copy.status !== 0) throw new Error('cp failed')
  const copyMs = Math.round(performance.now() - copyStarted)

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}` }

  const rssBeforeMb = rssMb(server.pid!)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid!))), 50)
  const started = performance.now()
  const session = await send(`${base}/upload/storage/v1/b/public/o?uploadType=resumable&name=bench%2Fupload.bin`, {
    ...auth,
    'content-type': 'application/json',
    'x-upload-content-length': String(size),
  })
  const location = String(session.headers.location)
  if (!location.startsWith('http')) throw new Error(`no resumable session: ${session.status} ${session.body}`)
  const chunk = 32 * 1024 * 1024
  for (let start = 0; start < size; start += chunk) {
    const end = Math.min(start + chunk, size) - 1
    const answer = await send(
      location,
      { ...auth, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${size}` },
      { path: source, start, end },
    )
    const expected = end + 1 === size ? [200, 201] : [308]
    if (!expected.includes(answer.status)) throw new Error(`chunk at ${start}: ${answer.status} ${answer.body}`)
  }
  const uploadMs = Math.round(performance.now() - started)
  clearInterval(sampler)
  rmSync(folder, { recursive: true, force: true })
  return {
    uploadMs,
    copyMs,
    uploadMBps: uploadMb / (uploadMs / 1000),
    copyMBps: uploadMb / (copyMs / 1000),
    rssBeforeMb,
    rssPeakMb,
  }
}
