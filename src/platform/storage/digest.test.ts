import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { crc32c, crc32cBase64, DigestStream } from './digest'
import { Md5 } from './md5'

/** One byte at a time: the textbook CRC32C, to check the fast one against. */
function slowCrc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0x82f63b78 ^ (crc >>> 1) : crc >>> 1
  }
  return ~crc >>> 0
}

describe('CRC32C', () => {
  it('gives the check value of the standard', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283)
    expect(crc32c(Buffer.alloc(0))).toBe(0)
  })

  it('matches the textbook algorithm, in one go or continued over pieces', () => {
    const bytes = randomBytes(10_007)
    expect(crc32c(bytes)).toBe(slowCrc32c(bytes))
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 4096), bytes.subarray(4096)]
    expect(pieces.reduce((crc, piece) => crc32c(piece, crc), 0)).toBe(slowCrc32c(bytes))
  })

  it('is written as GCS writes it', () => {
    // The CRC32C of "hello world" as GCS reports it.
    expect(crc32cBase64(crc32c(Buffer.from('hello world')))).toBe('yZRlqg==')
  })
})

describe('DigestStream', () => {
  const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() })

  it('counts and hashes what passes', async () => {
    const bytes = randomBytes(100_000)
    const digest = new DigestStream()
    await pipeline(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]), digest, sink())
    expect(await digest.digests()).toEqual({
      size: 100_000,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32cBase64(slowCrc32c(bytes)),
    })
  })

  it('fails past its limit with the error it was given', async () => {
    const digest = new DigestStream({ limit: 5, tooLarge: () => new Error('over quota') })
    await expect(pipeline(Readable.from([Buffer.from('abc'), Buffer.from('def')]), digest, sink())).rejects.toThrow(
      'over quota',
    )
  })
})

describe('MD5 on a worker thread', () => {
  const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64')

  it('hashes many megabytes fed in pieces of every size, and goes on after a digest', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 123)
    const hash = new Md5()
    let offset = 0
    for (const size of [1, 1023, 1024 * 1024, 3 * 1024 * 1024 + 7, 64 * 1024]) {
      hash.update(bytes.subarray(offset, offset + size))
      offset += size
    }
    expect(await hash.digest()).toBe(md5(bytes.subarray(0, offset)))
    hash.update(bytes.subarray(offset))
    expect(await hash.digest()).toBe(md5(bytes))
    hash.dispose()
  })

  it('keeps hashes apart, and the empty hash is MD5 of nothing', async () => {
    const [a, b, empty] = [new Md5(), new Md5(), new Md5()]
    a.update(Buffer.from('kiln'))
    b.update(Buffer.from('glaze'))
    expect([await a.digest(), await b.digest(), await empty.digest()]).toEqual([
      md5(Buffer.from('kiln')),
      md5(Buffer.from('glaze')),
      md5(Buffer.alloc(0)),
    ])
  })

  it('keeps two hashes fed in turn apart, in pieces smaller and larger than the shared ring, without waiting', async () => {
    const [first, second] = [randomBytes(21 * 1024 * 1024), randomBytes(13 * 1024 * 1024 + 5)]
    const [a, b] = [new Md5(), new Md5()]
    const sizes = [64 * 1024, 9 * 1024 * 1024 + 1, 333, 1024 * 1024 - 1, 5 * 1024 * 1024]
    let [atA, atB] = [0, 0]
    for (let round = 0; atA < first.length || atB < second.length; round++) {
      const size = sizes[round % sizes.length]
      a.update(first.subarray(atA, (atA += size)))
      b.update(second.subarray(atB, (atB += size >> 1)))
    }
    // The caller may reuse its buffers at once: what had no room yet was copied.
    const [expectedA, expectedB] = [md5(first), md5(second)]
    first.fill(0)
    second.fill(0)
    expect([await a.digest(), await b.digest()]).toEqual([expectedA, expectedB])
    a.dispose()
    b.dispose()
  })

  it('lets a hash nobody disposed of be collected, as a failed chunk leaves its hash', async () => {
    setFlagsFromString('--expose-gc')
    const collectGarbage = runInNewContext('gc') as () => void
    const forgotten = (() => {
      const hash = new Md5()
      hash.update(Buffer.from('a chunk cut short'))
      return new WeakRef(hash)
    })()
    // A weak reference holds its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
    expect(forgotten.deref()).toBeUndefined()
  })

  it('asks the stream to wait while the worker is behind, and lets it go on once it caught up', async () => {
    const hash = new Md5()
    const block = randomBytes(1024 * 1024)
    let refused = 0
    for (let i = 0; i < 32; i++) if (!hash.update(block)) refused++
    expect(refused).toBeGreaterThan(0)
    await hash.drained()
    expect(hash.update(Buffer.alloc(0))).toBe(true)
    expect(await hash.digest()).toBe(md5(Buffer.concat(Array.from({ length: 32 }, () => block))))
  })

  it('continues a resumable upload’s hash from one stream into the next', async () => {
    const bytes = randomBytes(300_000)
    const first = new DigestStream()
    await pipeline(
      Readable.from([bytes.subarray(0, 100_000)]),
      first,
      new Writable({ write: (_c, _e, done) => done() }),
    )
    const second = new DigestStream({ resume: { size: first.size, crc32c: first.crcValue, md5: first.md5State } })
    await pipeline(Readable.from([bytes.subarray(100_000)]), second, new Writable({ write: (_c, _e, done) => done() }))
    expect(await second.digests()).toEqual({
      size: 300_000,
      md5Hash: md5(bytes),
      crc32c: crc32cBase64(slowCrc32c(bytes)),
    })
  })
})
