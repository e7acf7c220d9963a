/**
 * A page whose code chunk fails to load (usually: a new build replaced it)
 * reloads once. A session-storage marker valid 10 seconds stops a reload loop
 * when the chunk is really gone.
 */
export const CHUNK_RELOAD_MARKER = 'vernissage:chunk-reload'
export const CHUNK_RELOAD_WINDOW_MS = 10_000

const CHUNK_FAILURE =
  /Loading (CSS )?chunk [\w/.-]+ failed|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown }
    if (name === 'ChunkLoadError') return true
    return typeof message === 'string' && CHUNK_FAILURE.test(message)
  }
  return typeof reason === 'string' && CHUNK_FAILURE.test(reason)
}

/** A `<script>` or stylesheet of the app's own chunks that failed to load. */
export function isChunkElement(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false
  const source = target.getAttribute('src') ?? target.getAttribute('href') ?? ''
  return (target.tagName === 'SCRIPT' || target.tagName === 'LINK') && source.includes('/_next/static/')
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/** Reloads unless a reload for the same reason happened less than 10 seconds ago. Returns whether it reloaded. */
export function reloadOnce(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_MARKER))
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false
  storage.setItem(CHUNK_RELOAD_MARKER, String(now))
  reload()
  return true
}
