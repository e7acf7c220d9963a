import { sql } from '@payloadcms/db-postgres'

import { heldQuantities, type HeldLine, type ProductKind } from '@/domains/commerce'
import { rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import { occurrenceText, whenText } from './event-view'
import { orderTickets, qrPng, queuePlaceMails, spacedCode } from './place-mail'
import { lockEventPlaces, newPlaceCode, placesTaken } from './places'
import { occurrenceAt } from './recurrence'
import { parseTicketProduct, TICKET_KIND, ticketProduct, ticketsRefusal, type TicketProduct } from './tickets'

/** An event as its tickets are sold: the public (approved) version in the main table, with its ticket kinds. */
export type TicketedEvent = {
  id: number
  slug: string
  title: string
  status: string
  published: boolean
  registration: string
  startsAt: Date
  endsAt: Date
  allDay: boolean
  recurrence: string | null
  exceptions: string | null
  ticketKinds: { id: string; name: string; priceMinor: number; quota: number }[]
}

/** The event with its ticket kinds, read in the caller's transaction (or outside one), or null when there is none. */
export async function ticketedEvent(db: SqlExecutor, id: number): Promise<TicketedEvent | null> {
  const [event] = await rowsOf<Omit<TicketedEvent, 'ticketKinds' | 'published'> & { publishedStatus: string }>(
    db,
    sql`SELECT id, slug, title, status, _status AS "publishedStatus", registration, starts_at AS "startsAt",
               ends_at AS "endsAt", coalesce(all_day, false) AS "allDay", recurrence, exceptions
        FROM events WHERE id = ${id}`,
  )
  if (!event) return null
  // Amounts are Payload's numeric columns, whole by validation; float8 gives them to JavaScript as numbers.
  const kinds = await rowsOf<TicketedEvent['ticketKinds'][number]>(
    db,
    sql`SELECT id, name, price_minor::float8 AS "priceMinor", quota::float8 AS quota
        FROM events_ticket_kinds WHERE _parent_id = ${id} ORDER BY _order`,
  )
  const { publishedStatus, ...rest } = event
  return {
    ...rest,
    id: Number(event.id),
    startsAt: new Date(event.startsAt),
    endsAt: new Date(event.endsAt),
    published: publishedStatus === 'published',
    ticketKinds: kinds.map((kind) => ({ ...kind, priceMinor: Number(kind.priceMinor), quota: Number(kind.quota) })),
  }
}

type Sellable =
  { ok: true; event: TicketedEvent; kind: TicketedEvent['ticketKinds'][number] } | { ok: false; refusal: string }

/**
 * Whether the ticket a product names is on sale at `now`: the event is
 * public and not cancelled, sells tickets, has this kind, and the date is
 * one of its dates still to come. Each refusal in words.
 */
export async function sellable(
  db: SqlExecutor,
  product: TicketProduct | null,
  now: Date,
  timeZone: string,
): Promise<Sellable> {
  const refuse = (refusal: string) => ({ ok: false as const, refusal })
  if (!product) return refuse('This is not a ticket to one of our events.')
  const event = await ticketedEvent(db, product.event)
  if (!event || !event.published || !['published', 'cancelled'].includes(event.status)) {
    return refuse('This is not a ticket to one of our events.')
  }
  if (event.status === 'cancelled') return refuse(`“${event.title}” is cancelled: no tickets are sold.`)
  if (event.registration !== 'tickets') return refuse(`“${event.title}” does not sell tickets.`)
  const kind = event.ticketKinds.find((candidate) => candidate.id === product.ticketKind)
  if (!kind) return refuse(`This kind of ticket is no longer sold for “${event.title}”.`)
  if (!occurrenceAt(event, product.startsAt, timeZone)) return refuse(`“${event.title}” does not happen on that date.`)
  if (product.startsAt <= now) {
    return refuse(
      `${occurrenceText(event, product.startsAt, timeZone)} has begun or passed: tickets are no longer sold.`,
    )
  }
  return { ok: true, event, kind }
}

/**
 * How many tickets of one kind at one date are left: the quota less the
 * tickets paid for and those held by orders awaiting payment (other than
 * the one asking: it holds nothing until its checkout has started).
 */
export async function ticketsLeft(
  db: SqlExecutor,
  event: TicketedEvent,
  kind: TicketedEvent['ticketKinds'][number],
  product: TicketProduct,
): Promise<number> {
  const line = ticketProduct(product)
  const paid = await placesTaken(db, {
    event: event.id,
    startsAt: product.startsAt,
    kind: 'ticket',
    ticketKind: kind.id,
  })
  const held = (await heldQuantities(db, TICKET_KIND, [line])).get(line) ?? 0
  return kind.quota - paid - held
}

/**
 * Commerce's `event-ticket` kind (decision 066). A line's product is one
 * ticket kind at one date (`tickets.ts`); its price is the kind's, as it is
 * when the order is made. Starting checkout holds the tickets, counted
 * under the event's row lock; paying makes one confirmed ticket place per
 * unit, each with its own check-in code, and mails them as one booking;
 * its receipt shows every code.
 */
export function ticketKind(options: { timeZone: string; now?: () => Date }): ProductKind {
  const now = options.now ?? (() => new Date())
  const { timeZone } = options
  return {
    name: TICKET_KIND,
    label: 'Event ticket',

    async mayBuy(tx, _person, product) {
      const sale = await sellable(tx.db, parseTicketProduct(product), now(), timeZone)
      return sale.ok ? null : sale.refusal
    },

    async priceFor(tx, line) {
      const product = parseTicketProduct(line.product)
      const sale = await sellable(tx.db, product, now(), timeZone)
      // createOrder asks mayBuy first in the same transaction: this is a ticket gone between the two.
      if (!sale.ok || !product) throw new Error(sale.ok ? 'This is not a ticket.' : sale.refusal)
      return {
        unitMinor: sale.kind.priceMinor,
        description: `${sale.kind.name} — ${sale.event.title}, ${occurrenceText(sale.event, product.startsAt, timeZone)}`,
        reason: 'Ticket price',
      }
    },

    /**
     * Under the event's row lock, which every count and every new ticket
     * place of the event takes: of two buyers of the last ticket, the second
     * waits for the first's checkout to commit and then counts its hold.
     */
    async hold(tx, line) {
      return holdRefusal(tx, line, now(), timeZone)
    },

    // The booking mail is the order's receipt too, with its PDF: one mail for one payment (decision 076).
    mailsTheReceipt: true,

    /** The order's tickets, each with its check-in code and QR code: what is shown at the door. */
    async receiptPart(db, order) {
      const tickets = await orderTickets(db, order.id)
      if (tickets.length === 0) return null
      return {
        heading: tickets.length === 1 ? 'Your ticket' : `Your ${tickets.length} tickets`,
        paragraphs: [
          'Show each code at the door, on your phone or printed: each admits one. We have mailed them to you too, with the date for your calendar.',
        ],
        codes: await Promise.all(
          tickets.map(async (ticket) => ({
            label: `${ticket.ticketLabel ?? 'Admission'} — ${ticket.event.title}, ${whenText(ticket.event, timeZone)}`,
            code: spacedCode(ticket.code),
            qr: `data:image/png;base64,${(await qrPng(ticket.code)).toString('base64')}`,
          })),
        ),
      }
    },

    // No `release`: what an order holds is counted from its status (`heldQuantities`), so the order expiring or
    // being cancelled frees its tickets by itself, and there is no count of ours to put right.

    /**
     * One confirmed ticket place per unit, with the buyer's address, and its
     * mail queued. Commerce fulfils a paid order once; the places already
     * made for this order's line are counted all the same, so a second
     * call makes none, and the event's lock keeps the count of places
     * right for holds running at the same moment.
     */
    async fulfil(tx, line) {
      const product = parseTicketProduct(line.product)
      if (!product) throw new Error(`Order ${line.order.number} has a ticket line that names no ticket.`)
      await lockEventPlaces(tx, product.event)
      const event = await ticketedEvent(tx.db, product.event)
      if (!event) throw new Error(`The event of order ${line.order.number}’s tickets is not known.`)
      const [made] = await rowsOf<{ count: number }>(
        tx.db,
        sql`SELECT count(*)::int AS count FROM event_attendees
            WHERE order_id = ${line.order.id} AND event_id = ${product.event}
              AND starts_at = ${product.startsAt.toISOString()} AND ticket_kind = ${product.ticketKind}`,
      )
      const missing = line.quantity - Number(made?.count ?? 0)
      if (missing <= 0) return
      const holder = await holderOf(tx, line)
      const label = event.ticketKinds.find((kind) => kind.id === product.ticketKind)?.name ?? line.description
      const ids: number[] = []
      for (let i = 0; i < missing; i++) {
        const place = await tx.req.payload.create({
          collection: 'event-attendees',
          req: tx.req,
          overrideAccess: true,
          depth: 0,
          data: {
            event: product.event,
            startsAt: product.startsAt.toISOString(),
            kind: 'ticket',
            ticketKind: product.ticketKind,
            ticketLabel: label.slice(0, 120),
            person: holder.person,
            name: holder.name,
            email: holder.email,
            status: 'confirmed',
            code: newPlaceCode(),
            order: line.order.id,
          },
        })
        ids.push(place.id)
      }
      await queuePlaceMails(tx, ids)
    },
  }
}

async function holdRefusal(tx: Transaction, line: HeldLine, now: Date, timeZone: string): Promise<string | null> {
  const product = parseTicketProduct(line.product)
  if (!product || !(await lockEventPlaces(tx, product.event))) return 'This is not a ticket to one of our events.'
  const sale = await sellable(tx.db, product, now, timeZone)
  if (!sale.ok) return sale.refusal
  const left = await ticketsLeft(tx.db, sale.event, sale.kind, product)
  return ticketsRefusal(sale.kind.name, occurrenceText(sale.event, product.startsAt, timeZone), left, line.quantity)
}

/** Whose tickets they are: the buyer's account, or the guest who paid. */
async function holderOf(
  tx: Transaction,
  line: Parameters<ProductKind['fulfil']>[1],
): Promise<{ person: number | null; name: string | null; email: string }> {
  const { buyer, guestEmail, guestName, number } = line.order
  if (buyer === null) {
    if (!guestEmail) throw new Error(`Order ${number} has neither a buyer nor a guest’s address.`)
    return { person: null, name: guestName, email: guestEmail }
  }
  const person = await tx.req.payload.findByID({
    collection: 'users',
    id: buyer,
    req: tx.req,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  if (!person) throw new Error(`The buyer of order ${number} is not known.`)
  return { person: Number(buyer), name: person.name ?? null, email: person.email }
}
