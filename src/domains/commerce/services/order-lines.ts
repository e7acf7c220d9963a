import { z } from 'zod'

import type { Person } from '@/domains/accounts'

import { sumMoney } from './money'

/** Who buys: a signed-in person, or a guest known by an email address and a name. */
export type Buyer = { person: Person } | { guest: { email: string; name: string } }

/** At most this many of one thing in a line: more is a typing mistake, or someone testing us. */
export const MAX_QUANTITY = 999

// The address check every form of the site uses.
const email = z.email().max(254)

/** What is wrong with a guest buyer, in words, or null. A person needs no check: they signed in. */
export function buyerProblem(buyer: Buyer): string | null {
  if ('person' in buyer) return null
  const address = buyer.guest.email.trim()
  if (!email.safeParse(address).success) return 'Give an email address for the receipt, such as ada@example.org.'
  const name = buyer.guest.name.trim()
  if (!name) return 'Give the name the order is for.'
  if (name.length > 200) return 'The name is too long: 200 characters at most.'
  return null
}

export function quantityProblem(quantity: number): string | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 'A quantity must be a whole number, at least 1.'
  if (quantity > MAX_QUANTITY) return `At most ${MAX_QUANTITY} of one thing in an order.`
  return null
}

/** The order's total in minor units: every line's unit price times its quantity, in one currency. */
export function orderTotal(lines: readonly { unitPriceMinor: number; quantity: number }[], currency: string): number {
  if (lines.length === 0) throw new Error('An order needs at least one line.')
  const amounts = lines.map(({ unitPriceMinor, quantity }) => {
    if (!Number.isSafeInteger(unitPriceMinor) || unitPriceMinor < 0) {
      throw new Error(`${unitPriceMinor} is not a price in minor units.`)
    }
    return { minor: unitPriceMinor * quantity, currency }
  })
  return sumMoney(amounts, currency).minor
}
