import { redirect } from 'next/navigation'
import QRCode from 'qrcode'

import { config } from '@/platform/config'
import { formatCalendarDate, organisationDate } from '@/platform/calendar'
import { requestPerson } from '@/platform/payload'

import { reissueCardAction } from '../card-actions'
import { cardTokenOf, cardVerifyPath } from '../services/cards'
import { membershipsOf } from '../services/member-view'
import { AUDIENCE_LABELS } from '../services/vocabulary'

const day = (date: string) => formatCalendarDate(date)

export const cardPageMetadata = { title: 'Your membership card', robots: { index: false, follow: false } }

/**
 * `/dashboard/card` (decision 062): the member's name, plan and last day, and
 * a QR code of the verification address a partner scans. Someone with no
 * membership in good standing is told how to join rather than shown a card.
 */
export async function CardRoute({ reissued }: { reissued: boolean }) {
  const { payload, person } = await requestPerson()
  if (!person) redirect('/login?next=%2Fdashboard%2Fcard')
  const settings = config()
  const today = organisationDate(new Date(), settings.TIMEZONE)
  const standing = (await membershipsOf(payload, person.id, today)).filter(
    (membership) => membership.state === 'active' || membership.state === 'grace',
  )
  if (standing.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-semibold">Your membership card</h1>
        <p className="mt-6">
          Your card shows here while you are a member. <a href="/artlovermembership">Become an art lover member</a> or{' '}
          <a href="/artistmembership">join as an artist</a>.
        </p>
        <p className="mt-3">
          <a href="/dashboard">Back to your dashboard</a>
        </p>
      </div>
    )
  }
  const address = `${settings.PUBLIC_URL.replace(/\/+$/, '')}${cardVerifyPath(await cardTokenOf(payload, person.id))}`
  const svg = await QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', width: 256 })
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <a href="/dashboard">Your dashboard</a>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">Your membership card</h1>
      {reissued ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          A new card is issued: the old one no longer verifies.
        </p>
      ) : null}
      <section
        aria-labelledby="card-holder"
        className="mt-6 rounded-xl border-2 border-accent bg-white p-6 text-center shadow-md"
      >
        <p className="text-sm font-medium uppercase tracking-wide text-muted">Vernissage member</p>
        <h2 id="card-holder" className="mt-1 text-3xl font-semibold">
          {person.name?.trim() || person.email}
        </h2>
        <ul className="mt-3 space-y-1">
          {standing.map((membership) => (
            <li key={membership.id}>
              <strong>{membership.planName ?? AUDIENCE_LABELS[membership.audience]}</strong> (
              {AUDIENCE_LABELS[membership.audience].toLowerCase()}) ·{' '}
              {membership.state === 'grace' && membership.graceEndsOn
                ? `renewal due, valid until ${day(membership.graceEndsOn)}`
                : membership.endsOn
                  ? `valid until ${day(membership.endsOn)}`
                  : 'valid'}
            </li>
          ))}
        </ul>
        <div
          role="img"
          aria-label="QR code of the card’s verification address"
          className="mx-auto mt-5 w-64 max-w-full [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="mt-3 text-sm">
          Partners scan it, or open{' '}
          <a href={address} className="break-all" data-verify-link>
            {address}
          </a>
        </p>
      </section>
      <section aria-labelledby="new-card" className="mt-8">
        <h2 id="new-card" className="text-xl font-semibold">
          Lost your phone, or shared a screenshot?
        </h2>
        <p className="mt-2">Issue a new card: the code above changes and the old one stops verifying.</p>
        <form action={reissueCardAction} className="mt-3">
          <button
            type="submit"
            className="rounded-md border border-accent bg-white px-4 py-2.5 font-medium text-accent hover:bg-accent-soft"
          >
            Issue a new card
          </button>
        </form>
      </section>
    </div>
  )
}
