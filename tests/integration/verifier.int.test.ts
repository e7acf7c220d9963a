import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { approveVerifications, decideVerification, verificationQueue } from '@/domains/accounts'

import { testPayload } from './payload'

let payload: Payload
let staff: { id: number; email: string; roles?: string[] | null }

async function applicant(email: string, name: string) {
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, name, password: 'a-good-password', artistApplication: 'pending' },
  })
}

async function mailTo(email: string) {
  const { docs } = await payload.find({ collection: 'outbox', overrideAccess: true, where: { to: { equals: email } } })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'desk@example.org', password: 'a-good-password', roles: ['staff'] },
  })
})

describe('verifier', () => {
  it('lists pending artists oldest first, approves and rejects with mail and audit', async () => {
    const first = await applicant('first@example.org', 'Fran First')
    const second = await applicant('second@example.org', 'Sam Second')
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'lover@example.org', password: 'a-good-password', roles: ['artlover'] },
    })
    const queue = await verificationQueue(payload)
    expect(queue.map((item) => item.person.email)).toEqual(['first@example.org', 'second@example.org'])

    expect(
      await decideVerification(payload, staff, {
        source: 'artist-application',
        id: String(first.id),
        decision: 'approve',
      }),
    ).toMatchObject({ ok: true, decision: 'approve', mail: 'sent', person: { email: 'first@example.org' } })
    const approved = await payload.findByID({ collection: 'users', id: first.id, overrideAccess: true })
    expect(approved).toMatchObject({ artistApplication: 'approved', roles: ['artist'] })
    expect((await mailTo('first@example.org')).map((mail) => mail.subject)).toEqual(['Your artist account is approved'])

    expect(
      await decideVerification(payload, staff, {
        source: 'artist-application',
        id: String(second.id),
        decision: 'reject',
      }),
    ).toMatchObject({ ok: false, problem: 'invalid', fieldErrors: { reason: expect.any(String) } })
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-application',
        id: String(second.id),
        decision: 'reject',
        reason: 'We need images of <your> work.',
      }),
    ).toMatchObject({ ok: true, decision: 'reject', mail: 'sent' })
    const rejected = await payload.findByID({ collection: 'users', id: second.id, overrideAccess: true })
    expect(rejected).toMatchObject({
      artistApplication: 'rejected',
      artistApplicationReason: 'We need images of <your> work.',
      roles: [],
    })
    const [mail] = await mailTo('second@example.org')
    expect(mail?.subject).toBe('About your artist application')
    expect(mail?.text).toContain('We need images of <your> work.')
    expect(mail?.html).toContain('We need images of &lt;your&gt; work.')

    const audit = await payload.find({
      collection: 'audit-log',
      depth: 0,
      sort: 'createdAt',
      where: { action: { like: 'verifier.' } },
    })
    expect(audit.docs.map((row) => [row.action, row.actor, row.targetId])).toEqual([
      ['verifier.approve', staff.id, String(first.id)],
      ['verifier.reject', staff.id, String(second.id)],
    ])
    expect(audit.docs[1]?.summary).toMatchObject({ reason: 'We need images of <your> work.' })
    expect(await verificationQueue(payload)).toEqual([])
  })

  it('changes nothing when the application was already decided, even by a decision racing this one', async () => {
    const racer = await applicant('racer@example.org', 'Ray Racer')
    const results = await Promise.all([
      decideVerification(payload, staff, { source: 'artist-application', id: String(racer.id), decision: 'approve' }),
      decideVerification(payload, staff, {
        source: 'artist-application',
        id: String(racer.id),
        decision: 'reject',
        reason: 'Not local.',
      }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.find((result) => !result.ok)).toMatchObject({
      problem: 'already-decided',
      message: expect.stringMatching(/^The application of racer@example.org was already (approved|rejected)/),
    })
    expect(await mailTo('racer@example.org')).toHaveLength(1)
    // One decision audited (an approval's new role has its own row, decision 067).
    const audit = await payload.count({
      collection: 'audit-log',
      where: { targetId: { equals: String(racer.id) }, action: { not_equals: 'account.identity-changed' } },
    })
    expect(audit.totalDocs).toBe(1)
  })

  it('refuses people who are not staff, and unknown applications', async () => {
    const pending = await applicant('waiting@example.org', 'Wyn Waiting')
    const artist = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'artist-x@example.org', password: 'a-good-password', roles: ['artist'] },
    })
    expect(
      await decideVerification(payload, artist, {
        source: 'artist-application',
        id: String(pending.id),
        decision: 'approve',
      }),
    ).toMatchObject({ ok: false, problem: 'not-staff' })
    expect(
      await decideVerification(payload, staff, { source: 'artist-application', id: '987654', decision: 'approve' }),
    ).toMatchObject({ ok: false, problem: 'not-found' })
    expect(
      (await payload.findByID({ collection: 'users', id: pending.id, overrideAccess: true })).artistApplication,
    ).toBe('pending')
    // A merged account's application leaves the queue and can no longer be decided.
    const kept = await applicant('kept@example.org', 'Kim Kept')
    await payload.update({
      collection: 'users',
      id: pending.id,
      overrideAccess: true,
      data: { mergedInto: kept.id, status: 'suspended' },
    })
    expect((await verificationQueue(payload)).map((item) => item.person.email)).toEqual(['kept@example.org'])
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-application',
        id: String(pending.id),
        decision: 'approve',
      }),
    ).toMatchObject({ ok: false, problem: 'not-found' })
  })

  it('approves all of the ticked requests or none, naming each that kept the others back', async () => {
    const [one, two] = [
      await applicant('bulk-one@example.org', 'Bo One'),
      await applicant('bulk-two@example.org', 'Bea Two'),
    ]
    const merged = await applicant('bulk-gone@example.org', 'Gus Gone')
    await payload.update({ collection: 'users', id: merged.id, overrideAccess: true, data: { status: 'suspended' } })
    const ref = (id: number) => `artist-application:${id}`
    const others = await Promise.all(
      (['artist', 'partner', 'artlover'] as const).map((role) =>
        payload.create({
          collection: 'users',
          overrideAccess: true,
          data: { email: `bulk-${role}@example.org`, password: 'a-good-password', roles: [role] },
        }),
      ),
    )
    for (const who of [...others, null]) {
      expect(await approveVerifications(payload, who, [ref(one.id)])).toMatchObject({
        ok: false,
        message: 'Only staff approve or reject requests.',
      })
    }
    expect(await approveVerifications(payload, staff, ['artist-application:x'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a request of the queue: “artist-application:x”'),
    })
    expect(await approveVerifications(payload, staff, [])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Select at least one/),
    })

    const refused = await approveVerifications(payload, staff, [ref(one.id), ref(merged.id), ref(two.id)])
    expect(refused).toMatchObject({ ok: false, refusals: [{ id: merged.id }] })
    expect(!refused.ok && refused.message).toMatch(/^Nothing was approved\. This application is no longer in the queue/)
    for (const who of [one, two]) {
      expect(await payload.findByID({ collection: 'users', id: who.id, overrideAccess: true })).toMatchObject({
        artistApplication: 'pending',
        roles: [],
      })
    }
    expect(await mailTo('bulk-one@example.org')).toEqual([])

    expect(await approveVerifications(payload, staff, [ref(two.id), ref(one.id), ref(one.id)])).toEqual({
      ok: true,
      done: [
        'Approved Bo One (bulk-one@example.org): they are now an artist.',
        'Approved Bea Two (bulk-two@example.org): they are now an artist.',
      ],
      people: ['bulk-one@example.org', 'bulk-two@example.org'],
      mailsFailed: 0,
    })
    for (const who of [one, two]) {
      expect(await payload.findByID({ collection: 'users', id: who.id, overrideAccess: true })).toMatchObject({
        artistApplication: 'approved',
        roles: ['artist'],
      })
      expect((await mailTo(who.email)).map((mail) => mail.subject)).toEqual(['Your artist account is approved'])
    }
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'verifier.approve' }, targetId: { in: [String(one.id), String(two.id)] } },
    })
    expect(audit.docs.map((row) => row.summary)).toEqual([
      expect.objectContaining({ bulk: true }),
      expect.objectContaining({ bulk: true }),
    ])
  })
})
