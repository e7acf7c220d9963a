/**
 * `npm run bench`: start-up time to the first response with the embedded
 * database (a first start on an empty data directory, and a restart), then
 * requests per second for the home page and for a static file served by the
 * same server in the same run, and their ratio.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3300)
const base = `http://127.0.0.1:${port}`
const dataDir = path.join(root, '.test-data', 'bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts'), '--no-build'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn' },
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

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

rmSync(dataDir, { recursive: true, force: true })
const cold = await timeToFirstResponse()
await stop(cold.server)
const warm = await timeToFirstResponse()

await load(`${base}/`) // warm-up: JIT and caches, not reported
const home = await load(`${base}/`)
const asset = await load(`${base}/builds/latest.json`)
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
`)
