/**
 * The event the root layout's client module sends once React has taken over
 * the page, which a page whose framework waited for a first touch listens for
 * to replay the press that woke it (decision 117).
 */
export const AWAKE_EVENT = 'vernissage:awake'

/**
 * An element carrying this attribute wakes its page at once when the browser
 * holds something under the attribute's value in `localStorage` or
 * `sessionStorage`: a visitor's own stored state is drawn without waiting for
 * a touch (decision 117).
 */
export const WAKE_IF_STORED = 'data-wake-if-stored'

/**
 * An element carrying this attribute wakes its page when it comes within the
 * attribute's value (a CSS length, as `rootMargin`) of the screen: a part drawn
 * only by script, such as a map, is drawn when it is seen (decision 117).
 */
export const WAKE_IN_VIEW = 'data-wake-in-view'

/**
 * An element carrying this attribute wakes its page at once: what the page is
 * for is its live part, such as a plan kept for offline use on the day
 * (decision 117).
 */
export const WAKE_AT_ONCE = 'data-wake-at-once'
