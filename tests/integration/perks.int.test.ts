import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  cardTokenOf,
  checkCard,
  giveFreeTerm,
  organisationDate,
  reissueCard,
  seedMembershipPlans,
} from '@/domains/membership'
import {
  approvePerks,
  perkForReview,
  perksForMember,
  publicPerksOn,
  reviewPerk,
  savePartnerPerk,
  withdrawPartnerPerk,
  type PerkInput,
} from '@/domains/perks'
import { config } from '@/platform/config'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Partners' perks and the membership card (decision 062): a perk's code
 * reaches staff, its partner and eligible members only — never anonymous
 * visitors, ineligible members or other partners, through REST, GraphQL or the
 * services; partners change only their own perks, as drafts staff review; the
 * card's verification answers valid or not and names no one.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let today: string
const people: Record<'staff' | 'framer' | 'baker' | 'lover' | 'artist' | 'visitor', User> = {} as never
const tokens: Record<keyof typeof people, string> = {} as never

const PERK: PerkInput = {
  businessName: 'Mission Framing',
  title: 'Framing for art lovers',
  description: 'Any frame, any size, for members.',
  discount: '15% off framing',
  redemption: 'code',
  code: 'FRAME15',
  eligibility: 'artlover',
  validFrom: '2020-01-01',
  validUntil: null,
}

let perkId: number

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  today = organisationDate(new Date(), config().TIMEZONE)
  const make = (email: string, roles: ('staff' | 'partner' | 'artlover' | 'artist')[]) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email.split('@')[0], password: PASSWORD, roles },
    })
  people.staff = await make('desk@example.org', ['staff'])
  people.framer = await make('framer@example.org', ['partner'])
  people.baker = await make('baker@example.org', ['partner'])
  people.lover = await make('lover@example.org', [])
  people.artist = await make('artist@example.org', ['artist'])
  people.visitor = await make('visitor@example.org', [])
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    tokens[key] = await tokenFor(payload, people[key].email, PASSWORD)
  }
  await seedMembershipPlans(payload, 'USD')
  const plans = await payload.find({ collection: 'membership-plans', depth: 0, overrideAccess: true })
  const plan = (audience: string) => plans.docs.find((entry) => entry.audience === audience)!.id
  for (const [who, audience] of [
    [people.lover, 'artlover'],
    [people.artist, 'artist'],
  ] as const) {
    const given = await giveFreeTerm(
      payload,
      people.staff,
      { person: who.id, plan: plan(audience), endsOn: null, reason: '' },
      today,
    )
    if (!given.ok) throw new Error(given.message)
  }
})

describe('a partner’s perk', () => {
  it('is proposed by a partner as a draft submitted for review, which nobody else sees', async () => {
    const saved = await savePartnerPerk(payload, people.framer, { input: PERK, picture: null, submit: true })
    if (!saved.ok) throw new Error(saved.message)
    perkId = saved.perk.id
    expect(saved.perk).toMatchObject({ status: 'pending', _status: 'draft' })
    expect((await rest('GET', `/perks/${perkId}`)).status).toBe(404)
    expect((await rest('GET', `/perks/${perkId}`, { token: tokens.baker })).status).toBe(404)
    expect((await rest('GET', `/perks/${perkId}?draft=true`, { token: tokens.framer })).body).toMatchObject({
      code: 'FRAME15',
    })
  })

  it('is refused to people who are not partners, and cannot be published by its partner', async () => {
    const asMember = await savePartnerPerk(payload, people.lover, { input: PERK, picture: null, submit: true })
    expect(asMember.ok).toBe(false)
    expect((await rest('POST', '/perks', { token: tokens.lover, body: PERK })).status).toBe(403)
    const publish = await rest('PATCH', `/perks/${perkId}`, {
      token: tokens.framer,
      body: { _status: 'published', status: 'published' },
    })
    expect(publish.status).toBe(403)
  })

  it('is changed by no other partner', async () => {
    const other = await rest('PATCH', `/perks/${perkId}?draft=true`, {
      token: tokens.baker,
      body: { title: 'Mine now' },
    })
    expect([403, 404]).toContain(other.status)
    const saved = await savePartnerPerk(payload, people.baker, {
      id: perkId,
      input: PERK,
      picture: null,
      submit: false,
    })
    expect(saved).toEqual({ ok: false, message: 'There is no such perk of yours.' })
  })

  it('is reviewed by staff only', async () => {
    for (const who of [people.framer, people.lover, people.visitor]) {
      expect(await reviewPerk(payload, { perk: perkId, decision: 'approve' }, who)).toEqual({
        ok: false,
        message: 'Only staff review perks.',
      })
    }
    const noReason = await reviewPerk(payload, { perk: perkId, decision: 'reject', reason: ' ' }, people.staff)
    expect(noReason).toMatchObject({ ok: false, field: 'reason' })
  })

  it('is published when staff approve it, and the partner is mailed once', async () => {
    const answer = await reviewPerk(payload, { perk: perkId, decision: 'approve' }, people.staff)
    expect(answer.ok).toBe(true)
    const again = await reviewPerk(payload, { perk: perkId, decision: 'approve' }, people.staff)
    expect(again.ok).toBe(false)
    const mails = await mailsTo(people.framer.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Your perk “Framing for art lovers” is published'])
    expect((await publicPerksOn(payload, today)).map((perk) => perk.title)).toEqual(['Framing for art lovers'])
  })
})

describe('a perk’s code', () => {
  it('never reaches anonymous visitors, other partners or members through REST', async () => {
    for (const token of [undefined, tokens.baker, tokens.lover, tokens.artist, tokens.visitor]) {
      const one = await rest('GET', `/perks/${perkId}`, { token })
      expect(one.status).toBe(200)
      expect(one.body).toMatchObject({ title: 'Framing for art lovers', discount: '15% off framing' })
      expect(one.body.code).toBeUndefined()
      expect(one.body.partner ?? null).toBeNull()
      const list = await rest('GET', '/perks', { token })
      expect(JSON.stringify(list.body)).not.toContain('FRAME15')
      const versions = await rest('GET', '/perks/versions', { token })
      expect(JSON.stringify(versions.body)).not.toContain('FRAME15')
    }
  })

  it('cannot be guessed by filtering on it', async () => {
    // Staff may filter on it: the same query finds the perk for them.
    expect((await rest('GET', '/perks?where[code][equals]=FRAME15', { token: tokens.staff })).body.totalDocs).toBe(1)
    for (const token of [undefined, tokens.baker, tokens.lover]) {
      const probe = await rest('GET', '/perks?where[code][equals]=FRAME15', { token })
      expect(probe.body.totalDocs ?? 0).toBe(0)
      const like = await rest('GET', '/perks?where[code][like]=FRAME', { token })
      expect(like.body.totalDocs ?? 0).toBe(0)
    }
  })

  it('never reaches them through GraphQL either', async () => {
    for (const token of [undefined, tokens.baker, tokens.lover, tokens.artist]) {
      const answer = await graphql(
        `
          {
            Perks {
              docs {
                title
                code
              }
            }
            versionsPerks {
              docs {
                version {
                  code
                }
              }
            }
          }
        `,
        { token },
      )
      expect(JSON.stringify(answer.body.data ?? {})).not.toContain('FRAME15')
      const one = await graphql(
        `
          query ($id: Int!) {
            Perk(id: $id) {
              title
              code
            }
          }
        `,
        { token, variables: { id: perkId } },
      )
      expect((one.body.data?.Perk as { code?: string | null } | null)?.code ?? null).toBeNull()
    }
  })

  it('is read by staff and by the perk’s own partner', async () => {
    expect((await rest('GET', `/perks/${perkId}`, { token: tokens.staff })).body.code).toBe('FRAME15')
    expect((await rest('GET', `/perks/${perkId}`, { token: tokens.framer })).body.code).toBe('FRAME15')
  })

  it('is given by the services to an eligible member only', async () => {
    const forLover = await perksForMember(payload, people.lover.id, today)
    expect(forLover).toEqual([expect.objectContaining({ title: 'Framing for art lovers', code: 'FRAME15' })])
    expect(await perksForMember(payload, people.artist.id, today)).toEqual([])
    expect(await perksForMember(payload, people.visitor.id, today)).toEqual([])
    expect(await perksForMember(payload, people.framer.id, today)).toEqual([])
    // Long after the free term and its grace period: the membership has expired.
    expect(await perksForMember(payload, people.lover.id, '2099-06-01')).toEqual([])
    expect(JSON.stringify(await publicPerksOn(payload, today))).not.toContain('FRAME15')
  })
})

describe('a change to a published perk', () => {
  it('waits for review while the published version stays public, and its rejection reason reaches the partner', async () => {
    const saved = await savePartnerPerk(payload, people.framer, {
      id: perkId,
      input: { ...PERK, title: 'Framing for everyone', eligibility: 'any' },
      picture: null,
      submit: true,
    })
    if (!saved.ok) throw new Error(saved.message)
    expect((await rest('GET', `/perks/${perkId}`)).body).toMatchObject({ title: 'Framing for art lovers' })
    const answer = await reviewPerk(
      payload,
      { perk: perkId, decision: 'reject', reason: 'Say which of your shops take it.' },
      people.staff,
    )
    expect(answer.ok).toBe(true)
    const latest = await payload.findByID({ collection: 'perks', id: perkId, draft: true, overrideAccess: true })
    expect(latest).toMatchObject({ status: 'rejected', rejectionReason: 'Say which of your shops take it.' })
    expect((await rest('GET', `/perks/${perkId}`)).body).toMatchObject({ title: 'Framing for art lovers' })
    const mails = await mailsTo(people.framer.email)
    expect(mails.at(-1)).toMatchObject({ subject: 'Your perk “Framing for everyone” needs changes' })
    expect(mails.at(-1)!.text).toContain('Say which of your shops take it.')
  })
})

describe('a withdrawn perk', () => {
  it('is only one members see: a perk never approved is not withdrawn (its draft would be made public)', async () => {
    const draft = await savePartnerPerk(payload, people.framer, { input: PERK, picture: null, submit: false })
    if (!draft.ok) throw new Error(draft.message)
    expect(await withdrawPartnerPerk(payload, people.framer, draft.perk.id)).toEqual({
      ok: false,
      message: 'Members do not see this perk yet: there is nothing to withdraw.',
    })
    const stored = await payload.findByID({ collection: 'perks', id: draft.perk.id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'draft', _status: 'draft' })
  })

  it('is taken down at once by its partner only, and comes back only through review', async () => {
    expect(await withdrawPartnerPerk(payload, people.baker, perkId)).toEqual({
      ok: false,
      message: 'There is no such perk of yours.',
    })
    const withdrawn = await withdrawPartnerPerk(payload, people.framer, perkId)
    expect(withdrawn.ok).toBe(true)
    expect((await rest('GET', `/perks/${perkId}`)).status).toBe(404)
    expect(await publicPerksOn(payload, today)).toEqual([])
    expect(await perksForMember(payload, people.lover.id, today)).toEqual([])
    const again = await savePartnerPerk(payload, people.framer, {
      id: perkId,
      input: PERK,
      picture: null,
      submit: true,
    })
    expect(again).toMatchObject({ ok: true, perk: { status: 'pending' } })
    expect((await rest('GET', `/perks/${perkId}`)).status).toBe(404)
  })
})

describe('a bulk approval', () => {
  it('is refused to partners, members, artists and visitors, and publishes nothing', async () => {
    for (const who of [people.framer, people.lover, people.artist, null]) {
      expect(await approvePerks(payload, [perkId], who)).toMatchObject({
        ok: false,
        message: 'Only staff review perks.',
      })
    }
    expect(await perkForReview(payload, perkId)).toMatchObject({ status: 'pending' })
  })

  it('approves all of the ticked perks or none, naming each that kept the others back; each partner is mailed once', async () => {
    const bakers = await savePartnerPerk(payload, people.baker, {
      input: { ...PERK, businessName: 'Corner Bakery', title: 'Bread for artists', code: 'BREAD' },
      picture: null,
      submit: true,
    })
    const unsent = await savePartnerPerk(payload, people.baker, {
      input: { ...PERK, title: 'Not submitted' },
      picture: null,
      submit: false,
    })
    if (!bakers.ok || !unsent.ok) throw new Error('The perks could not be saved')
    const before = (await mailsTo(people.baker.email)).length

    const refused = await approvePerks(payload, [bakers.perk.id, unsent.perk.id, 999_999, perkId], people.staff)
    expect(refused).toMatchObject({ ok: false })
    if (refused.ok) return
    expect(refused.refusals.map((one) => one.id)).toEqual([unsent.perk.id, 999_999])
    expect(refused.message).toBe(
      'Nothing was approved. “Not submitted” is not waiting for review: it was decided or changed since. There is no perk 999999.',
    )
    expect(await perkForReview(payload, bakers.perk.id)).toMatchObject({ status: 'pending' })
    expect(await perkForReview(payload, perkId)).toMatchObject({ status: 'pending' })
    expect(await mailsTo(people.baker.email)).toHaveLength(before)

    expect(await approvePerks(payload, [perkId, bakers.perk.id], people.staff)).toEqual({
      ok: true,
      // In the order of their ids, the framer's the older.
      titles: ['Framing for art lovers', 'Bread for artists'],
    })
    expect((await publicPerksOn(payload, today)).map((perk) => perk.title).sort()).toEqual([
      'Bread for artists',
      'Framing for art lovers',
    ])
    expect((await mailsTo(people.baker.email)).slice(before).map((mail) => mail.subject)).toEqual([
      'Your perk “Bread for artists” is published',
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'perk-approved' } }, { targetId: { in: [perkId, bakers.perk.id] } }] },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBeGreaterThanOrEqual(2)
  })
})

describe('the membership card', () => {
  it('verifies as valid for a member in good standing, with the kind of membership and no name', async () => {
    const token = await cardTokenOf(payload, people.lover.id)
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(await cardTokenOf(payload, people.lover.id)).toBe(token)
    expect(await checkCard(payload, token, today)).toEqual({ valid: true, kinds: ['artlover'] })
  })

  it('does not verify for someone who is not a member, an expired membership, or an unknown token', async () => {
    const visitor = await cardTokenOf(payload, people.visitor.id)
    expect(await checkCard(payload, visitor, today)).toEqual({ valid: false })
    expect(await checkCard(payload, await cardTokenOf(payload, people.lover.id), '2099-06-01')).toEqual({
      valid: false,
    })
    expect(await checkCard(payload, 'A'.repeat(32), today)).toEqual({ valid: false })
    expect(await checkCard(payload, 'not a token', today)).toEqual({ valid: false })
  })

  it('stops verifying its old token once a new card is issued', async () => {
    const old = await cardTokenOf(payload, people.artist.id)
    const fresh = await reissueCard(payload, people.artist.id)
    expect(fresh).not.toBe(old)
    expect(await checkCard(payload, old, today)).toEqual({ valid: false })
    expect(await checkCard(payload, fresh, today)).toEqual({ valid: true, kinds: ['artist'] })
  })

  it('is read by nobody through the API, staff included', async () => {
    for (const token of [undefined, tokens.lover, tokens.staff]) {
      const list = await rest('GET', '/membership-cards', { token })
      expect(list.status).toBe(403)
      const answer = await graphql(
        `
          {
            MembershipCards {
              docs {
                token
              }
            }
          }
        `,
        { token },
      )
      expect(answer.body.data?.MembershipCards ?? null).toBeNull()
    }
  })
})
