import { createHash, type Hash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * CRC32C (Castagnoli), the checksum GCS keeps beside MD5 and the official
 * client verifies after every upload. Slicing by eight: one table lookup per
 * byte is too slow for files of hundreds of megabytes.
 */
const TABLES = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256))
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1
    tables[0]![n] = c >>> 0
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) {
      const previous = tables[t - 1]![n]!
      tables[t]![n] = (tables[0]![previous & 0xff]! ^ (previous >>> 8)) >>> 0
    }
  }
  return tables
})()

/** Continues a CRC32C (0 to start) over `bytes`; the value is kept between chunks, so it can be stored. */
export function crc32c(bytes: Uint8Array, previous = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ]
  let crc = ~previous >>> 0
  let i = 0
  const end8 = bytes.length - (bytes.length % 8)
  for (; i < end8; i += 8) {
    const a = (crc ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24))) >>> 0
    crc =
      t7[a & 0xff]! ^
      t6[(a >>> 8) & 0xff]! ^
      t5[(a >>> 16) & 0xff]! ^
      t4[a >>> 24]! ^
      t3[bytes[i + 4]!]! ^
      t2[bytes[i + 5]!]! ^
      t1[bytes[i + 6]!]! ^
      t0[bytes[i + 7]!]!
  }
  for (; i < bytes.length; i++) crc = t0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return ~crc >>> 0
}

/** GCS's form of a CRC32C: base64 of its four bytes, big-endian. */
export function crc32cBase64(value: number): string {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value >>> 0)
  return bytes.toString('base64')
}

export type Digests = { size: number; md5Hash: string; crc32c: string }

/**
 * Passes bytes through while counting them and computing MD5 and CRC32C, so a
 * file is checked as it streams and never held in memory. Past `limit` bytes
 * it fails with the error `tooLarge()` gives (a quota, a declared size).
 */
export class DigestStream extends Transform {
  private readonly md5: Hash
  private crc: number
  private count: number

  constructor(
    private readonly options: {
      limit?: number
      tooLarge?: () => Error
      resume?: { size: number; crc32c: number; md5?: Hash }
    } = {},
  ) {
    super()
    this.md5 = options.resume?.md5 ?? createHash('md5')
    this.crc = options.resume?.crc32c ?? 0
    this.count = options.resume?.size ?? 0
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length
    if (this.options.limit !== undefined && this.count > this.options.limit) {
      callback(this.options.tooLarge?.() ?? new Error('Too many bytes.'))
      return
    }
    this.md5.update(chunk)
    this.crc = crc32c(chunk, this.crc)
    callback(null, chunk)
  }

  get size(): number {
    return this.count
  }

  get crcValue(): number {
    return this.crc
  }

  /** The MD5 so far, not ended: the next chunk of a resumable upload continues it. */
  get md5State(): Hash {
    return this.md5
  }

  digests(): Digests {
    return { size: this.count, md5Hash: this.md5.copy().digest('base64'), crc32c: crc32cBase64(this.crc) }
  }
}
