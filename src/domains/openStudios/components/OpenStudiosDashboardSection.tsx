import { formatMoney } from '@/domains/commerce'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { registrationOf } from '../services/registration-store'
import { currentSeason } from '../services/seasons'
import { REGISTRATION_PATH } from '../services/waiting-list'
import { REGISTRATION_STATE_LABELS } from '../services/vocabulary'

/**
 * The dashboard's "Open Studios" (decision 051): for an artist, their
 * registration this season — state, weekends, tier, price paid — with the
 * registration page and the guide listing; an invitation when they have none.
 */
export async function OpenStudiosDashboardSection({ person }: { person: User }) {
  if (!person.roles?.includes('artist')) return null
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) return null
  const registration = await registrationOf(payload, season.id, person.id)
  const tier = season.tiers.find((candidate) => candidate.key === registration?.tier)?.name ?? registration?.tier
  const weekends = season.weekends.filter((weekend) => registration?.weekends.includes(weekend.id))
  return (
    <section
      id="open-studios"
      aria-labelledby="section-open-studios"
      className="rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="section-open-studios" className="text-2xl font-semibold">
        {season.name}
      </h2>
      {registration ? (
        <div className="mt-4 space-y-3">
          <p>
            Your registration:{' '}
            <strong className="rounded-full bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-900">
              {REGISTRATION_STATE_LABELS[registration.status]}
            </strong>
          </p>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Weekends</dt>
            <dd>{weekends.map((weekend) => weekend.label).join(' and ') || '—'}</dd>
            <dt className="font-medium">Tier</dt>
            <dd>{tier}</dd>
            {registration.status === 'registered' ? (
              <>
                <dt className="font-medium">Paid</dt>
                <dd>
                  {registration.feeWaived
                    ? 'Fee waived'
                    : formatMoney({ minor: registration.priceMinor ?? 0, currency: season.currency })}
                </dd>
              </>
            ) : null}
          </dl>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a href={REGISTRATION_PATH}>See your registration</a>
            {registration.status === 'registered' ? <a href="/listingsportal">Your guide listing</a> : null}
          </p>
        </div>
      ) : (
        <p className="mt-4">
          You are not registered for {season.name}. <a href={REGISTRATION_PATH}>Register for Open Studios</a>
        </p>
      )}
    </section>
  )
}
