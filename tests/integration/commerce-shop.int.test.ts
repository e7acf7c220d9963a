import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  addToCart,
  cartCount,
  cartView,
  createOrder,
  emptyCart,
  expireUnpaidOrders,
  paymentGateways,
  removeOldGuestCarts,
  setCartQuantity,
  startCheckout,
  type Buyer,
} from '@/domains/commerce'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Product, ProductCategory, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The shop on a real PostgreSQL (decision 044): the last item sold once when
 * two buyers start checkout at the same moment, stock given back exactly once
 * by the expiry job, carts for guests and people merged on sign-in, and the
 * catalogue written only by staff through every API.
 */

const PASSWORD = 'a-good-password'
const gateway = paymentGateways({
  production: false,
  PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
  PUBLIC_URL: 'http://localhost:3000',
})[0]!
const back = { paid: 'http://localhost:3000/shop/orders/x', cancelled: 'http://localhost:3000/shop/cart' }

let payload: Payload
let staff: User
let ada: User
let category: ProductCategory
const tokens = { staff: '', ada: '' }

async function product(data: Partial<Product> & { name: string; priceMinor: number }): Promise<Product> {
  return payload.create({
    collection: 'products',
    overrideAccess: true,
    data: { kind: 'merchandise', category: category.id, active: true, ...data },
  })
}

const stockOf = async (id: number) =>
  (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })).stock

async function orderOf(item: Product, quantity = 1, buyer?: Buyer) {
  const made = await createOrder(payload, {
    buyer: buyer ?? { guest: { email: 'grace@example.org', name: 'Grace Guest' } },
    lines: [{ kind: item.kind, product: String(item.id), quantity }],
    currency: 'USD',
  })
  if (!made.ok) throw new Error(made.message)
  return made.order
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'till@example.org', password: PASSWORD, roles: ['staff'] },
  })
  ada = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'ada@example.org', password: PASSWORD, roles: ['artlover'] },
  })
  tokens.staff = await tokenFor(payload, staff.email, PASSWORD)
  tokens.ada = await tokenFor(payload, ada.email, PASSWORD)
  category = await payload.create({ collection: 'product-categories', overrideAccess: true, data: { name: 'Prints' } })
})

describe('the shop’s kinds', () => {
  it('price a line at the product’s price, described by its name, and refuse what is off sale in words', async () => {
    const tote = await product({ name: 'Canvas tote', priceMinor: 1800 })
    const order = await orderOf(tote, 2)
    expect(order.lines).toMatchObject([
      { kind: 'merchandise', product: String(tote.id), description: 'Canvas tote', unitPriceMinor: 1800, quantity: 2 },
    ])
    expect(order.totalMinor).toBe(3600)

    const old = await product({ name: 'Old mug', priceMinor: 900, active: false })
    const refused = await createOrder(payload, {
      buyer: { person: ada },
      lines: [{ kind: 'merchandise', product: String(old.id), quantity: 1 }],
      currency: 'USD',
    })
    expect(refused).toEqual({ ok: false, message: 'Old mug is no longer on sale.' })
    const wrongKind = await createOrder(payload, {
      buyer: { person: ada },
      lines: [{ kind: 'guide-copy', product: String(tote.id), quantity: 1 }],
      currency: 'USD',
    })
    expect(wrongKind).toEqual({ ok: false, message: 'This product is not in the shop.' })
  })

  it('sells the last one once when two buyers start checkout at the same moment', async () => {
    const last = await product({ name: 'Last print', priceMinor: 4500, stock: 1 })
    const first = await orderOf(last)
    const second = await orderOf(last)
    const started = await Promise.all(
      [first, second].map((order) => startCheckout(payload, { orderNumber: order.number, gateway, back })),
    )
    expect(started.filter((result) => result.ok)).toHaveLength(1)
    expect(started.filter((result) => !result.ok)).toEqual([{ ok: false, message: 'Last print is sold out.' }])
    expect(await stockOf(last.id)).toBe(0)
  })

  it('says how many are left when fewer than asked, and takes none', async () => {
    const guide = await product({ name: 'Open Studios guide', kind: 'guide-copy', priceMinor: 1000, stock: 2 })
    const order = await orderOf(guide, 3)
    expect(await startCheckout(payload, { orderNumber: order.number, gateway, back })).toEqual({
      ok: false,
      message: 'Only 2 left of Open Studios guide.',
    })
    expect(await stockOf(guide.id)).toBe(2)
  })

  it('never runs out of what is not counted', async () => {
    const poster = await product({ name: 'Poster', priceMinor: 1200, stock: null })
    const order = await orderOf(poster, 500)
    expect((await startCheckout(payload, { orderNumber: order.number, gateway, back })).ok).toBe(true)
    expect(await stockOf(poster.id)).toBeNull()
  })

  it('gives stock back exactly once when an unpaid order expires, however often expiry runs', async () => {
    const print = await product({ name: 'Numbered print', priceMinor: 6000, stock: 3 })
    const order = await orderOf(print, 2)
    const now = new Date()
    expect((await startCheckout(payload, { orderNumber: order.number, gateway, back, now })).ok).toBe(true)
    expect(await stockOf(print.id)).toBe(1)
    const later = new Date(now.getTime() + 31 * 60_000)
    const runs = await Promise.all([expireUnpaidOrders(payload, later), expireUnpaidOrders(payload, later)])
    expect(runs.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1)
    await expireUnpaidOrders(payload, later)
    expect(await stockOf(print.id)).toBe(3)
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe(
      'expired',
    )
  })
})

describe('carts', () => {
  it('keeps a guest’s cart by its key, merges it into the person’s cart when they sign in, and empties it', async () => {
    const a = await product({ name: 'Sticker sheet', priceMinor: 500 })
    const b = await product({ name: 'Pin', priceMinor: 300, stock: 10 })
    const guestAdd = await addToCart(payload, { person: null, token: null }, a.id, 2)
    expect(guestAdd.ok).toBe(true)
    const token = guestAdd.ok ? guestAdd.newToken : null
    expect(token).toMatch(/^[\w-]{22}$/)
    expect(await addToCart(payload, { person: null, token }, b.id, 1)).toEqual({ ok: true, newToken: null })
    expect(await cartCount(payload, { person: null, token })).toBe(3)

    // Ada already had a pin in her cart on another device.
    await addToCart(payload, { person: ada.id, token: null }, b.id, 4)
    const merged = await cartView(payload, { person: ada.id, token })
    expect(merged.lines.map((line) => [line.product.name, line.quantity])).toEqual([
      ['Pin', 5],
      ['Sticker sheet', 2],
    ])
    expect(merged.totalMinor).toBe(5 * 300 + 2 * 500)
    // The guest cart is gone: the same key finds nothing once signed out.
    expect((await cartView(payload, { person: null, token })).lines).toEqual([])

    expect(await setCartQuantity(payload, { person: ada.id, token: null }, b.id, 11)).toEqual({
      ok: false,
      message: 'Only 10 left of Pin.',
    })
    await setCartQuantity(payload, { person: ada.id, token: null }, b.id, 0)
    expect(await cartCount(payload, { person: ada.id, token: null })).toBe(2)
    await emptyCart(payload, { person: ada.id, token: null })
    expect(await cartCount(payload, { person: ada.id, token: null })).toBe(0)
  })

  it('refuses what is sold out, and takes out what went off sale with a note', async () => {
    const gone = await product({ name: 'Gone print', priceMinor: 500, stock: 0 })
    expect(await addToCart(payload, { person: null, token: null }, gone.id, 1)).toEqual({
      ok: false,
      message: 'Gone print is sold out.',
    })
    const scarf = await product({ name: 'Scarf', priceMinor: 2500 })
    const added = await addToCart(payload, { person: null, token: null }, scarf.id, 1)
    const token = added.ok ? added.newToken : null
    await payload.update({ collection: 'products', id: scarf.id, overrideAccess: true, data: { active: false } })
    const view = await cartView(payload, { person: null, token })
    expect(view.lines).toEqual([])
    expect(view.notes).toEqual(['Scarf is no longer on sale and was taken out of your cart.'])
  })

  it('removes guest carts untouched for a month, and only those', async () => {
    const pen = await product({ name: 'Pen', priceMinor: 200 })
    const added = await addToCart(payload, { person: null, token: null }, pen.id, 1)
    const token = added.ok ? added.newToken : null
    await addToCart(payload, { person: ada.id, token: null }, pen.id, 1)
    const inAMonth = new Date(Date.now() + 31 * 86_400_000)
    expect(await removeOldGuestCarts(payload, inAMonth)).toBeGreaterThanOrEqual(1)
    expect(await removeOldGuestCarts(payload, inAMonth)).toBe(0)
    expect(await cartCount(payload, { person: null, token })).toBe(0)
    expect(await cartCount(payload, { person: ada.id, token: null })).toBe(1)
  })
})

describe('the catalogue’s access and checks', () => {
  it('shows anyone only what is on sale, and staff everything', async () => {
    const hidden = await product({ name: 'Hidden proof', priceMinor: 100, active: false })
    const anonymous = await rest('GET', `/products?limit=100`)
    expect(anonymous.status).toBe(200)
    const names = (anonymous.body.docs as Product[]).map((doc) => doc.name)
    expect(names).toContain('Canvas tote')
    expect(names).not.toContain('Hidden proof')
    expect((await rest('GET', `/products/${hidden.id}`)).status).toBe(404)
    expect((await rest('GET', `/products/${hidden.id}`, { token: tokens.staff })).status).toBe(200)
    const query = `{ Products(limit: 100) { docs { name } } }`
    const seen = (await graphql(query)).body.data as { Products: { docs: { name: string }[] } }
    expect(seen.Products.docs.map((doc) => doc.name)).not.toContain('Hidden proof')
    expect((await rest('GET', '/product-categories')).status).toBe(200)
  })

  it('refuses writes to products and categories to anyone but staff, through REST and GraphQL', async () => {
    const body = { name: 'Forged', priceMinor: 1, kind: 'merchandise' }
    for (const token of [undefined, tokens.ada]) {
      expect((await rest('POST', '/products', { token, body })).status).toBe(403)
      expect((await rest('POST', '/product-categories', { token, body: { name: 'Forged' } })).status).toBe(403)
      const tote = (await payload.find({ collection: 'products', where: { name: { equals: 'Canvas tote' } } })).docs[0]
      expect((await rest('PATCH', `/products/${tote.id}`, { token, body: { priceMinor: 1 } })).status).toBe(403)
      expect((await rest('DELETE', `/products/${tote.id}`, { token })).status).toBe(403)
      expect((await rest('DELETE', `/product-categories/${category.id}`, { token })).status).toBe(403)
      const mutation = `mutation { createProduct(data: { name: "Forged", priceMinor: 1, kind: merchandise }) { id } }`
      expect((await graphql(mutation, { token })).body.errors?.[0].message).toMatch(/not allowed/)
      const categoryMutation = `mutation { createProductCategory(data: { name: "Forged" }) { id } }`
      expect((await graphql(categoryMutation, { token })).body.errors?.[0].message).toMatch(/not allowed/)
    }
    expect(await priceOfName('Canvas tote')).toBe(1800)
    expect((await rest('POST', '/products', { token: tokens.staff, body })).status).toBe(201)
  })

  it('has no API to carts at all', async () => {
    expect((await rest('GET', '/carts', { token: tokens.staff })).status).toBe(404)
    expect((await rest('GET', '/cart_lines', { token: tokens.staff })).status).toBe(404)
    expect(
      (
        await graphql(
          `
            {
              Carts {
                docs {
                  id
                }
              }
            }
          `,
          { token: tokens.staff },
        )
      ).body.errors?.[0].message,
    ).toMatch(/Cannot query field "Carts"/)
    const [row] = await rowsOf<{ n: number }>(database(payload), sql`SELECT count(*)::integer AS n FROM carts`)
    expect(row.n).toBeGreaterThan(0)
  })

  it('refuses a price or stock that is not a whole number from 0, and a bad address, in words', async () => {
    const make = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'products',
        overrideAccess: true,
        data: { name: 'Check', kind: 'merchandise', priceMinor: 100, ...data } as never,
      })
    // Payload's ValidationError names the field; the words for the person are in its data.
    const refusal = async (data: Record<string, unknown>) => {
      const error = await make(data).then(
        () => null,
        (thrown: { data?: { errors?: { message: string }[] } }) => thrown,
      )
      return error?.data?.errors?.map((item) => item.message).join(' ')
    }
    expect(await refusal({ priceMinor: 12.5 })).toBe('Price must be a whole number of minor units, 0 or more.')
    expect(await refusal({ priceMinor: -1 })).toBe('Price must be a whole number of minor units, 0 or more.')
    expect(await refusal({ stock: -2 })).toMatch(/^Stock must be a whole number, 0 or more/)
    expect(await refusal({ stock: 1.5 })).toMatch(/^Stock must be a whole number/)
    expect(await refusal({ slug: 'Not A Slug' })).toMatch(/lower-case letters and digits/)
    const made = await make({ name: 'Riso Print: Blue!' })
    expect(made.slug).toBe('riso-print-blue')
  })
})

async function priceOfName(name: string) {
  const { docs } = await payload.find({ collection: 'products', where: { name: { equals: name } }, depth: 0 })
  return docs[0]?.priceMinor
}
