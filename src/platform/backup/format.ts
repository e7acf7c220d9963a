import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * The archive (decision 070): one ZIP file holding
 * - `backup.json`: what the archive holds — the migrations the schema had, each
 *   table with its columns, each sequence's value, each stored file's key;
 * - `database/{schema}.{table}.copy`: a table's rows in COPY's text format;
 * - `files/{key}`: a stored file's bytes, under the storage driver's key;
 * - `data/{name}`: a file of the data directory (`secrets.json`);
 * - `manifest.json`, last: every other entry's size and SHA-256 (and a table's rows).
 */
export const FORMAT = 'vernissage-backup'
export const VERSION = 1

export type TableOfBackup = { schema: string; name: string; columns: string[]; entry: string }
export type SequenceOfBackup = { schema: string; name: string; lastValue: string; isCalled: boolean }
export type FileOfBackup = { key: string; size: number; entry: string }

export type BackupHeader = {
  format: typeof FORMAT
  version: typeof VERSION
  createdAt: string
  /** Payload's migrations as the snapshot had them, oldest first: the schema to rebuild. */
  migrations: string[]
  tables: TableOfBackup[]
  sequences: SequenceOfBackup[]
  files: FileOfBackup[]
  dataFiles: string[]
}

export type ManifestEntry = {
  path: string
  size: number
  sha256: string
  rows?: number
  /** A stored file removed after the snapshot, before its bytes were read: its row is in the archive, not its bytes. */
  missing?: true
}

export type Manifest = { format: typeof FORMAT; version: typeof VERSION; createdAt: string; entries: ManifestEntry[] }

export const HEADER_ENTRY = 'backup.json'
export const MANIFEST_ENTRY = 'manifest.json'

export const tableEntry = (schema: string, name: string) => `database/${schema}.${name}.copy`
export const fileEntry = (key: string) => `files/${key}`
export const dataEntry = (name: string) => `data/${name}`

/** Counts and hashes what passes through it. */
export class Measure extends Transform {
  size = 0
  private readonly hash = createHash('sha256')

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length
    this.hash.update(chunk)
    callback(null, chunk)
  }

  digest(): string {
    return this.hash.digest('hex')
  }
}

/**
 * Passes an entry's bytes on, and fails at their end unless their size and
 * SHA-256 are the manifest's: whatever reads it (COPY, the storage driver)
 * then fails too, so nothing unverified is kept.
 */
export class Verify extends Transform {
  private size = 0
  private readonly hash = createHash('sha256')

  constructor(private readonly expected: ManifestEntry) {
    super()
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length
    this.hash.update(chunk)
    callback(null, chunk)
  }

  _flush(callback: TransformCallback) {
    const sha256 = this.hash.digest('hex')
    if (this.size !== this.expected.size || sha256 !== this.expected.sha256) {
      callback(
        new BackupError(
          `${this.expected.path} is damaged: ${this.size} bytes with SHA-256 ${sha256}, ` +
            `the manifest says ${this.expected.size} bytes with ${this.expected.sha256}`,
        ),
      )
      return
    }
    callback()
  }
}

/** A refusal or a damaged archive, said in words for the person running the command. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}
