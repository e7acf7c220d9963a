/**
 * Backup and restore (decision 070): a seeded site backed up while a write
 * lands in the middle of the backup, restored into an empty database and data
 * directory — every table's rows and every stored file as they were at the
 * snapshot — then wiped and brought back by the two commands themselves.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { seedDemo } from '@/domains/artists/demo/seed'
import { createOrder, seedDemoShop } from '@/domains/commerce'
import { backupStatus, backUpNow, siteBackups } from '@/domains/operations'
import { folderStore, openBackup, restoreBackup, writeBackup, type StoredBackup } from '@/platform/backup'
import { loadLocalSecrets } from '@/platform/config/local-secrets'
import { startEmbeddedPostgres } from '@/platform/database/embedded'
import { runningEmbeddedPort } from '@/platform/database/running'
import { postgresOf } from '@/platform/database/transaction'
import { driverFromConfig, type StorageDriver } from '@/platform/storage'
import { config as settings } from '@/platform/config'
import type { User } from '@/payload-types'

import { rest } from './api'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '..', '..')
const PASSWORD = 'backup-member-password'

let payload: Payload
let driver: StorageDriver
let admin: User
let member: User
let artist: User
const scratch: string[] = []

type Fingerprint = Record<string, string>

/** Every table's row count and a checksum of its rows, and every sequence's value. */
async function fingerprint(url: string, leaveOut: readonly string[] = []): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    )
    const seen: Fingerprint = {}
    for (const { name } of tables) {
      if (leaveOut.includes(name)) continue
      const { rows } = await client.query<{ count: string; sum: string | null }>(
        `SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${name} t`,
      )
      seen[name] = `${rows[0]!.count} ${rows[0]!.sum ?? '-'}`
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences ORDER BY 1`,
    )
    for (const { name } of sequences) {
      const { rows } = await client.query<{ value: string }>(`SELECT last_value::text AS value FROM ${name}`)
      seen[`sequence ${name}`] = rows[0]!.value
    }
    return seen
  } finally {
    await client.end()
  }
}

async function bytesOf(from: StorageDriver, key: string): Promise<Buffer> {
  return Buffer.concat(await (await from.get(key)).toArray())
}

async function storedKeys(url: string): Promise<{ key: string; size: number }[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ bucket: string; name: string; generation: string; size: string }>(
      'SELECT bucket, name, generation, size FROM storage_objects ORDER BY bucket, name',
    )
    const { objectKey } = await import('@/platform/storage/service')
    return rows.map((row) => ({ key: objectKey(row.bucket, row.name, row.generation), size: Number(row.size) }))
  } finally {
    await client.end()
  }
}

async function newDatabase(fromTemplate: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') })
  await admin.connect()
  const name = `restored_${Math.random().toString(16).slice(2, 10)}`
  await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${inject('templateDatabase')}` : ''}`)
  await admin.end()
  const url = new URL(inject('postgresAdminUrl'))
  url.pathname = `/${name}`
  return url.toString()
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vernissage-backup-'))
  scratch.push(dir)
  return dir
}

/** A command of package.json, as a person runs it, on this file's database and data directory. */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 150_000,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // 'close', not 'exit': the output may still be on its way when the process has exited.
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** A picture of noise: a megabyte no compression shrinks. */
const noisePicture = (size: number) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()

async function storeFile(name: string, bytes: Buffer) {
  return storageFor(payload).upload(
    { id: String(admin.id), staff: true },
    { bucket: 'public', name, patch: { fields: { contentType: 'image/png' } }, body: Readable.from([bytes]) },
  )
}

beforeAll(async () => {
  payload = await testPayload()
  driver = driverFromConfig(settings(), path.resolve(settings().DATA_DIR))
  admin = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } })).docs[0]!
  member = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'mia@example.org', password: PASSWORD, roles: [] },
  })
  artist = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'ines@example.org', password: PASSWORD, roles: ['artist'] },
  })
  await seedDemo(payload, { size: { artists: 3, artworks: 6, pictures: 1 } })
  await seedDemoShop(payload)
  const product = (await payload.find({ collection: 'products', overrideAccess: true, limit: 1 })).docs[0]!
  const order = await createOrder(payload, {
    buyer: { person: member },
    lines: [{ kind: product.kind, product: String(product.id), quantity: 2 }],
    currency: 'USD',
  })
  if (!order.ok) throw new Error(order.message)
  await storeFile(`artists/${artist.id}/noise.png`, await noisePicture(700))
}, 120_000)

afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true })
})

describe('a backup', () => {
  let archive: string
  let atSnapshot: Fingerprint
  let keysAtSnapshot: { key: string; size: number }[]

  it('is one snapshot: a write that lands while it runs is in neither its rows nor its files', async () => {
    const url = process.env.DATABASE_URL!
    atSnapshot = await fingerprint(url)
    keysAtSnapshot = await storedKeys(url)
    expect(keysAtSnapshot.length).toBeGreaterThanOrEqual(3)

    // The first stored file is read only once a new file, a new person and an order's change have committed.
    let written: Promise<unknown> | undefined
    const writeMeanwhile = () =>
      (written ??= Promise.all([
        storeFile(`artists/${artist.id}/meanwhile.png`, Buffer.from(TINY_PNG, 'base64')),
        payload.create({
          collection: 'users',
          overrideAccess: true,
          data: { email: 'late@example.org', password: PASSWORD, roles: [] },
        }),
      ]))
    const waiting: StorageDriver = {
      ...driver,
      get: async (key, range) => {
        await writeMeanwhile()
        return driver.get(key, range)
      },
    }
    const store = folderStore(await tempDir())
    const stages = new Set<string>()
    const { value: summary, backup } = await store.save('vernissage-20261203T023000Z.zip', (output) =>
      writeBackup(
        {
          pool: postgresOf(payload).pool,
          driver: waiting,
          dataDir: settings().DATA_DIR,
          onProgress: (p) => stages.add(p.stage),
        },
        output,
      ),
    )
    archive = backup.where
    expect(written).toBeDefined()
    expect(summary.files).toBe(keysAtSnapshot.length)
    expect(summary.missingFiles).toEqual([])
    expect([...stages]).toEqual(['tables', 'files'])
    // The write did land in the site itself.
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'late@example.org' } } })).toEqual({
      totalDocs: 1,
    })

    const opened = await openBackup(archive)
    try {
      expect(opened.header.files.map((file) => file.key)).toEqual(keysAtSnapshot.map((file) => file.key))
      const paths = opened.manifest.entries.map((entry) => entry.path)
      expect(paths).toContain('backup.json')
      expect(paths.filter((p) => p.startsWith('files/'))).toHaveLength(keysAtSnapshot.length)
      for (const entry of opened.manifest.entries) expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      opened.close()
    }
  })

  it('restores into an empty database and data directory: every row, every sequence, every file byte for byte', async () => {
    const url = await newDatabase(true)
    const dataDir = await tempDir()
    const target = driverFromConfig(settings(), dataDir)
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    const backup = await openBackup(archive)
    try {
      const migrated: string[][] = []
      const summary = await restoreBackup(backup, {
        pool,
        driver: target,
        // The template is migrated already: Payload's migrate would find nothing to do.
        migrate: async (names) => void migrated.push([...names]),
      })
      expect(migrated[0]).toEqual(backup.header.migrations)
      expect(summary.files).toBe(keysAtSnapshot.length)
    } finally {
      backup.close()
      await pool.end()
    }
    expect(await fingerprint(url)).toEqual(atSnapshot)
    for (const { key, size } of keysAtSnapshot) {
      const restored = await bytesOf(target, key)
      expect(restored.length).toBe(size)
      expect(restored.equals(await bytesOf(driver, key))).toBe(true)
    }
  })

  it('refuses a database that holds rows, and a damaged archive, leaving nothing behind', async () => {
    const backup = await openBackup(archive)
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 2 })
    try {
      await expect(restoreBackup(backup, { pool, driver, migrate: async () => undefined })).rejects.toThrow(
        /The database is not empty \(.*\): a backup is restored only into an empty database/,
      )
    } finally {
      await pool.end()
      backup.close()
    }

    // One byte of the noise picture (stored as it is in the archive) changed.
    const bytes = await readFile(archive)
    const picture = await bytesOf(driver, keysAtSnapshot.find((file) => file.size > 500_000)!.key)
    const at = bytes.indexOf(picture.subarray(100_000, 100_064))
    expect(at).toBeGreaterThan(0)
    bytes[at + 10] = bytes[at + 10]! ^ 0xff
    const damaged = path.join(await tempDir(), 'vernissage-20261203T023000Z.zip')
    await writeFile(damaged, bytes)

    const url = await newDatabase(true)
    const dataDir = await tempDir()
    const target = driverFromConfig(settings(), dataDir)
    const emptyPool = new pg.Pool({ connectionString: url, max: 2 })
    const opened = await openBackup(damaged)
    try {
      await expect(
        restoreBackup(opened, { pool: emptyPool, driver: target, migrate: async () => undefined }),
      ).rejects.toThrow()
    } finally {
      opened.close()
      await emptyPool.end()
    }
    const after = await fingerprint(url)
    expect(
      Object.entries(after)
        .filter(([name, value]) => !name.startsWith('sequence') && !value.startsWith('0 '))
        .map(([n]) => n),
    ).toEqual(['public.payload_migrations'])
    for (const { key } of keysAtSnapshot) expect(await target.exists(key)).toBe(false)
  })
})

describe('Back up now, in the control panel', () => {
  it('is refused to everyone but staff, and audited when staff use it', async () => {
    const before = await siteBackups(payload).store.list()
    for (const who of [member, artist, null]) {
      expect(await backUpNow(payload, who)).toEqual({ ok: false, message: 'Only staff can back up the site.' })
    }
    expect(await siteBackups(payload).store.list()).toEqual(before)

    const answer = await backUpNow(payload, admin)
    if (!answer.ok) throw new Error(answer.message)
    const kept = await siteBackups(payload).store.list()
    expect(kept[0]!.name).toBe(answer.made.backup.name)
    expect(kept[0]!.where).toBe(path.join(path.resolve(settings().DATA_DIR), 'backups', answer.made.backup.name))
    expect(backupStatus(kept, new Date()).stale).toBe(false)
    const audit = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { action: { equals: 'backup.made' } },
    })
    expect(audit.docs.map((row) => [row.target, typeof row.actor === 'object' ? row.actor?.id : row.actor])).toEqual([
      [answer.made.backup.name, admin.id],
    ])
    await rm(kept[0]!.where)
  })
})

describe('npm run backup and npm run restore', () => {
  it('back up the site, and bring it back after it is wiped: sign-in, public reads and new rows work', async () => {
    const url = process.env.DATABASE_URL!
    const dataDir = path.resolve(settings().DATA_DIR)
    const backupDir = await tempDir()
    const before = await fingerprint(url)
    const keys = await storedKeys(url)
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' }

    const made = await command('backup.ts', [], env)
    expect(made.output).toMatch(/Backed up \d+ tables \(\d+ rows\) and \d+ files/)
    expect(made.code, made.output).toBe(0)
    const stored: StoredBackup[] = await folderStore(backupDir).list()
    expect(stored).toHaveLength(1)
    expect(made.output).toContain(`Archive: ${stored[0]!.where}`)

    // Wiped: the schema and the stored files gone.
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    await client.end()
    await rm(path.join(dataDir, 'storage'), { recursive: true, force: true })

    const restored = await command('restore.ts', [stored[0]!.where], env)
    expect(restored.output).toMatch(/Restored \d+ tables \(\d+ rows\) and \d+ files/)
    expect(restored.code, restored.output).toBe(0)
    expect(await fingerprint(url)).toEqual(before)
    for (const { key, size } of keys) expect((await bytesOf(driver, key)).length).toBe(size)

    const again = await command('restore.ts', [stored[0]!.where], env)
    expect(again.code).toBe(1)
    expect(again.output).toMatch(
      /Nothing was restored: .*storage.objects already holds stored files: a backup is restored only into an empty data directory/,
    )

    // The same archive into an empty data directory of its own: the command starts the embedded
    // database, builds the schema, restores and stops it again.
    // Beside the test's own data directories: PostgreSQL's user cannot enter a private temporary folder.
    const emptyDataDir = path.join(inject('dataRoot'), `restored-${Math.random().toString(16).slice(2, 10)}`)
    scratch.push(emptyDataDir)
    const embedded = await command('restore.ts', [stored[0]!.where], { DATABASE_URL: '', DATA_DIR: emptyDataDir })
    expect(embedded.output).toContain(`Into the embedded database under ${emptyDataDir}`)
    expect(embedded.output).toMatch(/Restored \d+ tables \(\d+ rows\) and \d+ files/)
    expect(embedded.code, embedded.output).toBe(0)
    expect(await runningEmbeddedPort(emptyDataDir)).toBeNull()
    const reopened = await startEmbeddedPostgres({
      dataDir: emptyDataDir,
      password: loadLocalSecrets(emptyDataDir).databasePassword,
      database: 'vernissage',
    })
    try {
      expect(await fingerprint(reopened.url)).toEqual(before)
    } finally {
      await reopened.stop()
    }
    const embeddedDriver = driverFromConfig(settings(), emptyDataDir)
    for (const { key, size } of keys) expect((await bytesOf(embeddedDriver, key)).length).toBe(size)

    const signedIn = await payload.login({ collection: 'users', data: { email: member.email, password: PASSWORD } })
    expect(signedIn.user?.id).toBe(member.id)
    const publicProfiles = await rest('GET', '/artist-profiles?limit=10')
    expect(publicProfiles.status).toBe(200)
    expect(publicProfiles.body.totalDocs).toBe(3)
    const newcomer = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'newcomer@example.org', password: PASSWORD, roles: [] },
    })
    const newest = await payload.find({ collection: 'users', overrideAccess: true, sort: '-id', limit: 2 })
    expect(newcomer.id).toBe(newest.docs[0]!.id)
    expect(newcomer.id).toBeGreaterThan(newest.docs[1]!.id as number)
  }, 300_000)
})

/** A 1×1 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
