import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { once } from 'node:events'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from './embedded'

const dataDir = mkdtempSync(path.resolve(import.meta.dirname, '../../../.test-data/embedded-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/** Another process that starts the cluster, as the app does, and says its URL once it runs. */
async function launcher(): Promise<{ child: ChildProcess; url: string }> {
  const embedded = path.resolve(import.meta.dirname, 'embedded.ts')
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startEmbeddedPostgres } = await import(${JSON.stringify(embedded)})
       const database = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: 'pw-1', database: 'vernissage' })
       console.log(database.url)
       setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const [line] = (await once(child.stdout!, 'data')) as [Buffer]
  return { child, url: line.toString().trim() }
}

const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
const running = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')

describe('embedded PostgreSQL', () => {
  it('initialises under the data directory, keeps data across restarts, and stops', async () => {
    const first = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)')
    await first.stop()
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow()

    const second = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }])
    await second.stop()
  })

  it('starts again after a crash left its lock file behind', async () => {
    const crashed = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    const lock = path.join(dataDir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(lock, 'utf8').split('\n')[0])
    execFileSync('kill', ['-9', String(pid)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readFileSync(lock, 'utf8')).toContain(String(pid))

    const restarted = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    expect(await query(restarted.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }])
    await restarted.stop()
    await crashed.stop()
  })

  it('refuses to start a second server on a data directory in use', async () => {
    const running = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    await expect(startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })).rejects.toThrow(
      /Another PostgreSQL server \(pid \d+\) is running/,
    )
    await running.stop()
  })

  it('after its launcher was killed, stops the orphaned server cleanly and starts one of its own', async () => {
    const { child, url } = await launcher()
    await query(url, 'INSERT INTO kept VALUES ($$written before the kill$$)')
    const orphan = postmasterPid()
    child.kill('SIGKILL')
    await once(child, 'exit')
    // The killed launcher's server runs on, with no one to stop it.
    expect(running(orphan)).toBe(true)
    expect(await query(url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 2 }])

    const log: string[] = []
    const restarted = await startEmbeddedPostgres({
      dataDir,
      password: 'pw-1',
      database: 'vernissage',
      log: (line) => log.push(line),
    })
    expect(running(orphan)).toBe(false)
    expect(postmasterPid()).not.toBe(orphan)
    expect(await query(restarted.url, 'SELECT value FROM kept ORDER BY value')).toEqual([
      { value: 'still here' },
      { value: 'written before the kill' },
    ])
    // A fast shutdown is a clean one: the new server did not have to recover from a crash.
    expect(log.join('\n')).toContain('database system was shut down at')
    expect(log.join('\n')).not.toContain('not properly shut down')
    await restarted.stop()
  })

  it('refuses to start while another live process uses the data directory, and leaves its server alone', async () => {
    const { child, url } = await launcher()
    const pid = postmasterPid()
    try {
      await expect(startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })).rejects.toThrow(
        `Another PostgreSQL server (pid ${pid}) is running on ${path.join(dataDir, 'postgres')}`,
      )
      expect(await query(url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 2 }])
    } finally {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
  })
})
