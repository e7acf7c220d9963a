'use server'

import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { text } from '@/platform/forms'
import { payloadInstance } from '@/platform/payload'

import { paymentGateway } from './services/payment-gateways'
import { receiveNotification } from './services/receive-notification'
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
