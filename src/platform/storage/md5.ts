import { Worker } from 'node:worker_threads'

/**
 * MD5 on a worker thread (decision 043): over a 512 MB upload it is a third
 * of the server's work, and on the request's own thread it held up receiving
 * and writing. The bytes reach the worker through a ring of shared memory:
 * the request's thread copies them in, and tells the worker which stretch to
 * hash once `BATCH` bytes of one hash are there. No buffer is allocated or
 * handed over per batch, so an upload leaves the garbage collector nothing to
 * do (decision 043, third addendum). A hash lives in the worker under its id
 * until it is disposed of or garbage collected. One worker serves every
 * upload, and handles the messages in order.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const ring = new Uint8Array(workerData.ring)
const hashes = new Map()
parentPort.on('message', (message) => {
  if (message.op === 'update') {
    let hash = hashes.get(message.id)
    if (!hash) hashes.set(message.id, (hash = createHash('md5')))
    hash.update(ring.subarray(message.start, message.start + message.size))
    parentPort.postMessage({ op: 'hashed', size: message.size })
  } else if (message.op === 'digest') {
    const hash = hashes.get(message.id) ?? createHash('md5')
    parentPort.postMessage({ op: 'digest', id: message.id, request: message.request, value: hash.copy().digest('base64') })
  } else if (message.op === 'drop') {
    hashes.delete(message.id)
  }
})
`

/** The shared ring's size: what the worker may be behind by. */
const RING_SIZE = 8 * 1024 * 1024
const BATCH = 1024 * 1024

type Reply = { op: 'hashed'; size: number } | { op: 'digest'; request: number; value: string }

/**
 * The worker, the ring it reads (the bytes in use are the `used` before
 * `head`, oldest first), and who waits on it. Once it fails, every hash it
 * held is lost; a new one serves the hashes made after.
 */
class Hashing {
  private readonly worker: Worker
  private readonly ring = new Uint8Array(new SharedArrayBuffer(RING_SIZE))
  private head = 0
  /** Bytes in the ring the worker has not hashed yet, sent to it or not. */
  private used = 0
  /** The newest bytes, of one hash, not yet sent to the worker. */
  private unsent: { id: number; start: number; size: number } | undefined
  private readonly digests = new Map<number, { resolve: (value: string) => void; reject: (error: Error) => void }>()
  private nextRequest = 1
  /** Hashes whose bytes or streams wait for room in the ring. */
  readonly waitingForRoom = new Set<Md5>()
  failure: Error | undefined

  constructor() {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ring: this.ring.buffer } })
    // Idle between uploads, it must not keep the process alive.
    this.worker.unref()
    this.worker.on('message', (reply: Reply) => {
      if (reply.op === 'hashed') {
        this.used -= reply.size
        for (const hash of this.waitingForRoom) hash.moveOn()
      } else {
        this.digests.get(reply.request)?.resolve(reply.value)
        this.digests.delete(reply.request)
      }
    })
    const fail = (error: Error) => {
      // An error and then the exit: the hashes are lost once.
      if (this.failure) return
      this.failure = error
      if (hashing === this) hashing = undefined
      for (const { reject } of this.digests.values()) reject(error)
      this.digests.clear()
      for (const hash of this.waitingForRoom) hash.moveOn()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`The MD5 worker stopped (exit code ${code}).`)))
  }

  /** Copies as much of `bytes` as the ring has room for; answers how much that was. */
  take(id: number, bytes: Uint8Array): number {
    if (this.unsent && this.unsent.id !== id) this.send()
    let taken = 0
    while (taken < bytes.length && this.used < RING_SIZE) {
      // The free stretch starts at `head`; a batch never wraps around the ring's end.
      const size = Math.min(RING_SIZE - this.used, RING_SIZE - this.head, bytes.length - taken)
      this.ring.set(bytes.subarray(taken, taken + size), this.head)
      this.unsent ??= { id, start: this.head, size: 0 }
      this.unsent.size += size
      this.used += size
      taken += size
      this.head = (this.head + size) % RING_SIZE
      if (this.unsent.size >= BATCH || this.head === 0) this.send()
    }
    return taken
  }

  /** Whether the worker is far enough behind that a stream should wait. */
  get behind(): boolean {
    return this.used > RING_SIZE - BATCH
  }

  /** The hash `id` of every byte taken so far. */
  digest(id: number): Promise<string> {
    if (this.failure) return Promise.reject(this.failure)
    this.send()
    const request = this.nextRequest++
    return new Promise((resolve, reject) => {
      this.digests.set(request, { resolve, reject })
      this.worker.postMessage({ op: 'digest', id, request })
    })
  }

  drop(id: number) {
    if (!this.failure) this.worker.postMessage({ op: 'drop', id })
  }

  private send() {
    if (!this.unsent) return
    const { id, start, size } = this.unsent
    this.unsent = undefined
    this.worker.postMessage({ op: 'update', id, start, size })
  }
}

let hashing: Hashing | undefined
let nextId = 1

/** A hash nobody disposed of leaves the worker once it is collected: nothing here keeps it alive. */
const collected = new FinalizationRegistry<{ id: number; worker: Hashing }>(({ id, worker }) => worker.drop(id))

export class Md5 {
  private readonly id = nextId++
  /** The worker that holds this hash: if it stops, the hash is lost. */
  private readonly worker = (hashing ??= new Hashing())
  /** Bytes that found no room in the ring yet, copied: the caller may reuse its buffer. */
  private pending: Uint8Array[] = []
  private waiting: (() => void)[] = []

  constructor() {
    collected.register(this, { id: this.id, worker: this.worker }, this)
  }

  /** Adds bytes; false when the worker is behind and the caller should wait for `drained()`. */
  update(bytes: Uint8Array): boolean {
    if (this.worker.failure) throw this.worker.failure
    const taken = this.pending.length === 0 ? this.worker.take(this.id, bytes) : 0
    if (taken < bytes.length) {
      this.pending.push(new Uint8Array(bytes.subarray(taken)))
      this.worker.waitingForRoom.add(this)
    }
    return this.pending.length === 0 && !this.worker.behind
  }

  /** Resolves once the worker has caught up enough for more bytes. */
  drained(): Promise<void> {
    if (this.worker.failure) return Promise.reject(this.worker.failure)
    if (this.pending.length === 0 && !this.worker.behind) return Promise.resolve()
    this.worker.waitingForRoom.add(this)
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** The MD5 of every byte so far, in base64 as GCS gives it; more bytes may follow. */
  async digest(): Promise<string> {
    // Bytes still waiting for room must reach the worker before the question does.
    while (this.pending.length > 0) await this.drained()
    return this.worker.digest(this.id)
  }

  /** Frees the worker's copy of this hash; the object is of no use afterwards. */
  dispose(): void {
    collected.unregister(this)
    this.worker.drop(this.id)
  }

  /** @internal The ring has room again, or the worker failed. */
  moveOn() {
    if (this.worker.failure) this.pending = []
    while (this.pending.length > 0) {
      const bytes = this.pending[0]
      const taken = this.worker.take(this.id, bytes)
      if (taken < bytes.length) {
        this.pending[0] = bytes.subarray(taken)
        return
      }
      this.pending.shift()
    }
    if (this.worker.behind && !this.worker.failure) return
    this.worker.waitingForRoom.delete(this)
    for (const resolve of this.waiting.splice(0)) resolve()
  }
}
