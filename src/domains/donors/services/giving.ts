/**
 * The words and values giving is made of (decision 044), shared by the
 * collections, the giving form and the donation kind.
 */

export const GIFT_FREQUENCIES = ['once', 'yearly'] as const
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number]
export const GIFT_FREQUENCY_LABELS: Record<GiftFrequency, string> = { once: 'Once', yearly: 'Every year' }

/** How a gift may be shown on /donors: only with the donor's agreement, "Anonymous" when they ask. */
export const RECOGNITIONS = ['named', 'anonymous', 'private'] as const
export type Recognition = (typeof RECOGNITIONS)[number]
export const RECOGNITION_LABELS: Record<Recognition, string> = {
  named: 'List my name among our donors',
  anonymous: 'List me as “Anonymous”',
  private: 'Do not list me',
}

/**
 * The radio value that says "an amount of my own", typed in `otherAmount`: here, not in `giving-form.ts`,
 * so that the form in the browser does not bring that module's Zod along.
 */
export const OTHER_AMOUNT = 'other'

export const DEDICATIONS = ['honour', 'memory'] as const
export type Dedication = (typeof DEDICATIONS)[number]
export const DEDICATION_LABELS: Record<Dedication, string> = { honour: 'In honour of', memory: 'In memory of' }

/** A gift waits for its order's payment; paid once the order is; refunded or cancelled by staff's work. */
export const GIFT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const
export type GiftStatus = (typeof GIFT_STATUSES)[number]
export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
}

/** Where a gift came from: the giving page, staff at the desk, or a yearly gift's renewal. */
export const GIFT_SOURCES = ['online', 'desk', 'renewal'] as const
export type GiftSource = (typeof GIFT_SOURCES)[number]

export const YEARLY_GIFT_STATUSES = ['active', 'stopped'] as const
export type YearlyGiftStatus = (typeof YEARLY_GIFT_STATUSES)[number]

/** The donation kind's name in commerce's registry; a line's product is the gift's id. */
export const DONATION_KIND = 'donation'

/** The smallest and largest gift taken online, in minor units: a typo of many zeros is asked about, not charged. */
export const MIN_GIFT_MINOR = 100
export const MAX_GIFT_MINOR = 10_000_000

/** Why an amount cannot be given, in words, or null. */
export function giftAmountProblem(amountMinor: number, format: (minor: number) => string): string | null {
  if (!Number.isSafeInteger(amountMinor)) return 'Give the amount as a number, such as 50 or 50.00.'
  if (amountMinor < MIN_GIFT_MINOR) return `The smallest gift online is ${format(MIN_GIFT_MINOR)}.`
  if (amountMinor > MAX_GIFT_MINOR) {
    return `Gifts over ${format(MAX_GIFT_MINOR)} are welcome by arrangement: please write to us.`
  }
  return null
}

/** The same calendar day a year later (29 February becomes 28 February). */
export function aYearLater(date: Date): Date {
  const next = new Date(date)
  next.setUTCFullYear(date.getUTCFullYear() + 1)
  if (next.getUTCMonth() !== date.getUTCMonth()) next.setUTCDate(0)
  return next
}
