import { MAX_QUANTITY } from './order-lines'

/**
 * The shop's catalogue rules (decision 044): what a product's address, price
 * and stock may be, and what a buyer is told when there is not enough left.
 * Pure, so the collections, the kinds and the cart say the same words.
 */

/** The kinds of product the shop itself sells; other domains register their own kinds. */
export const SHOP_KINDS = ['merchandise', 'guide-copy'] as const
export type ShopKindName = (typeof SHOP_KINDS)[number]

export const SHOP_KIND_LABELS: Record<ShopKindName, string> = {
  merchandise: 'Merchandise',
  'guide-copy': 'Guide copy',
}

export const SLUG_MAX_LENGTH = 80
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u

/** Why staff cannot use this address (slug), in words, or null when they can. */
export function slugProblem(slug: string | null | undefined): string | null {
  if (!slug) return 'Give the address (slug).'
  if (slug.length > SLUG_MAX_LENGTH) return `The address is at most ${SLUG_MAX_LENGTH} characters.`
  if (!SLUG_PATTERN.test(slug)) return 'Use lower-case letters and digits, with single dashes between words.'
  return null
}

/** Addresses under /shop that are pages of their own, so no product may take them. */
export const RESERVED_PRODUCT_SLUGS = ['cart', 'checkout', 'orders', 'testpay'] as const

/** Why a product cannot have this address: a slug's rules, and not one of the shop's own pages. */
export function productSlugProblem(slug: string | null | undefined): string | null {
  if (slug && (RESERVED_PRODUCT_SLUGS as readonly string[]).includes(slug)) {
    return `"${slug}" is the address of one of the shop's own pages: choose another.`
  }
  return slugProblem(slug)
}

/** Why a stock count cannot be saved, or null: a whole number, 0 or more; empty means not counted. */
export function stockProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    return 'Stock must be a whole number, 0 or more — or left empty when it is not counted.'
  }
  return null
}

/** Whether a product with this stock can be bought at all (null stock: not counted, never runs out). */
export function soldOut(stock: number | null | undefined): boolean {
  return stock !== null && stock !== undefined && stock <= 0
}

/**
 * What a buyer is told when `quantity` of a product cannot be had from
 * `stock` (null: not counted), or null when it can.
 */
export function stockRefusal(name: string, stock: number | null | undefined, quantity: number): string | null {
  if (stock === null || stock === undefined || stock >= quantity) return null
  if (stock <= 0) return `${name} is sold out.`
  return `Only ${stock} left of ${name}.`
}

/** A quantity as a person typed it: a whole number from 0 (remove) to MAX_QUANTITY, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return null
  const quantity = Number(trimmed)
  return quantity <= MAX_QUANTITY ? quantity : null
}
