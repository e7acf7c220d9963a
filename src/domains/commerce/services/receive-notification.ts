import type { Payload } from 'payload'

import { config } from '@/platform/config'

import type { PaymentGateway } from './gateways'
import { paymentGateway } from './payment-gateways'
import { isRenewal } from './notifications'
import { recordPaymentEvent, type NotificationAnswer } from './record-payment-event'
import { recordRenewal, type RenewalAnswer } from './renewals'

/** What a provider's notification address answers: 2xx for what it need not send again, 400 for what it must not. */
export type NotificationReply = {
  status: 200 | 400
  answer: NotificationAnswer | RenewalAnswer | { outcome: 'ignored' }
}

/**
 * A provider's notification as it arrived, verified by the provider's own
 * rules before anything in it is believed, then recorded once. A duplicate,
 * an event commerce does not follow and a payment kept for staff are all
 * answered 200, so the provider stops resending; a forged or malformed one
 * is answered 400 and changes nothing.
 */
export async function receiveNotification(
  payload: Payload,
  gateway: PaymentGateway,
  incoming: { body: string; headers: Headers },
): Promise<NotificationReply> {
  const verified = await gateway.verify(incoming)
  if (!verified.ok) return { status: 400, answer: { outcome: 'invalid', reason: verified.reason } }
  if (!verified.notification) return { status: 200, answer: { outcome: 'ignored' } }
  if (verified.notification.provider !== gateway.name) {
    return { status: 400, answer: { outcome: 'invalid', reason: 'The notification names another provider.' } }
  }
  const news = verified.notification
  const answer = isRenewal(news) ? await recordRenewal(payload, news) : await recordPaymentEvent(payload, news)
  return { status: answer.outcome === 'invalid' ? 400 : 200, answer }
}

/** The largest notification read: Stripe's events are a few kilobytes. */
const MAX_NOTIFICATION_BYTES = 256 * 1024

/** The HTTP answer of a provider's notification address, `/api/payments/{provider}`. */
export async function answerPaymentNotification(
  payloadOf: () => Promise<Payload>,
  provider: string,
  request: Request,
): Promise<Response> {
  const gateway = paymentGateway(config(), provider)
  if (!gateway) {
    return Response.json(
      { errors: [{ message: `No payment provider "${provider.slice(0, 40)}" takes notifications here.` }] },
      { status: 404 },
    )
  }
  const tooLarge = () => Response.json({ errors: [{ message: 'The notification is too large.' }] }, { status: 413 })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_NOTIFICATION_BYTES) return tooLarge()
  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_NOTIFICATION_BYTES) return tooLarge()
  const reply = await receiveNotification(await payloadOf(), gateway, { body, headers: request.headers })
  return Response.json(reply.answer, { status: reply.status })
}
