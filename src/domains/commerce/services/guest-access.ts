import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { parseOrderNumber } from './orders'

/** Whether the key given is the order's, compared in constant time so its characters cannot be found one by one. */
export function isGuestKey(given: string, stored: string | null | undefined): boolean {
  if (!stored) return false
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * A guest's order, reached by its number and the key from the receipt link,
 * or null — the same null for no such order and for a wrong key, so neither
 * tells anything. A person's order has no key: they sign in to see it.
 */
export async function guestOrder(payload: Payload, number: string, key: string): Promise<Order | null> {
  if (!parseOrderNumber(number)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number.trim().toUpperCase() } },
    limit: 1,
    depth: 0,
    // Field access hides the key from every API; read past it here, the one place that compares it.
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || !isGuestKey(key, order.guestToken)) return null
  const { guestToken: _key, ...shown } = order
  return shown
}
