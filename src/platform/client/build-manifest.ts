/**
 * The build update check of the original system: one second after start and
 * then every hour, fetch `builds/latest.json?{timestamp}`; when a newer build
 * is out, the next navigation is a full page load.
 */
export const FIRST_CHECK_MS = 1000
export const CHECK_EVERY_MS = 60 * 60 * 1000

export type BuildInfo = { id: string; timestamp: number }

export function latestManifestUrl(now: number): string {
  return `/builds/latest.json?${now}`
}

/** Under the development server (no build: timestamp 0) nothing counts as newer. */
export function isNewerBuild(current: BuildInfo, latest: unknown): boolean {
  if (current.timestamp === 0 || !latest || typeof latest !== 'object') return false
  const { id, timestamp } = latest as Partial<BuildInfo>
  return typeof id === 'string' && id !== current.id && typeof timestamp === 'number' && timestamp > current.timestamp
}

export type UpdateCheck = { updateAvailable: () => boolean; stop: () => void }

export function startUpdateCheck(
  current: BuildInfo,
  deps: {
    fetchJson: (url: string) => Promise<unknown>
    now?: () => number
    setTimeout?: typeof globalThis.setTimeout
    setInterval?: typeof globalThis.setInterval
    clearTimeout?: typeof globalThis.clearTimeout
    clearInterval?: typeof globalThis.clearInterval
  },
): UpdateCheck {
  const now = deps.now ?? Date.now
  const later = deps.setTimeout ?? globalThis.setTimeout
  const every = deps.setInterval ?? globalThis.setInterval
  let newer = false
  const check = async () => {
    if (newer) return
    try {
      newer = isNewerBuild(current, await deps.fetchJson(latestManifestUrl(now())))
    } catch {
      // Offline or a deploy in progress: try again at the next check.
    }
  }
  let interval: ReturnType<typeof setInterval> | undefined
  const first = later(() => {
    void check()
    interval = every(() => void check(), CHECK_EVERY_MS)
  }, FIRST_CHECK_MS)
  return {
    updateAvailable: () => newer,
    stop: () => {
      ;(deps.clearTimeout ?? globalThis.clearTimeout)(first)
      if (interval) (deps.clearInterval ?? globalThis.clearInterval)(interval)
    },
  }
}

/** A click that would be a client-side navigation within the site. */
export function isInternalNavigationClick(event: MouseEvent, origin: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(target instanceof HTMLAnchorElement)) return null
  if (target.target && target.target !== '_self') return null
  if (target.hasAttribute('download')) return null
  const url = new URL(target.href, origin)
  return url.origin === origin ? target : null
}
