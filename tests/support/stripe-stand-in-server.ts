/**
 * The Stripe stand-in as a process of its own, for a Playwright `webServer`
 * entry: `npx tsx tests/support/stripe-stand-in-server.ts`, set up from the
 * environment — STRIPE_STAND_IN_PORT (default 3302), STRIPE_STAND_IN_WEBHOOK_URL
 * (where the application under test takes Stripe's webhooks, such as
 * http://127.0.0.1:3100/api/payments/stripe), STRIPE_WEBHOOK_SECRET and
 * STRIPE_SECRET_KEY (the application's own, so a wrong one is refused),
 * STRIPE_STAND_IN_HOST (default 127.0.0.1). The application is given
 * STRIPE_API_URL=http://{host}:{port}.
 */
import { startStripeStandIn } from './stripe-stand-in'

const { env } = process
if (!env.STRIPE_STAND_IN_WEBHOOK_URL || !env.STRIPE_WEBHOOK_SECRET) {
  console.error('Set STRIPE_STAND_IN_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET for the Stripe stand-in.')
  process.exit(1)
}
const standIn = await startStripeStandIn({
  port: Number(env.STRIPE_STAND_IN_PORT ?? 3302),
  webhookUrl: env.STRIPE_STAND_IN_WEBHOOK_URL,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  secretKey: env.STRIPE_SECRET_KEY,
  host: env.STRIPE_STAND_IN_HOST,
})
console.log(`Stripe stand-in listening at ${standIn.url}, posting webhooks to ${env.STRIPE_STAND_IN_WEBHOOK_URL}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => standIn.close().then(() => process.exit(0)))
}
