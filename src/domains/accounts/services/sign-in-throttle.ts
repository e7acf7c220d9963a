import { APIError, type Payload, type PayloadRequest } from 'payload'

import { config } from '@/platform/config'
import { transactionOf } from '@/platform/database/transaction'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { sharedGrowingDelay, type DelayedKey, type GrowingDelay } from '@/platform/rate-limit'

import { isStaff, type Person } from '../roles'
import { recordAudit } from './audit'
import {
  deviceCookie,
  deviceCookiesOf,
  deviceKey,
  newDeviceId,
  readDeviceCookie,
  setCookieHeader,
  type DeviceCookie,
} from './device-cookie'

/**
 * Sign-in throttling (decision 068, after OWASP's credential-stuffing and
 * authentication cheat sheets): failures slow the next attempt down by a
 * growing delay, per account and per client address, and never lock anyone
 * out. A browser with the account's device cookie is counted on its own, so
 * failures from elsewhere never hold its owner back; a password reset clears
 * the account's count. Counted in PostgreSQL, so every process counts together.
 */

/** Per account (its email, known or not, so refusals say nothing about who has an account). */
export const ACCOUNT_LIMIT: GrowingDelay = {
  name: 'sign-in-account',
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  forgetAfterSeconds: 24 * 3600,
}
/** Per client address, over every account: generous, and short, since many people may share one address. */
export const ADDRESS_LIMIT: GrowingDelay = {
  name: 'sign-in-address',
  freeFailures: 20,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterSeconds: 3600,
}
/** Per browser with a device cookie for the account: its own small budget, so a stolen cookie is no free oracle. */
export const DEVICE_LIMIT: GrowingDelay = {
  name: 'sign-in-device',
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  forgetAfterSeconds: 24 * 3600,
}

/** How every refusal begins, so the sign-in form recognises it whatever the error's class. */
export const THROTTLE_PREFIX = 'Too many failed sign-ins'

/** A wait in words: seconds under two minutes, then minutes, always rounded up. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

export type ThrottleReason = 'account' | 'address' | 'device'

export function throttleMessage(reason: ThrottleReason, retryAfterMs: number): string {
  const where = reason === 'address' ? 'from your network' : 'for this account'
  return `${THROTTLE_PREFIX} ${where}. Try again in ${waitInWords(retryAfterMs)}, or reset your password.`
}

/** The keys one attempt was counted under, kept on the request until it succeeds. */
type Counted = { account?: string; address?: string; device?: { key: string; id: string } }
const CONTEXT_KEY = 'signInThrottle'
/** Where a successful sign-in leaves the browser's device cookie, for a server action to set. */
export const DEVICE_COOKIE_CONTEXT_KEY = 'deviceCookie'

export const accountKey = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

const counters = (payload: Payload) => ({
  account: sharedGrowingDelay(payload, ACCOUNT_LIMIT),
  address: sharedGrowingDelay(payload, ADDRESS_LIMIT),
  device: sharedGrowingDelay(payload, DEVICE_LIMIT),
})

const secret = () => deviceKey(config().PAYLOAD_SECRET)

/** The device cookie this request carries for the account of `email`, checked. */
async function deviceOf(req: PayloadRequest, email: string) {
  const cookies = deviceCookiesOf(req.headers?.get('cookie'))
  if (!cookies.size) return null
  const account = await req.payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return account ? readDeviceCookie(secret(), cookies.get(account.id), account.id) : null
}

/** Payload's `loggingLevels` key for a refusal to wait: logged as info, so an attack cannot flood the log with errors. */
export const THROTTLED_ERROR_NAME = 'SignInThrottled'

class SignInThrottled extends APIError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429, { retryAfterSeconds }, true)
    // Set by hand: the production bundle renames classes.
    this.name = THROTTLED_ERROR_NAME
  }
}

function refuse(req: PayloadRequest, reason: ThrottleReason, retryAfterMs: number): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(seconds))
  throw new SignInThrottled(throttleMessage(reason, retryAfterMs), seconds)
}

/**
 * Before a password is checked (the users collection's `beforeOperation` for
 * `login`, so every path: the form's action, REST, GraphQL): counts the attempt
 * as a failure in advance, or refuses it with 429 and `Retry-After` while it must wait.
 */
export async function admitSignIn(req: PayloadRequest, email: unknown): Promise<void> {
  const account = accountKey(email)
  if (!account) return
  const counter = counters(req.payload)
  const device = await deviceOf(req, account)
  if (device) {
    const key = `${device.account}:${device.id}`
    const verdict = await counter.device.attempt(key)
    if (!verdict.allowed) refuse(req, 'device', verdict.retryAfterMs)
    req.context[CONTEXT_KEY] = { device: { key, id: device.id } } satisfies Counted
    return
  }
  const counted: Counted = {}
  // Stamped by the launcher on every request; absent for the local API's own sign-ins (password checks).
  const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
  if (address) {
    const verdict = await counter.address.attempt(address)
    if (!verdict.allowed) refuse(req, 'address', verdict.retryAfterMs)
    counted.address = address
  }
  const verdict = await counter.account.attempt(account)
  if (!verdict.allowed) {
    if (counted.address) await counter.address.giveBack(counted.address)
    refuse(req, 'account', verdict.retryAfterMs)
  }
  counted.account = account
  req.context[CONTEXT_KEY] = counted
}

/**
 * After a password was right (`afterLogin`): forgets the account's and the
 * device's failures, takes back the address's attempt, and gives the browser
 * its device cookie (as a response header for REST and GraphQL, in the
 * request's context for a server action).
 */
export async function rememberSignIn(req: PayloadRequest, person: { id: number }): Promise<void> {
  const counted = req.context[CONTEXT_KEY] as Counted | undefined
  // Sessions started without a password (federated sign-in) are not counted.
  if (!counted) return
  const counter = counters(req.payload)
  // In the sign-in's own transaction (afterLogin runs inside it): committed with the session it starts.
  const transaction = await transactionOf(req)
  if (counted.account) await counter.account.clear(counted.account, transaction)
  if (counted.address) await counter.address.giveBack(counted.address, transaction)
  if (counted.device) await counter.device.clear(counted.device.key, transaction)
  const cookie = deviceCookie(
    secret(),
    { account: person.id, id: counted.device?.id ?? newDeviceId() },
    new URL(config().PUBLIC_URL).protocol === 'https:',
  )
  req.context[DEVICE_COOKIE_CONTEXT_KEY] = cookie
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', setCookieHeader(cookie))
}

/** The device cookie a successful sign-in left on its request, if any. */
export function deviceCookieAfterSignIn(req: Pick<PayloadRequest, 'context'>): DeviceCookie | undefined {
  return req.context?.[DEVICE_COOKIE_CONTEXT_KEY] as DeviceCookie | undefined
}

/** A password reset: the account may sign in at once, from anywhere. */
export async function clearAccountThrottle(payload: Payload, email: string): Promise<void> {
  await counters(payload).account.clear(accountKey(email))
}

export type ThrottledKind = 'account' | 'address'
/** `waiting`: whether its next attempt must wait now (once it may try, a failure makes it wait longer). */
export type Throttled = DelayedKey & { kind: ThrottledKind; waiting: boolean }

/** The accounts and addresses with failures enough to be slowed down, the latest first. */
export async function throttledSignIns(payload: Payload, now = new Date()): Promise<Throttled[]> {
  const counter = counters(payload)
  const [accounts, addresses] = await Promise.all([counter.account.delayed(), counter.address.delayed()])
  const waiting = (entry: DelayedKey) => entry.nextAttemptAt.getTime() > now.getTime()
  return [
    ...accounts.map((entry) => ({ ...entry, kind: 'account' as const, waiting: waiting(entry) })),
    ...addresses.map((entry) => ({ ...entry, kind: 'address' as const, waiting: waiting(entry) })),
  ].sort((a, b) => b.lastFailureAt.getTime() - a.lastFailureAt.getTime())
}

/** Staff forget an account's or an address's failures; written to the audit log. */
export async function clearThrottle(
  payload: Payload,
  person: Person & { id: number },
  target: { kind: string; key: string },
): Promise<{ ok: boolean; message: string }> {
  if (!isStaff(person)) return { ok: false, message: 'Only staff clear sign-in throttling.' }
  if ((target.kind !== 'account' && target.kind !== 'address') || !target.key.trim())
    return { ok: false, message: 'Choose an account or an address to clear.' }
  const counter = counters(payload)[target.kind]
  const key = target.kind === 'account' ? accountKey(target.key) : target.key.trim()
  await counter.clear(key)
  await recordAudit(payload, {
    actor: person.id,
    action: 'sign-in-throttle.clear',
    target: key,
    summary: { kind: target.kind },
  })
  return {
    ok: true,
    message: `${target.kind === 'account' ? 'The account' : 'The address'} ${key} may sign in again at once.`,
  }
}
