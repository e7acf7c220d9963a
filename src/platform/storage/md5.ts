import { Worker } from 'node:worker_threads'

/**
 * MD5 on a worker thread (decision 043): over a 512 MB upload it is a third
 * of the server's work, and on the request's own thread it held up receiving
 * and writing. The bytes go to the worker in batches of `BATCH` (copied once
 * and transferred, never shared with the stream that owns them); a hash lives
 * in the worker under its id until it is disposed of or garbage collected.
 * One worker serves every upload, and handles each hash's messages in order.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const hashes = new Map()
parentPort.on('message', (message) => {
  if (message.op === 'update') {
    let hash = hashes.get(message.id)
    if (!hash) hashes.set(message.id, (hash = createHash('md5')))
    hash.update(new Uint8Array(message.bytes))
    parentPort.postMessage({ op: 'hashed', id: message.id, size: message.bytes.byteLength })
  } else if (message.op === 'digest') {
    const hash = hashes.get(message.id) ?? createHash('md5')
    parentPort.postMessage({ op: 'digest', id: message.id, request: message.request, value: hash.copy().digest('base64') })
  } else if (message.op === 'drop') {
    hashes.delete(message.id)
  }
})
`

const BATCH = 1024 * 1024
/** Bytes sent to the worker and not yet hashed, past which a stream waits. */
const IN_FLIGHT_LIMIT = 8 * BATCH

type Reply = { op: 'hashed'; id: number; size: number } | { op: 'digest'; id: number; request: number; value: string }

let worker: Worker | undefined
const live = new Map<number, Md5>()
let nextId = 1
let nextRequest = 1

function hashingWorker(): Worker {
  if (worker) return worker
  const started = new Worker(WORKER_SOURCE, { eval: true })
  // Idle between uploads, it must not keep the process alive.
  started.unref()
  started.on('message', (reply: Reply) => live.get(reply.id)?.receive(reply))
  const fail = (error: Error) => {
    worker = undefined
    for (const hash of live.values()) hash.lose(error)
  }
  started.on('error', fail)
  started.on('exit', (code) => fail(new Error(`The MD5 worker stopped (exit code ${code}).`)))
  worker = started
  return started
}

const collected = new FinalizationRegistry<number>((id) => worker?.postMessage({ op: 'drop', id }))

export class Md5 {
  private readonly id = nextId++
  private batch: Buffer | undefined
  private batched = 0
  private inFlight = 0
  private waiting: (() => void)[] = []
  private digests = new Map<number, { resolve: (value: string) => void; reject: (error: Error) => void }>()
  private lost: Error | undefined

  constructor() {
    live.set(this.id, this)
    collected.register(this, this.id, this)
  }

  /** Adds bytes; false when the worker is behind and the caller should wait for `drained()`. */
  update(bytes: Uint8Array): boolean {
    if (this.lost) throw this.lost
    let offset = 0
    while (offset < bytes.length) {
      this.batch ??= Buffer.allocUnsafeSlow(BATCH)
      const taken = Math.min(BATCH - this.batched, bytes.length - offset)
      this.batch.set(bytes.subarray(offset, offset + taken), this.batched)
      this.batched += taken
      offset += taken
      if (this.batched === BATCH) this.send()
    }
    return this.inFlight < IN_FLIGHT_LIMIT
  }

  /** Resolves once the worker has caught up enough for more bytes. */
  drained(): Promise<void> {
    if (this.lost) return Promise.reject(this.lost)
    if (this.inFlight < IN_FLIGHT_LIMIT) return Promise.resolve()
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** The MD5 of every byte so far, in base64 as GCS gives it; more bytes may follow. */
  digest(): Promise<string> {
    if (this.lost) return Promise.reject(this.lost)
    this.send()
    const request = nextRequest++
    return new Promise((resolve, reject) => {
      this.digests.set(request, { resolve, reject })
      hashingWorker().postMessage({ op: 'digest', id: this.id, request })
    })
  }

  /** Frees the worker's copy of this hash; the object is of no use afterwards. */
  dispose(): void {
    collected.unregister(this)
    live.delete(this.id)
    worker?.postMessage({ op: 'drop', id: this.id })
  }

  private send() {
    if (this.batched === 0 || !this.batch) return
    // A full batch is handed over as it is; a partial one (before a digest) is copied, and its buffer kept.
    const full = this.batched === BATCH
    const whole = this.batch.buffer as ArrayBuffer
    const bytes = full ? whole : whole.slice(0, this.batched)
    if (full) this.batch = undefined
    this.inFlight += this.batched
    this.batched = 0
    hashingWorker().postMessage({ op: 'update', id: this.id, bytes }, [bytes])
  }

  /** @internal A reply from the worker. */
  receive(reply: Reply) {
    if (reply.op === 'hashed') {
      this.inFlight -= reply.size
      if (this.inFlight < IN_FLIGHT_LIMIT) for (const resolve of this.waiting.splice(0)) resolve()
    } else {
      this.digests.get(reply.request)?.resolve(reply.value)
      this.digests.delete(reply.request)
    }
  }

  /** @internal The worker stopped: whatever it held of this hash is gone. */
  lose(error: Error) {
    this.lost = error
    for (const { reject } of this.digests.values()) reject(error)
    this.digests.clear()
    for (const resolve of this.waiting.splice(0)) resolve()
  }
}
