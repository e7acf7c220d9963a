import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { expect, it } from 'vitest'

import { DriverNotFound, type StorageDriver } from '../../../src/platform/storage/drivers/driver'

/**
 * What every driver must do, run by each driver's own tests. `driver()` gives
 * a new instance over the same storage each time, as a restarted process
 * would have; `leftovers()` lists whatever the storage holds besides objects
 * the test stored on purpose (temporary files, staged bytes, open uploads).
 */
export type DriverHarness = {
  driver(): StorageDriver
  leftovers(): Promise<string[]>
}

const MB = 1024 * 1024

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A body that sends some bytes and then breaks, as a dropped connection does. */
export function broken(first: string | Buffer): Readable {
  return new Readable({
    read() {
      this.push(first)
      this.destroy(new Error('connection reset'))
    },
  })
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex')
}

export function driverContract(harness: () => DriverHarness) {
  it('stores, reads whole and in ranges, and deletes', async () => {
    const driver = harness().driver()
    await driver.put('public/ab/abc.1', Readable.from([Buffer.from('hello '), Buffer.from('world')]))
    expect(await driver.exists('public/ab/abc.1')).toBe(true)
    expect((await bytesOf(await driver.get('public/ab/abc.1'))).toString()).toBe('hello world')
    expect((await bytesOf(await driver.get('public/ab/abc.1', { start: 6, end: 10 }))).toString()).toBe('world')
    await driver.delete('public/ab/abc.1')
    await driver.delete('public/ab/abc.1')
    expect(await driver.exists('public/ab/abc.1')).toBe(false)
    await expect(driver.get('public/ab/abc.1')).rejects.toBeInstanceOf(DriverNotFound)
    expect(await harness().leftovers()).toEqual([])
  })

  it('stores a body of many pieces of odd sizes byte for byte, twice over the same instance', async () => {
    const driver = harness().driver()
    for (const key of ['public/gh/ghi.1', 'public/gh/ghi.2']) {
      const pieces = Array.from({ length: 90 }, (_, i) => randomBytes(1 + ((i * 37_813) % 200_000)))
      await driver.put(key, Readable.from(pieces))
      expect(md5(await bytesOf(await driver.get(key)))).toBe(md5(Buffer.concat(pieces)))
      await driver.delete(key)
    }
    expect(await harness().leftovers()).toEqual([])
  })

  it('leaves nothing behind when a write fails', async () => {
    const driver = harness().driver()
    await expect(driver.put('public/ab/abc.1', broken('partial'))).rejects.toThrow('connection reset')
    expect(await driver.exists('public/ab/abc.1')).toBe(false)
    expect(await harness().leftovers()).toEqual([])
  })

  it('keeps a session as it was when a chunk fails, and completes it at once', async () => {
    const driver = harness().driver()
    const state = await driver.startSession('s1')
    const first = await driver.appendChunk(state, 0, Readable.from(['abc']))
    expect(first.size).toBe(3)
    await expect(driver.appendChunk(first.state, 3, broken('xyz'))).rejects.toThrow('connection reset')
    const second = await driver.appendChunk(first.state, 3, Readable.from(['def']))
    expect(second.size).toBe(6)
    expect(await driver.exists('private/cd/cde.1')).toBe(false)
    await driver.completeSession(second.state, 'private/cd/cde.1')
    expect((await bytesOf(await driver.get('private/cd/cde.1'))).toString()).toBe('abcdef')
    await driver.delete('private/cd/cde.1')
    expect(await harness().leftovers()).toEqual([])
  })

  it('completes a session of chunks smaller and larger than an S3 part, continued by another instance', async () => {
    const sizes = [1 * MB, 3 * MB, 6 * MB, 2 * MB]
    const chunks = sizes.map((size) => randomBytes(size))
    let state = await harness().driver().startSession('s2')
    let offset = 0
    for (const chunk of chunks) {
      // A new instance per chunk, as if the process had restarted in between.
      const result = await harness()
        .driver()
        .appendChunk(state, offset, Readable.from([chunk]))
      offset += chunk.length
      expect(result.size).toBe(offset)
      state = result.state
    }
    const driver = harness().driver()
    await driver.completeSession(state, 'public/ef/efg.1')
    expect(md5(await bytesOf(await driver.get('public/ef/efg.1')))).toBe(md5(Buffer.concat(chunks)))
    await driver.delete('public/ef/efg.1')
    expect(await harness().leftovers()).toEqual([])
  })

  it('completes a session that received nothing as an empty object', async () => {
    const driver = harness().driver()
    await driver.completeSession(await driver.startSession('s4'), 'public/mn/mno.1')
    expect((await bytesOf(await driver.get('public/mn/mno.1'))).length).toBe(0)
    await driver.delete('public/mn/mno.1')
    expect(await harness().leftovers()).toEqual([])
  })

  it('aborts a session without a trace', async () => {
    const driver = harness().driver()
    const state = await driver.startSession('s3')
    const { state: next } = await driver.appendChunk(state, 0, Readable.from(['abc']))
    await driver.abortSession(next)
    expect(await harness().leftovers()).toEqual([])
  })
}
