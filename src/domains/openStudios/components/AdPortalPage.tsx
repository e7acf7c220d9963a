import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { isStaff } from '@/domains/accounts'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { requestPerson } from '@/platform/payload'
import { FormMessage } from '@/ui/forms'
import { formatDateTime } from '@/platform/calendar'

import { ARTWORK_MAX_BYTES, ARTWORK_TYPES_DESCRIBED, megabytes } from '../services/ad-artwork-check'
import { findingsOf, sendingRefusal } from '../services/ad-artwork'
import { UPLOAD_COOKIE, uploadFlash } from '../services/ad-artwork-route'
import { adOrderById, adOrdersOfBuyer, adSizeById, dayLabel, maySeeAdOrder } from '../services/ad-orders'
import { adSizeSpec } from '../services/ad-pages'
import { seasonById } from '../services/seasons'
import { AD_ORDER_STATE_LABELS, type AdOrderState } from '../services/vocabulary'
import { ArtworkFacts } from './AdArtworkFacts'

export const adPortalMetadata = { title: 'Your guide ad', robots: { index: false, follow: false } }

/** What each state asks of the advertiser, in a sentence. */
const STATE_HELP: Record<AdOrderState, string> = {
  'awaiting-payment':
    'We are waiting for the payment to be confirmed. This takes a moment: reload the page if it does not change.',
  'awaiting-artwork': 'Paid — thank you. Send the artwork before the deadline.',
  'artwork-submitted': 'Your artwork passed the print checks and is waiting for our review.',
  'changes-requested': 'We asked for changes: send a new file when it is ready.',
  approved: 'Your artwork is approved and will print in the guide.',
  cancelled: 'This ad was cancelled.',
}

const ID = /^\d{1,10}$/

/** `/adportal/{id}`: a guide ad for its buyer (and staff): status, spec, deadline, the artwork and its review. */
export async function AdPortalRoute({ id, upload }: { id: string; upload?: string }) {
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(`/adportal/${id}`)}`)
  const order = ID.test(id) ? await adOrderById(database(payload), Number(id)) : undefined
  if (!order || !maySeeAdOrder(order, person, isStaff(person))) notFound()
  const [season, size] = await Promise.all([
    seasonById(payload, order.season),
    adSizeById(database(payload), order.size),
  ])
  if (!season || !size) notFound()
  const { TIMEZONE } = config()
  const spec = adSizeSpec(size, season.guide.printDpi, season.currency)
  const due = season.deadlines.adArtworkDue
  const closed = sendingRefusal(order, due, new Date(), TIMEZONE)
  const flash = uploadFlash((await cookies()).get(UPLOAD_COOKIE)?.value, upload)
  const findings = findingsOf(order)
  const file = `/api/open-studios/ads/${order.id}/artwork`

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="mb-2 text-sm font-medium uppercase tracking-wide text-muted">
        <a href="/adportal">Your guide ads</a> · {season.name}
      </p>
      <h1 className="text-4xl font-semibold">
        {spec.name} ad for {order.businessName}
      </h1>
      <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          <section aria-labelledby="status-heading" className="rounded-lg border border-line bg-white p-5 shadow-sm">
            <h2 id="status-heading" className="text-xl font-semibold">
              Status: {AD_ORDER_STATE_LABELS[order.status]}
            </h2>
            <p className="mt-1">{STATE_HELP[order.status]}</p>
            {order.status === 'changes-requested' && order.reviewNote ? (
              <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
                <p className="font-medium">What to change</p>
                <p className="whitespace-pre-line">{order.reviewNote}</p>
              </div>
            ) : null}
            {order.orderNumber ? <p className="mt-3 text-sm text-muted">Order {order.orderNumber}</p> : null}
          </section>

          {flash ? (
            flash.ok ? (
              <FormMessage id="upload-message" tone="success">
                <p className="font-medium">Your artwork passed the print checks and is in review.</p>
                {flash.warnings.length ? (
                  <ul className="mt-2 list-disc pl-5">
                    {flash.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                ) : null}
              </FormMessage>
            ) : (
              <FormMessage id="upload-message" tone="error">
                <p className="font-medium">This file was not accepted.</p>
                <ul className="mt-2 list-disc pl-5">
                  {flash.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </FormMessage>
            )
          ) : null}

          {order.status !== 'awaiting-payment' && order.status !== 'cancelled' ? (
            <section aria-labelledby="send-heading">
              <h2 id="send-heading" className="mb-3 text-2xl font-semibold">
                {order.artworkPath ? 'Send a new file' : 'Send the artwork'}
              </h2>
              {closed ? (
                <p>{closed}</p>
              ) : (
                <form method="post" action={file} encType="multipart/form-data" className="space-y-4">
                  <div>
                    <label htmlFor="artwork" className="block font-medium">
                      Artwork file
                    </label>
                    <p id="artwork-hint" className="text-sm text-muted">
                      {ARTWORK_TYPES_DESCRIBED}, up to {megabytes(ARTWORK_MAX_BYTES)}: {spec.pixels} at {spec.dpi} dpi
                      (or more in the same shape), or a one-page PDF of {spec.withBleed}.
                    </p>
                    <input
                      id="artwork"
                      name="artwork"
                      type="file"
                      required
                      accept=".jpg,.jpeg,.png,.tif,.tiff,.pdf,image/jpeg,image/png,image/tiff,application/pdf"
                      aria-describedby="artwork-hint"
                      className="mt-2 block w-full text-base file:mr-4 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:py-2"
                    />
                  </div>
                  <button
                    type="submit"
                    className="rounded-md bg-accent px-5 py-2.5 font-medium text-white hover:bg-accent-strong"
                  >
                    Send the artwork
                  </button>
                </form>
              )}
            </section>
          ) : null}

          {order.artworkPath && findings ? (
            <section aria-labelledby="artwork-heading">
              <h2 id="artwork-heading" className="mb-3 text-2xl font-semibold">
                The artwork we have
              </h2>
              <p>
                <a href={`${file}?file=original`}>{order.artworkFileName ?? 'Download the original'}</a>
                {order.artworkUploadedAt ? (
                  <span className="text-muted">
                    {' '}
                    · sent {formatDateTime(order.artworkUploadedAt, TIMEZONE, 'medium')}
                  </span>
                ) : null}
              </p>
              <ArtworkFacts findings={findings} previewUrl={`${file}?file=preview`} label={order.businessName} />
            </section>
          ) : null}
        </div>

        <aside
          aria-labelledby="spec-heading"
          className="self-start rounded-lg border border-line bg-white p-5 shadow-sm"
        >
          <h2 id="spec-heading" className="text-xl font-semibold">
            {spec.name}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">Trim</dt>
            <dd>
              {spec.trim} ({spec.trimMillimetres})
            </dd>
            <dt className="font-medium">Bleed</dt>
            <dd>{spec.bleed}</dd>
            <dt className="font-medium">With bleed</dt>
            <dd>
              {spec.withBleed} ({spec.withBleedMillimetres})
            </dd>
            <dt className="font-medium">Pixels</dt>
            <dd>
              {spec.pixels} at {spec.dpi} dpi
            </dd>
            <dt className="font-medium">Artwork due</dt>
            <dd>{due ? dayLabel(due) : 'to be announced'}</dd>
          </dl>
          <p className="mt-4 text-sm text-muted">CMYK preferred; RGB is accepted and converted by the printer.</p>
        </aside>
      </div>
    </div>
  )
}

/** `/adportal`: the signed-in person's guide ads. */
export async function AdPortalListRoute() {
  const { payload, person } = await requestPerson()
  if (!person) redirect('/login?next=%2Fadportal')
  const orders = await adOrdersOfBuyer(database(payload), Number(person.id))
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Your guide ads</h1>
      {orders.length ? (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-white">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-4">
              <a href={`/adportal/${order.id}`} className="font-medium">
                {order.businessName}
              </a>
              <span className="text-sm">{AD_ORDER_STATE_LABELS[order.status]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">
          You have no guide ads yet. <a href="/advertise">See the sizes and rates</a>.
        </p>
      )}
    </div>
  )
}
