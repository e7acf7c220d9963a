import { StorageError } from './errors'
import { MAX_OPERATION_RETRY_MS, MAX_UPLOAD_RETRY_MS } from './retry'

export type StorageOptions = {
  /** Where the storage API is served; '' (the default) for the page's own origin. */
  baseUrl?: string
  /** The fetch to use; the global one by default, looked up at each request. */
  fetch?: typeof fetch
  maxOperationRetryTime?: number
  maxUploadRetryTime?: number
}

/** One storage service: where it is and how long calls to it keep retrying. */
export class Storage {
  readonly baseUrl: string
  maxOperationRetryTime: number
  maxUploadRetryTime: number
  private readonly customFetch?: typeof fetch

  constructor(options: StorageOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')
    this.customFetch = options.fetch
    this.maxOperationRetryTime = options.maxOperationRetryTime ?? MAX_OPERATION_RETRY_MS
    this.maxUploadRetryTime = options.maxUploadRetryTime ?? MAX_UPLOAD_RETRY_MS
  }

  get fetch(): typeof fetch {
    const found = this.customFetch ?? globalThis.fetch
    if (typeof found !== 'function') {
      throw new StorageError('storage/unsupported-environment', 'This environment has no fetch.')
    }
    return found
  }
}

let defaultStorage: Storage | undefined

/** With options, a storage service of its own; without, the page's (same origin), shared. */
export function getStorage(options?: StorageOptions): Storage {
  if (options) return new Storage(options)
  defaultStorage ??= new Storage()
  return defaultStorage
}

/**
 * A place in storage. Paths name their bucket first — `public/artists/12/portrait.jpg`
 * is `artists/12/portrait.jpg` in bucket `public` — so `fullPath` includes the
 * bucket and `ref(other.fullPath)` finds the same place. The root of a bucket is
 * `ref('public')`.
 */
export class Reference {
  constructor(
    readonly storage: Storage,
    readonly bucket: string,
    /** The object's name inside its bucket; '' for the bucket's root. */
    readonly objectPath: string,
  ) {}

  get fullPath(): string {
    return this.objectPath ? `${this.bucket}/${this.objectPath}` : this.bucket
  }

  /** The last segment of the path; '' for a bucket's root. */
  get name(): string {
    return this.objectPath.slice(this.objectPath.lastIndexOf('/') + 1)
  }

  get isRoot(): boolean {
    return this.objectPath === ''
  }

  get root(): Reference {
    return new Reference(this.storage, this.bucket, '')
  }

  /** One level up; null at a bucket's root. */
  get parent(): Reference | null {
    if (this.isRoot) return null
    const slash = this.objectPath.lastIndexOf('/')
    return new Reference(this.storage, this.bucket, slash === -1 ? '' : this.objectPath.slice(0, slash))
  }

  child(path: string): Reference {
    const below = segments(path).join('/')
    if (!below) return this
    return new Reference(this.storage, this.bucket, this.isRoot ? below : `${this.objectPath}/${below}`)
  }

  toString(): string {
    return `gs://${this.bucket}/${this.objectPath}`
  }
}

/** Firebase's tolerance: leading, trailing and repeated slashes mean nothing. */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0)
}

/**
 * A reference, as Firebase's `ref`: `ref('public/a.png')` on the page's own
 * storage, `ref(storage, 'public/a.png')` on another, `ref(parent, 'a.png')`
 * below a reference. A path may also be written `gs://public/a.png`.
 */
export function ref(path?: string): Reference
export function ref(storage: Storage, path?: string): Reference
export function ref(parent: Reference, path?: string): Reference
export function ref(first?: string | Storage | Reference, path?: string): Reference {
  if (first instanceof Reference) return path === undefined ? first : first.child(path)
  const storage = first instanceof Storage ? first : getStorage()
  return parsePath(storage, typeof first === 'string' ? first : (path ?? ''))
}

function parsePath(storage: Storage, path: string): Reference {
  let rest = path
  if (path.startsWith('gs://')) {
    rest = path.slice('gs://'.length)
    if (!rest || rest.startsWith('/')) throw new StorageError('storage/invalid-url', `Invalid URL '${path}'.`)
  }
  const [bucket, ...below] = segments(rest)
  if (!bucket) {
    throw new StorageError(
      'storage/no-default-bucket',
      "There is no default bucket: a path names its bucket first, as in 'public/…'.",
    )
  }
  return new Reference(storage, bucket, below.join('/'))
}
