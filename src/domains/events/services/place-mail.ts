import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'
import type { MailAttachment, Mailer } from '@/platform/mail'

import { calendarFeed, type FeedEvent } from './feed'
import { whenText } from './event-view'
import { PLACE_KIND_LABELS, type AttendeeStatus, type PlaceKind } from './places'

/**
 * The mails of places at events (decision 064). A confirmed place — an RSVP
 * or a paid ticket — gets one mail with the date as an `.ics` and its
 * check-in code as a QR code shown inline. Mails are queued in the
 * transaction that changed the places (`queuePlaceMails`) and sent once it
 * has committed, each once per key however often the job runs.
 */

export const PLACE_CONFIRMED_TEMPLATE = 'event-place-confirmed'
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
  event: FeedEvent
}

type PlaceRow = Omit<PlaceFacts, 'event' | 'startsAt' | 'offerEndsAt'> & {
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
  const rows = await rowsOf<PlaceRow>(
    db,
    sql`SELECT a.id, a.code, a.kind, a.ticket_label AS "ticketLabel", a.email, a.name, a.status,
               a.starts_at AS "startsAt", a.offer_ends_at AS "offerEndsAt",
               e.id AS "eventId", e.slug, e.title, e.summary, e.starts_at AS "eventStartsAt",
               e.ends_at AS "eventEndsAt", e.all_day AS "allDay", e.venue_name AS "venueName",
               e.venue_address AS "venueAddress", e.venue_latitude AS latitude, e.venue_longitude AS longitude,
               e.online_link AS "onlineLink", e.status AS "eventStatus", e.sequence, e.updated_at AS "updatedAt"
        FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE a.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
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

/** The date as a calendar entry of its own (its own UID, so it sits beside a subscription to the whole calendar). */
export function placeCalendar(place: PlaceFacts, settings: Settings): string {
  const host = new URL(settings.PUBLIC_URL).host
  return calendarFeed([{ ...place.event, uid: `event-${place.event.id}-${place.startsAt}@${host}` }], {
    name: place.event.title,
    publicUrl: settings.PUBLIC_URL,
    timeZone: settings.TIMEZONE,
  })
}

export async function confirmationAttachments(place: PlaceFacts, settings: Settings): Promise<MailAttachment[]> {
  const qr = await QRCode.toBuffer(place.code, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' })
  return [
    { filename: 'event.ics', content: Buffer.from(placeCalendar(place, settings)), contentType: 'text/calendar' },
    { filename: 'check-in-code.png', content: qr, contentType: 'image/png', cid: QR_CID },
  ]
}

export const confirmationKey = (place: Pick<PlaceFacts, 'id'>) => `${PLACE_CONFIRMED_TEMPLATE}:${place.id}`

/**
 * Mails each named place what its status calls for, once per key: a
 * confirmed place of an event still on, its confirmation. A mail that
 * fails is thrown after the others are tried, so the job tries again (the
 * ones sent are not sent twice). `mailer`: the application's unless given.
 */
export async function mailPlaces(payload: Payload, ids: readonly number[], mailer?: Mailer): Promise<number> {
  const settings = config()
  let sent = 0
  const failures: unknown[] = []
  for (const place of await placeFacts(database(payload), ids)) {
    if (place.status !== 'confirmed' || place.event.status === 'cancelled') continue
    try {
      const answer = await sendFromTemplate(payload, {
        key: PLACE_CONFIRMED_TEMPLATE,
        to: place.email,
        context: placeContext(place, settings),
        idempotencyKey: confirmationKey(place),
        attachments: await confirmationAttachments(place, settings),
        mailer,
      })
      if (answer === 'sent') sent += 1
    } catch (error) {
      payload.logger.warn({ err: error, place: place.id }, 'A place at an event could not be mailed yet')
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} place mails were not sent`)
  return sent
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

/** The places' mails as comms template definitions (decision 046), for the Payload config. */
export function placeTemplates(): TemplateDefinition[] {
  return [
    {
      key: PLACE_CONFIRMED_TEMPLATE,
      label: 'Events: a place confirmed',
      description:
        'Sent for each RSVP confirmed and each ticket paid, with the date as a calendar file and the check-in code as a QR code.',
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
  ]
}
