export const ANALYTICS_ENDPOINT = '/api/analytics'

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Do-Not-Track and Global Privacy Control mean: send nothing. */
export function shouldRecord(navigator: PrivacySignals): boolean {
  return navigator.doNotTrack !== '1' && navigator.globalPrivacyControl !== true
}

/**
 * The referrer of a first load, if it is another site: a link within this
 * site loads the whole page (decision 042), and the page people came from
 * here is not where they came from.
 */
export function referrerFromElsewhere(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined
  try {
    return new URL(referrer).origin === origin ? undefined : referrer
  } catch {
    return undefined
  }
}

export function sendPageView(path: string, referrer: string | undefined): void {
  const body = JSON.stringify({ type: 'page_view', path, ...(referrer ? { referrer } : {}) })
  // A plain string goes as text/plain: a simple request, no CORS preflight.
  if (navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) return
  void fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  })
}
