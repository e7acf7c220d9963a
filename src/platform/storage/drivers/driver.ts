import type { Readable } from 'node:stream'

import type { ByteRange } from '../ranges'

/**
 * Where the bytes live. Metadata is in PostgreSQL; a driver only stores and
 * returns bytes under keys the storage service chooses (one key per object
 * generation, so a replacement never overwrites bytes someone may be reading).
 *
 * Resumable uploads are sessions whose state the driver describes in a string
 * the service keeps in PostgreSQL with the session, so any process can carry
 * on after a restart: the local driver's state is a file name; an S3 driver's
 * would be the multipart upload id and the parts uploaded so far (small chunks
 * gathered until a part reaches S3's 5 MB minimum).
 */
export interface StorageDriver {
  /** Stores a whole object. Nothing appears under `key` unless the stream ends without error. */
  put(key: string, body: Readable): Promise<void>
  /** The bytes of an object, or of an inclusive byte range of it; `DriverNotFound` when there are none. */
  get(key: string, range?: ByteRange): Promise<Readable>
  /** Removes an object; removing a missing object is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>

  /** Opens a resumable session and returns its state. */
  startSession(id: string): Promise<string>
  /**
   * Appends `body` at `offset`, the number of bytes the session holds; returns
   * the state and the new size. A chunk that fails leaves the session as it was.
   */
  appendChunk(state: string, offset: number, body: Readable): Promise<{ state: string; size: number }>
  /** Makes the session's bytes the object under `key`, all at once. */
  completeSession(state: string, key: string): Promise<void>
  /** Drops a session and whatever it received. */
  abortSession(state: string): Promise<void>
}

export class DriverNotFound extends Error {
  constructor(key: string) {
    super(`No stored bytes under ${key}`)
    this.name = 'DriverNotFound'
  }
}
