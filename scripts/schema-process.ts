/**
 * Runs `migrate-schema.ts` in a process of its own (tsx), its output passed on
 * as it comes. Loading the whole Payload graph through tsx's module hooks on
 * Node 20 has, on a loaded machine, now and then never finished: the process
 * then either waits for good or ends with Node's exit code 13 ("unsettled
 * top-level await"), having printed nothing and migrated nothing. A run
 * silent for `silenceMs` from its start (Payload names each migration as it
 * begins) is stopped and run again, up to three runs in all (CI once saw two
 * stalls in a row); a migration that fails is not retried.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const SCRIPT = path.join(import.meta.dirname, 'migrate-schema.ts')
const RUNS = 3

export type SchemaRun = { code: number | null; output: string }

export async function migrateInOwnProcess(options: {
  env: NodeJS.ProcessEnv
  /** The migrations to run, by name; all of them when left out. */
  names?: readonly string[]
  onOutput?: (chunk: string) => void
  silenceMs?: number
}): Promise<SchemaRun> {
  let run = await runOnce(options)
  for (let again = 1; again < RUNS && stalled(run); again++) {
    options.onOutput?.(
      'The schema build stopped without a word (a known tsx/Node 20 loader stall); running it again.\n',
    )
    run = await runOnce(options)
  }
  return run
}

function stalled(run: SchemaRun & { silent?: boolean }): boolean {
  return run.silent === true || run.code === 13
}

function runOnce(options: Parameters<typeof migrateInOwnProcess>[0]): Promise<SchemaRun & { silent?: boolean }> {
  const silenceMs = options.silenceMs ?? 180_000
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...(options.names ?? [])], {
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let silent = false
    const watchdog = setTimeout(() => {
      silent = true
      child.kill('SIGKILL')
    }, silenceMs)
    const heard = (chunk: Buffer) => {
      clearTimeout(watchdog)
      output += chunk
      options.onOutput?.(String(chunk))
    }
    child.stdout.on('data', heard)
    child.stderr.on('data', heard)
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog)
      resolve({ code: signal ? null : code, output, silent })
    })
  })
}
