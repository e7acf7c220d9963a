import { formatMoney } from '@/domains/commerce'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { formatCalendarDate, organisationDate } from '@/platform/calendar'
import { membershipsOf, type MembershipView } from '../services/member-view'
import { AUDIENCE_LABELS, MEMBERSHIP_STATE_LABELS, TERM_SOURCE_LABELS, TERM_STATE_LABELS } from '../services/vocabulary'
import { RenewForm } from './RenewForm'

const day = (date: string) => formatCalendarDate(date, 'medium')

const STATE_TONES: Record<MembershipView['state'], string> = {
  active: 'bg-green-100 text-green-900',
  grace: 'bg-amber-100 text-amber-900',
  expired: 'bg-stone-200 text-stone-800',
  'awaiting-payment': 'bg-stone-200 text-stone-800',
}

function Dates({ membership }: { membership: MembershipView }) {
  if (!membership.endsOn) return <p className="text-muted">Your first term begins when its payment arrives.</p>
  if (membership.state === 'active') {
    return (
      <p>
        {membership.cancelled ? 'Cancelled: ends on ' : 'Ends on '}
        <strong>{day(membership.endsOn)}</strong>
        {membership.endsSoon && !membership.cancelled ? ' — renew now to keep your benefits.' : null}
      </p>
    )
  }
  if (membership.state === 'grace') {
    return (
      <p>
        Ended on <strong>{day(membership.endsOn)}</strong>. You keep your benefits until{' '}
        <strong>{day(membership.graceEndsOn ?? membership.endsOn)}</strong> if you renew.
      </p>
    )
  }
  return (
    <p>
      Ended on <strong>{day(membership.endsOn)}</strong>.
    </p>
  )
}

/**
 * The dashboard's "Your membership" (decision 047): each membership's state,
 * end date, its Renew button and its terms, computed for today in the
 * organisation's time zone.
 */
export async function MembershipDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const settings = config()
  const memberships = await membershipsOf(payload, person.id, organisationDate(new Date(), settings.TIMEZONE))

  return (
    <section
      id="membership"
      aria-labelledby="section-membership"
      className="rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="section-membership" className="text-2xl font-semibold">
        Your membership
      </h2>
      {memberships.length === 0 ? (
        <p className="mt-4">
          You are not a member yet. <a href="/artlovermembership">Become an art lover member</a>
          {' or '}
          <a href="/artistmembership">join as an artist</a>.
        </p>
      ) : null}
      {memberships.some((membership) => membership.state === 'active' || membership.state === 'grace') ? (
        <p className="mt-2">
          <a href="/dashboard/card">Show your membership card</a> to partner businesses for your perks.
        </p>
      ) : null}
      {memberships.map((membership) => (
        <div
          key={membership.id}
          className="mt-5 space-y-3 border-t border-line pt-5 first-of-type:border-0 first-of-type:pt-0"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <h3 className="text-xl font-semibold">
                {membership.planName ?? AUDIENCE_LABELS[membership.audience]} membership{' '}
                <span
                  className={`ml-1 rounded-full px-2 py-0.5 align-middle text-sm font-medium ${STATE_TONES[membership.state]}`}
                >
                  {MEMBERSHIP_STATE_LABELS[membership.state]}
                </span>
              </h3>
              <Dates membership={membership} />
              {membership.benefits.length ? (
                <>
                  <h4 className="pt-2 font-semibold">What your membership gives you</h4>
                  <ul className="list-disc space-y-1 pl-6">
                    {membership.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
            {membership.renewPlan ? (
              <RenewForm plan={membership.renewPlan} label={membership.renewal ? 'Renew' : 'Join again'} />
            ) : null}
          </div>
          {membership.terms.length ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <caption className="sr-only">
                  Terms of your {AUDIENCE_LABELS[membership.audience].toLowerCase()} membership, newest first
                </caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Plan
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      From
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      To
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      How
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Paid
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {membership.terms.map((term) => (
                    <tr key={term.id} className="border-b border-line align-top last:border-0">
                      <td className="py-2 pr-4">{term.planName}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">{day(term.startsOn)}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">{day(term.endsOn)}</td>
                      <td className="py-2 pr-4">
                        {TERM_STATE_LABELS[term.state]}
                        {term.cancelled ? ' (cancelled)' : null}
                      </td>
                      <td className="py-2 pr-4">
                        {term.orderNumber ? `Order ${term.orderNumber}` : TERM_SOURCE_LABELS[term.source]}
                      </td>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {term.paidMinor !== null
                          ? formatMoney({ minor: term.paidMinor, currency: term.currency ?? settings.CURRENCY })
                          : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  )
}
