import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { requestPerson } from '@/platform/payload'
import { config } from '@/platform/config'

import { ORGANISATION_NAME, receiptPdfPath, receiptView } from '../services/receipt'
import { openOrder, receiptSource } from '../services/receipt-access'

/**
 * `/shop/orders/{number}`: the buyer's order, as a receipt once paid. Shown
 * to the buyer, staff, and anyone with the guest key from the receipt mail
 * (`?key=`); everyone else gets the site's 404, the same for an order that
 * does not exist. Prints alone, without the site's header and footer.
 */
export async function ReceiptPage({
  number,
  searchParams,
}: {
  number: string
  searchParams: Promise<{ key?: string | string[] }>
}) {
  const [{ payload, person }, { key }] = await Promise.all([requestPerson(), searchParams])
  const opened = await openOrder(payload, person, number, typeof key === 'string' ? key : undefined)
  if (!opened) {
    // Payload counts the session cookie only with same-site signals, so a buyer following the receipt mail's link
    // from a webmail arrives looking signed out. One refresh from our own origin lets the cookie count; it is
    // what anyone arriving from another site sees, whatever the order, so it tells nothing.
    if ((await headers()).get('sec-fetch-site') === 'cross-site') return <OneMoment />
    notFound()
  }
  const view = receiptView(await receiptSource(payload, opened.order), { timeZone: config().TIMEZONE })
  const buyer = [view.buyer.name, view.buyer.email].filter(Boolean)

  return (
    <article data-print-alone className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      <header className="space-y-2">
        <p className="text-sm font-medium uppercase tracking-wide text-muted">{ORGANISATION_NAME}</p>
        <h1 className="text-4xl font-semibold">{view.title}</h1>
        <p className="text-lg">
          Order <strong>{view.number}</strong>
        </p>
      </header>

      {view.notice ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {view.notice}
        </p>
      ) : null}

      <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2">
        <dt className="font-semibold">Order number</dt>
        <dd>{view.number}</dd>
        <dt className="font-semibold">Date</dt>
        <dd>{view.date}</dd>
        <dt className="font-semibold">{view.buyerLabel}</dt>
        <dd>
          {buyer.map((part, index) => (
            <span key={index} className="block">
              {index === 0 ? part : <span className="text-muted">{part}</span>}
            </span>
          ))}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{view.statusLabel}</dd>
      </dl>

      <table className="w-full border-collapse text-left">
        <caption className="sr-only">What the order is for</caption>
        <thead>
          <tr className="border-b-2 border-ink">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, index) => (
            <tr key={index} className="border-b border-line align-top">
              {/* A long word (a title with a number) wraps rather than pushing the amounts off a phone's screen. */}
              <td className="py-2 pr-4 [overflow-wrap:anywhere]">{line.description}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pr-4 text-right tabular-nums whitespace-nowrap">{line.unitPrice}</td>
              <td className="py-2 text-right tabular-nums whitespace-nowrap">{line.lineTotal}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-3 pr-4 text-right font-semibold">
              Total
            </th>
            <td className="py-3 text-right text-lg font-semibold tabular-nums whitespace-nowrap">{view.total}</td>
          </tr>
        </tfoot>
      </table>

      {view.payment ? (
        <section aria-labelledby="payment-heading" className="space-y-1">
          <h2 id="payment-heading" className="text-2xl font-semibold">
            Payment
          </h2>
          <p>
            Paid {view.payment.amount} on {view.payment.when}.
          </p>
          <p className="text-muted">{view.payment.provider}</p>
        </section>
      ) : null}

      {view.parts.map((part, index) => (
        <section key={index} aria-labelledby={`part-${index}`} className="space-y-3">
          <h2 id={`part-${index}`} className="text-2xl font-semibold">
            {part.heading}
          </h2>
          {part.paragraphs.map((paragraph, at) => (
            <p key={at}>{paragraph}</p>
          ))}
          {part.facts?.length ? (
            <dl className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {part.facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="font-semibold">{fact.label}</dt>
                  <dd className="mb-2 sm:mb-0">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {part.codes?.length ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {part.codes.map((code) => (
                <li key={code.code} className="break-inside-avoid rounded-md border border-line p-4 text-center">
                  <p className="font-semibold">{code.label}</p>
                  {/* A data address made on the server: no image request, and it prints. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={code.qr}
                    width={180}
                    height={180}
                    alt={`QR code of check-in code ${code.code}`}
                    className="mx-auto"
                  />
                  <p className="font-mono text-xl tracking-widest">{code.code}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <p className="print:hidden">
        {/* A plain link: the PDF is a file, not a page for the client router. */}
        <a href={receiptPdfPath(view.number, opened.key)}>
          {view.paid ? `Download ${view.title.toLowerCase()} (PDF)` : 'Download this order (PDF)'}
        </a>
      </p>
      <p className="text-muted">{view.thanks}</p>
    </article>
  )
}

/** Reloads the address from this site's own page: the refresh is a same-origin request. */
function OneMoment() {
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-12 sm:px-6">
      <meta httpEquiv="refresh" content="0" />
      <h1 className="text-4xl font-semibold">One moment…</h1>
      <p>
        Opening your order. <a href="">Continue</a>
      </p>
    </div>
  )
}
