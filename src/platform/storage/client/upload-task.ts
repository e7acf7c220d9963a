import { canceled, retryLimitExceeded, StorageError } from './errors'
import { fromResource, toResource, type FullMetadata, type ObjectResource, type UploadMetadata } from './metadata'
import type { Reference } from './reference'
import { RetryBudget } from './retry'
import {
  expectStatus,
  HttpFailure,
  isRetryable,
  readJson,
  resolveSessionUrl,
  send,
  targetOf,
  toStorageError,
  uploadUrl,
} from './transport'

/** Files up to this size go in one request; larger ones resumably. */
export const SIMPLE_UPLOAD_LIMIT = 256 * 1024
export const MIN_CHUNK_SIZE = 256 * 1024
export const MAX_CHUNK_SIZE = 32 * 1024 * 1024

/**
 * The size of the next chunk: double after a chunk gets through, up to 32 MB;
 * back to 256 KB after a failure, as Firebase's client does, so that a poor
 * connection is not asked to carry a large chunk again. Sizes stay multiples of
 * 256 KB, which resumable sessions require of every chunk but the last.
 */
export function nextChunkSize(current: number, succeeded: boolean): number {
  return succeeded ? Math.min(current * 2, MAX_CHUNK_SIZE) : MIN_CHUNK_SIZE
}

export type TaskState = 'running' | 'paused' | 'success' | 'canceled' | 'error'

/** The states the task moves through; `pausing` and `canceling` wait for the request in flight to stop and show as running. */
type InternalState = TaskState | 'pausing' | 'canceling'

export type UploadTaskSnapshot = {
  bytesTransferred: number
  totalBytes: number
  state: TaskState
  /** The stored object's metadata once the upload has succeeded; null before. */
  metadata: FullMetadata | null
  ref: Reference
  task: UploadTask
}

export type TaskObserver = {
  next?: (snapshot: UploadTaskSnapshot) => unknown
  error?: (error: StorageError) => unknown
  complete?: () => unknown
}

export type UploadData = Blob | Uint8Array | ArrayBuffer

export function toBlob(data: UploadData): Blob {
  if (data instanceof Blob) return data
  // A copy, so that a caller reusing its buffer cannot change what is uploaded.
  return new Blob([data instanceof ArrayBuffer ? data.slice(0) : new Uint8Array(data)])
}

/**
 * An upload in progress, shaped like Firebase's `UploadTask`: observe it with
 * `on('state_changed', …)`, await it, and `pause()`, `resume()` or `cancel()` it.
 * Each of these answers whether it was allowed; a refused call changes nothing.
 * Up to 256 KB the file goes in one multipart request; above, through a
 * resumable session in chunks cut with `Blob.slice`, so the file is never read
 * into memory whole.
 */
export class UploadTask implements PromiseLike<UploadTaskSnapshot> {
  private state: InternalState = 'running'
  private readonly blob: Blob
  private readonly resource: Record<string, unknown>
  private readonly contentType: string
  private readonly resumable: boolean
  private readonly budget: RetryBudget
  private readonly observers = new Set<TaskObserver>()
  private readonly promise: Promise<UploadTaskSnapshot>
  private settlePromise!: { resolve: (snapshot: UploadTaskSnapshot) => void; reject: (error: StorageError) => void }
  private transferred = 0
  private chunkSize = MIN_CHUNK_SIZE
  private sessionUrl?: string
  /** After a failed or interrupted chunk the server may hold more or less than we think: ask before sending on. */
  private needStatus = false
  private inFlight?: AbortController
  private waiting?: ReturnType<typeof setTimeout>
  private result: FullMetadata | null = null
  private error?: StorageError

  constructor(
    readonly ref: Reference,
    data: UploadData,
    metadata: UploadMetadata = {},
  ) {
    this.blob = toBlob(data)
    this.contentType = metadata.contentType || this.blob.type || 'application/octet-stream'
    this.resource = { ...toResource(metadata), name: ref.objectPath, contentType: this.contentType }
    this.resumable = this.blob.size > SIMPLE_UPLOAD_LIMIT
    this.budget = new RetryBudget(ref.storage.maxUploadRetryTime)
    this.promise = new Promise((resolve, reject) => {
      this.settlePromise = { resolve, reject }
    })
    // Whoever uploads may only watch the events; a failure must not also surface as an unhandled rejection.
    this.promise.catch(() => {})
    this.start()
  }

  get snapshot(): UploadTaskSnapshot {
    return {
      bytesTransferred: this.transferred,
      totalBytes: this.blob.size,
      state: this.externalState(),
      metadata: this.result,
      ref: this.ref,
      task: this,
    }
  }

  /** Pause only while running. The request in flight is stopped; its bytes are asked about on resume. */
  pause(): boolean {
    if (this.state !== 'running') return false
    this.state = 'pausing'
    this.interrupt()
    return true
  }

  /** Resume only while paused, or while still pausing (then the pause never completes). */
  resume(): boolean {
    if (this.state === 'pausing') {
      this.state = 'running'
      return true
    }
    if (this.state !== 'paused') return false
    this.state = 'running'
    this.budget.reset()
    this.notify()
    this.start()
    return true
  }

  /** Cancel only while running or pausing. The server is told to drop the session. */
  cancel(): boolean {
    if (this.state !== 'running' && this.state !== 'pausing') return false
    this.state = 'canceling'
    this.interrupt()
    return true
  }

  /**
   * Observe the task. `next` gets a snapshot now and at every change of state
   * or progress; then `complete` on success, or `error` on failure or cancel.
   * Answers a function that stops the observing.
   */
  on(
    event: 'state_changed',
    nextOrObserver?: TaskObserver | ((snapshot: UploadTaskSnapshot) => unknown) | null,
    error?: ((error: StorageError) => unknown) | null,
    complete?: (() => unknown) | null,
  ): () => void {
    if (event !== 'state_changed') {
      throw new StorageError('storage/invalid-argument', `Unknown event '${String(event)}'; use 'state_changed'.`)
    }
    const observer: TaskObserver =
      typeof nextOrObserver === 'function' || !nextOrObserver
        ? { next: nextOrObserver ?? undefined, error: error ?? undefined, complete: complete ?? undefined }
        : nextOrObserver
    this.observers.add(observer)
    this.notifyOne(observer)
    return () => this.observers.delete(observer)
  }

  then<A = UploadTaskSnapshot, B = never>(
    onFulfilled?: ((snapshot: UploadTaskSnapshot) => A | PromiseLike<A>) | null,
    onRejected?: ((error: StorageError) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.promise.then(onFulfilled, onRejected)
  }

  catch<B = never>(onRejected: (error: StorageError) => B | PromiseLike<B>): Promise<UploadTaskSnapshot | B> {
    return this.promise.then(null, onRejected)
  }

  private externalState(): TaskState {
    if (this.state === 'pausing' || this.state === 'canceling') return 'running'
    return this.state
  }

  /** Does the next step, if running and nothing is under way. */
  private start(): void {
    if (this.state !== 'running' || this.inFlight || this.waiting) return
    if (!this.resumable) this.perform((signal) => this.uploadInOneRequest(signal))
    else if (this.sessionUrl === undefined) this.perform((signal) => this.createSession(signal))
    else if (this.needStatus) this.perform((signal) => this.queryStatus(signal))
    else this.perform((signal) => this.sendChunk(signal))
  }

  private perform(step: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController()
    this.inFlight = controller
    step(controller.signal).then(
      () => {
        this.inFlight = undefined
        this.budget.reset()
        this.afterStep()
      },
      (failure: unknown) => {
        this.inFlight = undefined
        this.failed(failure, controller.signal.aborted)
      },
    )
  }

  /** A step is over: finish a pause or a cancel that waited for it, or carry on. */
  private afterStep(): void {
    if (this.state === 'pausing') this.become('paused')
    else if (this.state === 'canceling') this.finishCanceling()
    else this.start()
  }

  private failed(failure: unknown, aborted: boolean): void {
    this.chunkSize = nextChunkSize(this.chunkSize, false)
    this.needStatus = this.sessionUrl !== undefined
    // A pause or cancel asked for while the request was under way wins over how it ended.
    if (aborted || this.state !== 'running') return this.afterStep()
    if (this.sessionUrl && failure instanceof HttpFailure && (failure.status === 404 || failure.status === 410)) {
      return this.fail(
        new StorageError('storage/unknown', 'The upload session has expired; start the upload again.', failure.status),
      )
    }
    if (!isRetryable(failure)) return this.fail(toStorageError(failure, targetOf(this.ref, 'bucket')))
    const delay = this.budget.nextDelay()
    if (delay === null) return this.fail(retryLimitExceeded(failure instanceof HttpFailure ? failure.status : 0))
    this.waiting = setTimeout(() => {
      this.waiting = undefined
      this.start()
    }, delay)
  }

  /** Stops what is under way; a stopped wait completes the pause or cancel at once, a stopped request when it returns. */
  private interrupt(): void {
    if (this.inFlight) {
      this.inFlight.abort()
    } else if (this.waiting) {
      clearTimeout(this.waiting)
      this.waiting = undefined
      this.afterStep()
    }
  }

  private async uploadInOneRequest(signal: AbortSignal): Promise<void> {
    const boundary = `vernissage-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
    const body = new Blob([
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(this.resource)}\r\n`,
      `--${boundary}\r\nContent-Type: ${this.contentType}\r\n\r\n`,
      this.blob,
      `\r\n--${boundary}--`,
    ])
    const response = await send(this.ref.storage, uploadUrl(this.ref, 'multipart'), {
      method: 'POST',
      headers: { 'Content-Type': `multipart/related; boundary=${boundary}` },
      body,
      signal,
    })
    await expectStatus(response, 200, 201)
    this.succeed(await readJson<ObjectResource>(response))
  }

  private async createSession(signal: AbortSignal): Promise<void> {
    const response = await send(this.ref.storage, uploadUrl(this.ref, 'resumable'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Upload-Content-Type': this.contentType,
        'X-Upload-Content-Length': String(this.blob.size),
      },
      body: JSON.stringify(this.resource),
      signal,
    })
    await expectStatus(response, 200, 201)
    const location = response.headers.get('Location')
    if (!location) throw new StorageError('storage/internal-error', 'The server opened no upload session.')
    this.sessionUrl = resolveSessionUrl(this.ref.storage, location)
    this.needStatus = false
  }

  private async queryStatus(signal: AbortSignal): Promise<void> {
    const response = await this.put({ 'Content-Range': `bytes */${this.blob.size}` }, null, signal)
    this.needStatus = false
    await this.accept(response)
  }

  private async sendChunk(signal: AbortSignal): Promise<void> {
    const start = this.transferred
    const end = Math.min(start + this.chunkSize, this.blob.size)
    const chunk = this.blob.slice(start, end)
    if (chunk.size !== end - start) {
      throw new StorageError('storage/cannot-slice-blob', 'The file changed while it was being uploaded; try again.')
    }
    const response = await this.put({ 'Content-Range': `bytes ${start}-${end - 1}/${this.blob.size}` }, chunk, signal)
    await this.accept(response)
    this.chunkSize = nextChunkSize(this.chunkSize, true)
  }

  private async put(headers: Record<string, string>, body: Blob | null, signal: AbortSignal): Promise<Response> {
    return send(this.ref.storage, this.sessionUrl!, { method: 'PUT', headers, body, signal })
  }

  /** A session's answer: 308 with the bytes it holds so far, or 200/201 with the stored object. */
  private async accept(response: Response): Promise<void> {
    await expectStatus(response, 200, 201, 308)
    if (response.status !== 308) return this.succeed(await readJson<ObjectResource>(response))
    const received = receivedBytes(response.headers.get('Range'))
    if (received === null || received > this.blob.size) {
      throw new StorageError(
        'storage/server-file-wrong-size',
        `The server reports ${response.headers.get('Range')} of ${this.blob.size} bytes; try the upload again.`,
        response.status,
      )
    }
    this.progress(received)
  }

  private succeed(resource: ObjectResource): void {
    if (Number(resource.size) !== this.blob.size) {
      throw new StorageError(
        'storage/server-file-wrong-size',
        `The server stored ${resource.size} bytes of ${this.blob.size}; try the upload again.`,
      )
    }
    this.progress(this.blob.size)
    this.result = fromResource(resource, this.ref)
    this.become('success')
  }

  private progress(transferred: number): void {
    if (transferred === this.transferred) return
    this.transferred = transferred
    this.notify()
  }

  private finishCanceling(): void {
    if (this.sessionUrl) {
      // Best effort: a session the server is not told about expires on its own.
      send(this.ref.storage, this.sessionUrl, { method: 'DELETE' }).catch(() => {})
    }
    this.error = canceled()
    this.become('canceled')
  }

  private fail(error: StorageError): void {
    this.error = error
    this.become('error')
  }

  private become(state: InternalState): void {
    this.state = state
    if (state === 'success') this.settlePromise.resolve(this.snapshot)
    if (state === 'error' || state === 'canceled') this.settlePromise.reject(this.error!)
    this.notify()
  }

  private notify(): void {
    for (const observer of this.observers) this.notifyOne(observer)
  }

  /** As Firebase's client, observers hear of a change after the code that made it has run (unless they stopped observing). */
  private notifyOne(observer: TaskObserver): void {
    const snapshot = this.snapshot
    const error = this.error
    queueMicrotask(() => {
      if (!this.observers.has(observer)) return
      if (snapshot.state === 'success') observer.complete?.()
      else if (snapshot.state === 'error' || snapshot.state === 'canceled') observer.error?.(error!)
      else observer.next?.(snapshot)
    })
  }
}

/** The byte count of a 308's `Range: bytes=0-N` (N + 1); no header means nothing was kept. Null if unreadable. */
export function receivedBytes(range: string | null): number | null {
  if (range === null) return 0
  const match = /^bytes=0-(\d+)$/.exec(range.trim())
  return match ? Number(match[1]) + 1 : null
}
