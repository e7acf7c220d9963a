import { describe, expect, it } from 'vitest'

import { confirmEmailChange, requestEmailChange } from '@/domains/accounts/services/email-change'
import { recoverEmail } from '@/domains/accounts/services/sign-up'

import { mailedCode } from './mail'
import { testPayload } from './payload'

async function person(email: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, name: 'Ola', password: 'a-good-password', emailVerified: true },
  })
}

describe('changing an email address', () => {
  it('changes only when the new address confirms, tells the old one, and can be undone from it', async () => {
    const payload = await testPayload()
    const ola = await person('ola@example.org')
    const asked = await requestEmailChange(payload, ola, {
      newEmail: 'Ola.New@Example.org',
      confirmPassword: 'a-good-password',
    })
    expect(asked).toEqual({ ok: true, newEmail: 'ola.new@example.org' })
    expect((await payload.findByID({ collection: 'users', id: ola.id })).email).toBe('ola@example.org')

    const code = (await mailedCode('ola.new@example.org', 'verifyAndChangeEmail'))!
    expect(await confirmEmailChange(payload, code)).toEqual({ ok: true, email: 'ola.new@example.org' })
    expect(await confirmEmailChange(payload, code)).toEqual({ ok: false, reason: 'used' })
    const changed = await payload.findByID({ collection: 'users', id: ola.id })
    expect(changed).toMatchObject({ email: 'ola.new@example.org', emailVerified: true })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'ola.new@example.org', password: 'a-good-password' },
    })
    expect(login.user?.id).toBe(ola.id)

    const undo = (await mailedCode('ola@example.org', 'recoverEmail'))!
    expect(await recoverEmail(payload, undo)).toEqual({ ok: true })
    expect((await payload.findByID({ collection: 'users', id: ola.id })).email).toBe('ola@example.org')
    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { action: { equals: 'account.email-changed' } },
    })
    expect(audit[0]?.summary).toEqual({ from: 'ola@example.org', to: 'ola.new@example.org' })
  })

  it('refuses a wrong password, the same address, and an address someone else has', async () => {
    const payload = await testPayload()
    const pia = await person('pia@example.org')
    await person('taken@example.org')
    expect(
      await requestEmailChange(payload, pia, { newEmail: 'new@example.org', confirmPassword: 'wrong-password' }),
    ).toMatchObject({ ok: false, field: 'confirmPassword' })
    expect(
      await requestEmailChange(payload, pia, { newEmail: 'PIA@example.org', confirmPassword: 'a-good-password' }),
    ).toMatchObject({ ok: false, field: 'newEmail', message: 'This is already your address.' })
    expect(
      await requestEmailChange(payload, pia, { newEmail: 'taken@example.org', confirmPassword: 'a-good-password' }),
    ).toMatchObject({ ok: false, field: 'newEmail', message: 'Another account already uses this address.' })
    expect(await mailedCode('new@example.org', 'verifyAndChangeEmail')).toBeNull()
  })

  it('refuses the link when the address was taken by someone else meanwhile', async () => {
    const payload = await testPayload()
    const quinn = await person('quinn@example.org')
    await requestEmailChange(payload, quinn, { newEmail: 'wanted@example.org', confirmPassword: 'a-good-password' })
    await person('wanted@example.org')
    const code = (await mailedCode('wanted@example.org', 'verifyAndChangeEmail'))!
    expect(await confirmEmailChange(payload, code)).toEqual({ ok: false, reason: 'taken' })
    expect((await payload.findByID({ collection: 'users', id: quinn.id })).email).toBe('quinn@example.org')
  })
})
