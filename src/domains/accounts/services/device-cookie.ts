import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The device cookie of OWASP's credential-stuffing guidance: a browser that
 * signed in to an account gets a cookie naming that account and this browser
 * (a random id), signed with a key derived from PAYLOAD_SECRET. Its sign-ins
 * to that account are counted on their own, apart from failures elsewhere.
 * One cookie per account, so a shared browser keeps each person's.
 */
export const DEVICE_COOKIE_PREFIX = 'vernissage-device-'
/** Browsers keep a cookie at most 400 days. */
export const DEVICE_COOKIE_DAYS = 400

export type Device = { account: number; id: string }

export function deviceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vernissage sign-in device cookies v1').digest()
}

const signatureOf = (key: Buffer, account: number, id: string) =>
  createHmac('sha256', key).update(`${account}.${id}`).digest('base64url')

export const deviceCookieName = (account: number) => `${DEVICE_COOKIE_PREFIX}${account}`

export function deviceCookieValue(key: Buffer, device: Device): string {
  return `${device.account}.${device.id}.${signatureOf(key, device.account, device.id)}`
}

/** The device a cookie value names, if its signature is ours and it names `account`. */
export function readDeviceCookie(key: Buffer, value: string | undefined, account: number): Device | null {
  const [accountPart, id, signature] = (value ?? '').split('.')
  if (accountPart !== String(account) || !id || !/^[A-Za-z0-9_-]{16,64}$/.test(id) || !signature) return null
  const expected = Buffer.from(signatureOf(key, account, id))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { account, id } : null
}

/** The accounts named by the device cookies of a `Cookie` header, each with its value (unchecked). */
export function deviceCookiesOf(cookieHeader: string | null | undefined): Map<number, string> {
  const found = new Map<number, string>()
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (!name?.startsWith(DEVICE_COOKIE_PREFIX)) continue
    const account = Number(name.slice(DEVICE_COOKIE_PREFIX.length))
    if (Number.isSafeInteger(account) && account > 0) found.set(account, rest.join('='))
  }
  return found
}

export const newDeviceId = () => randomBytes(18).toString('base64url')

export type DeviceCookie = {
  name: string
  value: string
  options: { path: string; maxAge: number; httpOnly: true; secure: boolean; sameSite: 'lax' }
}

/** The cookie for a browser that just signed in to `account`: its device id kept when it had one. */
export function deviceCookie(key: Buffer, device: Device, secure: boolean): DeviceCookie {
  return {
    name: deviceCookieName(device.account),
    value: deviceCookieValue(key, device),
    options: { path: '/', maxAge: DEVICE_COOKIE_DAYS * 86_400, httpOnly: true, secure, sameSite: 'lax' },
  }
}

/** The same as a `Set-Cookie` header's value. */
export function setCookieHeader(cookie: DeviceCookie): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.options.path}`,
    `Max-Age=${cookie.options.maxAge}`,
    'HttpOnly',
    ...(cookie.options.secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ')
}
