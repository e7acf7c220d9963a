import { crc32c as crc32cNative } from '@node-rs/crc32'
import { Transform, type TransformCallback } from 'node:stream'

import { Md5 } from './md5'

/**
 * Continues a CRC32C (Castagnoli; 0 to start) over `bytes`: the checksum GCS
 * keeps beside MD5 and the official client verifies after every upload. The
 * value is kept between chunks, so it can be stored. `@node-rs/crc32` computes
 * it with the processor's CRC32 instructions.
 */
export function crc32c(bytes: Uint8Array, previous = 0): number {
  return crc32cNative(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), previous)
}

/** GCS's form of a CRC32C: base64 of its four bytes, big-endian. */
export function crc32cBase64(value: number): string {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value >>> 0)
  return bytes.toString('base64')
}

export type Digests = { size: number; md5Hash: string; crc32c: string }

/**
 * Passes bytes through while counting them and computing MD5 (on a worker
 * thread, `Md5`) and CRC32C, so a file is checked as it streams and never
 * held in memory. Past `limit` bytes it fails with the error `tooLarge()`
 * gives (a quota, a declared size).
 */
export class DigestStream extends Transform {
  private readonly md5: Md5
  private crc: number
  private count: number

  constructor(
    private readonly options: {
      limit?: number
      tooLarge?: () => Error
      resume?: { size: number; crc32c: number; md5?: Md5 }
    } = {},
  ) {
    super()
    this.md5 = options.resume?.md5 ?? new Md5()
    this.crc = options.resume?.crc32c ?? 0
    this.count = options.resume?.size ?? 0
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length
    if (this.options.limit !== undefined && this.count > this.options.limit) {
      callback(this.options.tooLarge?.() ?? new Error('Too many bytes.'))
      return
    }
    this.crc = crc32c(chunk, this.crc)
    // The bytes go on at once; the next chunk waits only when the MD5 worker is behind.
    this.push(chunk)
    if (this.md5.update(chunk)) callback()
    else this.md5.drained().then(() => callback(), callback)
  }

  get size(): number {
    return this.count
  }

  get crcValue(): number {
    return this.crc
  }

  /** The MD5 so far, not ended: the next chunk of a resumable upload continues it. */
  get md5State(): Md5 {
    return this.md5
  }

  async digests(): Promise<Digests> {
    return { size: this.count, md5Hash: await this.md5.digest(), crc32c: crc32cBase64(this.crc) }
  }
}
