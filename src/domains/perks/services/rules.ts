import type { CalendarDate } from '@/platform/calendar'
import { CALENDAR_DATE } from '@/platform/calendar'

import type { Audience, MembershipState } from '@/domains/membership'

import {
  BUSINESS_NAME_MAX,
  CODE_MAX,
  DESCRIPTION_MAX,
  DISCOUNT_MAX,
  PERK_ELIGIBILITIES,
  PERK_REDEMPTIONS,
  REJECTION_REASON_MAX,
  TITLE_MAX,
  type PerkEligibility,
  type PerkRedemption,
  type PerkStatus,
} from './vocabulary'

/**
 * The perks' rules as plain functions (decision 062): when a perk runs, who
 * may use it, what a partner's form must hold, and what a partner's save does
 * to its status. `today` is always the organisation's date, passed in.
 */

export type PerkDates = { validFrom: CalendarDate; validUntil?: CalendarDate | null }

/** Whether the perk runs on `today`: from its first day to its last, both included. */
export function perkCurrent(perk: PerkDates, today: CalendarDate): boolean {
  return perk.validFrom <= today && (!perk.validUntil || today <= perk.validUntil)
}

/** The memberships a person holds in good standing today (active or in grace), by audience. */
export type Standing = Partial<Record<Audience, MembershipState>>

const inGood = (state: MembershipState | undefined) => state === 'active' || state === 'grace'

/** Whether a person whose memberships stand as `standing` may use a perk for `eligibility`. */
export function mayUsePerk(eligibility: PerkEligibility, standing: Standing): boolean {
  if (eligibility === 'any') return inGood(standing.artist) || inGood(standing.artlover)
  return inGood(standing[eligibility])
}

/** Whether the person is a member in good standing of any audience: who sees codes at all. */
export const anyGoodStanding = (standing: Standing) => mayUsePerk('any', standing)

/** What a partner's form holds, as typed. */
export type PerkForm = {
  businessName: string
  title: string
  description: string
  discount: string
  redemption: string
  code: string
  eligibility: string
  validFrom: string
  validUntil: string
}

export type PerkInput = {
  businessName: string
  title: string
  description: string
  discount: string
  redemption: PerkRedemption
  code: string | null
  eligibility: PerkEligibility
  validFrom: CalendarDate
  validUntil: CalendarDate | null
}

const realDate = (value: string) => {
  if (!CALENDAR_DATE.test(value)) return false
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The form read into a perk, or each problem by field, in words. `today` refuses an end already past. */
export function parsePerkForm(
  form: PerkForm,
  today: CalendarDate,
): { ok: true; value: PerkInput } | { ok: false; errors: Partial<Record<keyof PerkForm, string>> } {
  const errors: Partial<Record<keyof PerkForm, string>> = {}
  const trimmed = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as PerkForm
  const need = (field: keyof PerkForm, max: number, what: string) => {
    if (!trimmed[field]) errors[field] = `Enter ${what}.`
    else if (trimmed[field].length > max)
      errors[field] = `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${max} characters.`
  }
  need('businessName', BUSINESS_NAME_MAX, 'the business’s name')
  need('title', TITLE_MAX, 'what the perk is')
  need('description', DESCRIPTION_MAX, 'a description')
  need('discount', DISCOUNT_MAX, 'the discount, such as “15% off framing”')
  const redemption = PERK_REDEMPTIONS.find((value) => value === trimmed.redemption)
  if (!redemption) errors.redemption = 'Choose how members redeem the perk.'
  if (redemption === 'code') {
    if (!trimmed.code) errors.code = 'Enter the code members give you, or choose “shows their membership card”.'
    else if (trimmed.code.length > CODE_MAX) errors.code = `The code is at most ${CODE_MAX} characters.`
  }
  const eligibility = PERK_ELIGIBILITIES.find((value) => value === trimmed.eligibility)
  if (!eligibility) errors.eligibility = 'Choose which members may use the perk.'
  if (!realDate(trimmed.validFrom)) errors.validFrom = 'Enter the first day of the perk as a date (YYYY-MM-DD).'
  if (trimmed.validUntil && !realDate(trimmed.validUntil)) {
    errors.validUntil = 'Enter the last day as a date (YYYY-MM-DD), or leave it empty for no end.'
  } else if (trimmed.validUntil && !errors.validFrom && trimmed.validUntil < trimmed.validFrom) {
    errors.validUntil = 'The last day cannot come before the first.'
  } else if (trimmed.validUntil && trimmed.validUntil < today) {
    errors.validUntil = 'The last day has already passed.'
  }
  if (Object.keys(errors).length > 0 || !redemption || !eligibility) return { ok: false, errors }
  return {
    ok: true,
    value: {
      businessName: trimmed.businessName,
      title: trimmed.title,
      description: trimmed.description,
      discount: trimmed.discount,
      redemption,
      code: redemption === 'code' ? trimmed.code : null,
      eligibility,
      validFrom: trimmed.validFrom,
      validUntil: trimmed.validUntil || null,
    },
  }
}

/**
 * The status a partner's save leaves: a draft stays a draft unless submitted;
 * anything staff saw (published, rejected, withdrawn) goes back to review on
 * a submit — the published version staying public until staff approve.
 */
export function statusAfterPartnerSave(current: PerkStatus | undefined, submit: boolean): PerkStatus {
  if (submit) return 'pending'
  if (!current || current === 'draft') return 'draft'
  return current === 'pending' ? 'pending' : 'draft'
}

/** Why a rejection cannot be recorded with this reason, or undefined. */
export function rejectionProblem(reason: string): string | undefined {
  if (!reason.trim()) return 'Say why the perk is not approved: the partner reads it.'
  if (reason.length > REJECTION_REASON_MAX) return `The reason is at most ${REJECTION_REASON_MAX} characters.`
  return undefined
}
