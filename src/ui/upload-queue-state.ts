/**
 * The pure rules of the upload queue (`UploadQueue.tsx`): which controls a
 * file's state allows, what an error code means in words, which files are
 * refused before any byte is sent, what is announced to screen readers, and
 * how the list changes. It knows the storage client's error names only as strings.
 */

/**
 * A file's state in the list: `waiting` for the person to describe it and press
 * upload, the storage task's states, and `refused` for a file checked out before upload.
 */
export type FileState = 'waiting' | 'running' | 'paused' | 'success' | 'canceled' | 'error' | 'refused'

export type Controls = { pause: boolean; resume: boolean; cancel: boolean; retry: boolean; remove: boolean }

/**
 * Pause while running, resume while paused, cancel while running or paused;
 * retry after a failure or a cancel; remove whatever is not sent nor on its way.
 */
export function controlsFor(state: FileState): Controls {
  return {
    pause: state === 'running',
    resume: state === 'paused',
    cancel: state === 'running' || state === 'paused',
    retry: state === 'error' || state === 'canceled',
    remove: state === 'waiting' || state === 'error' || state === 'canceled' || state === 'refused',
  }
}

export function isSettled(state: FileState): boolean {
  return state === 'success' || state === 'canceled' || state === 'error' || state === 'refused'
}

/** A storage error code (`storage/…`) in words a visitor can act on. */
export function errorSentence(code: string | undefined): string {
  switch (code) {
    case 'storage/unauthenticated':
      return 'Sign in to upload.'
    case 'storage/unauthorized':
    case 'storage/unauthorized-app':
      return 'You may not upload here.'
    case 'storage/quota-exceeded':
      return 'The storage is full, so this file could not be stored. Delete some files or ask the team for more room.'
    case 'storage/retry-limit-exceeded':
      return 'The connection kept failing, so the upload stopped. Check your connection and try again.'
    case 'storage/canceled':
      return 'Upload canceled.'
    case 'storage/server-file-wrong-size':
    case 'storage/invalid-checksum':
    case 'storage/cannot-slice-blob':
      return 'The file did not arrive intact. Try uploading it again.'
    case 'storage/bucket-not-found':
    case 'storage/invalid-argument':
      return 'This upload place does not exist. Reload the page and try again.'
    default:
      return 'Something went wrong while uploading. Try again.'
  }
}

export type FileFacts = { name: string; size: number; type: string }
export type FileRules = {
  /** MIME types (`image/png`), families (`image/*`) or extensions (`.pdf`); empty or absent for any file. */
  accept?: readonly string[]
  /** Largest size in bytes; absent for no limit of our own (the server still has its quota). */
  maxBytes?: number
}

/** Whether a file matches one `accept` entry, as the `accept` attribute of a file input reads it. */
export function matchesAccept(file: FileFacts, entry: string): boolean {
  const wanted = entry.trim().toLowerCase()
  if (!wanted) return false
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted)
  const type = file.type.toLowerCase()
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1))
  return type === wanted
}

/** Why a file is refused before upload, in words; null if it may go. */
export function refusalOf(file: FileFacts, rules: FileRules): string | null {
  const accept = rules.accept ?? []
  if (accept.length > 0 && !accept.some((entry) => matchesAccept(file, entry))) {
    return `This type of file is not accepted here. Choose ${describeAccept(accept)}.`
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return `This file is ${formatBytes(file.size)}; files may be at most ${formatBytes(rules.maxBytes)}.`
  }
  if (file.size === 0) return 'This file is empty.'
  return null
}

/** `['image/*', 'application/pdf', '.txt']` → "images, PDF or TXT files". */
export function describeAccept(accept: readonly string[]): string {
  const words = accept.map((entry) => {
    const lower = entry.trim().toLowerCase()
    if (lower.startsWith('.')) return `${lower.slice(1).toUpperCase()} files`
    if (lower.endsWith('/*')) return lower === 'text/*' ? 'text files' : `${lower.slice(0, -2)}s`
    const sub = lower.split('/')[1] ?? lower
    return `${sub.replace(/^x-/, '').toUpperCase()} files`
  })
  if (words.length <= 1) return words[0] ?? 'any file'
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/** Bytes for people: `0 bytes`, `512 bytes`, `1.5 KB`, `3.0 MB` (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** Whole percent done, never 100 before every byte is there. */
export function percentOf(transferred: number, total: number): number {
  if (total <= 0) return transferred > 0 ? 100 : 0
  if (transferred >= total) return 100
  return Math.min(99, Math.floor((transferred / total) * 100))
}

/**
 * The object's name for a chosen file inside the folder: its own name, with
 * slashes and control characters (which would make folders or trouble) replaced.
 */
export function objectPathFor(folder: string, fileName: string): string {
  const safe = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '-').trim() || 'file'
  return `${folder.replace(/\/+$/, '')}/${safe}`
}

/** What the live region says when a file's state changes; progress ticks say nothing. */
export function announcement(name: string, state: FileState, detail?: string): string {
  switch (state) {
    case 'waiting':
      return `${name} added.`
    case 'running':
      return `Uploading ${name}.`
    case 'paused':
      return `${name} paused.`
    case 'success':
      return `${name} uploaded.`
    case 'canceled':
      return `Upload of ${name} canceled.`
    case 'error':
    case 'refused':
      return `${name} not uploaded: ${detail ?? errorSentence(undefined)}`
  }
}

/** The word shown beside a file for its state. */
export function stateLabel(state: FileState): string {
  switch (state) {
    case 'waiting':
      return 'Not sent yet'
    case 'running':
      return 'Uploading'
    case 'paused':
      return 'Paused'
    case 'success':
      return 'Uploaded'
    case 'canceled':
      return 'Canceled'
    case 'error':
      return 'Failed'
    case 'refused':
      return 'Not accepted'
  }
}

/** One file in the queue; `values` holds what the person wrote about it (alt text, credit). */
export type QueuedFile<R = unknown> = {
  id: string
  name: string
  size: number
  state: FileState
  /** Bytes sent so far. */
  sent: number
  values: Record<string, string>
  /** Why it failed or was refused, in words. */
  message?: string
  /** What the upload answered once it succeeded. */
  result?: R
  /** A local address of the chosen image, shown before it is sent. */
  preview?: string
}

/** New entries for chosen files: refused ones say why, the others wait or start at once. */
export function queued<R>(
  files: readonly (FileFacts & { id: string })[],
  rules: FileRules,
  fields: readonly string[],
  start: 'waiting' | 'running',
): QueuedFile<R>[] {
  return files.map((file) => {
    const refused = refusalOf(file, rules)
    return {
      id: file.id,
      name: file.name,
      size: file.size,
      state: refused ? 'refused' : start,
      sent: 0,
      values: Object.fromEntries(fields.map((field) => [field, ''])),
      message: refused ?? undefined,
    }
  })
}

/** The list with one entry changed. */
export function changed<R>(
  queue: readonly QueuedFile<R>[],
  id: string,
  change: Partial<QueuedFile<R>>,
): QueuedFile<R>[] {
  return queue.map((entry) => (entry.id === id ? { ...entry, ...change } : entry))
}

/** The entries that the upload button sends: those waiting, and those that failed or were canceled. */
export function sendable<R>(queue: readonly QueuedFile<R>[]): QueuedFile<R>[] {
  return queue.filter((entry) => entry.state === 'waiting' || entry.state === 'error' || entry.state === 'canceled')
}

/** A file's progress bar value: whole percent, 100 once stored. */
export function percentDone(entry: Pick<QueuedFile, 'state' | 'sent' | 'size'>): number {
  return entry.state === 'success' ? 100 : percentOf(entry.sent, entry.size)
}

/** What the list says about itself while and after it is sent, for the live region. */
export function queueSummary(queue: readonly Pick<QueuedFile, 'name' | 'state'>[]): string {
  const done = queue.filter((item) => item.state === 'success').length
  const failed = queue.filter((item) => item.state === 'error').length
  const uploading = queue.find((item) => item.state === 'running' || item.state === 'paused')
  if (uploading) return `Uploading ${uploading.name} (${queue.indexOf(uploading) + 1} of ${queue.length}).`
  if (queue.length === 0) return ''
  const parts = [done ? `${done} uploaded` : '', failed ? `${failed} failed` : ''].filter(Boolean)
  return parts.length ? `${parts.join(', ')}.` : ''
}
