'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { text } from '@/platform/forms'
import { payloadInstance, requestPerson } from '@/platform/payload'

import { cancelOwnOrder, payOwnOrder } from './services/own-orders'
import { paymentGateway } from './services/payment-gateways'
import { receiveNotification } from './services/receive-notification'
import { expireShopPages } from './services/shop-cache'
import { sessionEnded, testCheckoutChoice, testCheckoutPath } from './services/test-checkout'
import { openTestSession, signTestNotification, testEventId } from './services/test-gateway'

/**
 * A button of the test provider's checkout page. What a card network would
 * answer is posted, signed, to the same notification function Stripe's
 * webhooks reach; the person then goes where a provider would send them.
 */
export async function answerTestCheckout(form: FormData): Promise<void> {
  const settings = config()
  const gateway = paymentGateway(settings, 'test')
  const token = text(form, 'session')
  const session = openTestSession(token, settings.PAYLOAD_SECRET)
  const choice = testCheckoutChoice(text(form, 'choice'))
  if (!gateway || !session || !choice) redirect('/shop/testpay')
  if (choice.next) redirect(testCheckoutPath(token, { step: choice.next }))
  if (sessionEnded(session)) redirect(testCheckoutPath(token, { result: 'expired' }))

  const reply = await receiveNotification(
    await payloadInstance(),
    gateway,
    signTestNotification(
      {
        id: testEventId(),
        order: session.number,
        outcome: choice.outcome,
        amountMinor: session.totalMinor,
        currency: session.currency,
        reference: `test_pi_${session.number}_${session.attempt}`,
      },
      settings.PAYLOAD_SECRET,
    ),
  )
  if (reply.answer.outcome !== 'recorded') redirect(testCheckoutPath(token, { result: 'refused' }))
  if (choice.outcome === 'failed') redirect(testCheckoutPath(token, { result: choice.failure }))
  redirect(session.paid)
}

export type OwnOrderState = { status: 'idle' | 'done' | 'error'; message?: string }

const ORDER_SESSION_ENDED = 'Your session has ended. Sign in again, then try once more.'

/** "Cancel" beside an unpaid order on the dashboard: its buyer gives it up, and what it held is given back. */
export async function cancelOwnOrderAction(_previous: OwnOrderState, form: FormData): Promise<OwnOrderState> {
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: ORDER_SESSION_ENDED }
  const number = text(form, 'order')
  const cancelled = await cancelOwnOrder(payload, Number(person.id), number)
  if (!cancelled.ok) return { status: 'error', message: cancelled.message }
  // Stock given back: the cached shop pages no longer say "Sold out" where it came back.
  expireShopPages()
  refresh()
  return { status: 'done', message: `Order ${number} is cancelled.` }
}

/** "Pay now" beside an unpaid order on the dashboard: its buyer goes to the payment provider. */
export async function payOwnOrderAction(_previous: OwnOrderState, form: FormData): Promise<OwnOrderState> {
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: ORDER_SESSION_ENDED }
  const started = await payOwnOrder(payload, Number(person.id), text(form, 'order'), config())
  if (!started.ok) return { status: 'error', message: started.message }
  expireShopPages()
  redirect(started.redirectTo)
}
