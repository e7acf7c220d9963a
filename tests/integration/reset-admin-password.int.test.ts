/**
 * `npm run reset-admin-password`: an administrator who lost their password gets
 * a new one from the machine — signed in with it, the old one and every session
 * gone, the sign-in throttling cleared, one audit row — and anyone else's
 * address is refused with nothing changed.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ADMIN_PASSWORD_RESET_PATH, resetAdministratorPassword } from '@/domains/accounts'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'

import { rest, tokenFor } from './api'
import { testPayload } from './payload'

const root = path.resolve(import.meta.dirname, '..', '..')
const OLD = 'the-lost-password'
/** The command loads Payload in a process of its own: tens of seconds on a busy machine. */
const COMMAND_MS = 240_000

let payload: Payload

/** The command as a person runs it on the machine, on this file's database, with what it reads on stdin. */
function command(args: string[], stdin = '') {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'reset-admin-password.ts'), ...args],
      {
        cwd: root,
        env: process.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: COMMAND_MS,
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.stdin.end(stdin)
    // 'close', not 'exit': the output may still be on its way when the process has exited.
    child.on('close', (code) => resolve({ code, output }))
  })
}

const signIn = (email: string, password: string) =>
  rest('POST', '/users/login', { body: { email, password }, headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.77' } })

async function person(email: string, roles: ('admin' | 'staff')[], status: 'active' | 'suspended' = 'active') {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: OLD, roles, status } })
}

async function hashOf(id: number): Promise<unknown> {
  const rows = await payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  return (rows.docs[0] as { hash?: string }).hash
}

async function resetAudit(id: number) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ action: { equals: 'account.identity-changed' } }, { targetId: { equals: String(id) } }] },
  })
  return docs.map((row) => ({ actor: row.actor, summary: row.summary }))
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('npm run reset-admin-password', () => {
  it(
    'gives a throttled administrator a generated password, ending their sessions, audited once',
    async () => {
      const admin = await person('Lost.Admin@example.org', ['admin', 'staff'])
      const session = await tokenFor(payload, 'lost.admin@example.org', OLD)
      // An attacker's guesses have throttled the account; a stopped clock, so that no wait runs out meanwhile.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
      try {
        for (let i = 0; i < 6; i++) await signIn('lost.admin@example.org', `guess-${i}`)
        expect((await signIn('lost.admin@example.org', OLD)).status).toBe(429)
      } finally {
        vi.useRealTimers()
      }

      const run = await command([' LOST.ADMIN@example.org '])
      expect(run.code, run.output).toBe(0)
      const password = /password: (\S+)/.exec(run.output)?.[1]
      expect(password, run.output).toHaveLength(16)
      expect(run.output).toContain('New password set for lost.admin@example.org')

      expect((await signIn('lost.admin@example.org', password!)).status).toBe(200)
      expect((await signIn('lost.admin@example.org', OLD)).status).toBe(401)
      expect((await rest('GET', '/users/me', { token: session })).body.user).toBeNull()
      expect(await resetAudit(admin.id)).toEqual([
        { actor: null, summary: { password: 'changed', path: ADMIN_PASSWORD_RESET_PATH } },
      ])
    },
    COMMAND_MS,
  )

  it('refuses an unknown address, a member, staff, a suspended administrator and a short password, changing nothing; takes one given', async () => {
    const member = await person('member.only@example.org', [])
    const memberHash = await hashOf(member.id)
    expect(memberHash).toEqual(expect.any(String))
    const staff = await person('staff.only@example.org', ['staff'])
    const suspended = await person('suspended.admin@example.org', ['admin'], 'suspended')
    const admin = await person('chosen.admin@example.org', ['admin'])
    const reset = (email: string, password?: string) =>
      resetAdministratorPassword(payload, { email, password, passwordMinLength: 12 })

    expect(await reset('nobody@example.org')).toEqual({
      ok: false,
      message: 'No account has the address nobody@example.org: nothing was changed.',
    })
    expect(await reset('member.only@example.org')).toEqual({
      ok: false,
      message:
        'member.only@example.org is not an administrator: this command resets administrators’ passwords only. ' +
        'Others use “Forgot your password?” on the sign-in page.',
    })
    expect(await reset('staff.only@example.org')).toMatchObject({
      ok: false,
      message: expect.stringContaining('staff.only@example.org is not an administrator'),
    })
    expect(await reset('suspended.admin@example.org')).toMatchObject({
      ok: false,
      message: expect.stringContaining('is suspended'),
    })
    expect(await reset('chosen.admin@example.org', 'too-short')).toEqual({
      ok: false,
      message: 'A password needs between 12 and 256 characters.',
    })
    expect(await hashOf(member.id)).toBe(memberHash)
    expect(await resetAudit(member.id)).toEqual([])
    expect(await resetAudit(staff.id)).toEqual([])
    expect(await resetAudit(suspended.id)).toEqual([])
    expect(await resetAudit(admin.id)).toEqual([])

    expect(await reset('chosen.admin@example.org', 'a chosen passphrase')).toEqual({
      ok: true,
      email: 'chosen.admin@example.org',
      password: 'a chosen passphrase',
      generated: false,
    })
    expect((await signIn('chosen.admin@example.org', 'a chosen passphrase')).status).toBe(200)
    expect(await resetAudit(admin.id)).toHaveLength(1)
  })
})
