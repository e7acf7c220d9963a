import type { Money } from './money'
import type { PaymentNotification, PaymentProvider, RenewalNotification } from './notifications'

/** What a provider needs to take payment for an order. */
export type OrderToPay = {
  number: string
  currency: string
  totalMinor: number
  /** `renews: 'year'` for a line paid again every year: the provider takes those payments itself. */
  lines: { description: string; unitPriceMinor: number; quantity: number; renews?: 'year' | null }[]
  /** Where the provider sends its receipt, when it sends one. */
  email: string | null
  /** Which try at paying this order this is (1, 2…): with the number, the key that makes a retried start safe. */
  attempt: number
  /** When the order stops waiting for its payment; the provider's session ends then too. */
  expiresAt: Date
}

/** Where the person goes back to: after paying, and when they give up. */
export type ReturnAddresses = { paid: string; cancelled: string }

/** The provider's session for this try: where to send the person, and the provider's own id of it. */
export type PaymentStart = { redirectTo: string; reference: string }

/** What came in at a provider's notification address. */
export type IncomingNotification = { body: string; headers: Headers }

/**
 * What a verified notification says: the payment's news for an order, the
 * news of a subscription (a year's renewal paid, or no more renewals), or
 * nothing commerce acts on (an event of a kind it does not follow).
 */
export type VerifiedNotification =
  { ok: true; notification: PaymentNotification | RenewalNotification | null } | { ok: false; reason: string }

export type RefundRequest = {
  /** The provider's reference of the payment (for Stripe, the payment intent). */
  paymentReference: string
  amount: Money
  reason: string
  /** The same key on a retry, so the provider refunds once. */
  idempotencyKey: string
}

/**
 * A payment provider behind one interface (decision 044): start a payment
 * and say where to send the person; verify what it posts back before
 * anything is believed; give money back. Every provider's notifications end
 * in `recordPaymentEvent`.
 */
export type PaymentGateway = {
  name: PaymentProvider
  /** What the buyer sees on the button and on the receipt. */
  label: string
  start(order: OrderToPay, back: ReturnAddresses): Promise<PaymentStart>
  verify(incoming: IncomingNotification): Promise<VerifiedNotification>
  refund(request: RefundRequest): Promise<{ reference: string }>
  /**
   * Stops the subscription that renews an order's yearly lines, for
   * providers that renew them themselves (Stripe); safe to ask again.
   */
  stopRenewals?(subscriptionReference: string): Promise<void>
}
