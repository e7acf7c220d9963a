import { ValidationError, type Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import type { Perk } from '@/payload-types'
import type { RateLimit } from '@/platform/rate-limit'

import { isPartner } from '../access'
import { statusAfterPartnerSave, type PerkInput } from './rules'

/**
 * The partner's side (decision 062): their perks as they last saved them, and
 * the save itself, through Payload as the partner (`overrideAccess: false`),
 * so the collection's rules decide: drafts only, their own, their pictures.
 */

/** Saves by one partner before they must wait: plenty for writing a few perks, too few to flood the review. */
export const PERK_SAVES: RateLimit = { name: 'perk-saves', points: 30, durationSeconds: 10 * 60 }

export type SaveAnswer = { ok: true; perk: Perk } | { ok: false; message: string; fieldErrors?: Record<string, string> }

/** The partner's perks, each as its newest version (a change waiting for review included), newest first. */
export async function partnerPerks(payload: Payload, partner: Person): Promise<Perk[]> {
  if (!isPartner(partner)) return []
  const { docs } = await payload.find({
    collection: 'perks',
    where: { partner: { equals: partner.id } },
    draft: true,
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    user: partner,
    overrideAccess: false,
  })
  return docs
}

/** One of the partner's perks as last saved, or null (someone else's reads as none). */
export async function partnerPerk(payload: Payload, partner: Person, id: number): Promise<Perk | null> {
  if (!isPartner(partner)) return null
  const perk = await payload.findByID({
    collection: 'perks',
    id,
    draft: true,
    depth: 1,
    user: partner,
    overrideAccess: false,
    disableErrors: true,
  })
  return perk && String(typeof perk.partner === 'object' ? perk.partner?.id : perk.partner) === String(partner.id)
    ? perk
    : null
}

/** Whether members see the perk: its approved version (the main table's) is published and not withdrawn. */
export async function perkOffered(payload: Payload, id: number): Promise<boolean> {
  const approved = await payload.findByID({
    collection: 'perks',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { status: true, _status: true },
  })
  return approved?._status === 'published' && approved.status === 'published'
}

/**
 * Saves a new perk or a change to one as a draft version, submitted for
 * review when `submit`; a published perk stays public as it was until staff
 * approve the change.
 */
export async function savePartnerPerk(
  payload: Payload,
  partner: Person,
  change: { id?: number; input: PerkInput; picture: number | null; submit: boolean },
): Promise<SaveAnswer> {
  const existing = change.id === undefined ? null : await partnerPerk(payload, partner, change.id)
  if (change.id !== undefined && !existing) return { ok: false, message: 'There is no such perk of yours.' }
  const data = {
    ...change.input,
    picture: change.picture,
    status: statusAfterPartnerSave(existing?.status, change.submit),
  }
  try {
    const perk = existing
      ? await payload.update({
          collection: 'perks',
          id: existing.id,
          data,
          draft: true,
          depth: 0,
          user: partner,
          overrideAccess: false,
        })
      : await payload.create({
          collection: 'perks',
          data: { ...data, partner: Number(partner.id) },
          draft: true,
          depth: 0,
          user: partner,
          overrideAccess: false,
        })
    return { ok: true, perk }
  } catch (error) {
    if (error instanceof ValidationError) {
      const fieldErrors = Object.fromEntries(error.data.errors.map((entry) => [entry.path, entry.message]))
      return { ok: false, message: 'Some fields need your attention: see the messages beside them.', fieldErrors }
    }
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) {
      return { ok: false, message: error instanceof Error ? error.message : 'You may not change this perk.' }
    }
    throw error
  }
}

/**
 * Takes one of the partner's perks down at once: members no longer see it.
 * The partner may not publish, so this is written as the application's own
 * change, checked here: their perk, not withdrawn already. They may change it
 * and submit it again, and staff review it as any other.
 */
export async function withdrawPartnerPerk(payload: Payload, partner: Person, id: number): Promise<SaveAnswer> {
  const existing = await partnerPerk(payload, partner, id)
  if (!existing) return { ok: false, message: 'There is no such perk of yours.' }
  if (existing.status === 'withdrawn') return { ok: false, message: 'This perk is withdrawn already.' }
  // Withdrawing publishes the withdrawal: a perk members never saw would have its draft made the public version.
  if (!(await perkOffered(payload, id))) {
    return { ok: false, message: 'Members do not see this perk yet: there is nothing to withdraw.' }
  }
  const perk = await payload.update({
    collection: 'perks',
    id,
    data: { status: 'withdrawn', _status: 'published' },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, perk }
}
