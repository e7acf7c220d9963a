import { formatMoney } from '@/domains/commerce'
import { formatDate, yearIn } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { DEDICATION_LABELS, GIFT_STATUS_LABELS } from '../services/giving'
import { StopYearlyGiftForm } from './StopYearlyGiftForm'

/** How many of a person's gifts the dashboard lists, newest first. */
const GIFTS_SHOWN = 20

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/**
 * The dashboard's "Your giving": the person's gifts, their active yearly
 * gifts with the next renewal and a button to stop each, and a statement for
 * each year they gave. Read as the person, so only their own are found.
 */
export async function GivingDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const [{ docs: gifts, totalDocs }, { docs: yearly }, paidYears] = await Promise.all([
    payload.find({
      collection: 'gifts',
      where: { and: [{ donor: { equals: person.id } }, { status: { not_equals: 'cancelled' } }] },
      sort: '-createdAt',
      limit: GIFTS_SHOWN,
      depth: 0,
      overrideAccess: false,
      user: person,
    }),
    payload.find({
      collection: 'yearly-gifts',
      where: { and: [{ donor: { equals: person.id } }, { status: { equals: 'active' } }] },
      sort: 'nextRenewalAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: person,
    }),
    payload.find({
      collection: 'gifts',
      where: { and: [{ donor: { equals: person.id } }, { status: { equals: 'paid' } }] },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: person,
      select: { paidAt: true },
    }),
  ])
  const campaignIds = [...new Set([...gifts, ...yearly].map((doc) => idOf(doc.campaign)).filter((id) => id !== null))]
  // The campaigns' names of the person's own gifts, also of campaigns no longer published.
  const campaigns = campaignIds.length
    ? await payload.find({
        collection: 'campaigns',
        where: { id: { in: campaignIds } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { name: true },
      })
    : { docs: [] }
  const names = new Map(campaigns.docs.map((campaign) => [campaign.id, campaign.name]))
  const nameOf = (value: number | { id: number }) => names.get(idOf(value)!) ?? 'A campaign'
  const years = [
    ...new Set(paidYears.docs.flatMap((gift) => (gift.paidAt ? [yearIn(gift.paidAt, config().TIMEZONE)] : []))),
  ].sort((a, b) => b - a)

  return (
    <section aria-labelledby="section-giving" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="section-giving" className="text-2xl font-semibold">
        Your giving
      </h2>
      {gifts.length === 0 ? (
        <p className="mt-4">
          No gifts yet. <a href="/donors">See where you can give</a>.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Your gifts, newest first</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Campaign
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {gifts.map((gift) => (
                <tr key={gift.id} className="border-b border-line align-top last:border-0">
                  <td className="py-2 pr-4">
                    {nameOf(gift.campaign)}
                    {gift.frequency === 'yearly' ? <span className="text-muted"> (yearly)</span> : null}
                    {gift.dedication && gift.dedicatedTo ? (
                      <span className="block text-sm text-muted">
                        {DEDICATION_LABELS[gift.dedication]} {gift.dedicatedTo}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatDate(gift.paidAt ?? gift.createdAt, config().TIMEZONE, 'medium')}
                  </td>
                  <td className="py-2 pr-4">{GIFT_STATUS_LABELS[gift.status]}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatMoney({ minor: gift.amountMinor, currency: gift.currency })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalDocs > GIFTS_SHOWN ? (
        <p className="mt-3 text-sm text-muted">
          The {GIFTS_SHOWN} most recent of your {totalDocs} gifts.
        </p>
      ) : null}

      {yearly.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-semibold">Yearly gifts</h3>
          <ul className="mt-3 space-y-4">
            {yearly.map((gift) => (
              <li
                key={gift.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-line p-4"
              >
                <p>
                  <strong>{formatMoney({ minor: gift.amountMinor, currency: gift.currency })}</strong> a year to{' '}
                  {nameOf(gift.campaign)}
                  <span className="block text-sm text-muted">
                    {gift.nextRenewalAt
                      ? `Next renewal on ${formatDate(gift.nextRenewalAt, config().TIMEZONE, 'medium')}`
                      : 'Renewing'}
                  </span>
                </p>
                <StopYearlyGiftForm yearlyGift={gift.id} campaign={nameOf(gift.campaign)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {years.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-semibold">Statements for your taxes</h3>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {years.map((year) => (
              <li key={year}>
                <a href={`/dashboard/statements/${year}`}>Giving statement for {year}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
