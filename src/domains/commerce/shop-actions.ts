'use server'

import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { type ActionState, idField, text } from '@/platform/forms'
import { config } from '@/platform/config'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { parseQuantity } from './services/catalogue'
import { addToCart, CART_COOKIE, GUEST_CART_DAYS, setCartQuantity, type CartOwner } from './services/carts'
import { expireShopPages } from './services/shop-cache'
import { checkoutCart } from './services/shop-checkout'

/**
 * The shop's forms (decision 035): add to cart, change a line, check out.
 * Each works as a plain form post without JavaScript.
 */

export type ShopFormState = ActionState<'quantity' | 'email' | 'name'>

async function currentOwner() {
  const { payload, person } = await requestPerson()
  const token = (await cookies()).get(CART_COOKIE)?.value ?? null
  const owner: CartOwner = { person: person ? Number(person.id) : null, token }
  return { payload, person, owner }
}

/** The guest cart's key, in a cookie only the server reads, sent back to this site alone. */
async function keepCartToken(token: string) {
  ;(await cookies()).set(CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config().production,
    path: '/',
    maxAge: GUEST_CART_DAYS * 86_400,
  })
}

export async function addToCartAction(_previous: ShopFormState, form: FormData): Promise<ShopFormState> {
  const product = idField(form, 'product')
  const quantity = parseQuantity(text(form, 'quantity') || '1')
  if (product === undefined) return { status: 'error', message: 'Choose a product to add.' }
  if (quantity === null || quantity < 1) {
    return {
      status: 'error',
      fields: { quantity: text(form, 'quantity') },
      fieldErrors: { quantity: 'Give a whole number, at least 1.' },
    }
  }
  const { payload, owner } = await currentOwner()
  const added = await addToCart(payload, owner, product, quantity)
  if (!added.ok) return { status: 'error', message: added.message, fields: { quantity: String(quantity) } }
  if (added.newToken) await keepCartToken(added.newToken)
  redirect('/shop/cart')
}

/** One line of the cart: a new quantity ("Update"), or out of the cart ("Remove", or a quantity of 0). */
export async function updateCartLineAction(_previous: ShopFormState, form: FormData): Promise<ShopFormState> {
  const product = idField(form, 'product')
  const removing = text(form, 'remove') === '1'
  const quantity = removing ? 0 : parseQuantity(text(form, 'quantity'))
  if (product === undefined) return { status: 'error', message: 'That line is no longer in your cart.' }
  if (quantity === null) {
    return {
      status: 'error',
      fields: { quantity: text(form, 'quantity') },
      fieldErrors: { quantity: 'Give a whole number from 0 to 999.' },
    }
  }
  const { payload, owner } = await currentOwner()
  const changed = await setCartQuantity(payload, owner, product, quantity)
  if (!changed.ok) return { status: 'error', message: changed.message }
  refresh()
  return { status: 'done' }
}

export async function checkoutAction(_previous: ShopFormState, form: FormData): Promise<ShopFormState> {
  const fields = { email: text(form, 'email').trim(), name: text(form, 'name') }
  const { payload, person, owner } = await currentOwner()
  const started = await checkoutCart(payload, {
    owner,
    person,
    guest: fields,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!started.ok) {
    return { status: 'error', message: started.message, fields, fieldErrors: started.fieldErrors }
  }
  // Stock was taken: the cached shop pages show "Sold out" at once where it ran out.
  expireShopPages()
  redirect(started.redirectTo)
}
