import { soldOut, stockRefusal } from './catalogue'
import { MAX_QUANTITY } from './order-lines'

/**
 * The cart's rules as pure functions (decision 044): what adding, changing
 * and merging do to its lines, and what is left of them once the products
 * are looked at again. The database side is `carts.ts`.
 */

/** One line of a cart: a product of the shop (by id) and how many. */
export type CartLine = { product: number; quantity: number }

const capped = (quantity: number) => Math.min(Math.max(0, Math.trunc(quantity)), MAX_QUANTITY)

/** The lines with `quantity` more of `product` (a new line last), at most MAX_QUANTITY of one thing. */
export function withAdded(lines: readonly CartLine[], product: number, quantity: number): CartLine[] {
  if (!lines.some((line) => line.product === product)) {
    return capped(quantity) > 0 ? [...lines, { product, quantity: capped(quantity) }] : [...lines]
  }
  return lines.map((line) =>
    line.product === product ? { product, quantity: capped(line.quantity + quantity) } : { ...line },
  )
}

/** The lines with `product`'s quantity set; 0 takes the line out. A product not in the cart is left out. */
export function withQuantity(lines: readonly CartLine[], product: number, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.product !== product) return [{ ...line }]
    return capped(quantity) > 0 ? [{ product, quantity: capped(quantity) }] : []
  })
}

/**
 * A guest's cart brought into the person's cart when they sign in: the
 * person's lines first, quantities of a product in both added (up to
 * MAX_QUANTITY), the guest's new lines after them in their order.
 */
export function mergedLines(into: readonly CartLine[], from: readonly CartLine[]): CartLine[] {
  return from.reduce((lines, line) => withAdded(lines, line.product, line.quantity), [...into])
}

/** What the cart knows of a product when it shows or checks its lines. */
export type CartProduct = { id: number; name: string; active: boolean; stock: number | null }

/**
 * The lines that can still be bought, and a note in words for each one that
 * changed: a product gone or no longer on sale and a sold-out one are taken
 * out, a quantity above what is left is brought down to it.
 */
export function checkedLines(
  lines: readonly CartLine[],
  products: ReadonlyMap<number, CartProduct>,
): { lines: CartLine[]; notes: string[] } {
  const kept: CartLine[] = []
  const notes: string[] = []
  let gone = 0
  for (const line of lines) {
    const product = products.get(line.product)
    if (!product) {
      gone += 1
      continue
    }
    if (!product.active) {
      notes.push(`${product.name} is no longer on sale and was taken out of your cart.`)
    } else if (soldOut(product.stock)) {
      notes.push(`${product.name} is sold out and was taken out of your cart.`)
    } else if (stockRefusal(product.name, product.stock, line.quantity)) {
      kept.push({ product: line.product, quantity: product.stock! })
      notes.push(`Only ${product.stock} left of ${product.name}: your cart now holds ${product.stock}.`)
    } else {
      kept.push({ ...line })
    }
  }
  if (gone > 0) {
    notes.unshift(
      gone === 1
        ? 'Something in your cart is no longer in the shop and was taken out.'
        : `${gone} things in your cart are no longer in the shop and were taken out.`,
    )
  }
  return { lines: kept, notes }
}

/** How many things the cart holds, for its link. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}
