import { cookies } from 'next/headers'

import { config } from '@/platform/config'
import { requestPerson } from '@/platform/payload'
import { FormMessage } from '@/ui/forms'

import { CART_COOKIE, cartView, type CartView } from '../services/carts'
import { formatMoney } from '../services/money'
import { MAX_QUANTITY } from '../services/order-lines'
import { paymentGateways } from '../services/payment-gateways'
import { CartLineForm } from './CartLineForm'
import { CheckoutForm } from './CheckoutForm'
import { productHref } from './ShopView'

/**
 * `/shop/cart` and `/shop/checkout`: pages for one person, read from the
 * request (their cart), so dynamic and never cached (decision 039).
 */

async function currentCart() {
  const { payload, person } = await requestPerson()
  const token = (await cookies()).get(CART_COOKIE)?.value ?? null
  const cart = await cartView(payload, { person: person ? Number(person.id) : null, token })
  return { person, cart }
}

const money = (minor: number) => formatMoney({ minor, currency: config().CURRENCY })

function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null
  return (
    <div className="mt-6">
      <FormMessage id="cart-notes" tone="error">
        <p className="font-medium">Your cart changed since you last saw it:</p>
        <ul className="mt-1 list-disc pl-5">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </FormMessage>
    </div>
  )
}

function EmptyCart() {
  return (
    <div className="mt-8 rounded-lg border border-line bg-white p-6">
      <h2 className="text-2xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 text-muted">Prints, books and bags made with the artists of our city are waiting.</p>
      <p className="mt-4">
        <a
          href="/shop"
          className="inline-block rounded-md bg-accent px-5 py-2.5 font-medium text-white no-underline hover:bg-accent-strong hover:text-white"
        >
          Browse the shop
        </a>
      </p>
    </div>
  )
}

function itemsText(count: number) {
  return count === 1 ? '1 item' : `${count} items`
}

export async function CartPage() {
  const { cart } = await currentCart()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Your cart</h1>
      <Notes notes={cart.notes} />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <table className="mt-8 w-full border-collapse text-left">
            <caption className="sr-only">What is in your cart, {itemsText(cart.count)}</caption>
            <thead className="border-b border-line text-sm text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                  Item
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                  Price
                </th>
                <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                  Quantity
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <tr key={line.product.id} className="border-b border-line align-top">
                  <th scope="row" className="py-4 pr-2 font-normal sm:pr-4">
                    <a href={productHref(line.product)} className="font-semibold">
                      {line.product.name}
                    </a>
                    <span className="mt-1 block text-sm text-muted sm:hidden">
                      {money(line.product.priceMinor)} each
                    </span>
                  </th>
                  <td className="hidden py-4 pr-4 sm:table-cell">{money(line.product.priceMinor)}</td>
                  <td className="py-4 pr-2 sm:pr-4">
                    <CartLineForm
                      productId={line.product.id}
                      name={line.product.name}
                      quantity={line.quantity}
                      maxQuantity={MAX_QUANTITY}
                    />
                  </td>
                  <td className="py-4 text-right font-medium">{money(line.lineMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="pt-4 pr-4 text-right text-lg font-semibold">
                  Total
                </th>
                <td className="pt-4 text-right text-lg font-semibold">{money(cart.totalMinor)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <a href="/shop">Continue shopping</a>
            <a
              href="/shop/checkout"
              className="inline-block rounded-md bg-accent px-5 py-2.5 font-medium text-white no-underline hover:bg-accent-strong hover:text-white"
            >
              Check out
            </a>
          </div>
        </>
      )}
    </div>
  )
}

function Summary({ cart }: { cart: CartView }) {
  return (
    <section aria-labelledby="summary-heading" className="self-start rounded-lg border border-line bg-white p-5">
      <h2 id="summary-heading" className="text-xl font-semibold">
        Your order
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {cart.lines.map((line) => (
          <li key={line.product.id} className="flex justify-between gap-4 py-2">
            <span>
              {line.product.name} <span className="text-muted">× {line.quantity}</span>
            </span>
            <span>{money(line.lineMinor)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-lg font-semibold">
        <span>Total</span>
        <span>{money(cart.totalMinor)}</span>
      </p>
      <p className="mt-3 text-sm">
        <a href="/shop/cart">Change your cart</a>
      </p>
    </section>
  )
}

export async function CheckoutPage() {
  const { person, cart } = await currentCart()
  const provider = paymentGateways(config())[0]
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Check out</h1>
      <Notes notes={cart.notes} />
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid gap-8 md:grid-cols-[1fr_20rem]">
          <div>
            {provider ? (
              <CheckoutForm signedInAs={person ? person.email : null} provider={provider.label} />
            ) : (
              <FormMessage id="no-payments" tone="error">
                The shop cannot take payments online right now. Please try later.
              </FormMessage>
            )}
            {person ? null : (
              <p className="mt-6 text-sm text-muted">
                Have an account? <a href="/login?next=/shop/checkout">Sign in</a> to keep this order with it.
              </p>
            )}
          </div>
          <Summary cart={cart} />
        </div>
      )}
    </div>
  )
}
