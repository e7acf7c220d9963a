import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import {
  ORGANISATION_NAME,
  receiptFileName,
  receiptPath,
  receiptPdf,
  receiptSource,
  receiptView,
} from '@/domains/commerce'
import {
  sendFromTemplate,
  templateSentUnder,
  type MergeField,
  type TemplateContext,
  type TemplateDefinition,
} from '@/domains/comms'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'
import { escapeHtml, type MailAttachment, type Mailer } from '@/platform/mail'

import { calendarFeed, type FeedEvent } from './feed'
import { whenText } from './event-view'
import { PLACE_KIND_LABELS, type AttendeeStatus, type PlaceKind } from './places'
import { momentText } from './rsvp-rules'

/**
 * The mails of places at events (decisions 064, 065). A confirmed place — an
 * RSVP or a paid ticket — gets one mail with the date as an `.ics` and its
 * check-in code as a QR code shown inline; a place offered from the waiting
 * list gets one mail per offer, with the link to accept it. Mails are queued in the
 * transaction that changed the places (`queuePlaceMails`) and sent once it
 * has committed, each once per key however often the job runs.
 */

export const PLACE_CONFIRMED_TEMPLATE = 'event-place-confirmed'
export const PLACE_OFFERED_TEMPLATE = 'event-place-offered'
export const PLACE_CANCELLED_TEMPLATE = 'event-place-cancelled'
/** The one mail of an order's tickets: every code, and the dates as one calendar file (decision 076). */
export const BOOKING_CONFIRMED_TEMPLATE = 'event-booking-confirmed'
/** An order's one mail when its tickets' events were cancelled before its booking went: that news, with its receipt. */
export const BOOKING_CANCELLED_TEMPLATE = 'event-booking-cancelled'
/** The job task that mails what the places named in its input call for. */
export const PLACE_MAIL_TASK = 'mailEventPlaces'
/** The content id of the QR code the confirmation's HTML shows. */
export const QR_CID = 'checkin-code@vernissage'

/** Queues the mails of these places in the caller's transaction: sent after it commits, and not at all if it is undone. */
export async function queuePlaceMails(tx: Transaction, places: readonly number[]): Promise<void> {
  if (places.length === 0) return
  await tx.req.payload.jobs.queue({ task: PLACE_MAIL_TASK, input: { places: [...places] }, req: tx.req })
}

/** A place with its event, as the mails tell it. */
export type PlaceFacts = {
  id: number
  code: string
  kind: PlaceKind
  ticketLabel: string | null
  email: string
  name: string | null
  status: AttendeeStatus
  startsAt: string
  offerEndsAt: string | null
  /** The order a ticket was paid with. */
  order: number | null
  event: FeedEvent
}

type PlaceRow = Omit<PlaceFacts, 'event' | 'startsAt' | 'offerEndsAt' | 'order'> & {
  order: number | string | null
  startsAt: Date | string
  offerEndsAt: Date | string | null
  eventId: number
  slug: string
  title: string
  summary: string | null
  eventStartsAt: Date | string
  eventEndsAt: Date | string
  allDay: boolean | null
  venueName: string | null
  venueAddress: string | null
  latitude: string | number | null
  longitude: string | number | null
  onlineLink: string | null
  eventStatus: string
  sequence: string | number | null
  updatedAt: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
const numberOrNull = (value: string | number | null) => (value == null ? null : Number(value))

/** The places named, with their events (the one date each is for: its start, and the event's length after it). */
export async function placeFacts(db: SqlExecutor, ids: readonly number[]): Promise<PlaceFacts[]> {
  if (ids.length === 0) return []
  return placesWhere(
    db,
    sql`a.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
}

/** An order's confirmed tickets, with their events, in the order they were made. */
export async function orderTickets(db: SqlExecutor, order: number): Promise<PlaceFacts[]> {
  return placesWhere(db, sql`a.order_id = ${order} AND a.kind = 'ticket' AND a.status = 'confirmed'`)
}

async function placesWhere(db: SqlExecutor, where: ReturnType<typeof sql>): Promise<PlaceFacts[]> {
  const rows = await rowsOf<PlaceRow>(
    db,
    sql`SELECT a.id, a.code, a.kind, a.ticket_label AS "ticketLabel", a.email, a.name, a.status,
               a.starts_at AS "startsAt", a.offer_ends_at AS "offerEndsAt", a.order_id AS "order",
               e.id AS "eventId", e.slug, e.title, e.summary, e.starts_at AS "eventStartsAt",
               e.ends_at AS "eventEndsAt", e.all_day AS "allDay", e.venue_name AS "venueName",
               e.venue_address AS "venueAddress", e.venue_latitude AS latitude, e.venue_longitude AS longitude,
               e.online_link AS "onlineLink", e.status AS "eventStatus", e.sequence, e.updated_at AS "updatedAt"
        FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE ${where}
        ORDER BY a.id`,
  )
  return rows.map((row) => {
    const length = new Date(row.eventEndsAt).getTime() - new Date(row.eventStartsAt).getTime()
    const startsAt = iso(row.startsAt)
    return {
      id: Number(row.id),
      code: row.code,
      kind: row.kind,
      ticketLabel: row.ticketLabel,
      email: row.email,
      name: row.name,
      status: row.status,
      startsAt,
      offerEndsAt: row.offerEndsAt ? iso(row.offerEndsAt) : null,
      order: row.order == null ? null : Number(row.order),
      event: {
        id: Number(row.eventId),
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        startsAt,
        endsAt: new Date(new Date(startsAt).getTime() + length).toISOString(),
        allDay: row.allDay,
        venue: {
          name: row.venueName,
          address: row.venueAddress,
          latitude: numberOrNull(row.latitude),
          longitude: numberOrNull(row.longitude),
        },
        onlineLink: row.onlineLink,
        status: row.eventStatus,
        sequence: Number(row.sequence ?? 0),
        updatedAt: iso(row.updatedAt),
      },
    }
  })
}

type Settings = { PUBLIC_URL: string; TIMEZONE: string }

/** What the place is, in words: "RSVP", or the ticket's kind. */
export const placeLabel = (place: Pick<PlaceFacts, 'kind' | 'ticketLabel'>) =>
  place.kind === 'ticket' ? `Ticket: ${place.ticketLabel ?? 'admission'}` : PLACE_KIND_LABELS.rsvp

/** The code as people read it out: two groups of five. */
export const spacedCode = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`

export function placeContext(place: PlaceFacts, settings: Settings): TemplateContext {
  const url = settings.PUBLIC_URL.replace(/\/+$/, '')
  const name = place.name?.trim() ?? ''
  const venue = [place.event.venue?.name, place.event.venue?.address].filter(Boolean).join(', ')
  return {
    person: { firstName: name.split(/\s+/)[0] || place.email },
    event: {
      title: place.event.title,
      when: whenText(place.event, settings.TIMEZONE),
      where: venue || place.event.onlineLink || 'Online',
    },
    place: { kind: placeLabel(place), code: spacedCode(place.code) },
    links: { event: `${url}/events/${place.event.slug}` },
  }
}

/**
 * The places' dates as calendar entries, each date once (its own UID, so it
 * sits beside a subscription to the whole calendar).
 */
export function placeCalendar(places: PlaceFacts | readonly PlaceFacts[], settings: Settings): string {
  const host = new URL(settings.PUBLIC_URL).host
  const dates = new Map<string, FeedEvent & { uid: string }>()
  for (const place of Array.isArray(places) ? places : [places]) {
    const uid = `event-${place.event.id}-${place.startsAt.replace(/[-:]|\.\d{3}/g, '')}@${host}`
    if (!dates.has(uid)) dates.set(uid, { ...place.event, uid })
  }
  const [first] = dates.values()
  return calendarFeed([...dates.values()], {
    name: first?.title ?? 'Events',
    publicUrl: settings.PUBLIC_URL,
    timeZone: settings.TIMEZONE,
  })
}

export async function confirmationAttachments(place: PlaceFacts, settings: Settings): Promise<MailAttachment[]> {
  const qr = await qrPng(place.code)
  return [
    { filename: 'event.ics', content: Buffer.from(placeCalendar(place, settings)), contentType: 'text/calendar' },
    { filename: 'check-in-code.png', content: qr, contentType: 'image/png', cid: QR_CID },
  ]
}

/** The content id of one ticket's QR code in its booking's mail. */
export const ticketCid = (place: Pick<PlaceFacts, 'id'>) => `ticket-${place.id}@vernissage`

/** The key of an order's booking mail: one per order, ever, however many tickets and notifications. */
export const bookingKey = (order: number) => `${BOOKING_CONFIRMED_TEMPLATE}:order:${order}`

/** "2 tickets" */
const ticketCount = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`

/** What the booking mail says of the order's receipt, which it stands for (decision 076). */
export type BookingReceipt = { number: string; paid: string; link: string; pdf: MailAttachment }

/**
 * The receipt of the order that paid for the tickets: its number, the amount
 * paid and when, the link to it (a guest's with their key), and its PDF,
 * which lists every line of the order, tickets or not.
 */
export async function bookingReceipt(payload: Payload, order: number, settings: Settings): Promise<BookingReceipt> {
  const stored = await payload.findByID({ collection: 'orders', id: order, depth: 0, overrideAccess: true })
  const [row] = await rowsOf<{ key: string | null }>(
    database(payload),
    sql`SELECT guest_token AS key FROM orders WHERE id = ${order}`,
  )
  const view = receiptView(await receiptSource(payload, stored), { timeZone: settings.TIMEZONE })
  return {
    number: view.number,
    paid: view.payment ? `${view.payment.amount} on ${view.payment.when}` : view.total,
    link: new URL(receiptPath(view.number, row?.key ?? null), settings.PUBLIC_URL).toString(),
    pdf: {
      filename: receiptFileName(view.number),
      content: await receiptPdf(view, { organisation: ORGANISATION_NAME }),
      contentType: 'application/pdf',
    },
  }
}

/** The booking's merge fields: the first ticket's person and event, how many tickets to how many events, and the receipt. */
export function bookingContext(
  tickets: readonly PlaceFacts[],
  receipt: Pick<BookingReceipt, 'number' | 'paid' | 'link'>,
  settings: Settings,
): TemplateContext {
  const [first] = tickets
  if (!first) throw new Error('A booking has at least one ticket.')
  const context = placeContext(first, settings)
  const titles = [...new Set(tickets.map((ticket) => ticket.event.title))]
  return {
    ...context,
    event: { ...(context.event as Record<string, string>), title: titles.join(', ') },
    booking: { count: ticketCount(tickets.length), tickets: ticketsText(tickets, settings) },
    order: { number: receipt.number, paid: receipt.paid },
    links: { ...(context.links as Record<string, string>), receipt: receipt.link },
  }
}

/** Each ticket on a line of its own, with its code: the booking's list as text. */
function ticketsText(tickets: readonly PlaceFacts[], settings: Settings): string {
  return tickets
    .map(
      (ticket, index) =>
        `Ticket ${index + 1} of ${tickets.length}: ${ticket.ticketLabel ?? 'Admission'}, ${ticket.event.title}, ` +
        `${whenText(ticket.event, settings.TIMEZONE)}. Code: ${spacedCode(ticket.code)}`,
    )
    .join('\n')
}

/** The list of tickets as the mail shows it: each with its QR code inline (its `cid`) and its code in words. */
export function bookingBlock(tickets: readonly PlaceFacts[], settings: Settings): { html: string; text: string } {
  const html = tickets
    .map((ticket, index) => {
      const code = spacedCode(ticket.code)
      return (
        '<div style="margin:16px 0;padding:12px;border:1px solid #e4e4e7;border-radius:6px;text-align:center">' +
        `<p style="margin:0 0 8px"><strong>Ticket ${index + 1} of ${tickets.length}: ` +
        `${escapeHtml(ticket.ticketLabel ?? 'Admission')}</strong><br>${escapeHtml(ticket.event.title)}, ` +
        `${escapeHtml(whenText(ticket.event, settings.TIMEZONE))}</p>` +
        `<img src="cid:${ticketCid(ticket)}" width="200" height="200" alt="QR code of check-in code ${code}"><br>` +
        `<strong style="font-size:1.4em;letter-spacing:0.1em">${code}</strong></div>`
      )
    })
    .join('\n')
  return { html, text: ticketsText(tickets, settings) }
}

/** The booking's files: the dates as one `.ics`, and each ticket's QR code, shown inline by its `cid`. */
export async function bookingAttachments(
  tickets: readonly PlaceFacts[],
  settings: Settings,
): Promise<MailAttachment[]> {
  const codes = await Promise.all(
    tickets.map(async (ticket) => ({
      filename: `ticket-${index(tickets, ticket)}-${ticket.code}.png`,
      content: await qrPng(ticket.code),
      contentType: 'image/png',
      cid: ticketCid(ticket),
    })),
  )
  return [
    { filename: 'event.ics', content: Buffer.from(placeCalendar(tickets, settings)), contentType: 'text/calendar' },
    ...codes,
  ]
}

const index = (tickets: readonly PlaceFacts[], ticket: PlaceFacts) => tickets.indexOf(ticket) + 1

/** A check-in code as the QR code a door scanner reads. */
export const qrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' })

export const confirmationKey = (place: Pick<PlaceFacts, 'id'>) => `${PLACE_CONFIRMED_TEMPLATE}:${place.id}`

/** The key of one offer's mail: a place offered again later (a new end) gets a new mail, the same offer never two. */
export const offerKey = (place: Pick<PlaceFacts, 'id'>, offerEndsAt: string) =>
  `${PLACE_OFFERED_TEMPLATE}:${place.id}:${new Date(offerEndsAt).toISOString()}`

/** The RSVP page, where the person offered a place accepts or declines it. */
export const rsvpPath = (slug: string) => `/events/${slug}/rsvp`

export function offerContext(place: PlaceFacts, settings: Settings): TemplateContext {
  const context = placeContext(place, settings)
  return {
    ...context,
    offer: { endsAt: momentText(new Date(place.offerEndsAt ?? place.startsAt), settings.TIMEZONE) },
    links: {
      ...(context.links as Record<string, string>),
      rsvp: `${settings.PUBLIC_URL.replace(/\/+$/, '')}${rsvpPath(place.event.slug)}`,
    },
  }
}

/** The places of an event's dates still to come that someone holds or waits for: who is told it is cancelled. */
const STILL_COMING = ['confirmed', 'offered', 'waiting']

/**
 * Queues, in the caller's transaction, the mails telling everyone with a
 * place at the event's coming dates (or waiting for one) that it is
 * cancelled: run by the events collection when an event becomes cancelled.
 */
export async function queueCancellationMails(req: PayloadRequest, event: number): Promise<void> {
  const places = await rowsOf<{ id: number }>(
    database(req.payload),
    sql`SELECT id FROM event_attendees
        WHERE event_id = ${event} AND starts_at > now() AND status::text IN (${sql.join(
          STILL_COMING.map((status) => sql`${status}`),
          sql`, `,
        )})`,
  )
  if (places.length === 0) return
  await req.payload.jobs.queue({ task: PLACE_MAIL_TASK, input: { places: places.map(({ id }) => Number(id)) }, req })
}

export const cancellationKey = (place: Pick<PlaceFacts, 'id'>) => `${PLACE_CANCELLED_TEMPLATE}:${place.id}`
/** The key of the news of a cancelled event to an order's tickets: one mail for them all. */
export const orderCancellationKey = (order: number, event: number) =>
  `${PLACE_CANCELLED_TEMPLATE}:order:${order}:event:${event}`

/**
 * The mail a place's status calls for now, if any: its confirmation, or its
 * standing offer; at a cancelled event, the news of it for a date still to come.
 */
async function placeMail(place: PlaceFacts, settings: Settings, now: Date) {
  if (place.event.status === 'cancelled') {
    if (!STILL_COMING.includes(place.status) || new Date(place.startsAt) <= now) return null
    return {
      key: PLACE_CANCELLED_TEMPLATE,
      context: placeContext(place, settings),
      idempotencyKey: cancellationKey(place),
    }
  }
  if (place.status === 'confirmed') {
    return {
      key: PLACE_CONFIRMED_TEMPLATE,
      context: placeContext(place, settings),
      idempotencyKey: confirmationKey(place),
      attachments: await confirmationAttachments(place, settings),
    }
  }
  // An offer past its end is not mailed: the scheduled job lapses it.
  if (place.status === 'offered' && place.offerEndsAt && new Date(place.offerEndsAt) > now) {
    return {
      key: PLACE_OFFERED_TEMPLATE,
      context: offerContext(place, settings),
      idempotencyKey: offerKey(place, place.offerEndsAt),
    }
  }
  return null
}

const placesText = (tickets: readonly PlaceFacts[]) =>
  tickets.length === 1 ? placeLabel(tickets[0]!) : ticketCount(tickets.length)

/** A ticket paid with an order: mailed with the order's other tickets, never alone (decision 076). */
const ofAnOrder = (place: PlaceFacts) => place.kind === 'ticket' && place.status === 'confirmed' && place.order !== null

/**
 * Mails each named place what its status calls for, once per key: for a
 * place at an event still on, its confirmation or its standing offer; at
 * a cancelled one, that it is cancelled. A ticket paid with an order is
 * mailed with the order (`mailOrderTickets`). A mail that fails is thrown
 * after the others are tried, so the job tries again (the ones sent are
 * not sent twice). `mailer` is for tests.
 */
export async function mailPlaces(payload: Payload, ids: readonly number[], mailer?: Mailer): Promise<number> {
  const settings = config()
  const now = new Date()
  let sent = 0
  const failures: unknown[] = []
  const places = await placeFacts(database(payload), ids)
  for (const order of new Set(places.filter(ofAnOrder).map((place) => place.order!))) {
    try {
      sent += await mailOrderTickets(payload, order, settings, now, mailer)
    } catch (error) {
      payload.logger.warn({ err: error, order }, 'The tickets of an order could not be mailed yet')
      failures.push(error)
    }
  }
  for (const place of places.filter((candidate) => !ofAnOrder(candidate))) {
    try {
      const mail = await placeMail(place, settings, now)
      if (mail && (await sendFromTemplate(payload, { ...mail, to: place.email, mailer })) === 'sent') sent += 1
    } catch (error) {
      payload.logger.warn({ err: error, place: place.id }, 'A place at an event could not be mailed yet')
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} place mails were not sent`)
  return sent
}

/**
 * Mails an order's confirmed tickets, whichever of them the job was given,
 * so the job queued for each line of the order, or a notification
 * delivered twice, sends each mail once. First the order's one mail with
 * its receipt (commerce sends none for an order with tickets), keyed by the
 * order (`bookingKey`): the booking of the tickets to events still on; or,
 * when every event was cancelled before it went, that news with the
 * receipt instead. Then, if the booking went before an event was cancelled,
 * the order's tickets to that event's dates still to come get one mail of
 * the news.
 */
async function mailOrderTickets(payload: Payload, order: number, settings: Settings, now: Date, mailer?: Mailer) {
  const tickets = await orderTickets(database(payload), order)
  if (tickets.length === 0) return 0
  const stillOn = tickets.filter((ticket) => ticket.event.status !== 'cancelled')
  let sent =
    (await mailBooking(payload, order, stillOn.length ? stillOn : tickets, settings, mailer)) === 'sent' ? 1 : 0
  const cancelled = tickets.filter((ticket) => ticket.event.status === 'cancelled' && new Date(ticket.startsAt) > now)
  if (cancelled.length && (await templateSentUnder(payload, bookingKey(order))) === BOOKING_CONFIRMED_TEMPLATE) {
    for (const event of new Set(cancelled.map((ticket) => ticket.event.id))) {
      const atEvent = cancelled.filter((ticket) => ticket.event.id === event)
      const context = placeContext(atEvent[0]!, settings)
      const answer = await sendFromTemplate(payload, {
        key: PLACE_CANCELLED_TEMPLATE,
        to: atEvent[0]!.email,
        // "your place (2 tickets)": one mail for all of them.
        context: { ...context, place: { ...(context.place as Record<string, string>), kind: placesText(atEvent) } },
        idempotencyKey: orderCancellationKey(order, event),
        mailer,
      })
      if (answer === 'sent') sent += 1
    }
  }
  return sent
}

/**
 * The order's one mail with its receipt's PDF attached: the booking of these
 * tickets, each with its QR code, or, when their events are all cancelled,
 * the news of it and the receipt.
 */
async function mailBooking(
  payload: Payload,
  order: number,
  tickets: readonly PlaceFacts[],
  settings: Settings,
  mailer?: Mailer,
) {
  const receipt = await bookingReceipt(payload, order, settings)
  const context = bookingContext(tickets, receipt, settings)
  const sending = { to: tickets[0]!.email, context, idempotencyKey: bookingKey(order), mailer }
  if (tickets.every((ticket) => ticket.event.status === 'cancelled')) {
    return sendFromTemplate(payload, { ...sending, key: BOOKING_CANCELLED_TEMPLATE, attachments: [receipt.pdf] })
  }
  return sendFromTemplate(payload, {
    ...sending,
    key: BOOKING_CONFIRMED_TEMPLATE,
    blocks: { 'booking.tickets': bookingBlock(tickets, settings) },
    attachments: [...(await bookingAttachments(tickets, settings)), receipt.pdf],
  })
}

const FIELDS: Record<string, MergeField> = {
  'person.firstName': { description: 'The attendee’s first name (or their email)', example: 'Ada' },
  'event.title': { description: 'The event’s title', example: 'Life drawing night' },
  'event.when': { description: 'The date and time', example: 'Thursday, December 3, 2026, 7:00 PM – 9:00 PM' },
  'event.where': { description: 'The venue, or the online link', example: 'The Hall, 12 Mission St' },
  'place.kind': { description: 'RSVP, or the kind of ticket', example: 'Ticket: Adult' },
  'place.code': { description: 'The check-in code, as typed at the door', example: 'ABCDE FGH23' },
  'links.event': { description: 'The event’s page', example: 'https://example.org/events/life-drawing-night' },
}

async function newestConfirmed(payload: Payload): Promise<{ context: TemplateContext; record: string } | null> {
  const [row] = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM event_attendees WHERE status = 'confirmed' ORDER BY id DESC LIMIT 1`,
  )
  if (!row) return null
  const [place] = await placeFacts(database(payload), [Number(row.id)])
  if (!place) return null
  return { context: placeContext(place, config()), record: `${place.email}’s place at “${place.event.title}”` }
}

const OFFER_FIELDS: Record<string, MergeField> = {
  ...FIELDS,
  'offer.endsAt': { description: 'Until when the place is held', example: 'December 2, 2026 at 7:00 PM' },
  'links.rsvp': {
    description: 'The event’s RSVP page, to accept or decline',
    example: 'https://example.org/events/life-drawing-night/rsvp',
  },
}

const BOOKING_FIELDS: Record<string, MergeField> = {
  'person.firstName': FIELDS['person.firstName']!,
  'links.event': FIELDS['links.event']!,
  'event.title': {
    description: 'The event’s title (the titles, when the tickets are to several)',
    example: 'Life drawing night',
  },
  'event.when': {
    description: 'The first ticket’s date and time',
    example: 'Thursday, December 3, 2026, 7:00 PM – 9:00 PM',
  },
  'event.where': { description: 'The first ticket’s venue, or the online link', example: 'The Hall, 12 Mission St' },
  'booking.count': { description: 'How many tickets', example: '2 tickets' },
  'booking.tickets': {
    description: 'Every ticket with its check-in code, as a QR code in the HTML: put it on a line of its own',
    example: 'Ticket 1 of 2: Adult, Life drawing night, Thursday, December 3, 2026. Code: ABCDE FGH23',
  },
  'order.number': { description: 'The order’s number, as its receipt shows it', example: 'V-2026-000123' },
  'order.paid': { description: 'What was paid, and when', example: '$30.00 on November 28, 2026' },
  'links.receipt': {
    description: 'The order’s receipt online (a guest’s link carries their key)',
    example: 'https://example.org/shop/orders/V-2026-000123',
  },
}

async function newestBooking(payload: Payload): Promise<{ context: TemplateContext; record: string } | null> {
  const [row] = await rowsOf<{ order: number }>(
    database(payload),
    sql`SELECT order_id AS "order" FROM event_attendees
        WHERE order_id IS NOT NULL AND kind = 'ticket' AND status = 'confirmed' ORDER BY id DESC LIMIT 1`,
  )
  const tickets = row ? await orderTickets(database(payload), Number(row.order)) : []
  if (!row || !tickets[0]) return null
  return {
    context: bookingContext(tickets, await bookingReceipt(payload, Number(row.order), config()), config()),
    record: `${tickets[0].email}’s ${tickets.length} tickets to “${tickets[0].event.title}”`,
  }
}

const CANCELLED_BOOKING_FIELDS: Record<string, MergeField> = Object.fromEntries(
  Object.entries(BOOKING_FIELDS).filter(([name]) => name !== 'booking.tickets'),
)

async function newestCancelledBooking(payload: Payload): Promise<{ context: TemplateContext; record: string } | null> {
  const [row] = await rowsOf<{ order: number }>(
    database(payload),
    sql`SELECT a.order_id AS "order" FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE a.order_id IS NOT NULL AND a.kind = 'ticket' AND a.status = 'confirmed' AND e.status = 'cancelled'
        ORDER BY a.id DESC LIMIT 1`,
  )
  const tickets = row ? await orderTickets(database(payload), Number(row.order)) : []
  if (!row || !tickets[0]) return null
  return {
    context: bookingContext(tickets, await bookingReceipt(payload, Number(row.order), config()), config()),
    record: `${tickets[0].email}’s ${tickets.length} tickets to “${tickets[0].event.title}”`,
  }
}

async function newestOfCancelled(payload: Payload): Promise<{ context: TemplateContext; record: string } | null> {
  const [row] = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT a.id FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE e.status = 'cancelled' ORDER BY a.id DESC LIMIT 1`,
  )
  const [place] = row ? await placeFacts(database(payload), [Number(row.id)]) : []
  if (!place) return null
  return { context: placeContext(place, config()), record: `${place.email}’s place at “${place.event.title}”` }
}

async function newestOffered(payload: Payload): Promise<{ context: TemplateContext; record: string } | null> {
  const [row] = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM event_attendees WHERE status = 'offered' ORDER BY id DESC LIMIT 1`,
  )
  const [place] = row ? await placeFacts(database(payload), [Number(row.id)]) : []
  if (!place) return null
  return { context: offerContext(place, config()), record: `${place.email}’s offer at “${place.event.title}”` }
}

/** The places' mails as comms template definitions (decision 046), for the Payload config. */
export function placeTemplates(): TemplateDefinition[] {
  return [
    {
      key: PLACE_CONFIRMED_TEMPLATE,
      label: 'Events: a place confirmed',
      description:
        'Sent for each RSVP confirmed (and ticket confirmed other than by paying), with the date as a calendar file and the check-in code as a QR code.',
      fields: FIELDS,
      defaults: {
        subject: 'You’re going: {{event.title}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Your place at <strong>{{event.title}}</strong> is confirmed ({{place.kind}}).</p>\n' +
          '<p>{{event.when}}<br>{{event.where}}</p>\n' +
          '<p>Show this code at the door:</p>\n' +
          '<p><img src="cid:' +
          QR_CID +
          '" width="200" height="200" alt="QR code of your check-in code"><br>' +
          '<strong style="font-size:1.4em;letter-spacing:0.1em">{{place.code}}</strong></p>\n' +
          '<p>The attached file adds the date to your calendar. Details: <a href="{{links.event}}">{{links.event}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Your place at “{{event.title}}” is confirmed ({{place.kind}}).\n\n' +
          '{{event.when}}\n{{event.where}}\n\n' +
          'Your check-in code, to show or say at the door: {{place.code}}\n\n' +
          'The attached file adds the date to your calendar. Details: {{links.event}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: newestConfirmed,
    },
    {
      key: BOOKING_CONFIRMED_TEMPLATE,
      label: 'Events: tickets paid',
      description:
        'Sent once for each paid order with tickets, with every ticket’s check-in code as a QR code, the dates as one calendar file and the order’s receipt as a PDF: it is the order’s only mail.',
      fields: BOOKING_FIELDS,
      defaults: {
        subject: 'Your tickets: {{event.title}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Thank you: your booking of {{booking.count}} is confirmed. <strong>{{event.title}}</strong>, {{event.when}}, {{event.where}}.</p>\n' +
          '<p>Show each code at the door (on your phone or printed): each admits one.</p>\n' +
          '{{booking.tickets}}\n' +
          '<p>The attached file adds the date to your calendar. Details: <a href="{{links.event}}">{{links.event}}</a></p>\n' +
          '<p>Order {{order.number}}: paid {{order.paid}}. Your receipt is attached as a PDF, and online: ' +
          '<a href="{{links.receipt}}">{{links.receipt}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Thank you: your booking of {{booking.count}} is confirmed. “{{event.title}}”, {{event.when}}, {{event.where}}.\n\n' +
          'Show or say each code at the door: each admits one.\n\n' +
          '{{booking.tickets}}\n\n' +
          'The attached file adds the date to your calendar. Details: {{links.event}}\n\n' +
          'Order {{order.number}}: paid {{order.paid}}. Your receipt is attached as a PDF, and online: {{links.receipt}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: newestBooking,
    },
    {
      key: BOOKING_CANCELLED_TEMPLATE,
      label: 'Events: tickets paid for an event since cancelled',
      description:
        'Sent instead of the booking, once for each paid order, when every event its tickets are for was cancelled before the booking was mailed: the news, with the order’s receipt as a PDF.',
      fields: CANCELLED_BOOKING_FIELDS,
      defaults: {
        subject: 'Cancelled: {{event.title}} (your receipt)',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>Thank you for your order {{order.number}} of {{booking.count}} to <strong>{{event.title}}</strong>, {{event.when}}: paid {{order.paid}}.</p>\n' +
          '<p>We are sorry: the event is cancelled, and your tickets with it. We will be in touch about your refund.</p>\n' +
          '<p>Your receipt is attached as a PDF, and online: <a href="{{links.receipt}}">{{links.receipt}}</a></p>\n' +
          '<p>See what else is on: <a href="{{links.event}}">{{links.event}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'Thank you for your order {{order.number}} of {{booking.count}} to “{{event.title}}”, {{event.when}}: paid {{order.paid}}.\n\n' +
          'We are sorry: the event is cancelled, and your tickets with it. We will be in touch about your refund.\n\n' +
          'Your receipt is attached as a PDF, and online: {{links.receipt}}\n\n' +
          'See what else is on: {{links.event}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: newestCancelledBooking,
    },
    {
      key: PLACE_OFFERED_TEMPLATE,
      label: 'Events: a place offered from the waiting list',
      description:
        'Sent to the next person on a date’s waiting list when a place frees: they accept it on the RSVP page before the offer ends.',
      fields: OFFER_FIELDS,
      defaults: {
        subject: 'A place for you: {{event.title}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>A place has freed at <strong>{{event.title}}</strong>, {{event.when}}, and it is yours if you want it.</p>\n' +
          '<p>It is held for you until <strong>{{offer.endsAt}}</strong>. Accept it (or let it go) here: ' +
          '<a href="{{links.rsvp}}">{{links.rsvp}}</a></p>\n' +
          '<p>After that it goes to the next person waiting.</p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'A place has freed at “{{event.title}}”, {{event.when}}, and it is yours if you want it.\n\n' +
          'It is held for you until {{offer.endsAt}}. Accept it (or let it go) here: {{links.rsvp}}\n\n' +
          'After that it goes to the next person waiting.\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: newestOffered,
    },
    {
      key: PLACE_CANCELLED_TEMPLATE,
      label: 'Events: an event with places cancelled',
      description:
        'Sent to everyone with a place at a coming date of an event (or waiting for one) when the event is cancelled.',
      fields: FIELDS,
      defaults: {
        subject: 'Cancelled: {{event.title}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>We are sorry: <strong>{{event.title}}</strong>, {{event.when}}, is cancelled, and your place ({{place.kind}}) with it.</p>\n' +
          '<p>If you paid for a ticket, we will be in touch about your refund.</p>\n' +
          '<p>See what else is on: <a href="{{links.event}}">{{links.event}}</a></p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'We are sorry: “{{event.title}}”, {{event.when}}, is cancelled, and your place ({{place.kind}}) with it.\n\n' +
          'If you paid for a ticket, we will be in touch about your refund.\n\n' +
          'See what else is on: {{links.event}}\n\n' +
          'Everyone at Vernissage',
      },
      previewContext: newestOfCancelled,
    },
  ]
}
