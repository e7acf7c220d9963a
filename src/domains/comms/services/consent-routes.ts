import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { escapeHtml } from '@/platform/mail'

import { UNSUBSCRIBE_PATH } from './consent-addresses'
import { suppress } from './consent'
import { consentKey, readConsentToken } from './consent-tokens'

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' }

/** A small page of its own: mail clients read the answer to a one-click POST, if at all, without our layout. */
function answer(status: number, title: string, words: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(words)}</p></main></body></html>`
  return new Response(html, { status, headers: PAGE_HEADERS })
}

/**
 * RFC 8058's one-click unsubscribe (decision 090): `POST` with the body
 * `List-Unsubscribe=One-Click` to the address in the mail's List-Unsubscribe
 * header, with no cookie and no CSRF token — the signed token is the proof.
 * Puts the address on the suppression list (twice is once) and answers 200; the
 * confirm page's own button posts the same with `from=page` and is sent back
 * to the page, which then says it is done. A bad token or body is a 400.
 */
export async function oneClickUnsubscribeResponse(payload: Payload, request: Request): Promise<Response> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return answer(400, 'Not unsubscribed', 'The request’s body is not a form: it must be List-Unsubscribe=One-Click.')
  }
  if (form.get('List-Unsubscribe') !== 'One-Click') {
    return answer(400, 'Not unsubscribed', 'The request’s body must be List-Unsubscribe=One-Click (RFC 8058).')
  }
  const search = new URL(request.url).searchParams
  const token = readConsentToken(consentKey(config().PAYLOAD_SECRET), search.get('token'), 'unsubscribe')
  if (!token) {
    return answer(
      400,
      'This unsubscribe link is not valid',
      'The link was changed or cut short on its way. Use the link in the mail itself, or write to us and we will take you off the list.',
    )
  }
  await suppress(database(payload), {
    email: token.email,
    reason: 'unsubscribed',
    mailing: token.mailing,
    note: token.topic ? `One click from a mail about ${token.topic}` : 'One click from a mail',
  })
  if (form.get('from') === 'page') {
    const page = new URL(
      `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: search.get('token') ?? '' })}`,
      config().PUBLIC_URL,
    )
    return new Response(null, { status: 303, headers: { location: page.href, 'cache-control': 'private, no-store' } })
  }
  return answer(200, 'Unsubscribed', `${token.email} will get no more newsletters from us.`)
}
