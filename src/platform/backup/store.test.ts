import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { backupName, folderStore, keepNewest } from './store'

const dirs: string[] = []
async function folder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vernissage-store-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const write = (text: string) => (output: NodeJS.WritableStream) =>
  new Promise<number>((resolve, reject) => {
    output.on('error', reject)
    output.on('finish', () => resolve(text.length))
    output.end(text)
  })

describe('a folder of backups', () => {
  it('names archives by their time, lists them newest first, and keeps the newest N', async () => {
    const dir = await folder()
    const store = folderStore(dir)
    expect(backupName(new Date('2026-12-03T02:30:00.123Z'))).toBe('vernissage-20261203T023000123Z.zip')
    for (const day of ['01', '03', '02']) {
      const { value, backup } = await store.save(backupName(new Date(`2026-12-${day}T10:30:00Z`)), write(`day ${day}`))
      expect(value).toBe(6)
      expect(backup).toMatchObject({ size: 6, where: path.join(dir, backup.name) })
    }
    const listed = await store.list()
    expect(listed.map((b) => b.createdAt.toISOString())).toEqual([
      '2026-12-03T10:30:00.000Z',
      '2026-12-02T10:30:00.000Z',
      '2026-12-01T10:30:00.000Z',
    ])
    expect(await readFile(listed[0]!.where, 'utf8')).toBe('day 03')
    expect(await keepNewest(store, 2)).toEqual([listed[2]!.name])
    expect((await store.list()).map((b) => b.name)).toEqual([listed[0]!.name, listed[1]!.name])
  })

  it('keeps nothing of a backup that failed half-way: no archive, no temporary file', async () => {
    const dir = await folder()
    const store = folderStore(dir)
    const failing = (output: NodeJS.WritableStream) =>
      new Promise<never>((_resolve, reject) => {
        output.write('half an archive')
        setTimeout(() => reject(new Error('cut off')), 10)
      })
    await expect(store.save(backupName(new Date()), failing)).rejects.toThrow('cut off')
    expect(await readdir(dir)).toEqual([])
    expect(await store.list()).toEqual([])
  })

  it('refuses a name that is not a backup’s', async () => {
    const store = folderStore(await folder())
    await expect(store.remove('../secrets.json')).rejects.toThrow(/Not a backup’s name|Not a backup's name/)
  })
})
