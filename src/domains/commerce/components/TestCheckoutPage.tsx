import { notFound } from 'next/navigation'

import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

import { answerTestCheckout } from '../actions'
import { formatMoney } from '../services/money'
import { ORDER_STATUS_LABELS } from '../services/orders'
import { paymentGateway } from '../services/payment-gateways'
import { sessionEnded, TEST_CHECKOUT_MESSAGES, testCheckoutResult } from '../services/test-checkout'
import { openTestSession } from '../services/test-gateway'

type Query = { session?: string | string[]; step?: string | string[]; result?: string | string[] }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const button =
  'w-full rounded-md px-4 py-2.5 font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The test provider's checkout page (decision 044): what a card provider's
 * hosted page does, marked as a test on every line that matters. Its address
 * is the signed session, so the amount cannot be changed; each button posts
 * to `answerTestCheckout`, which works without JavaScript.
 */
export async function TestCheckoutPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams
  const settings = config()
  const token = one(query.session) ?? ''
  const session = openTestSession(token, settings.PAYLOAD_SECRET)
  if (!paymentGateway(settings, 'test') || !session) notFound()

  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: session.number } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { status: true, lines: true },
  })
  const order = docs[0]
  if (!order) notFound()

  const total = formatMoney({ minor: session.totalMinor, currency: session.currency })
  const result = testCheckoutResult(one(query.result))
  const authenticating = one(query.step) === 'authenticate' && !result
  const settled = order.status !== 'awaiting-payment' && order.status !== 'open'
  const ended = sessionEnded(session)

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <p className="rounded-md border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
        <strong>Test payments.</strong> No real money is taken: this page stands in for a card payment provider while
        none is set up. Choose what the card does.
      </p>
      <h1 id="page-title" className="mt-8 text-3xl font-semibold">
        Pay {total}
      </h1>
      <p className="mt-2 text-muted">Order {session.number}</p>
      <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3">
            <span>
              {line.description}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span className="tabular-nums">
              {formatMoney({ minor: line.unitPriceMinor * line.quantity, currency: session.currency })}
            </span>
          </li>
        ))}
      </ul>

      {result ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {TEST_CHECKOUT_MESSAGES[result]}
        </p>
      ) : null}

      {settled ? (
        <p className="mt-6">
          This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}.{' '}
          <a className="font-medium text-accent underline" href={session.paid}>
            See the order
          </a>
        </p>
      ) : ended ? (
        <p className="mt-6">
          <a className="font-medium text-accent underline" href={session.cancelled}>
            Back to your cart
          </a>
        </p>
      ) : (
        <form action={answerTestCheckout} className="mt-6 space-y-3">
          <input type="hidden" name="session" value={token} />
          {authenticating ? (
            <fieldset className="space-y-3">
              <legend className="mb-2 font-medium">Your bank asks you to confirm this payment of {total}.</legend>
              <button name="choice" value="confirm" className={`${button} bg-accent text-white hover:bg-accent-strong`}>
                Confirm the payment
              </button>
              <button name="choice" value="fail-authentication" className={`${button} border border-stone-400`}>
                Fail the confirmation
              </button>
            </fieldset>
          ) : (
            <fieldset className="space-y-3">
              <legend className="sr-only">What the test card does</legend>
              <button name="choice" value="pay" className={`${button} bg-accent text-white hover:bg-accent-strong`}>
                Pay {total}
              </button>
              <button name="choice" value="decline" className={`${button} border border-stone-400`}>
                Decline the card
              </button>
              <button name="choice" value="authenticate" className={`${button} border border-stone-400`}>
                Card needs authentication
              </button>
            </fieldset>
          )}
          <p className="pt-2 text-center">
            <a className="text-accent underline" href={session.cancelled}>
              Cancel and go back
            </a>
          </p>
        </form>
      )}
    </section>
  )
}
