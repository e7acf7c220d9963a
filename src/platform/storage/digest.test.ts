import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { crc32c, crc32cBase64, DigestStream } from './digest'

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
    expect(digest.digests()).toEqual({
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
