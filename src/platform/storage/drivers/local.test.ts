import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { DriverNotFound } from './driver'
import { localDriver } from './local'

let root: string

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vernissage-storage-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/** A body that sends some bytes and then breaks, as a dropped connection does. */
function broken(first: string): Readable {
  return new Readable({
    read() {
      this.push(first)
      this.destroy(new Error('connection reset'))
    },
  })
}

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('local disk driver', () => {
  it('stores, reads whole and in ranges, and deletes', async () => {
    const driver = localDriver(root)
    await driver.put('public/ab/abc.1', Readable.from([Buffer.from('hello '), Buffer.from('world')]))
    expect(await driver.exists('public/ab/abc.1')).toBe(true)
    expect(await text(await driver.get('public/ab/abc.1'))).toBe('hello world')
    expect(await text(await driver.get('public/ab/abc.1', { start: 6, end: 10 }))).toBe('world')
    await driver.delete('public/ab/abc.1')
    await driver.delete('public/ab/abc.1')
    expect(await driver.exists('public/ab/abc.1')).toBe(false)
    await expect(driver.get('public/ab/abc.1')).rejects.toBeInstanceOf(DriverNotFound)
  })

  it('leaves nothing behind when a write fails', async () => {
    const driver = localDriver(root)
    await expect(driver.put('public/ab/abc.1', broken('partial'))).rejects.toThrow('connection reset')
    expect(await driver.exists('public/ab/abc.1')).toBe(false)
    expect(await filesUnder('tmp')).toEqual([])
  })

  it('refuses keys that would leave its folder', async () => {
    const driver = localDriver(root)
    await expect(driver.put('../escape', Readable.from(['x']))).rejects.toThrow('Unsafe storage key')
    await expect(driver.get('a/../../b')).rejects.toThrow('Unsafe storage key')
  })

  it('appends chunks to a session, drops a failed chunk, and completes at once', async () => {
    const driver = localDriver(root)
    const state = await driver.startSession('s1')
    expect((await driver.appendChunk(state, 0, Readable.from(['abc']))).size).toBe(3)
    await expect(driver.appendChunk(state, 3, broken('xyz'))).rejects.toThrow('connection reset')
    expect((await driver.appendChunk(state, 3, Readable.from(['def']))).size).toBe(6)
    // A chunk sent again after a lost answer replaces what came after its offset.
    expect((await driver.appendChunk(state, 3, Readable.from(['DEF']))).size).toBe(6)
    await driver.completeSession(state, 'private/cd/cde.1')
    expect(await text(await driver.get('private/cd/cde.1'))).toBe('abcDEF')
    expect(await filesUnder('sessions')).toEqual([])
  })

  it('aborts a session without a trace', async () => {
    const driver = localDriver(root)
    const state = await driver.startSession('s2')
    await driver.appendChunk(state, 0, Readable.from(['abc']))
    await driver.abortSession(state)
    expect(await filesUnder('sessions')).toEqual([])
  })
})
