import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { TickOutcome } from '@/platform/jobs'

/** An app process of its own (`jobs-process.ts`), on the database of the integration test that starts it. */
export type AppProcess = { turn(): Promise<TickOutcome>; stop(): void }

/**
 * Node ends a process whose top-level await can never settle with code 13;
 * now and then the app's modules, loaded at once through tsx, wait on each
 * other that way before the process is ready (seen in full runs, never
 * alone). Only that start is tried again: what the tests ask of a running
 * process is not.
 */
const UNSETTLED_START = 13

export async function startAppProcess(tries = 3): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce()
    } catch (error) {
      if (attempt >= tries || (error as { exitCode?: number }).exitCode !== UNSETTLED_START) throw error
    }
  }
}

function startOnce(): Promise<AppProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, './jobs-process.ts')],
    // The process takes turns only when told to, so the test decides when both do at once.
    { env: { ...process.env, RUN_JOBS: 'false', LOG_LEVEL: 'warn' } },
  )
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  const waiting: ((line: string) => void)[] = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('@@')) waiting.shift()?.(line.slice(2))
    else output += `${line}\n`
  })
  // On `close`, not `exit`: by then its last words on stderr have been read, so the failure says why it stopped.
  let stopped: Error | undefined
  const refusals = new Set<(error: Error) => void>()
  child.once('close', (code) => {
    stopped = Object.assign(new Error(`The app process stopped (${code}):\n${output.slice(-4000)}`), {
      exitCode: code,
    })
    for (const refuse of refusals) refuse(stopped)
  })
  const next = () =>
    new Promise<string>((resolve, reject) => {
      if (stopped) return reject(stopped)
      refusals.add(reject)
      waiting.push((line) => {
        refusals.delete(reject)
        resolve(line)
      })
    })
  return next().then(() => ({
    turn: async () => {
      const answer = next()
      child.stdin.write('turn\n')
      const outcome = JSON.parse(await answer) as TickOutcome | { error: string }
      if ('error' in outcome) throw new Error(outcome.error)
      return outcome
    },
    stop: () => child.kill(),
  }))
}
