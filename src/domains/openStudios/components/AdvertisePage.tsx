import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

import { ARTWORK_TYPES_DESCRIBED } from '../services/ad-artwork-check'
import { advertisePage, type AdSizeSpec } from '../services/ad-pages'
import { AdvertiseBuyForm } from './AdvertiseBuyForm'

export const advertiseMetadata = {
  title: 'Advertise in the Open Studios guide',
  description: 'Rates and print specifications of ads in the printed Open Studios guide, and buying one.',
}

function SizeCard({ size }: { size: AdSizeSpec }) {
  return (
    <li className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{size.name}</h3>
        <p className="text-lg font-semibold">{size.price}</p>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Trim</dt>
        <dd>
          {size.trim} ({size.trimMillimetres})
        </dd>
        <dt className="font-medium">Bleed</dt>
        <dd>{size.bleed}</dd>
        <dt className="font-medium">With bleed</dt>
        <dd>
          {size.withBleed} ({size.withBleedMillimetres})
        </dd>
        <dt className="font-medium">Pixels</dt>
        <dd>
          {size.pixels} at {size.dpi} dpi
        </dd>
        <dt className="font-medium">Available</dt>
        <dd>{size.left === 0 ? <strong>Sold out</strong> : `${size.left} of ${size.quantity} left`}</dd>
      </dl>
    </li>
  )
}

/** `/advertise`: the guide's rates and specs, the deadlines, and buying an ad (decision 053). Cached whole. */
export async function AdvertiseRoute() {
  const page = await advertisePage(await payloadInstance(), config().TIMEZONE)
  const onSale = page.sizes.filter((size) => size.left > 0)
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="mb-2 text-sm font-medium uppercase tracking-wide text-muted">Open Studios guide</p>
      <h1 className="text-4xl font-semibold">Advertise in the guide</h1>
      {!page.season ? (
        <p className="mt-6 text-lg">The next Open Studios season is being prepared: ads go on sale with it.</p>
      ) : (
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-8">
            <p className="text-lg text-muted">
              The printed guide to {page.season.name} goes to every visitor of the studios. Choose a size, pay, then
              send print-ready artwork from your ad’s page.
            </p>
            <section aria-labelledby="sizes-heading">
              <h2 id="sizes-heading" className="mb-3 text-2xl font-semibold">
                Sizes and rates
              </h2>
              {page.sizes.length ? (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {page.sizes.map((size) => (
                    <SizeCard key={size.id} size={size} />
                  ))}
                </ul>
              ) : (
                <p>The sizes and rates for this season’s guide are not published yet.</p>
              )}
            </section>
            <section aria-labelledby="deadlines-heading">
              <h2 id="deadlines-heading" className="mb-3 text-2xl font-semibold">
                Deadlines
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-medium">Ad reservations close</dt>
                <dd>{page.reservationsClose ?? 'to be announced'}</dd>
                <dt className="font-medium">Artwork due</dt>
                <dd>{page.artworkDue ?? 'to be announced'}</dd>
              </dl>
            </section>
            <section aria-labelledby="files-heading">
              <h2 id="files-heading" className="mb-3 text-2xl font-semibold">
                Artwork
              </h2>
              <ul className="list-disc space-y-1 pl-6">
                <li>
                  Files: {ARTWORK_TYPES_DESCRIBED}, up to {page.maxFile}. A PDF is one page the size of the ad with its
                  bleed.
                </li>
                <li>At least 300 dpi at the printed size: the pixel sizes above, or more in the same shape.</li>
                <li>CMYK preferred; RGB is accepted, with a warning that colours may print differently.</li>
                <li>Keep text and logos at least an eighth of an inch inside the trim.</li>
              </ul>
            </section>
          </div>
          <aside
            aria-labelledby="buy-heading"
            className="self-start rounded-lg border border-line bg-white p-5 shadow-sm"
          >
            <h2 id="buy-heading" className="mb-4 text-xl font-semibold">
              Buy an ad
            </h2>
            {page.closed ? (
              <p>Ad reservations closed at the end of {page.reservationsClose}.</p>
            ) : onSale.length === 0 ? (
              <p>
                {page.sizes.length ? 'Every ad in this guide is sold.' : 'Ads go on sale when the sizes are published.'}
              </p>
            ) : (
              <AdvertiseBuyForm sizes={page.sizes.map(({ id, name, price, left }) => ({ id, name, price, left }))} />
            )}
          </aside>
        </div>
      )}
    </div>
  )
}
