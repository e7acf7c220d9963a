export const ANALYTICS_ENDPOINT = '/api/analytics'

/*
 * Each function below uses nothing but its arguments and the browser's
 * globals: they are also written into every page as its inline first-view
 * script (`firstViewScript`), which runs whether or not React ever wakes
 * (decision 117).
 */

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

export function sendPageView(endpoint: string, path: string, referrer: string | undefined): void {
  const body = JSON.stringify({ type: 'page_view', path, ...(referrer ? { referrer } : {}) })
  // A plain string goes as text/plain: a simple request, no CORS preflight.
  if (navigator.sendBeacon?.(endpoint, body)) return
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  })
}

/** The page's own load, recorded by the page's HTML itself: its address and where its visitor came from. */
export const firstViewScript = () =>
  `(${shouldRecord})(navigator)&&(${sendPageView})(${JSON.stringify(ANALYTICS_ENDPOINT)},location.pathname+location.search,(${referrerFromElsewhere})(document.referrer,location.origin))`
