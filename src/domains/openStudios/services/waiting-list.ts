import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendFromTemplate, type MergeField, type TemplateContext, type TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'
import { formatDateTime } from '@/platform/calendar'

import { nextOffers, offerEnds } from './registration-rules'
import { lockSeasonPlaces, occupancy, updateRegistration, waitingList } from './registration-store'
import { seasonById } from './seasons'

/**
 * The waiting list (decision 051). A registration whose weekend is full
 * waits in the order it joined; when a place frees (a withdrawal, a
 * cancellation, an order that expired unpaid, a larger capacity) the first
 * waiting registration whose weekends all have room is offered it for
 * `OFFER_HOURS` and mailed once per offer. An offer not paid in time lapses
 * (the registration goes back to a draft) and the place goes to the next.
 */

export const OFFER_TEMPLATE = 'os-place-offered'
export const REGISTRATION_PATH = '/artists/sfosregistration'
/** The job task that mails the offers made by a transaction, once it has committed. */
export const OFFER_MAIL_TASK = 'mailOpenStudiosOffers'
/** The scheduled job task that lapses offers past their end and offers free places. */
export const WAITING_LIST_TASK = 'settleOpenStudiosWaitingLists'

/** Queues the offer mails in the caller's transaction: sent after it commits, and not at all if it is undone. */
export async function queueOfferMails(tx: Transaction): Promise<void> {
  await tx.req.payload.jobs.queue({ task: OFFER_MAIL_TASK, input: {}, req: tx.req })
}

/** Offers the season's free places to the waiting list, in the caller's transaction (which holds the season's lock). */
export async function offerFreedPlaces(tx: Transaction, season: number, now: Date): Promise<number[]> {
  await lockSeasonPlaces(tx, season)
  const view = await seasonById(tx, season)
  if (!view) return []
  const offered = nextOffers(await waitingList(tx, season), view.weekends, await occupancy(tx, season))
  const endsAt = offerEnds(now).toISOString()
  for (const id of offered) await updateRegistration(tx, id, { status: 'offered', offerEndsAt: endsAt })
  return offered
}

/** Offers past their end go back to drafts, and their places to the next; in the caller's transaction. */
export async function lapseOffers(tx: Transaction, season: number, now: Date): Promise<number[]> {
  await lockSeasonPlaces(tx, season)
  const lapsed = await rowsOf<{ id: number }>(
    tx.db,
    sql`SELECT id FROM os_registrations
        WHERE season_id = ${season} AND status = 'offered' AND offer_ends_at < ${now.toISOString()}`,
  )
  for (const { id } of lapsed) {
    await updateRegistration(tx, id, { status: 'draft', offerEndsAt: null, queuedAt: null })
  }
  return lapsed.map(({ id }) => Number(id))
}

type OfferFacts = {
  id: number
  email: string
  name: string | null
  season: string
  offerEndsAt: string
  weekends: string
}

async function offerFacts(db: SqlExecutor, ids: readonly number[] | null): Promise<OfferFacts[]> {
  const which = ids
    ? ids.length
      ? sql`r.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`
    : sql`true`
  return rowsOf<OfferFacts>(
    db,
    sql`SELECT r.id, u.email, u.name, s.name AS season, r.offer_ends_at AS "offerEndsAt",
               string_agg(w.label, ' and ' ORDER BY w.number) AS weekends
        FROM os_registrations r
        JOIN users u ON u.id = r.artist_id
        JOIN os_seasons s ON s.id = r.season_id
        JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
        JOIN os_weekends w ON w.id = rr.os_weekends_id
        WHERE r.status = 'offered' AND r.offer_ends_at IS NOT NULL AND ${which}
        GROUP BY r.id, u.email, u.name, s.name ORDER BY r.id`,
  )
}

function offerContext(facts: OfferFacts, settings: { PUBLIC_URL: string; TIMEZONE: string }): TemplateContext {
  const name = facts.name?.trim() ?? ''
  const when = formatDateTime(facts.offerEndsAt, settings.TIMEZONE)
  return {
    person: { firstName: name.split(/\s+/)[0] || facts.email, name: name || facts.email },
    season: { name: facts.season },
    offer: { weekends: facts.weekends, endsAt: when },
    links: { registration: `${settings.PUBLIC_URL.replace(/\/+$/, '')}${REGISTRATION_PATH}` },
  }
}

/** The mail key of one offer: a registration offered again later gets a new mail, the same offer never two. */
export function offerMailKey(id: number, offerEndsAt: string): string {
  return `${OFFER_TEMPLATE}:${id}:${new Date(offerEndsAt).toISOString()}`
}

/**
 * Mails each standing offer (those given, or every one when `ids` is null)
 * once: the offer is the mail's key, so running this twice, or from two
 * processes, sends one mail. A mail server that is away leaves the offer to
 * the next run of the job.
 */
export async function mailOffers(payload: Payload, ids: readonly number[] | null): Promise<number> {
  const settings = config()
  let sent = 0
  for (const facts of await offerFacts(database(payload), ids)) {
    try {
      const answer = await sendFromTemplate(payload, {
        key: OFFER_TEMPLATE,
        to: facts.email,
        context: offerContext(facts, settings),
        idempotencyKey: offerMailKey(facts.id, facts.offerEndsAt),
      })
      if (answer === 'sent') sent += 1
    } catch (error) {
      payload.logger.warn({ err: error, registration: facts.id }, 'An Open Studios offer could not be mailed yet')
    }
  }
  return sent
}

/** The job's turn: lapse the offers past their end, offer free places, mail the offers not yet mailed. */
export async function settleWaitingLists(payload: Payload, now: Date): Promise<{ lapsed: number; offered: number }> {
  const seasons = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM os_seasons WHERE status = 'current'`,
  )
  let lapsed = 0
  let offered = 0
  for (const { id } of seasons) {
    const done = await inTransaction(payload, async (tx) => {
      const gone = await lapseOffers(tx, Number(id), now)
      const given = await offerFreedPlaces(tx, Number(id), now)
      return { commit: true, value: { gone: gone.length, given: given.length } }
    })
    lapsed += done.gone
    offered += done.given
  }
  await mailOffers(payload, null)
  return { lapsed, offered }
}

const OFFER_FIELDS: Record<string, MergeField> = {
  'person.firstName': { description: 'The artist’s first name (or their email)', example: 'Ada' },
  'person.name': { description: 'The artist’s full name', example: 'Ada Lovelace' },
  'season.name': { description: 'The Open Studios season', example: 'Open Studios 2026' },
  'offer.weekends': { description: 'The weekends offered', example: 'Weekend 1 and Weekend 2' },
  'offer.endsAt': { description: 'When the offer ends', example: 'October 3, 2026 at 5:00 PM' },
  'links.registration': {
    description: 'The artist’s registration page, to pay',
    example: 'https://example.org/artists/sfosregistration',
  },
}

/** The offer mail as a comms template definition (decision 046), for the Payload config. */
export function waitingListTemplates(): TemplateDefinition[] {
  return [
    {
      key: OFFER_TEMPLATE,
      label: 'Open Studios: a place offered',
      description:
        'Sent to an artist on the waiting list when a place frees on their weekends: they have until the offer ends to pay.',
      fields: OFFER_FIELDS,
      defaults: {
        subject: 'A place for you in {{season.name}}',
        html:
          '<p>Dear {{person.firstName}},</p>\n' +
          '<p>A place has freed for you in <strong>{{season.name}}</strong>: {{offer.weekends}}.</p>\n' +
          '<p>It is held for you until <strong>{{offer.endsAt}}</strong>. Pay to take it: ' +
          '<a href="{{links.registration}}">{{links.registration}}</a></p>\n' +
          '<p>After that it goes to the next artist waiting.</p>\n' +
          '<p>Everyone at Vernissage</p>',
        text:
          'Dear {{person.firstName}},\n\n' +
          'A place has freed for you in {{season.name}}: {{offer.weekends}}.\n\n' +
          'It is held for you until {{offer.endsAt}}. Pay to take it: {{links.registration}}\n\n' +
          'After that it goes to the next artist waiting.\n\n' +
          'Everyone at Vernissage',
      },
      async previewContext(payload) {
        const [facts] = await offerFacts(database(payload), null)
        if (!facts) return null
        return { context: offerContext(facts, config()), record: `${facts.name || facts.email}’s offer` }
      },
    },
  ]
}
