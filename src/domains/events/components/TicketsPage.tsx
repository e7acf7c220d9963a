import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CHECKOUT_MINUTES, paymentGateways } from '@/domains/commerce'
import { config } from '@/platform/config'
import { requestPerson } from '@/platform/payload'
import { FormMessage } from '@/ui/forms'

import { ticketsPath } from '../services/addresses'
import { ticketSale } from '../services/ticket-sales'
import { TicketsForm } from './TicketsForm'

/**
 * `/events/{slug}/tickets` (decision 066): for one person and counted now,
 * so dynamic and never cached — unlike the event's own page, which stays
 * cached whole and only links here.
 */

export async function ticketsMetadata(slug: string): Promise<Metadata> {
  const { payload } = await requestPerson()
  const sale = await ticketSale(payload, slug, config())
  return sale ? { title: `Tickets: ${sale.title}`, robots: { index: false, follow: true } } : {}
}

export async function TicketsPage({ slug }: { slug: string }) {
  const settings = config()
  const { payload, person } = await requestPerson()
  const sale = await ticketSale(payload, slug, settings)
  if (!sale) notFound()
  const provider = paymentGateways(settings)[0]
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p>
        <a href={`/events/${sale.slug}`}>← {sale.title}</a>
      </p>
      <h1 className="mt-4 text-4xl font-semibold">Tickets: {sale.title}</h1>
      {sale.cancelled ? (
        <div className="mt-8">
          <FormMessage id="tickets-cancelled" tone="error">
            This event is cancelled: no tickets are sold.
          </FormMessage>
        </div>
      ) : sale.dates.length === 0 ? (
        <p className="mt-8">This event has no dates still to come, so there are no tickets to buy.</p>
      ) : !provider ? (
        <div className="mt-8">
          <FormMessage id="tickets-no-payments" tone="error">
            We cannot take payments online right now. Please try later.
          </FormMessage>
        </div>
      ) : (
        <>
          <p className="mt-3 text-muted">
            Choose how many tickets of each kind you want. Each ticket comes by email with its own check-in code.
          </p>
          <TicketsForm
            sale={sale}
            signedInAs={person ? (person.email ?? null) : null}
            provider={provider.label}
            holdMinutes={CHECKOUT_MINUTES}
          />
          {person ? null : (
            <p className="mt-6 text-sm text-muted">
              Have an account? <a href={`/login?next=${encodeURIComponent(ticketsPath(sale.slug))}`}>Sign in</a> to keep
              your tickets with it.
            </p>
          )}
        </>
      )}
    </div>
  )
}
