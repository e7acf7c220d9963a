import type { Payload } from 'payload'
import { z } from 'zod'

import type { Person } from '@/domains/accounts'
import type { AppConfig } from '@/platform/config'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { cartView, emptyCart, type CartOwner } from './carts'
import { startCheckout } from './checkout'
import { createOrder } from './create-order'
import type { LineRequest } from './kinds'
import type { Buyer } from './order-lines'
import { paymentGateways } from './payment-gateways'

/**
 * Checkout starts from one client address before it must wait: generous for a shared office network, not for a
 * script holding the shop's stock with orders it never pays (each start holds stock for CHECKOUT_MINUTES).
 */
export const CHECKOUT_STARTS: RateLimit = { name: 'shop-checkout-starts', points: 20, durationSeconds: 10 * 60 }

/** A guest's details: the address the receipt goes to and the name the order is for. */
export const guestSchema = z.object({
  email: z.email({ message: 'Give an email address for the receipt, such as ada@example.org.' }).max(254),
  name: z
    .string()
    .trim()
    .min(1, { message: 'Give the name the order is for.' })
    .max(200, { message: 'The name is too long: 200 characters at most.' }),
})

/** Where a buyer reads their order once paid: a guest's link carries the order's key. */
export function receiptUrl(publicUrl: string, orderNumber: string, guestToken: string | null): string {
  const base = `${publicUrl.replace(/\/+$/, '')}/shop/orders/${encodeURIComponent(orderNumber)}`
  return guestToken ? `${base}?key=${encodeURIComponent(guestToken)}` : base
}

export type ShopCheckout =
  | { ok: true; redirectTo: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<'email' | 'name', string>> }

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'CURRENCY'>

/**
 * A guest's details checked, or the refusal to give back beside the fields.
 * Signed-in people buy as themselves and are not asked.
 */
export function checkedGuest(raw: {
  email: string
  name: string
}): { ok: true; guest: { email: string; name: string } } | Extract<ShopCheckout, { ok: false }> {
  const parsed = guestSchema.safeParse(raw)
  if (parsed.success) return { ok: true, guest: parsed.data }
  const errors = z.flattenError(parsed.error).fieldErrors
  return {
    ok: false,
    message: 'Please correct the highlighted fields.',
    fieldErrors: { email: errors.email?.[0], name: errors.name?.[0] },
  }
}

/**
 * The one way the site's own pages start paying for lines a person chose
 * (the cart, an event's tickets): the default provider, the limit on
 * checkouts from one address, the order made (`createOrder`: each kind says
 * whether they may buy, and at what price) and checkout started
 * (`startCheckout`: what is limited is held). A refusal comes back in words.
 */
export async function checkoutLines(
  payload: Payload,
  request: {
    buyer: Buyer
    lines: LineRequest[]
    /** Where the provider sends someone who gives up paying. */
    cancelled: string
    address: string
    settings: Settings
  },
): Promise<{ ok: true; redirectTo: string } | { ok: false; message: string }> {
  const { settings } = request
  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take payments online right now. Please try later.' }

  const verdict = await sharedRateLimiter(payload, CHECKOUT_STARTS).consume(request.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `Too many checkouts from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  const made = await createOrder(payload, { buyer: request.buyer, lines: request.lines, currency: settings.CURRENCY })
  if (!made.ok) return { ok: false, message: made.message }
  const started = await startCheckout(payload, {
    orderNumber: made.order.number,
    gateway,
    back: { paid: receiptUrl(settings.PUBLIC_URL, made.order.number, made.guestToken), cancelled: request.cancelled },
  })
  return started
}

/**
 * From the cart to the payment provider: the cart as it stands now becomes an
 * order and checkout starts (`checkoutLines`: stock held), and only then is
 * the cart emptied. A refusal (sold out meanwhile, the provider unreachable)
 * is given in words and the cart is kept.
 */
export async function checkoutCart(
  payload: Payload,
  request: {
    owner: CartOwner
    person: Person | null
    guest: { email: string; name: string }
    address: string
    settings: Settings
  },
): Promise<ShopCheckout> {
  const { owner, person, settings } = request
  let guest: { email: string; name: string } | null = null
  if (!person) {
    const checked = checkedGuest(request.guest)
    if (!checked.ok) return checked
    guest = checked.guest
  }
  const cart = await cartView(payload, owner)
  if (cart.lines.length === 0) {
    return { ok: false, message: [...cart.notes, 'Your cart is empty.'].join(' ') }
  }
  if (cart.notes.length > 0) {
    return { ok: false, message: `${cart.notes.join(' ')} Check your cart, then check out again.` }
  }
  const started = await checkoutLines(payload, {
    buyer: person ? { person } : { guest: guest! },
    lines: cart.lines.map((line) => ({
      kind: line.product.kind,
      product: String(line.product.id),
      quantity: line.quantity,
    })),
    cancelled: `${settings.PUBLIC_URL.replace(/\/+$/, '')}/shop/cart`,
    address: request.address,
    settings,
  })
  if (!started.ok) return started
  await emptyCart(payload, owner)
  return { ok: true, redirectTo: started.redirectTo }
}
