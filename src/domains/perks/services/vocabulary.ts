/** A perk's life: the partner's draft, waiting for staff, public, turned down with a reason, or taken down. */
export const PERK_STATUSES = ['draft', 'pending', 'published', 'rejected', 'withdrawn'] as const
export type PerkStatus = (typeof PERK_STATUSES)[number]
export const PERK_STATUS_LABELS: Record<PerkStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  published: 'Published',
  rejected: 'Not approved',
  withdrawn: 'Withdrawn',
}

/** Who may use a perk: one audience's members, or any member in good standing. */
export const PERK_ELIGIBILITIES = ['artlover', 'artist', 'any'] as const
export type PerkEligibility = (typeof PERK_ELIGIBILITIES)[number]
export const PERK_ELIGIBILITY_LABELS: Record<PerkEligibility, string> = {
  artlover: 'Art lover members',
  artist: 'Artist members',
  any: 'Any member',
}

/** How a member redeems it: a code the partner gave, or by showing their membership card. */
export const PERK_REDEMPTIONS = ['code', 'card'] as const
export type PerkRedemption = (typeof PERK_REDEMPTIONS)[number]
export const PERK_REDEMPTION_LABELS: Record<PerkRedemption, string> = {
  code: 'A code the member gives',
  card: 'The member shows their membership card',
}

export const BUSINESS_NAME_MAX = 120
export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 1000
export const DISCOUNT_MAX = 80
export const CODE_MAX = 40
export const REJECTION_REASON_MAX = 1000
