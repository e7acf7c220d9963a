import { readConsentToken, type ConsentPurpose } from './consent-tokens'

/** The consent pages' addresses (decision 090). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe'
export const ONE_CLICK_PATH = '/mail/unsubscribe/one-click'
export const PREFERENCES_PATH = '/mail/preferences'
export const BAD_LINK_PATH = '/mail/bad-link'

const PURPOSES: Record<string, ConsentPurpose> = {
  [UNSUBSCRIBE_PATH]: 'unsubscribe',
  [PREFERENCES_PATH]: 'preferences',
}

/**
 * What the proxy does with a request for a consent page, given the signing key.
 * A `POST` to the unsubscribe address that is not a server action is RFC 8058's
 * one click (or the confirm page's own button, the same request): it goes to the
 * route handler that answers it. A page asked for with a token that is not ours
 * is the bad-link page with status 400; the preference page without a token is
 * the signed-in person's own.
 */
export function consentRewrite(
  request: { method: string; pathname: string; search: URLSearchParams; serverAction: boolean },
  key: Buffer,
): { path: string; status?: number } | null {
  const purpose = PURPOSES[request.pathname]
  if (!purpose) return null
  if (request.method === 'POST' && purpose === 'unsubscribe' && !request.serverAction) {
    return { path: `${ONE_CLICK_PATH}?${request.search}` }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const token = request.search.get('token')
  if (token === null && purpose === 'preferences') return null
  return readConsentToken(key, token, purpose) ? null : { path: BAD_LINK_PATH, status: 400 }
}
