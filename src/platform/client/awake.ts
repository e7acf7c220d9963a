/**
 * The event the root layout's client module sends once React has taken over
 * the page, which a page whose framework waited for a first touch listens for
 * to replay the press that woke it (decision 117).
 */
export const AWAKE_EVENT = 'vernissage:awake'

/**
 * An element carrying this attribute wakes its page at once when the browser
 * holds something under the attribute's value in `localStorage`: a visitor's
 * own stored state is drawn without waiting for a touch (decision 117).
 */
export const WAKE_IF_STORED = 'data-wake-if-stored'
