import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { checkedGuest, checkoutLines, formatMoney, heldQuantities } from '@/domains/commerce'
import type { AppConfig } from '@/platform/config'
import { database } from '@/platform/database/transaction'

import { publicEvents } from '../access'
import { ticketsPath } from './addresses'
import { occurrenceText } from './event-view'
import { placesTakenByDate, takenKey } from './places'
import { comingOccurrences } from './recurrence'
import { ticketedEvent, type TicketedEvent } from './ticket-kind'
import {
  MAX_TICKETS_PER_KIND,
  parseTicketProduct,
  parseTicketQuantity,
  TICKET_KIND,
  ticketProduct,
  ticketsLeftText,
} from './tickets'

/**
 * The tickets page of an event (decision 066): its next dates and, for each,
 * what each ticket kind costs and how many are left, read fresh for each
 * visit; and "Continue to payment", which makes the order and starts
 * checkout through commerce.
 */

export type TicketChoice = {
  /** The line's product, and the name of its quantity in the form. */
  product: string
  name: string
  price: string
  left: number
  leftText: string
}

export type TicketSale = {
  slug: string
  title: string
  cancelled: boolean
  dates: { startsAt: string; when: string; choices: TicketChoice[] }[]
}

type Settings = Parameters<typeof checkoutLines>[1]['settings'] & Pick<AppConfig, 'TIMEZONE'>

/** The public event of that address that sells tickets, or null. */
async function publicTicketedEvent(payload: Payload, slug: string): Promise<TicketedEvent | null> {
  if (!/^[\p{Ll}\p{Lo}\p{N}-]{1,80}$/u.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [publicEvents(), { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { slug: true },
  })
  const event = docs[0] ? await ticketedEvent(database(payload), docs[0].id) : null
  return event && event.registration === 'tickets' && event.ticketKinds.length > 0 ? event : null
}

/**
 * What the tickets page of `/events/{slug}` offers at `now`, or null (→ 404)
 * when the event is not public or sells no tickets. Paid tickets are counted
 * in one query, held ones in another, for every date at once.
 */
export async function ticketSale(
  payload: Payload,
  slug: string,
  settings: Pick<AppConfig, 'TIMEZONE' | 'CURRENCY'>,
  now = new Date(),
): Promise<TicketSale | null> {
  const event = await publicTicketedEvent(payload, slug)
  if (!event) return null
  const cancelled = event.status === 'cancelled'
  const dates = cancelled ? [] : comingOccurrences(event, settings.TIMEZONE, now)
  const products = dates.flatMap((date) =>
    event.ticketKinds.map((kind) => ticketProduct({ event: event.id, startsAt: date.startsAt, ticketKind: kind.id })),
  )
  const db = database(payload)
  const paid = dates.length > 0 ? await placesTakenByDate(db, { event: event.id, kind: 'ticket' }) : new Map()
  const held = await heldQuantities(db, TICKET_KIND, products)
  return {
    slug: event.slug,
    title: event.title,
    cancelled,
    dates: dates.map((date) => ({
      startsAt: date.startsAt.toISOString(),
      when: occurrenceText(event, date.startsAt, settings.TIMEZONE),
      choices: event.ticketKinds.map((kind) => {
        const product = ticketProduct({ event: event.id, startsAt: date.startsAt, ticketKind: kind.id })
        const left = Math.max(
          0,
          kind.quota - (paid.get(takenKey(date.startsAt, kind.id)) ?? 0) - (held.get(product) ?? 0),
        )
        return {
          product,
          name: kind.name,
          price: formatMoney({ minor: kind.priceMinor, currency: settings.CURRENCY }),
          left,
          leftText: ticketsLeftText(left),
        }
      }),
    })),
  }
}

export type TicketPurchase =
  | { ok: true; redirectTo: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<'email' | 'name', string>> }

/**
 * "Continue to payment" on the tickets page: the quantities chosen (by
 * product) become one order of `event-ticket` lines, for the signed-in
 * person or the guest who gives an address, and checkout starts (the
 * tickets held). Every refusal — nothing chosen, a bad quantity or address,
 * sold out while choosing — in words.
 */
export async function buyTickets(
  payload: Payload,
  request: {
    slug: string
    person: Person | null
    guest: { email: string; name: string }
    quantities: [product: string, typed: string][]
    address: string
    settings: Settings
  },
): Promise<TicketPurchase> {
  const { person, settings } = request
  const event = await publicTicketedEvent(payload, request.slug)
  if (!event) return { ok: false, message: 'This event does not sell tickets.' }
  // One line per ticket: each line's hold counts only other orders, so two lines of one ticket in one order
  // would each find the same tickets left.
  const chosen = new Map<string, number>()
  for (const [product, typed] of request.quantities) {
    const ticket = parseTicketProduct(product)
    const kind = event.ticketKinds.find((candidate) => candidate.id === ticket?.ticketKind)
    if (!ticket || ticket.event !== event.id || !kind) {
      return { ok: false, message: 'The tickets on offer changed: choose again from this page.' }
    }
    const quantity = parseTicketQuantity(typed)
    if (quantity === null) {
      return {
        ok: false,
        message: `Give the number of ${kind.name} tickets for ${occurrenceText(event, ticket.startsAt, settings.TIMEZONE)} as a whole number from 0 to ${MAX_TICKETS_PER_KIND}.`,
      }
    }
    if (quantity > 0) chosen.set(product, (chosen.get(product) ?? 0) + quantity)
  }
  if ([...chosen.values()].some((quantity) => quantity > MAX_TICKETS_PER_KIND)) {
    return { ok: false, message: `At most ${MAX_TICKETS_PER_KIND} tickets of one kind for one date in an order.` }
  }
  const lines = [...chosen].map(([product, quantity]) => ({ kind: TICKET_KIND, product, quantity }))
  let guest: { email: string; name: string } | null = null
  if (!person) {
    const checked = checkedGuest(request.guest)
    if (!checked.ok) return checked
    guest = checked.guest
  }
  if (lines.length === 0) return { ok: false, message: 'Choose at least one ticket.' }
  return checkoutLines(payload, {
    buyer: person ? { person } : { guest: guest! },
    lines,
    cancelled: `${settings.PUBLIC_URL.replace(/\/+$/, '')}${ticketsPath(event.slug)}`,
    address: request.address,
    settings,
  })
}
