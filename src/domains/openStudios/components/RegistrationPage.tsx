import { formatMoney } from '@/domains/commerce'
import { config } from '@/platform/config'
import { formatCalendarDate, formatDateTime } from '@/platform/calendar'
import { requestPerson } from '@/platform/payload'

import { registrationPageData, type RegistrationPageData } from '../services/registration-page'
import type { PricePart } from '../services/pricing'
import type { WeekendView } from '../services/season-view'
import { REGISTRATION_PATH } from '../services/waiting-list'
import { weekendHours } from '../services/weekend-words'
import {
  ACCESS_FEATURE_LABELS,
  ACCESS_FEATURES,
  PRICE_PHASE_LABELS,
  PRICE_PHASES,
  REGISTRATION_STATE_LABELS,
} from '../services/vocabulary'
import { PayForm, RegistrationForm, WithdrawForm, type RegistrationFormProps } from './RegistrationForms'

const DAY = { weekday: 'short', month: 'long', day: 'numeric' } as const
const day = (date: string | null) => (date ? formatCalendarDate(date) : 'not set yet')
const dates = (weekend: WeekendView) =>
  `${formatCalendarDate(weekend.startsOn, DAY)} – ${formatCalendarDate(weekend.endsOn, DAY)}`

function moment(date: Date, timeZone: string) {
  return formatDateTime(date, timeZone)
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function PriceParts({ parts, currency, total }: { parts: PricePart[]; currency: string; total: number }) {
  const money = (minor: number) => formatMoney({ minor, currency })
  return (
    <table className="w-full text-left">
      <caption className="sr-only">How the price is made</caption>
      <tbody>
        {parts.map((part, index) => (
          <tr key={index} className="border-b border-line align-top">
            <th scope="row" className="py-2 pr-4 font-normal">
              {part.label}
              <span className="block text-sm text-muted">{part.reason}</span>
            </th>
            <td className="py-2 text-right tabular-nums">{money(part.amountMinor)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-2 pr-4 font-semibold">
            Total
          </th>
          <td className="py-2 text-right font-semibold tabular-nums">{money(total)}</td>
        </tr>
      </tbody>
    </table>
  )
}

/** What Open Studios is, the weekends, the prices by phase and the deadlines: for everyone. */
function SeasonFacts({ data }: { data: RegistrationPageData }) {
  const { season } = data
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  return (
    <Section id="season" title={`${season.name}: weekends, prices and deadlines`}>
      <p className="mb-4">
        Over {season.weekends.length === 1 ? 'one weekend' : `${season.weekends.length} weekends`}, artists open their
        studios to the public; visitors find them with the printed guide and the studio map. Registered artists get a
        guide listing and a place on the map.
      </p>
      <h3 className="mb-2 text-xl font-semibold">Weekends</h3>
      <ul className="mb-6 space-y-1">
        {season.weekends.map((weekend) => (
          <li key={weekend.id}>
            <strong>{weekend.label}</strong>: {dates(weekend)}, {weekendHours(weekend)}
            {weekend.neighbourhoods.length ? ` — ${weekend.neighbourhoods.map((place) => place.name).join(', ')}` : ''}
          </li>
        ))}
      </ul>
      <h3 className="mb-2 text-xl font-semibold">Prices for one weekend</h3>
      <div className="mb-2 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Each tier’s price for one weekend, by phase</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Tier
              </th>
              {PRICE_PHASES.map((phase) => (
                <th key={phase} scope="col" className="py-2 pr-4 text-right font-medium">
                  {PRICE_PHASE_LABELS[phase]}
                  {phase === data.phase ? ' (now)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {season.tiers.map((tier) => (
              <tr key={tier.key} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="font-medium">{tier.name}</span>
                  {tier.includes ? <span className="block text-sm text-muted">{tier.includes}</span> : null}
                </th>
                {PRICE_PHASES.map((phase) => (
                  <td key={phase} className="py-2 pr-4 text-right tabular-nums">
                    {money(tier.prices[phase])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mb-6 text-sm text-muted">
        {season.secondWeekendDiscountMinor > 0
          ? `A second weekend is ${money(season.secondWeekendDiscountMinor)} less. `
          : ''}
        {season.emergingDiscountMinor !== null
          ? `Emerging artists (${season.emergingDefinition || 'as the season defines them'}) pay ${money(season.emergingDiscountMinor)} less.`
          : ''}
      </p>
      <h3 className="mb-2 text-xl font-semibold">Deadlines</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Registration opens</dt>
        <dd>{day(season.deadlines.registrationOpens)}</dd>
        <dt className="font-medium">Early price until</dt>
        <dd>{day(season.deadlines.earlyPriceEnds)}</dd>
        <dt className="font-medium">Regular price until</dt>
        <dd>{day(season.deadlines.regularPriceEnds)}</dd>
        <dt className="font-medium">Registration closes</dt>
        <dd>{day(season.deadlines.registrationCloses)}</dd>
        <dt className="font-medium">Guide materials due</dt>
        <dd>{day(season.deadlines.materialsDue)}</dd>
      </dl>
      <p className="mt-4 text-sm text-muted">
        Withdrawing before registration closes refunds {season.withdrawalRefundPercent}% of what you paid; after it
        closes, nothing.
      </p>
    </Section>
  )
}

function formProps(data: RegistrationPageData): RegistrationFormProps {
  const { season, registration, studio } = data
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  const studios = [...data.studioSearch.found]
  if (studio && registration && !studios.some((found) => found.id === studio.id) && studio.artists > 0) {
    studios.unshift(studio)
  }
  const ownStudio = studio && !studios.some((found) => found.id === studio.id) ? studio : null
  // Before any studio is saved, the artist's own starts from the address their profile gives.
  const fromProfile = studio ? null : data.profileStudio
  return {
    weekends: season.weekends.map((weekend) => {
      const left = data.placesLeft[weekend.id]
      return {
        id: weekend.id,
        label: weekend.label,
        dates: dates(weekend),
        hours: `Open ${weekendHours(weekend)}`,
        note: weekend.neighbourhoods.map((place) => place.name).join(', '),
        places:
          left === null || left === undefined
            ? ''
            : left === 0
              ? 'Full: you can join its waiting list'
              : `${left} place${left === 1 ? '' : 's'} left`,
      }
    }),
    tiers: season.tiers.map((tier) => ({
      key: tier.key,
      name: tier.name,
      includes: tier.includes,
      price: money(tier.prices[data.phase]),
    })),
    emerging:
      season.emergingDiscountMinor !== null
        ? { price: money(season.emergingDiscountMinor), who: season.emergingDefinition || 'As the season defines it.' }
        : null,
    neighbourhoods: data.neighbourhoods,
    accessFeatures: ACCESS_FEATURES.map((value) => ({ value, label: ACCESS_FEATURE_LABELS[value] })),
    studios: studios.map((found) => ({
      id: found.id,
      label: [found.name, found.address, found.unit].filter(Boolean).join(', '),
      detail: `${found.neighbourhoodName ? `${found.neighbourhoodName}. ` : ''}${found.artists} artist${found.artists === 1 ? '' : 's'} registered there.`,
    })),
    saved: {
      weekends: registration?.weekends ?? [],
      tier: registration?.tier ?? '',
      emerging: registration?.emerging ?? false,
      studio: studio?.id ?? null,
      address: ownStudio?.address ?? fromProfile?.address ?? '',
      unit: ownStudio?.unit ?? '',
      city: ownStudio?.city ?? fromProfile?.city ?? '',
      postcode: ownStudio?.postcode ?? fromProfile?.postcode ?? '',
      studioName: ownStudio?.name ?? '',
      neighbourhood: ownStudio?.neighbourhood ?? fromProfile?.neighbourhood ?? null,
      accessNotes: ownStudio?.accessNotes ?? '',
      accessibility: registration?.accessibility ?? [],
      accessibilityNotes: registration?.accessibilityNotes ?? '',
    },
  }
}

function StudioSearch({ data }: { data: RegistrationPageData }) {
  const { words, found } = data.studioSearch
  return (
    <form
      method="get"
      action={REGISTRATION_PATH}
      role="search"
      aria-label="Registered studios"
      className="mb-6 space-y-2"
    >
      <label htmlFor="studio-search" className="block font-medium">
        Sharing a studio? Find it by its address
      </label>
      <p id="studio-search-hint" className="text-sm text-muted">
        Artists sharing a studio appear together in the guide and on the map. Search first: unsaved changes below are
        not kept.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id="studio-search"
          name="studio"
          type="search"
          defaultValue={words}
          aria-describedby="studio-search-hint"
          className="min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded-md border border-stone-500 bg-white px-4 py-2 font-medium">
          Find studio
        </button>
      </div>
      {words ? (
        <p role="status">
          {found.length
            ? `${found.length} registered studio${found.length === 1 ? '' : 's'} found: choose it under “Your studio”.`
            : 'No registered studio matches: describe your studio below.'}
        </p>
      ) : null}
    </form>
  )
}

function Weekends({ data }: { data: RegistrationPageData }) {
  const chosen = data.season.weekends.filter((weekend) => data.registration?.weekends.includes(weekend.id))
  return <>{chosen.map((weekend) => `${weekend.label} (${dates(weekend)})`).join(' and ')}</>
}

/** The registration's state: what, when, price, and what the artist can do next. */
function RegistrationState({
  data,
  timeZone,
  withdrawing,
}: {
  data: RegistrationPageData
  timeZone: string
  withdrawing: boolean
}) {
  const registration = data.registration!
  const { season } = data
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  const tier = season.tiers.find((candidate) => candidate.key === registration.tier)?.name ?? registration.tier
  const summary = (
    <dl className="mb-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">Weekends</dt>
      <dd>
        <Weekends data={data} />
      </dd>
      <dt className="font-medium">Tier</dt>
      <dd>{tier}</dd>
      {data.studio ? (
        <>
          <dt className="font-medium">Studio</dt>
          <dd>{[data.studio.name, data.studio.address, data.studio.unit].filter(Boolean).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  )
  const status = registration.status
  return (
    <Section id="registration-state" title={`Your registration: ${REGISTRATION_STATE_LABELS[status]}`}>
      {summary}
      {status === 'registered' ? (
        <div className="space-y-4">
          <p>
            Registered on {registration.registeredAt ? moment(registration.registeredAt, timeZone) : '—'}
            {registration.feeWaived
              ? ', the fee waived by staff.'
              : data.orderNumber
                ? `, order ${data.orderNumber}.`
                : '.'}
          </p>
          {registration.priceParts.length ? (
            <PriceParts
              parts={registration.priceParts}
              currency={season.currency}
              total={registration.priceMinor ?? 0}
            />
          ) : null}
          <p>
            Next: your guide listing. <a href="/listingsportal">Write your guide listing</a>
          </p>
          {withdrawing ? (
            <div className="rounded-md border border-red-300 bg-red-50 p-4">
              <h3 className="mb-2 text-lg font-semibold">Withdraw from {season.name}?</h3>
              <WithdrawForm
                refund={
                  data.withdrawalRefundMinor > 0
                    ? `You will be refunded ${money(data.withdrawalRefundMinor)} (${season.withdrawalRefundPercent}% of what you paid). Your place goes to the next artist waiting.`
                    : 'Nothing is refunded now. Your place goes to the next artist waiting.'
                }
              />
              <p className="mt-3">
                <a href={REGISTRATION_PATH}>No, keep my registration</a>
              </p>
            </div>
          ) : (
            <p>
              <a href={`${REGISTRATION_PATH}?withdraw=1#registration-state`}>Withdraw my registration</a>
            </p>
          )}
        </div>
      ) : null}
      {status === 'awaiting-payment' ? (
        <div className="space-y-3">
          <p>
            Your place is held while you pay{data.orderNumber ? ` order ${data.orderNumber}` : ''}. If the payment does
            not arrive in time the registration goes back to a draft and is priced again.
          </p>
          <PayForm label="Continue to payment" />
        </div>
      ) : null}
      {status === 'waitlisted' ? (
        <div className="space-y-3">
          <p>A weekend you chose is full. You are on its waiting list:</p>
          <ul className="list-disc pl-6">
            {data.positions.map((line) => (
              <li key={line.weekend}>
                number {line.position} for {line.weekend}
              </li>
            ))}
          </ul>
          <p>We mail you when a place frees; you then have 48 hours to pay for it.</p>
          {withdrawing ? (
            <WithdrawForm refund="Nothing was paid, so nothing is refunded." />
          ) : (
            <p>
              <a href={`${REGISTRATION_PATH}?withdraw=1#registration-state`}>Leave the waiting list</a>
            </p>
          )}
        </div>
      ) : null}
      {status === 'offered' ? (
        <div className="space-y-3">
          <p>
            A place is yours if you pay by{' '}
            <strong>{registration.offerEndsAt ? moment(registration.offerEndsAt, timeZone) : '—'}</strong>.
          </p>
          {data.price ? (
            <PriceParts parts={data.price.parts} currency={season.currency} total={data.price.totalMinor} />
          ) : null}
          <PayForm label="Pay for my place" />
        </div>
      ) : null}
      {status === 'withdrawn' || status === 'cancelled' ? (
        <div className="space-y-2">
          <p>
            {status === 'withdrawn' ? 'Withdrawn' : 'Cancelled'} on{' '}
            {registration.endedAt ? moment(registration.endedAt, timeZone) : '—'}
            {registration.endReason ? `: ${registration.endReason}` : ''}.
          </p>
          <p>
            {data.refunds.length
              ? `Refunded: ${data.refunds.map((refund) => `${formatMoney({ minor: refund.amountMinor, currency: refund.currency })}${refund.status === 'pending' ? ' (under way)' : ''}`).join(', ')}.`
              : 'Nothing was refunded.'}
          </p>
        </div>
      ) : null}
    </Section>
  )
}

/**
 * `/artists/sfosregistration` (decision 051): the season for everyone; for
 * a signed-in artist what they lack to register, or whether registration is
 * open, then the form (a draft) or the registration's state.
 */
export async function RegistrationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const words = typeof params.studio === 'string' ? params.studio.slice(0, 100) : ''
  const withdrawing = params.withdraw === '1'
  const { payload, person } = await requestPerson()
  const settings = config()
  const now = new Date()
  const data = await registrationPageData(payload, person, now, settings.TIMEZONE, words)

  if (!data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="mb-4 text-4xl font-semibold">Open Studios registration</h1>
        <p>There is no Open Studios season to register for at the moment. Come back when the next one is announced.</p>
      </div>
    )
  }
  const { season, window, registration } = data
  const editable = !registration || registration.status === 'draft' || registration.status === 'withdrawn'
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <p className="text-sm font-medium uppercase tracking-wide text-muted">Open Studios</p>
        <h1 className="text-4xl font-semibold">Register for {season.name}</h1>
        <p className="text-lg">
          {window.open
            ? `Registration is open until ${moment(new Date(window.closesAt.getTime() - 1), settings.TIMEZONE)}. The ${PRICE_PHASE_LABELS[data.phase].toLowerCase()} price applies now.`
            : window.why === 'not-yet' && window.opensAt
              ? `Registration opens on ${moment(window.opensAt, settings.TIMEZONE)}.`
              : window.why === 'closed' && window.opensAt && window.closedAt
                ? `Registration has closed: it was open from ${moment(window.opensAt, settings.TIMEZONE)} to ${moment(new Date(window.closedAt.getTime() - 1), settings.TIMEZONE)}.`
                : 'Registration dates are not announced yet.'}
        </p>
      </header>

      {!person ? (
        <Section id="sign-in" title="Sign in to register">
          <p>
            Registration belongs to your artist account.{' '}
            <a href={`/login?next=${encodeURIComponent(REGISTRATION_PATH)}`}>Sign in to register</a>
          </p>
        </Section>
      ) : null}

      {person && data.missing.length && (!registration || editable) ? (
        <Section id="missing" title="Before you can register">
          <ul className="space-y-3">
            {data.missing.map((thing) => (
              <li key={thing.key}>
                <p>{thing.problem}</p>
                <a href={thing.href}>{thing.link}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {registration && !(editable && registration.status === 'draft') && registration.status !== 'withdrawn' ? (
        <RegistrationState data={data} timeZone={settings.TIMEZONE} withdrawing={withdrawing} />
      ) : null}
      {registration?.status === 'withdrawn' ? (
        <RegistrationState data={data} timeZone={settings.TIMEZONE} withdrawing={false} />
      ) : null}

      {person && !data.missing.length && editable && window.open ? (
        <Section
          id="registration-form"
          title={
            registration?.status === 'draft'
              ? 'Your draft registration'
              : registration
                ? 'Register again'
                : 'Your registration'
          }
        >
          {registration?.status === 'draft' && data.price ? (
            <div className="mb-6 rounded-md border border-line bg-stone-50 p-4">
              <h3 className="mb-2 text-lg font-semibold">Your price if you pay now: {money(data.price.totalMinor)}</h3>
              <PriceParts parts={data.price.parts} currency={season.currency} total={data.price.totalMinor} />
            </div>
          ) : null}
          <StudioSearch data={data} />
          <RegistrationForm {...formProps(data)} />
        </Section>
      ) : null}

      <SeasonFacts data={data} />
    </div>
  )
}
