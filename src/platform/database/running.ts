import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The embedded PostgreSQL serving `{dataDir}/postgres` right now, read from
 * its `postmaster.pid` (PostgreSQL writes the port on its fourth line): a
 * command run beside the server (`npm run backup`) connects to it rather than
 * starting a second one. Null when no live server holds the directory.
 */
export async function runningEmbeddedPort(dataDir: string): Promise<number | null> {
  let lines: string[]
  try {
    lines = (await readFile(path.join(path.resolve(dataDir), 'postgres', 'postmaster.pid'), 'utf8')).split('\n')
  } catch {
    return null
  }
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null
  return isAlive(pid) ? port : null
}

/** Whether process `pid` runs, whoever owns it. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` unless we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The application database's address on the embedded server at `port`. */
export function embeddedUrl(port: number, password: string, database = 'vernissage'): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}
