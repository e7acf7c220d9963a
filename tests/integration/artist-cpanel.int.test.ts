import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { decideVerification, verificationQueue } from '@/domains/accounts'
import { saveOwnProfile, submitProfileForVerification } from '@/domains/artists'
import {
  addToSelection,
  createSelection,
  deleteSelection,
  moveInSelection,
  publicSelection,
  removeFromSelection,
} from '@/domains/artists/services/selections'
import type { ArtistProfile, User } from '@/payload-types'

import { testPayload } from './payload'

/** The control panel's artist tools: profiles in the verifier (decision 027) and selections. */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let ada: User
let ben: User
let ceramics: number
let adaProfile: ArtistProfile
let benProfile: ArtistProfile

async function person(email: string, name: string, roles: ('staff' | 'artist')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, name, password: PASSWORD, roles } })
}

async function submitted(who: User, displayName: string, bio: string) {
  const saved = await saveOwnProfile(payload, who, { displayName, bio, mediums: [ceramics] })
  if (!saved.ok) throw new Error(saved.message)
  const sent = await submitProfileForVerification(payload, who, saved.value.id)
  if (!sent.ok) throw new Error(sent.message)
  return sent.value
}

const mailTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      sort: 'createdAt',
      where: { to: { equals: email } },
    })
  ).docs

const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      sort: 'createdAt',
      where: { and: [{ targetCollection: { equals: 'artist-profiles' } }, { targetId: { equals: String(id) } }] },
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('desk@example.org', 'Desk', ['staff'])
  ada = await person('ada@example.org', 'Ada', ['artist'])
  ben = await person('ben@example.org', 'Ben', ['artist'])
  ceramics = (await payload.create({ collection: 'mediums', overrideAccess: true, data: { name: 'Ceramics' } })).id
  adaProfile = await submitted(ada, 'Ada Márquez', 'Clay and fire.')
  benProfile = await submitted(ben, 'Ben Okafor', 'Oil on linen.')
})

describe('profiles in the verifier', () => {
  it('are queued with the submitted version beside the public one', async () => {
    const queue = await verificationQueue(payload)
    const item = queue.find((entry) => entry.source === 'artist-profile' && entry.id === adaProfile.id)
    expect(item).toMatchObject({
      subject: 'New profile “Ada Márquez”',
      person: { email: 'ada@example.org' },
      comparison: { approvedExists: false },
    })
    expect(item?.comparison?.fields.find((field) => field.label === 'Mediums')).toEqual({
      label: 'Mediums',
      approved: null,
      submitted: 'Ceramics',
      changed: true,
    })
  })

  it('are refused to anyone but staff', async () => {
    expect(
      await decideVerification(payload, ada, {
        source: 'artist-profile',
        id: String(adaProfile.id),
        decision: 'approve',
      }),
    ).toMatchObject({ ok: false, problem: 'not-staff' })
    expect(
      (await payload.findByID({ collection: 'artist-profiles', id: adaProfile.id, overrideAccess: true })).status,
    ).toBe('draft')
  })

  it('are approved: public, verified, the artist emailed, the decision audited', async () => {
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-profile',
        id: String(adaProfile.id),
        decision: 'approve',
      }),
    ).toMatchObject({ ok: true, decision: 'approve', mail: 'sent', done: expect.stringContaining('Ada Márquez') })
    const main = await payload.findByID({ collection: 'artist-profiles', id: adaProfile.id, overrideAccess: false })
    expect(main).toMatchObject({ status: 'published', verified: true, _status: 'published' })
    expect((await mailTo('ada@example.org')).map((mail) => mail.subject)).toEqual(['Your artist profile is published'])
    expect(await auditOf(adaProfile.id)).toMatchObject([
      { action: 'verifier.approve', summary: { source: 'artist-profile', firstApproval: true } },
    ])
    // A second decision on the same submission changes nothing.
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-profile',
        id: String(adaProfile.id),
        decision: 'reject',
        reason: 'No.',
      }),
    ).toMatchObject({ ok: false, problem: 'already-decided' })
    expect(await auditOf(adaProfile.id)).toHaveLength(1)
  })

  it('are rejected only with a reason, which the artist is told; the public version stays', async () => {
    await saveOwnProfile(payload, ada, { bio: 'Unapproved words.' })
    await submitProfileForVerification(payload, ada, adaProfile.id)
    const item = (await verificationQueue(payload)).find((entry) => entry.id === adaProfile.id)
    expect(item?.comparison?.fields.find((field) => field.label === 'Short bio')).toEqual({
      label: 'Short bio',
      approved: 'Clay and fire.',
      submitted: 'Unapproved words.',
      changed: true,
    })
    expect(item?.comparison?.fields.find((field) => field.label === 'Display name')?.changed).toBe(false)
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-profile',
        id: String(adaProfile.id),
        decision: 'reject',
      }),
    ).toMatchObject({ ok: false, problem: 'invalid', fieldErrors: { reason: expect.any(String) } })
    expect(
      await decideVerification(payload, staff, {
        source: 'artist-profile',
        id: String(adaProfile.id),
        decision: 'reject',
        reason: 'Keep the bio about your work.',
      }),
    ).toMatchObject({ ok: true, decision: 'reject', mail: 'sent' })
    const [, rejection] = await mailTo('ada@example.org')
    expect(rejection).toMatchObject({ subject: 'About the profile you submitted' })
    expect(rejection?.text).toContain('Keep the bio about your work.')
    expect(
      (await payload.findByID({ collection: 'artist-profiles', id: adaProfile.id, overrideAccess: false })).bio,
    ).toBe('Clay and fire.')
    expect(
      (await auditOf(adaProfile.id)).map((row) => [row.action, (row.summary as { reason?: string }).reason]),
    ).toEqual([
      ['verifier.approve', undefined],
      ['verifier.reject', 'Keep the bio about your work.'],
    ])
    expect((await verificationQueue(payload)).some((entry) => entry.id === adaProfile.id)).toBe(false)
  })
})

describe('selections', () => {
  it('are made, ordered and emptied by staff only, and show only what is public', async () => {
    expect(await createSelection(payload, ada, { title: 'Mine', slug: 'mine' })).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
    expect(await createSelection(payload, staff, { title: ' ', slug: 'Not A Slug' })).toMatchObject({
      ok: false,
      fieldErrors: { title: expect.any(String), slug: expect.any(String) },
    })
    const made = await createSelection(payload, staff, { title: 'Exhibition picks', slug: 'exhibition-picks' })
    if (!made.ok) throw new Error(made.message)
    expect(await createSelection(payload, staff, { title: 'Again', slug: 'exhibition-picks' })).toMatchObject({
      ok: false,
      fieldErrors: { slug: 'Another selection already has the slug exhibition-picks.' },
    })
    const id = made.value.id
    await addToSelection(payload, staff, id, { relationTo: 'artist-profiles', value: benProfile.id })
    const added = await addToSelection(payload, staff, id, { relationTo: 'artist-profiles', value: adaProfile.id })
    expect(
      await addToSelection(payload, staff, id, { relationTo: 'artist-profiles', value: adaProfile.id }),
    ).toMatchObject({
      ok: false,
      message: 'It is already in this selection.',
    })
    expect(
      await addToSelection(payload, ada, id, { relationTo: 'artist-profiles', value: adaProfile.id }),
    ).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
    if (!added.ok) throw new Error(added.message)
    const [first, second] = added.value.items!
    const order = (items: { item: { value: unknown } }[] | null | undefined) =>
      (items ?? []).map((row) => row.item.value)
    expect(order(added.value.items)).toEqual([benProfile.id, adaProfile.id])
    expect(await moveInSelection(payload, staff, id, first!.id!, 'up')).toMatchObject({ ok: false, problem: 'invalid' })
    expect(await moveInSelection(payload, ada, id, second!.id!, 'up')).toMatchObject({
      ok: false,
      problem: 'forbidden',
    })
    const moved = await moveInSelection(payload, staff, id, second!.id!, 'up')
    expect(moved.ok && order(moved.value.items)).toEqual([adaProfile.id, benProfile.id])

    // Ben's profile was never approved: the public list leaves it out.
    const shown = await publicSelection(payload, 'exhibition-picks')
    expect(shown?.items.map((item) => (item.relationTo === 'artist-profiles' ? item.profile.displayName : ''))).toEqual(
      ['Ada Márquez'],
    )

    const removed = await removeFromSelection(payload, staff, id, second!.id!)
    expect(removed.ok && order(removed.value.items)).toEqual([benProfile.id])
    expect(await deleteSelection(payload, ada, id)).toMatchObject({ ok: false, problem: 'forbidden' })
    expect(await deleteSelection(payload, staff, id)).toMatchObject({ ok: true })
    expect(await publicSelection(payload, 'exhibition-picks')).toBeNull()
  })
})
