/**
 * The words of Open Studios (decision 049): the states of a season, a
 * registration, a guide listing and a guide ad, as stored and as people read
 * them.
 */

/** A season being prepared is not public; the current one is what the site shows; past ones are kept for the record. */
export const SEASON_STATUSES = ['preparing', 'current', 'past'] as const
export type SeasonStatus = (typeof SEASON_STATUSES)[number]
export const SEASON_STATUS_LABELS: Record<SeasonStatus, string> = {
  preparing: 'Being prepared',
  current: 'Current',
  past: 'Past',
}

/** The price phases, in the order the deadlines end them. */
export const PRICE_PHASES = ['early', 'regular', 'late'] as const
export type PricePhase = (typeof PRICE_PHASES)[number]
export const PRICE_PHASE_LABELS: Record<PricePhase, string> = { early: 'Early', regular: 'Regular', late: 'Late' }

/**
 * A registration's life: a draft until the artist goes to pay; awaiting
 * payment while its order is open; registered once paid (or waived by staff);
 * waitlisted when a chosen weekend is full, offered a freed place (with a
 * deadline to pay), withdrawn by the artist, cancelled by staff.
 */
export const REGISTRATION_STATES = [
  'draft',
  'awaiting-payment',
  'registered',
  'waitlisted',
  'offered',
  'withdrawn',
  'cancelled',
] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  draft: 'Draft',
  'awaiting-payment': 'Awaiting payment',
  registered: 'Registered',
  waitlisted: 'On the waiting list',
  offered: 'Offered a place',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
}

/** What a studio offers visitors who need it, as the guide prints it. */
export const ACCESS_FEATURES = [
  'step-free',
  'accessible-toilet',
  'accessible-parking',
  'seating',
  'stairs-only',
] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = {
  'step-free': 'Step-free entrance',
  'accessible-toilet': 'Accessible toilet',
  'accessible-parking': 'Accessible parking nearby',
  seating: 'Seating available',
  'stairs-only': 'Stairs only',
}

/** A guide listing: the artist drafts and submits it; staff approve it or ask for changes with a reason. */
export const LISTING_STATES = ['draft', 'submitted', 'approved', 'changes-requested'] as const
export type ListingState = (typeof LISTING_STATES)[number]
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  submitted: 'Submitted for review',
  approved: 'Approved',
  'changes-requested': 'Changes requested',
}

/** A guide ad: bought, then its print artwork sent, then approved or sent back with a reason. */
export const AD_ORDER_STATES = [
  'awaiting-payment',
  'awaiting-artwork',
  'artwork-submitted',
  'changes-requested',
  'approved',
  'cancelled',
] as const
export type AdOrderState = (typeof AD_ORDER_STATES)[number]
export const AD_ORDER_STATE_LABELS: Record<AdOrderState, string> = {
  'awaiting-payment': 'Awaiting payment',
  'awaiting-artwork': 'Awaiting artwork',
  'artwork-submitted': 'Artwork in review',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
  cancelled: 'Cancelled',
}

/** Where a studio's map position came from: a geocoder, a person placing it, or nowhere yet. */
export const POSITION_SOURCES = ['none', 'geocoded', 'placed'] as const
export type PositionSource = (typeof POSITION_SOURCES)[number]

/** The guide's defaults, from real Open Studios guidelines: a 165-character description, 99 for directions, 300 dpi. */
export const GUIDE_DEFAULTS = {
  descriptionLimit: 165,
  directionsLimit: 99,
  imageWidthInches: 2,
  imageHeightInches: 2,
  printDpi: 300,
} as const

/** A weekend's opening hours, `HH:MM` on the 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
