import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { createOrder, paymentGateways, receiptPath, startCheckout } from '@/domains/commerce'
import type { AppConfig } from '@/platform/config'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { membershipProduct } from './membership-kind'
import { MEMBERSHIP_KIND, PLAN_SLUG } from './vocabulary'

/** Checkouts started from one client address before it must wait, like the giving form's. */
export const JOINING_STARTS: RateLimit = { name: 'membership-joining-starts', points: 20, durationSeconds: 10 * 60 }

export type JoiningStarted = { ok: true; redirectTo: string } | { ok: false; message: string; signIn?: string }

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'CURRENCY'>

/**
 * From a plan page's button to the payment provider: one order with one
 * `membership` line, checkout started with the default provider. Whether it
 * joins or renews is decided when the order is paid, from the terms then
 * (`addTerm`); the membership kind refuses guests, retired plans and an
 * audience the person may not join, in words.
 */
export async function joinPlan(
  payload: Payload,
  request: { slug: string; reduced: boolean; person: Person | null; address: string; settings: Settings },
): Promise<JoiningStarted> {
  const { person, settings } = request
  const page = `/${request.slug}membership`
  if (!PLAN_SLUG.test(request.slug)) return { ok: false, message: 'This membership plan is not known.' }
  if (!person) {
    return {
      ok: false,
      message: 'Please sign in, or join the site first: a membership belongs to an account.',
      signIn: `/login?next=${encodeURIComponent(page)}`,
    }
  }
  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take payments online right now. Please try later.' }

  const verdict = await sharedRateLimiter(payload, JOINING_STARTS).consume(request.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `Too many checkouts started from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  const made = await createOrder(payload, {
    buyer: { person },
    lines: [{ kind: MEMBERSHIP_KIND, product: membershipProduct(request.slug, request.reduced), quantity: 1 }],
    currency: settings.CURRENCY,
  })
  if (!made.ok) return { ok: false, message: made.message }
  const publicUrl = settings.PUBLIC_URL.replace(/\/+$/, '')
  const started = await startCheckout(payload, {
    orderNumber: made.order.number,
    gateway,
    back: { paid: `${publicUrl}${receiptPath(made.order.number, made.guestToken)}`, cancelled: `${publicUrl}${page}` },
  })
  if (!started.ok) return { ok: false, message: started.message }
  return { ok: true, redirectTo: started.redirectTo }
}
