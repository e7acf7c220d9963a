import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { Decided, DecisionRefusal, QueueItem, VerificationSource } from '@/domains/accounts'
import { mailerFor, mailSettings } from '@/domains/comms'
import { config } from '@/platform/config'
import { layout, type MailTemplate } from '@/platform/mail'
import type { ArtistProfile } from '@/payload-types'

import { compareProfiles, referencedIds, type ReviewNames } from './profile-review'
import { idOf } from './rules'
import { approveProfile, profilesAwaitingVerification, rejectProfile } from './verification'

/**
 * Artist profiles in the control panel's verifier (decision 027): this
 * domain's source for the accounts domain's queue, handed over by the Payload
 * config (`custom.verificationSources`), so accounts never imports artists.
 */

const PROFILE_APPROVED: MailTemplate = {
  name: 'artist-profile-approved',
  subject: 'Your artist profile is published',
  html:
    '<p>Hello {{name}},</p><p>We checked your profile “{{displayName}}” and published it: this version is now ' +
    'public.</p><p><a href="{{link}}">See your profile</a></p>',
  text:
    'Hello {{name}},\n\nWe checked your profile “{{displayName}}” and published it: this version is now public.\n\n' +
    'Your profile: {{link}}\n',
}

const PROFILE_REJECTED: MailTemplate = {
  name: 'artist-profile-rejected',
  subject: 'About the profile you submitted',
  html:
    '<p>Hello {{name}},</p><p>We checked the profile “{{displayName}}” you submitted and could not publish it, ' +
    'for this reason:</p><blockquote style="white-space:pre-wrap">{{reason}}</blockquote>' +
    '<p>What was public before stays public. Change your profile and submit it again from your dashboard.</p>' +
    '<p><a href="{{link}}">Go to your dashboard</a></p>',
  text:
    'Hello {{name}},\n\nWe checked the profile “{{displayName}}” you submitted and could not publish it, ' +
    'for this reason:\n\n{{reason}}\n\nWhat was public before stays public. Change your profile and submit it ' +
    'again from your dashboard.\n\nYour dashboard: {{link}}\n',
}

type Owner = { id: number; name: string | null; email: string; emailVerified: boolean }

async function ownersOf(payload: Payload, ids: number[], req?: PayloadRequest): Promise<Map<number, Owner>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((person) => [
      person.id,
      { id: person.id, name: person.name ?? null, email: person.email, emailVerified: Boolean(person.emailVerified) },
    ]),
  )
}

/** Someone deleted the owner's account: the decision stands, the mail fails and staff are told. */
const NO_OWNER: Owner = { id: 0, name: null, email: '', emailVerified: false }

async function namesFor(payload: Payload, profiles: readonly ArtistProfile[]): Promise<ReviewNames> {
  const ids = referencedIds(profiles)
  const names = async (collection: 'mediums' | 'neighbourhoods', wanted: number[]) => {
    if (wanted.length === 0) return new Map<string, string>()
    const { docs } = await payload.find({
      collection,
      where: { id: { in: wanted } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [String(doc.id), doc.name]))
  }
  const images = async () => {
    if (ids.images.length === 0) return new Map<string, string>()
    const { docs } = await payload.find({
      collection: 'images',
      where: { id: { in: ids.images } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [String(doc.id), `${doc.filename ?? `Image ${doc.id}`}: “${doc.alt ?? ''}”`]))
  }
  const [mediums, neighbourhoods, portraits] = await Promise.all([
    names('mediums', ids.mediums),
    names('neighbourhoods', ids.neighbourhoods),
    images(),
  ])
  return { mediums, neighbourhoods, images: portraits }
}

const KIND = 'artist-profile'

export const profileVerificationSource: VerificationSource = {
  kind: KIND,
  label: 'Artist profiles',
  collection: 'artist-profiles',
  async pending(payload) {
    const submitted = await profilesAwaitingVerification(payload)
    if (submitted.length === 0) return []
    // The main table holds what was approved (decision 024): one query for every approved version.
    const { docs: main } = await payload.find({
      collection: 'artist-profiles',
      where: { id: { in: submitted.map((profile) => profile.id) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const approvedById = new Map(
      main.filter((profile) => profile._status === 'published').map((profile) => [profile.id, profile]),
    )
    const [owners, names] = await Promise.all([
      ownersOf(payload, submitted.map((profile) => Number(idOf(profile.owner))).filter(Boolean)),
      namesFor(payload, [...submitted, ...approvedById.values()]),
    ])
    return submitted.map((profile): QueueItem => {
      const approved = approvedById.get(profile.id) ?? null
      return {
        source: KIND,
        id: profile.id,
        subject: approved ? `Changes to the profile “${profile.displayName}”` : `New profile “${profile.displayName}”`,
        submittedAt: profile.updatedAt,
        person: owners.get(Number(idOf(profile.owner))) ?? NO_OWNER,
        approveNote: approved
          ? 'The submitted version replaces the public one.'
          : 'The profile becomes public and verified.',
        comparison: { approvedExists: Boolean(approved), fields: compareProfiles(approved, profile, names) },
      }
    })
  },
  async decide(payload, { req, db }, decision, actor): Promise<Decided | DecisionRefusal> {
    // The row stays locked until the commit: a second decision waits, then finds the profile no longer pending.
    await db.execute(sql`SELECT id FROM artist_profiles WHERE id = ${decision.id} FOR UPDATE`)
    const before = await payload.findByID({
      collection: 'artist-profiles',
      id: decision.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const outcome =
      decision.decision === 'approve'
        ? await approveProfile(payload, actor, decision.id, req)
        : await rejectProfile(payload, actor, decision.id, decision.reason ?? '', req)
    if (!outcome.ok) {
      if (outcome.problem === 'not-pending')
        return { problem: 'already-decided', message: `${outcome.message} Nothing was changed.` }
      if (outcome.problem === 'invalid') return { problem: 'invalid', message: outcome.message }
      return { problem: 'not-found', message: `${outcome.message} Nothing was changed.` }
    }
    const profile = outcome.value
    const owner = (await ownersOf(payload, [Number(idOf(profile.owner))].filter(Boolean), req)).get(
      Number(idOf(profile.owner)),
    )
    const person = owner ? { id: owner.id, name: owner.name, email: owner.email } : NO_OWNER
    const name = `“${profile.displayName}”`
    return {
      person,
      target: `${profile.displayName} (${profile.slug})`,
      summary: {
        source: KIND,
        status: { from: 'pending', to: decision.decision === 'approve' ? 'published' : 'rejected' },
        firstApproval: decision.decision === 'approve' && !before?.verified,
        ...(decision.decision === 'reject' ? { reason: decision.reason } : {}),
      },
      done:
        decision.decision === 'approve'
          ? `Approved the profile ${name}: the submitted version is public.`
          : `Rejected the profile ${name}; the version public before, if any, stays public.`,
    }
  },
  async notify(payload, person, decision) {
    if (!person.email) throw new Error('The profile has no owner to email.')
    const settings = config()
    const profile = await payload.findByID({
      collection: 'artist-profiles',
      id: decision.id,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    const approved = decision.decision === 'approve'
    const template = approved ? PROFILE_APPROVED : PROFILE_REJECTED
    const path = approved ? `/artist/${profile.slug}` : '/dashboard'
    await mailerFor(payload, mailSettings(settings)).sendTemplate(
      { ...template, html: layout(template.html, { organisationName: 'Vernissage', publicUrl: settings.PUBLIC_URL }) },
      {
        name: person.name || 'there',
        displayName: profile.displayName,
        link: new URL(path, settings.PUBLIC_URL).toString(),
        reason: decision.reason ?? '',
      },
      person.email,
    )
  },
}
