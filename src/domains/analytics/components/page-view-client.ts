export const ANALYTICS_ENDPOINT = '/api/analytics'

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean }

/** Do-Not-Track and Global Privacy Control mean: send nothing. */
export function shouldRecord(navigator: PrivacySignals): boolean {
  return navigator.doNotTrack !== '1' && navigator.globalPrivacyControl !== true
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
