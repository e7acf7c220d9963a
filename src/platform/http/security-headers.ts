/** The only origins a page may frame besides its own: the privacy-enhanced video players (decision 055). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/**
 * Headers sent with every response. The Content-Security-Policy allows only our
 * own origin; inline scripts and styles stay allowed because Next's streaming
 * and Payload's admin emit them (see docs/decisions). A configured map style
 * (`MAP_STYLE_URL`) adds its origin for the map's styles, tiles and fonts, and
 * nothing when unset (decision 054). Frames come from our own origin (the
 * control panel's live preview) and from the two video players the video
 * block loads on a click, YouTube's no-cookie host and Vimeo's player
 * (decision 055).
 */
export function contentSecurityPolicy(options: {
  development: boolean
  filesOrigin?: string
  mapOrigin?: string
}): string {
  const files = options.filesOrigin ? [options.filesOrigin] : []
  const map = options.mapOrigin ? [options.mapOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...files, ...map],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...map, ...(options.development ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:', ...files],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...VIDEO_PLAYER_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: {
  development: boolean
  https: boolean
  filesOrigin?: string
  mapOrigin?: string
}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), interest-cohort=()' },
    ...(options.https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ]
}

/**
 * The same headers for the draft previews (`/temp/…`), which the control
 * panel's live preview shows in a frame: framed by our own origin, and by no
 * other (decision 056).
 */
export function framedByOwnOrigin(headers: readonly { key: string; value: string }[]) {
  return headers.map((header) =>
    header.key === 'Content-Security-Policy'
      ? { ...header, value: header.value.replace("frame-ancestors 'none'", "frame-ancestors 'self'") }
      : header.key === 'X-Frame-Options'
        ? { ...header, value: 'SAMEORIGIN' }
        : header,
  )
}

/**
 * The same headers for the control panel, whose door page reads tickets'
 * QR codes with the phone's camera (decision 064): our own origin may ask
 * for the camera, and the browser still asks the person. The whole panel,
 * not the one page, since the panel moves between its pages without loading
 * a new document, and a document keeps the policy it was loaded with.
 */
export function cameraForOwnOrigin(headers: readonly { key: string; value: string }[]) {
  return headers.map((header) =>
    header.key === 'Permissions-Policy'
      ? { ...header, value: header.value.replace('camera=()', 'camera=(self)') }
      : header,
  )
}

/**
 * The same headers for the cards an oEmbed answer frames (`/embed/card/…`,
 * decision 110): any site may frame them; every other address stays
 * `frame-ancestors 'none'`.
 */
export function framedByAnySite(headers: readonly { key: string; value: string }[]) {
  return headers
    .filter((header) => header.key !== 'X-Frame-Options')
    .map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: header.value.replace("frame-ancestors 'none'", 'frame-ancestors *') }
        : header,
    )
}
