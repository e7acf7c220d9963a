import { describe, expect, it } from 'vitest'

import { rest, tokenFor } from './api'
import { testPayload } from './payload'

const PASSWORD = 'a-good-password'

async function person(email: string) {
  const payload = await testPayload()
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD } })
}

/** Who a token signs in as, through `/api/users/me` as a client asks. */
async function whoIs(token: string): Promise<number | null> {
  const answer = await rest('GET', '/users/me', { token })
  return ((answer.body.user as { id: number } | null) ?? null)?.id ?? null
}

// Decision 098: Payload wrote a session onto the account it had read before its transaction, so sign-ins
// at the same moment kept one session between them and the other tokens stopped working in silence.
describe('sign-ins and sign-outs of one account at the same moment', () => {
  it('keep every session: each of four tokens signed in at once still signs in', async () => {
    const payload = await testPayload()
    const created = await person('four-at-once@example.org')
    // Four, under the account's five free attempts: a sign-in counts as a failure until its password is found right.
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => tokenFor(payload, 'four-at-once@example.org', PASSWORD)),
    )
    expect(await Promise.all(tokens.map(whoIs))).toEqual(tokens.map(() => created.id))
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(stored.sessions).toHaveLength(4)
  })

  it('end only the session signed out, while others sign in', async () => {
    const payload = await testPayload()
    const created = await person('in-and-out@example.org')
    const leaving: string[] = []
    for (let i = 0; i < 3; i++) leaving.push(await tokenFor(payload, 'in-and-out@example.org', PASSWORD))
    const [arriving] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => tokenFor(payload, 'in-and-out@example.org', PASSWORD))),
      ...leaving.map((token) => rest('POST', '/users/logout', { token })),
    ])
    expect(await Promise.all(leaving.map(whoIs))).toEqual(leaving.map(() => null))
    expect(await Promise.all(arriving.map(whoIs))).toEqual(arriving.map(() => created.id))
  })

  it('never write back an account changed while a sign-in waited', async () => {
    // Sessions are not counted here: Payload's own update writes back the sessions it read, as it always has.
    const payload = await testPayload()
    const created = await person('renamed-meanwhile@example.org')
    await Promise.all([
      ...Array.from({ length: 3 }, () => tokenFor(payload, 'renamed-meanwhile@example.org', PASSWORD)),
      payload.update({ collection: 'users', id: created.id, overrideAccess: true, data: { name: 'Renamed' } }),
    ])
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(stored.name).toBe('Renamed')
  })

  it('keep the rest of the account: its linked sign-ins stay through sign-ins and a sign-out', async () => {
    const payload = await testPayload()
    const linkedAt = new Date().toISOString()
    const created = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'linked-twice@example.org',
        password: PASSWORD,
        identities: [
          { provider: 'oidc', subject: 'l-1', linkedAt },
          { provider: 'google', subject: 'l-2', linkedAt },
        ],
      },
    })
    const [first] = await Promise.all([1, 2].map(() => tokenFor(payload, 'linked-twice@example.org', PASSWORD)))
    await rest('POST', '/users/logout', { token: first })
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(stored.identities?.map((linked) => linked.subject)).toEqual(['l-1', 'l-2'])
    expect(stored.sessions).toHaveLength(1)
  })
})
