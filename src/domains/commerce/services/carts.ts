import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'

import { stockRefusal } from './catalogue'
import { checkedLines, itemCount, mergedLines, withAdded, withQuantity, type CartLine } from './cart-lines'

/**
 * Carts on the server (decision 044, "What has landed"): the tables `carts`
 * and `cart_lines`, written by hand in the shop's migration and reached only
 * here — no REST or GraphQL answers them. A signed-in person's cart is theirs
 * on every device; a guest's is found by an opaque random key kept in an
 * HttpOnly cookie, stored only as its SHA-256. When a signed-in person
 * arrives with a guest cart's cookie, the guest cart is merged into theirs
 * (`openCart`), the first time their cart is read or changed.
 */

import { CART_COOKIE } from './cart-cookie'

export { CART_COOKIE }
/** A guest cart untouched this long is removed by the scheduled clean-up; the cookie lasts as long. */
export const GUEST_CART_DAYS = 30

/** Whose cart: the signed-in person's (by id), and a guest cart's key from the cookie, either or both. */
export type CartOwner = { person: number | null; token: string | null }

/** A new guest cart's key: 128 random bits, so nobody can guess another's cart. */
export function newCartToken(): string {
  return randomBytes(16).toString('base64url')
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const validToken = (token: string | null): token is string => Boolean(token && /^[\w-]{16,64}$/.test(token))

async function guestCartId(tx: Transaction, token: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    tx.db,
    sql`SELECT id FROM carts WHERE token_hash = ${hashOf(token)} AND person_id IS NULL FOR UPDATE`,
  )
  return row?.id
}

async function linesOfCart(tx: Transaction, cart: number): Promise<CartLine[]> {
  return rowsOf<CartLine>(
    tx.db,
    sql`SELECT product_id AS product, quantity FROM cart_lines WHERE cart_id = ${cart} ORDER BY position`,
  )
}

async function writeLines(tx: Transaction, cart: number, lines: readonly CartLine[]): Promise<void> {
  await tx.db.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cart}`)
  for (const [position, line] of lines.entries()) {
    await tx.db.execute(
      sql`INSERT INTO cart_lines (cart_id, product_id, quantity, position)
          VALUES (${cart}, ${line.product}, ${line.quantity}, ${position})`,
    )
  }
  await tx.db.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cart}`)
}

/**
 * The owner's cart, locked until the transaction ends, so two changes at once
 * (two tabs) take turns. A signed-in person's guest cart is merged into
 * theirs and removed. `create`: make the cart when there is none (a guest
 * then gets a new key, to be set in the cookie).
 */
async function openCart(
  tx: Transaction,
  owner: CartOwner,
  create: boolean,
): Promise<{ id: number; newToken: string | null } | null> {
  const guestToken = validToken(owner.token) ? owner.token : null
  if (owner.person !== null) {
    const [own] = await rowsOf<{ id: number }>(
      tx.db,
      create
        ? sql`INSERT INTO carts (person_id) VALUES (${owner.person})
              ON CONFLICT (person_id) DO UPDATE SET updated_at = now() RETURNING id`
        : sql`SELECT id FROM carts WHERE person_id = ${owner.person} FOR UPDATE`,
    )
    const guest = guestToken ? await guestCartId(tx, guestToken) : undefined
    if (guest === undefined) return own ? { id: own.id, newToken: null } : null
    const [cart] = own
      ? [own]
      : await rowsOf<{ id: number }>(
          tx.db,
          sql`INSERT INTO carts (person_id) VALUES (${owner.person})
              ON CONFLICT (person_id) DO UPDATE SET updated_at = now() RETURNING id`,
        )
    await writeLines(tx, cart.id, mergedLines(await linesOfCart(tx, cart.id), await linesOfCart(tx, guest)))
    await tx.db.execute(sql`DELETE FROM carts WHERE id = ${guest}`)
    return { id: cart.id, newToken: null }
  }
  if (guestToken) {
    const guest = await guestCartId(tx, guestToken)
    if (guest !== undefined) return { id: guest, newToken: null }
  }
  if (!create) return null
  const token = newCartToken()
  const [cart] = await rowsOf<{ id: number }>(
    tx.db,
    sql`INSERT INTO carts (token_hash) VALUES (${hashOf(token)}) RETURNING id`,
  )
  return { id: cart.id, newToken: token }
}

/** A product as the cart shows and checks it. */
export type CartProductRow = {
  id: number
  name: string
  slug: string
  kind: string
  active: boolean
  priceMinor: number
  stock: number | null
}

async function productsOf(tx: Transaction, ids: readonly number[]): Promise<Map<number, CartProductRow>> {
  if (ids.length === 0) return new Map()
  const rows = await rowsOf<CartProductRow>(
    tx.db,
    sql`SELECT id, name, slug, kind, coalesce(active, false) AS active, price_minor::float8 AS "priceMinor",
               stock::float8 AS stock
        FROM products WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

export type CartChange = { ok: true; newToken: string | null } | { ok: false; message: string }

/**
 * Puts `quantity` of a product in the owner's cart (a guest without a cart
 * gets one, and its key to set in the cookie). Refused in words: a product not
 * on sale, or more than is left in stock.
 */
export async function addToCart(
  payload: Payload,
  owner: CartOwner,
  product: number,
  quantity: number,
): Promise<CartChange> {
  return inTransaction<CartChange>(payload, async (tx) => {
    const row = (await productsOf(tx, [product])).get(product)
    if (!row || !row.active) return { commit: false, value: { ok: false, message: 'This product is not on sale.' } }
    const cart = (await openCart(tx, owner, true))!
    const lines = withAdded(await linesOfCart(tx, cart.id), product, quantity)
    const wanted = lines.find((line) => line.product === product)?.quantity ?? 0
    const refusal = stockRefusal(row.name, row.stock, wanted)
    if (refusal) return { commit: false, value: { ok: false, message: refusal } }
    await writeLines(tx, cart.id, lines)
    return { commit: true, value: { ok: true, newToken: cart.newToken } }
  })
}

/** Sets how many of a product the cart holds; 0 takes it out. More than is left is refused in words. */
export async function setCartQuantity(
  payload: Payload,
  owner: CartOwner,
  product: number,
  quantity: number,
): Promise<CartChange> {
  return inTransaction<CartChange>(payload, async (tx) => {
    const cart = await openCart(tx, owner, false)
    if (!cart) return { commit: false, value: { ok: false, message: 'Your cart is empty.' } }
    if (quantity > 0) {
      const row = (await productsOf(tx, [product])).get(product)
      const refusal = row ? stockRefusal(row.name, row.stock, quantity) : null
      if (refusal) return { commit: false, value: { ok: false, message: refusal } }
    }
    await writeLines(tx, cart.id, withQuantity(await linesOfCart(tx, cart.id), product, quantity))
    return { commit: true, value: { ok: true, newToken: null } }
  })
}

export type CartView = {
  lines: { product: CartProductRow; quantity: number; lineMinor: number }[]
  totalMinor: number
  count: number
  /** What changed since the person last looked, in words (products gone, sold out, fewer left). */
  notes: string[]
}

/**
 * The owner's cart as they see it and as checkout buys it: a guest cart
 * merged in on sign-in, products gone, off sale or sold out taken out and
 * quantities brought down to what is left, each change in words.
 */
export async function cartView(payload: Payload, owner: CartOwner): Promise<CartView> {
  return inTransaction<CartView>(payload, async (tx) => {
    const cart = await openCart(tx, owner, false)
    if (!cart) return { commit: false, value: { lines: [], totalMinor: 0, count: 0, notes: [] } }
    const stored = await linesOfCart(tx, cart.id)
    const products = await productsOf(
      tx,
      stored.map((line) => line.product),
    )
    const checked = checkedLines(stored, products)
    if (checked.notes.length > 0 || checked.lines.length !== stored.length) await writeLines(tx, cart.id, checked.lines)
    const lines = checked.lines.map((line) => {
      const product = products.get(line.product)!
      return { product, quantity: line.quantity, lineMinor: product.priceMinor * line.quantity }
    })
    return {
      commit: true,
      value: {
        lines,
        totalMinor: lines.reduce((sum, line) => sum + line.lineMinor, 0),
        count: itemCount(checked.lines),
        notes: checked.notes,
      },
    }
  })
}

/** How many things the owner's carts hold, for the cart link: read only, nothing merged or changed. */
export async function cartCount(payload: Payload, owner: CartOwner): Promise<number> {
  const token = validToken(owner.token) ? hashOf(owner.token) : null
  if (owner.person === null && token === null) return 0
  const [row] = await rowsOf<{ count: number }>(
    database(payload),
    sql`SELECT coalesce(sum(l.quantity), 0)::integer AS count
        FROM cart_lines l JOIN carts c ON c.id = l.cart_id
        WHERE (c.person_id IS NOT NULL AND c.person_id = ${owner.person ?? -1})
           OR (c.person_id IS NULL AND c.token_hash = ${token ?? ''})`,
  )
  return row?.count ?? 0
}

/** Empties the owner's cart (after checkout has started: the order holds the lines now). */
export async function emptyCart(payload: Payload, owner: CartOwner): Promise<void> {
  await inTransaction<void>(payload, async (tx) => {
    const cart = await openCart(tx, owner, false)
    if (cart) await writeLines(tx, cart.id, [])
    return { commit: true, value: undefined }
  })
}

/**
 * Removes guest carts untouched for `GUEST_CART_DAYS` (a person's cart stays
 * while their account does). One statement: running it twice removes nothing
 * more.
 */
export async function removeOldGuestCarts(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - GUEST_CART_DAYS * 86_400_000)
  const removed = await rowsOf<{ id: number }>(
    database(payload),
    sql`DELETE FROM carts WHERE person_id IS NULL AND updated_at < ${before.toISOString()} RETURNING id`,
  )
  return removed.length
}
