import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')

/** A port of its own for a test: E2E_PORT plus an offset, so parallel checkouts with their own E2E_PORT do not meet. */
export function testPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + offset
}

/** A fresh directory under .test-data for one test's data. */
export function scratch(): string {
  mkdirSync(path.join(root, '.test-data'), { recursive: true })
  return mkdtempSync(path.join(root, '.test-data', 'startup-'))
}

/** Starts the built app as `npm run serve` does, as its own process, collecting its output. */
export function launch(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'startup-pw-1',
      SEED_DEMO_ARTISTS: '0',
      ...env,
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return Object.assign(child, { output: () => output })
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
}

/** The command names of a process's children, from /proc (Linux). */
export function childCommands(pid: number): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      let stat: string
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      } catch {
        return [] // it ended meanwhile
      }
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so read from the last ")".
      const close = stat.lastIndexOf(')')
      const parent = Number(stat.slice(close + 2).split(' ')[1])
      return parent === pid ? [stat.slice(stat.indexOf('(') + 1, close)] : []
    })
}
