import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')

/** A fresh directory under .test-data for one test's data. */
export function scratch(): string {
  mkdirSync(path.join(root, '.test-data'), { recursive: true })
  return mkdtempSync(path.join(root, '.test-data', 'startup-'))
}

/** Starts the built app (`npm run serve`) as its own process, collecting its output. */
export function launch(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
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
