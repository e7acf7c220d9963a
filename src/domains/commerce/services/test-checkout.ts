import { CHECKOUT_MINUTES } from './checkout'
import type { PaymentOutcome } from './notifications'

/** A button of the test checkout page: a card network's answer, or the next step of the page. */
export type TestCheckoutChoice =
  | { next: 'authenticate' }
  | { next?: undefined; outcome: 'succeeded' }
  | { next?: undefined; outcome: Extract<PaymentOutcome, 'failed'>; failure: TestCheckoutResult }

/** Why the page is shown again. */
export type TestCheckoutResult = 'declined' | 'authentication-failed' | 'expired' | 'refused'

const CHOICES: Record<string, TestCheckoutChoice> = {
  pay: { outcome: 'succeeded' },
  decline: { outcome: 'failed', failure: 'declined' },
  authenticate: { next: 'authenticate' },
  confirm: { outcome: 'succeeded' },
  'fail-authentication': { outcome: 'failed', failure: 'authentication-failed' },
}

export function testCheckoutChoice(value: string): TestCheckoutChoice | undefined {
  return Object.hasOwn(CHOICES, value) ? CHOICES[value] : undefined
}

/** What the page says after an answer that leaves the person on it, as a card provider's page does. */
export const TEST_CHECKOUT_MESSAGES: Record<TestCheckoutResult, string> = {
  declined: 'The card was declined. Nothing was charged: try again, or go back to your cart.',
  'authentication-failed': 'The bank could not confirm this payment. Nothing was charged: try again.',
  expired: `This payment session has ended: the order waited ${CHECKOUT_MINUTES} minutes. Go back to your cart to start again.`,
  refused: 'This payment could not be taken for this order. Nothing was charged.',
}

export function testCheckoutResult(value: string | undefined): TestCheckoutResult | undefined {
  return value && Object.hasOwn(TEST_CHECKOUT_MESSAGES, value) ? (value as TestCheckoutResult) : undefined
}

/** The test checkout page's address for a session, with the step or result it shows. */
export function testCheckoutPath(token: string, show: { step?: 'authenticate'; result?: TestCheckoutResult } = {}) {
  const query = new URLSearchParams({ session: token })
  if (show.step) query.set('step', show.step)
  if (show.result) query.set('result', show.result)
  return `/shop/testpay?${query}`
}

/** Whether the session's order stopped waiting for its payment (a server page renders once per request). */
export function sessionEnded(session: { expiresAt: number }, now = Date.now()): boolean {
  return now > session.expiresAt
}
