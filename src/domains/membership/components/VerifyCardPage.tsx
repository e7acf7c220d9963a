import { headers } from 'next/headers'

import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { payloadInstance } from '@/platform/payload'
import { sharedRateLimiter } from '@/platform/rate-limit'

import { CARD_CHECKS, checkCard } from '../services/cards'
import { AUDIENCE_LABELS } from '../services/vocabulary'

export const verifyPageMetadata = { title: 'Membership card check', robots: { index: false, follow: false } }

/**
 * `/membership/verify/{token}` (decision 062): what a partner sees on scanning
 * a card — Valid with the kind of membership, or Not valid — and nothing about
 * who holds it. Counted per client address, so tokens cannot be guessed.
 */
export async function VerifyCardRoute({ token }: { token: string }) {
  const payload = await payloadInstance()
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown'
  const verdict = await sharedRateLimiter(payload, CARD_CHECKS).consume(address)
  const check = verdict.allowed
    ? await checkCard(payload, token, organisationDate(new Date(), config().TIMEZONE))
    : null
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-semibold">Membership card check</h1>
      {!check ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-6 text-lg text-amber-950"
        >
          Too many checks from here in a short while: try again in{' '}
          {Math.ceil((verdict as { retryAfterMs: number }).retryAfterMs / 60_000)} minutes.
        </p>
      ) : check.valid ? (
        <div className="mt-6 rounded-xl border-2 border-green-700 bg-green-50 px-4 py-8 text-green-950">
          <p className="text-5xl font-bold" data-card-check="valid">
            Valid
          </p>
          <p className="mt-3 text-lg">
            {check.kinds.map((kind) => AUDIENCE_LABELS[kind]).join(' and ')} membership, in good standing today.
          </p>
        </div>
      ) : (
        <div className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-8 text-red-950">
          <p className="text-5xl font-bold" data-card-check="not-valid">
            Not valid
          </p>
          <p className="mt-3 text-lg">This card is not a membership in good standing today.</p>
        </div>
      )}
      <p className="mt-6 text-sm text-muted">The check shows no name: ask for ID if you need to know who it is.</p>
    </div>
  )
}
