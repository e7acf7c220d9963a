import { sql } from '@payloadcms/db-postgres'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearThrottle, throttledSignIns } from '@/domains/accounts/services/sign-in-throttle'
import { requestPasswordReset, resetPassword } from '@/domains/accounts/services/sign-up'
import { database, postgresOf, rowsOf } from '@/platform/database/transaction'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'

import { graphql, rest } from './api'
import { linkCode } from './mail'
import { testPayload } from './payload'

/** A REST sign-in as the launcher hands it on: with the client's address, and the browser's cookie if any. */
function signIn(email: string, password: string, address: string, cookie?: string) {
  return rest('POST', '/users/login', {
    body: { email, password },
    headers: { [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) },
  })
}

async function person(email: string, roles: ('staff' | 'admin')[] = []) {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'the-right-one', roles },
  })
}

/** Time passing: the counters read the clock, and only the clock is faked, so the database answers as ever. */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms)

/** The device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('vernissage-device-'))
  if (!cookie) throw new Error('No device cookie was set')
  return cookie.split(';')[0]!
}

describe('sign-in throttling', () => {
  // A stopped clock: a slow machine's seconds between attempts must not count as waiting.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date() }))
  afterEach(() => vi.useRealTimers())

  it("leaves the administrator able to sign in from their own browser after an attacker's 100 wrong passwords", async () => {
    await person('boss@example.org', ['admin', 'staff'])
    const first = await signIn('boss@example.org', 'the-right-one', '192.0.2.10')
    expect(first.status).toBe(200)
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith('vernissage-device-'))!
    expect(setCookie).toMatch(
      /^vernissage-device-\d+=\d+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/,
    )
    const device = deviceCookieOf(first.headers)

    const statuses: number[] = []
    for (let i = 0; i < 100; i++) {
      statuses.push((await signIn('boss@example.org', `guess-${i}`, `198.51.100.${i % 50}`)).status)
    }
    // Five counted failures, then every attempt waits; nothing is ever locked.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))

    // A new browser waits, told how long in words and in Retry-After.
    const stranger = await signIn('boss@example.org', 'the-right-one', '203.0.113.99')
    expect(stranger.status).toBe(429)
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(stranger.body)).toMatch(
      /Too many failed sign-ins for this account\. Try again in \d+ seconds?/,
    )

    // The administrator's own browser is not held back, over REST and GraphQL alike.
    const own = await signIn('boss@example.org', 'the-right-one', '192.0.2.10', device)
    expect(own.status).toBe(200)
    const viaGraphql = await graphql(
      'mutation { loginUser(email: "boss@example.org", password: "the-right-one") { user { email } } }',
      { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.10', cookie: device } },
    )
    expect(viaGraphql.body.errors).toBeUndefined()
    expect(viaGraphql.body.data?.loginUser).toEqual({ user: { email: 'boss@example.org' } })
  })

  it('delays a new browser with growing waits, and lets the right password in once the wait is over', async () => {
    await person('dee@example.org')
    for (let i = 0; i < 5; i++) expect((await signIn('dee@example.org', 'wrong', '192.0.2.20')).status).toBe(401)
    const waits: string[] = []
    for (const ms of [1000, 2000, 4000]) {
      const refused = await signIn('dee@example.org', 'wrong', '192.0.2.20')
      expect(refused.status).toBe(429)
      waits.push(refused.headers.get('retry-after')!)
      wait(ms)
      expect((await signIn('dee@example.org', 'wrong', '192.0.2.20')).status).toBe(401)
    }
    expect(waits).toEqual(['1', '2', '4'])
    const graphqlRefusal = await graphql(
      'mutation { loginUser(email: "dee@example.org", password: "the-right-one") { user { email } } }',
      { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.21' } },
    )
    expect(graphqlRefusal.body.errors?.[0]?.message).toBe(
      'Too many failed sign-ins for this account. Try again in 8 seconds, or reset your password.',
    )
    wait(8000)
    expect((await signIn('dee@example.org', 'the-right-one', '192.0.2.20')).status).toBe(200)
    // A success forgets the account's failures.
    expect((await signIn('dee@example.org', 'wrong', '192.0.2.20')).status).toBe(401)
  })

  it('gives a browser with the device cookie its own small budget, and ignores a forged one', async () => {
    const eve = await person('eve@example.org')
    const device = deviceCookieOf((await signIn('eve@example.org', 'the-right-one', '192.0.2.30')).headers)
    for (let i = 0; i < 5; i++)
      expect((await signIn('eve@example.org', 'wrong', '192.0.2.30', device)).status).toBe(401)
    const refused = await signIn('eve@example.org', 'the-right-one', '192.0.2.30', device)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    // The account's own count was untouched: another browser still has its free attempts.
    expect((await signIn('eve@example.org', 'the-right-one', '192.0.2.31')).status).toBe(200)

    const forged = `vernissage-device-${eve.id}=${eve.id}.${'a'.repeat(24)}.${'b'.repeat(43)}`
    for (let i = 0; i < 5; i++) await signIn('eve@example.org', 'wrong', '192.0.2.32', forged)
    expect((await signIn('eve@example.org', 'the-right-one', '192.0.2.32', forged)).status).toBe(429)
  })

  it('never throttles a password reset, and the reset clears the account (both resets)', async () => {
    const payload = await testPayload()
    await person('fin@example.org')
    for (let i = 0; i < 6; i++) await signIn('fin@example.org', 'wrong', '192.0.2.40')
    expect((await signIn('fin@example.org', 'the-right-one', '192.0.2.40')).status).toBe(429)
    await requestPasswordReset(payload, 'fin@example.org')
    expect(await resetPassword(payload, await linkCode('fin@example.org', 'resetPassword'), 'a-new-one-1')).toEqual({
      ok: true,
    })
    expect((await signIn('fin@example.org', 'a-new-one-1', '192.0.2.41')).status).toBe(200)

    for (let i = 0; i < 6; i++) await signIn('fin@example.org', 'wrong', '192.0.2.40')
    expect((await signIn('fin@example.org', 'a-new-one-1', '192.0.2.40')).status).toBe(429)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'fin@example.org' },
      disableEmail: true,
    })
    await payload.resetPassword({ collection: 'users', data: { token, password: 'a-new-one-2' }, overrideAccess: true })
    expect((await signIn('fin@example.org', 'a-new-one-2', '192.0.2.42')).status).toBe(200)
  })

  it('slows down an address that fails across many accounts, and only that address', async () => {
    await person('gus@example.org')
    const device = deviceCookieOf((await signIn('gus@example.org', 'the-right-one', '198.51.100.200')).headers)
    // Unknown accounts each time, so no account's own count is reached.
    for (let i = 0; i < 20; i++)
      expect((await signIn(`nobody-${i}@example.org`, 'x', '198.51.100.200')).status).toBe(401)
    const refused = await signIn('gus@example.org', 'the-right-one', '198.51.100.200')
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toMatch(/Too many failed sign-ins from your network\. Try again in 1 second,/)
    expect((await signIn('gus@example.org', 'the-right-one', '198.51.100.201')).status).toBe(200)
    // Behind the same address, the browser that signed in before is not held back.
    expect((await signIn('gus@example.org', 'the-right-one', '198.51.100.200', device)).status).toBe(200)
    // It delays, never locks: after the wait the address may try again.
    wait(1000)
    expect((await signIn('gus@example.org', 'the-right-one', '198.51.100.200')).status).toBe(200)
  })

  it('shows staff the accounts and addresses slowed down, lets staff clear one, and refuses anyone else', async () => {
    const payload = await testPayload()
    const staff = await person('desk@example.org', ['staff'])
    const member = await person('hal@example.org')
    for (let i = 0; i < 6; i++) await signIn('hal@example.org', 'wrong', '192.0.2.50')
    const listed = await throttledSignIns(payload)
    const hal = listed.find((entry) => entry.kind === 'account' && entry.key === 'hal@example.org')
    expect(hal).toMatchObject({ failures: 5 })
    expect(hal!.nextAttemptAt.getTime()).toBeGreaterThan(hal!.lastFailureAt.getTime())
    expect(listed.some((entry) => entry.kind === 'address' && entry.key === '198.51.100.200')).toBe(true)

    for (const caller of [member, { id: member.id, roles: ['artist'] }]) {
      expect(await clearThrottle(payload, caller, { kind: 'account', key: 'hal@example.org' })).toEqual({
        ok: false,
        message: 'Only staff clear sign-in throttling.',
      })
    }
    expect((await signIn('hal@example.org', 'the-right-one', '192.0.2.51')).status).toBe(429)
    expect(await clearThrottle(payload, staff, { kind: 'account', key: 'HAL@example.org' })).toEqual({
      ok: true,
      message: 'The account hal@example.org may sign in again at once.',
    })
    expect((await throttledSignIns(payload)).some((entry) => entry.key === 'hal@example.org')).toBe(false)
    const { docs } = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { action: { equals: 'sign-in-throttle.clear' } },
    })
    expect(docs.map((row) => [row.target, typeof row.actor === 'object' ? row.actor?.id : row.actor])).toEqual([
      ['hal@example.org', staff.id],
    ])
    // Payload's own unlock is no way round the tool, and tells nobody which addresses have an account.
    for (const who of ['hal@example.org', 'desk@example.org']) {
      const { token } = (await signIn(who, 'the-right-one', '198.18.2.1')).body as { token: string }
      for (const email of ['hal@example.org', 'nobody@example.org'])
        expect((await rest('POST', '/users/unlock', { token, body: { email } })).status).toBe(403)
    }
    expect((await signIn('hal@example.org', 'the-right-one', '192.0.2.51')).status).toBe(200)
  })

  it('signs in with one connection of the pool left (what it writes stays in its own transaction)', async () => {
    const payload = await testPayload()
    await person('crowd@example.org')
    await signIn('crowd@example.org', 'wrong', '198.18.1.1')
    // A busy server: every connection but one is held by other work. A sign-in that asked
    // for a second connection inside its transaction would wait for ever.
    const pool = postgresOf(payload).pool
    const free = (pool.options.max ?? 10) - (pool.totalCount - pool.idleCount)
    const held = await Promise.all(Array.from({ length: free - 1 }, () => pool.connect()))
    try {
      const answer = await Promise.race([
        signIn('crowd@example.org', 'the-right-one', '198.18.1.1'),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('The sign-in waited for a second connection')), 20_000),
        ),
      ])
      expect(answer.status).toBe(200)
    } finally {
      for (const client of held) client.release()
    }
    // Committed with the sign-in: the account's failure forgotten, the address's own attempt taken back.
    const counts = await rowsOf<{ key: string; points: number }>(
      database(payload),
      sql`SELECT key, points FROM rate_limits WHERE key LIKE '%crowd@example.org' OR key LIKE '%198.18.1.1' ORDER BY key`,
    )
    expect(counts).toEqual([{ key: 'sign-in-address:198.18.1.1', points: 1 }])
  })
})
