import type { AppConfig } from '@/platform/config'

import type { PaymentGateway } from './gateways'
import type { PaymentProvider } from './notifications'
import { stripeGateway } from './stripe-gateway'
import { testGateway } from './test-gateway'

type GatewaySettings = Pick<
  AppConfig,
  'production' | 'PAYLOAD_SECRET' | 'PUBLIC_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>

/**
 * The providers this installation takes payments through, the default
 * first: Stripe when its keys are set. The test provider never runs in
 * production: there, without Stripe, only staff's manual payments are taken.
 */
export function paymentGateways(settings: GatewaySettings): PaymentGateway[] {
  // Made once per settings (the app's are read once): not a new Stripe client for every checkout and webhook.
  let gateways = made.get(settings)
  if (!gateways) {
    gateways = gatewaysFor(settings)
    made.set(settings, gateways)
  }
  return gateways
}

const made = new WeakMap<GatewaySettings, PaymentGateway[]>()

function gatewaysFor(settings: GatewaySettings): PaymentGateway[] {
  const gateways: PaymentGateway[] = []
  if (settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET) {
    gateways.push(
      stripeGateway({
        secretKey: settings.STRIPE_SECRET_KEY,
        webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
        apiUrl: settings.STRIPE_API_URL,
      }),
    )
  }
  if (!settings.production) {
    gateways.push(testGateway({ secret: settings.PAYLOAD_SECRET, publicUrl: settings.PUBLIC_URL }))
  }
  return gateways
}

/** The provider of that name, when this installation has it. */
export function paymentGateway(settings: GatewaySettings, name: string): PaymentGateway | undefined {
  return paymentGateways(settings).find((gateway) => gateway.name === (name as PaymentProvider))
}
