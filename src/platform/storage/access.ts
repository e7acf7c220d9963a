import { StorageError } from './errors'

/**
 * Who may read and write what, by bucket and path prefix. The application
 * tells storage who is calling as a `Caller`; storage knows no roles beyond
 * "staff": which personal folders a person holds by their roles is the
 * application's word (`personalFolders`).
 *
 * - `public/artists/{id}/…`: written by that person when they hold it, and staff; read by anyone.
 * - anything else in `public`: written by staff, read by anyone.
 * - `private/users/{id}/…`: read and written by that person when they hold it, and staff.
 * - anything else in `private`: staff only.
 */
export type Caller = {
  id: string
  staff: boolean
  /** The buckets whose personal folder (`{folder}/{id}/`) this person holds; none when not given. */
  personalFolders?: readonly BucketName[]
}

export const BUCKETS = ['public', 'private'] as const
export type BucketName = (typeof BUCKETS)[number]

export function isBucket(name: string): name is BucketName {
  return (BUCKETS as readonly string[]).includes(name)
}

/** The folder of a person in each bucket; its files count against that person's quota. */
const PERSONAL_FOLDER: Record<BucketName, string> = { public: 'artists', private: 'users' }

/** The person whose folder holds this path, if any. */
export function ownerOf(bucket: BucketName, name: string): string | undefined {
  const [folder, id, ...rest] = name.split('/')
  if (folder !== PERSONAL_FOLDER[bucket] || !id || rest.length === 0) return undefined
  return id
}

export function canRead(caller: Caller | undefined, bucket: BucketName, name: string): boolean {
  if (bucket === 'public') return true
  return canWrite(caller, bucket, name)
}

export function canWrite(caller: Caller | undefined, bucket: BucketName, name: string): boolean {
  if (!caller) return false
  if (caller.staff) return true
  return holds(caller, bucket) && ownerOf(bucket, name) === caller.id
}

const holds = (caller: Caller, bucket: BucketName) => caller.personalFolders?.includes(bucket) ?? false

/**
 * Listing shows every name under the prefix, so it needs read access to all of
 * them: a person may list inside their own folder (`users/{id}/…`), not above it.
 */
export function canList(caller: Caller | undefined, bucket: BucketName, prefix: string): boolean {
  if (bucket === 'public' || caller?.staff) return true
  if (!caller) return false
  return holds(caller, bucket) && prefix.startsWith(`${PERSONAL_FOLDER[bucket]}/${caller.id}/`)
}

/** 401 for nobody, 403 for somebody not allowed. */
export function refusal(caller: Caller | undefined, what: string): StorageError {
  return caller
    ? new StorageError('storage/unauthorized', `You are not allowed to ${what}.`)
    : new StorageError('storage/unauthenticated', `Sign in to ${what}.`)
}
