import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { bytesOf, driverContract } from '../../../../tests/support/storage/driver-contract'
import { localDriver } from './local'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vernissage-storage-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(folder, entry.name))
}

describe('local disk driver', () => {
  driverContract(() => ({
    driver: () => localDriver(root),
    leftovers: async () => [...(await filesUnder('tmp')), ...(await filesUnder('sessions'))],
  }))

  it('refuses keys that would leave its folder', async () => {
    const driver = localDriver(root)
    await expect(driver.put('../escape', Readable.from(['x']))).rejects.toThrow('Unsafe storage key')
    await expect(driver.get('a/../../b')).rejects.toThrow('Unsafe storage key')
  })

  it('replaces what came after the offset when a chunk is sent again after a lost answer', async () => {
    const driver = localDriver(root)
    const state = await driver.startSession('s1')
    await driver.appendChunk(state, 0, Readable.from(['abc']))
    await driver.appendChunk(state, 3, Readable.from(['def']))
    expect((await driver.appendChunk(state, 3, Readable.from(['DEF']))).size).toBe(6)
    await driver.completeSession(state, 'private/cd/cde.1')
    expect((await bytesOf(await driver.get('private/cd/cde.1'))).toString()).toBe('abcDEF')
  })
})
