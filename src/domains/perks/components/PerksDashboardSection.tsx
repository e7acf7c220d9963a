import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { isPerkHolder, perksForMember } from '../services/perk-lists'
import { PERK_ELIGIBILITY_LABELS } from '../services/vocabulary'

/**
 * The dashboard's "Your perks" (decision 062): the partners' perks running
 * today that the person may use, with their codes, as membership says they
 * stand today. Others are told how to get them.
 */
export async function PerksDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const today = organisationDate(new Date(), config().TIMEZONE)
  const [perks, member] = await Promise.all([
    perksForMember(payload, person.id, today),
    isPerkHolder(payload, person.id, today),
  ])
  return (
    <section
      id="perks"
      aria-labelledby="section-perks"
      className="rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="section-perks" className="text-2xl font-semibold">
        Your perks
      </h2>
      {perks.length === 0 && member ? (
        <p className="mt-4">
          Partner perks for your membership appear here with their codes. None is running today: new ones appear as
          partners offer them. <a href="/dashboard/card">Your membership card</a> is ready for them.
        </p>
      ) : perks.length === 0 ? (
        <p className="mt-4">
          Members in good standing get discounts from our partner businesses.{' '}
          <a href="/artlover#partner-perks">See the perks and how to join</a>.
        </p>
      ) : (
        <>
          <p className="mt-2">
            Give the code, or show <a href="/dashboard/card">your membership card</a>, when you buy.
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {perks.map((perk) => (
              <li key={perk.id} className="rounded-md border border-line p-4">
                <h3 className="text-lg font-semibold">{perk.title}</h3>
                <p className="text-sm text-muted">{perk.businessName}</p>
                <p className="mt-2 font-medium">{perk.discount}</p>
                <p className="mt-1">{perk.description}</p>
                <p className="mt-2">
                  {perk.code ? (
                    <>
                      Code: <strong className="rounded bg-accent-soft px-2 py-0.5 font-mono">{perk.code}</strong>
                    </>
                  ) : (
                    <>Show your membership card.</>
                  )}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {PERK_ELIGIBILITY_LABELS[perk.eligibility]}
                  {perk.validUntil ? ` · until ${perk.validUntil}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
