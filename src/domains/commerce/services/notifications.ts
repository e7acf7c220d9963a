import type { Money } from './money'
import type { OrderEvent } from './orders'

/** Who may tell us about money (decision 044). */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'manual'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** What a notification says happened to a payment. */
export const PAYMENT_OUTCOMES = ['succeeded', 'failed'] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]

/**
 * One notification from a provider, already verified as theirs: its event id
 * (unique per provider, the same on every redelivery), the order it is about
 * (by number), what happened and how much.
 */
export type PaymentNotification = {
  provider: PaymentProvider
  eventId: string
  orderNumber: string
  outcome: PaymentOutcome
  amount: Money
  /** The provider's id of the payment itself (Stripe's payment intent, or invoice), which a refund names. */
  paymentReference?: string
  /** The provider's subscription that will renew the order's yearly lines, when it renews them itself. */
  subscriptionReference?: string
}

/**
 * A provider's news of a subscription it renews itself (Stripe): a year's
 * payment taken (`renewed`), or no more renewals (`ended`: stopped, or its
 * payments failed until the provider gave up).
 */
export type RenewalNotification =
  | {
      provider: PaymentProvider
      eventId: string
      subscriptionReference: string
      outcome: 'renewed'
      amount: Money
      /** The provider's id of the renewal's payment (Stripe's invoice); a renewal order is made once per payment. */
      paymentReference: string
    }
  | { provider: PaymentProvider; eventId: string; subscriptionReference: string; outcome: 'ended' }

/** Whether a verified notification is a subscription's news rather than an order's payment. */
export function isRenewal(
  notification: PaymentNotification | RenewalNotification,
): notification is RenewalNotification {
  return notification.outcome === 'renewed' || notification.outcome === 'ended'
}

/** What is wrong with a notification's shape, in words, or null. */
export function notificationProblem(notification: PaymentNotification): string | null {
  if (!PAYMENT_PROVIDERS.includes(notification.provider)) return `"${notification.provider}" is not a payment provider.`
  const eventId = notification.eventId
  if (!eventId || eventId.length > 255 || eventId.trim() !== eventId) return 'A notification needs its event id.'
  if ((notification.paymentReference ?? '').length > 255) return 'A payment’s reference is too long.'
  if ((notification.subscriptionReference ?? '').length > 255) return 'A subscription’s reference is too long.'
  if (!PAYMENT_OUTCOMES.includes(notification.outcome)) return `"${notification.outcome}" is not a payment outcome.`
  if (!Number.isSafeInteger(notification.amount.minor) || notification.amount.minor < 0) {
    return 'A payment’s amount must be a whole number of minor units.'
  }
  return null
}

/**
 * The event a notification is for this order, or why it cannot move the
 * order: money taken that is not the order's total is kept as a payment for
 * staff to settle, but does not make the order paid.
 */
export function orderEventOf(
  notification: PaymentNotification,
  order: { totalMinor: number; currency: string },
): { ok: true; event: OrderEvent } | { ok: false; reason: string } {
  if (notification.outcome === 'failed') return { ok: true, event: { type: 'payment-failed' } }
  const { minor, currency } = notification.amount
  if (currency !== order.currency || minor !== order.totalMinor) {
    return {
      ok: false,
      reason: `The payment (${minor} ${currency}) is not the order's total (${order.totalMinor} ${order.currency}).`,
    }
  }
  return { ok: true, event: { type: 'payment-succeeded' } }
}
