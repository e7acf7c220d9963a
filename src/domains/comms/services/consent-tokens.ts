import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed addresses of a mail's unsubscribe and preference links (decision 090).
 * A token names an email (lower-cased) and, for an unsubscribe, the mail's topic and
 * mailing; its signature is an HMAC with a key derived from PAYLOAD_SECRET. Tokens
 * never expire: a newsletter read a year later must still unsubscribe.
 */

export const MAIL_TOPICS = ['news', 'openStudios', 'events', 'giving'] as const
export type MailTopic = (typeof MAIL_TOPICS)[number]

export const isMailTopic = (value: unknown): value is MailTopic => MAIL_TOPICS.includes(value as MailTopic)

/** What a token lets its bearer do: unsubscribe (one click) or choose topics. */
export type ConsentPurpose = 'unsubscribe' | 'preferences'

export type ConsentToken = { purpose: ConsentPurpose; email: string; topic?: MailTopic; mailing?: string }

export function consentKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vernissage mail consent links v1').digest()
}

const signatureOf = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()

/** `{body}.{signature}`, both base64url; the body is the purpose, email, topic and mailing, one a line. */
export function signConsentToken(key: Buffer, token: ConsentToken): string {
  const body = [token.purpose, token.email.trim().toLowerCase(), token.topic ?? '', token.mailing ?? ''].join('\n')
  return `${Buffer.from(body).toString('base64url')}.${signatureOf(key, body).toString('base64url')}`
}

/** What a token says, if its signature is ours and it is for `purpose`; otherwise null (never throws). */
export function readConsentToken(key: Buffer, value: unknown, purpose: ConsentPurpose): ConsentToken | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  const [encoded, signature, extra] = value.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const body = Buffer.from(encoded, 'base64url').toString()
  const given = Buffer.from(signature, 'base64url')
  const expected = signatureOf(key, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [kind, email, topic, mailing, ...rest] = body.split('\n')
  if (kind !== purpose || !email || rest.length > 0) return null
  if (topic && !isMailTopic(topic)) return null
  return { purpose, email, ...(topic ? { topic: topic as MailTopic } : {}), ...(mailing ? { mailing } : {}) }
}
