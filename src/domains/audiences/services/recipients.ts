import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { artLoversAudienceSql } from '@/domains/accounts'
import { contactsTaggedSql } from '@/domains/contacts'
import { donorsAudienceSql } from '@/domains/donors'
import { eventAttendeesAudienceSql } from '@/domains/events'
import { favouritedArtistAudienceSql, membersAudienceSql } from '@/domains/membership'
import { registeredArtistsAudienceSql } from '@/domains/openStudios'
import { organisationDate, type CalendarDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor, type SqlQuery } from '@/platform/database/transaction'

import { audiencesNamed, checkDefinition, type AudienceDefinition, type AudienceRule } from './definition'

export type AudienceRecipient = { email: string; name: string; userId: number | null }

/** The day and zone a definition is read in: "expiring within", "this year" and dates of gifts. */
export type AudienceClock = { today: CalendarDate; timeZone: string }

export function clockNow(now = new Date()): AudienceClock {
  const { TIMEZONE } = config()
  return { today: organisationDate(now, TIMEZONE), timeZone: TIMEZONE }
}

/** A saved audience's definition as stored, or null when there is none. */
export type DefinitionLookup = (audienceId: number) => Promise<AudienceDefinition | null>

export class AudienceProblem extends Error {}

/** How deep saved audiences may name one another ("but not those of X", X naming Y…). */
const MAX_DEPTH = 5

/** One rule's people as rows of (email, name, user_id), each source asked through its own domain. */
async function ruleSql(rule: AudienceRule, clock: AudienceClock, lookup: DefinitionLookup, seen: number[]): Promise<SqlQuery> {
  switch (rule.source) {
    case 'members':
      return membersAudienceSql({ ...rule, today: clock.today })
    case 'artists':
      return registeredArtistsAudienceSql(rule)
    case 'artLovers':
      return artLoversAudienceSql()
    case 'donors':
      return donorsAudienceSql({ ...rule, year: Number(clock.today.slice(0, 4)), timeZone: clock.timeZone })
    case 'attendees':
      return eventAttendeesAudienceSql(rule.event)
    case 'favourited':
      return favouritedArtistAudienceSql(rule.artist)
    case 'contacts':
      return contactsTaggedSql(rule.tag)
    case 'audience': {
      if (seen.includes(rule.audience)) throw new AudienceProblem('A saved audience cannot include itself, directly or through another.')
      if (seen.length >= MAX_DEPTH) throw new AudienceProblem(`Saved audiences may name one another at most ${MAX_DEPTH} deep.`)
      const definition = await lookup(rule.audience)
      if (!definition) throw new AudienceProblem(`The saved audience ${rule.audience} no longer exists.`)
      return definitionSql(definition, clock, lookup, [...seen, rule.audience])
    }
  }
}

/**
 * One statement of the definition's people, each once: `DISTINCT ON (lower(email))` over the rules'
 * rows whose email the set expression keeps — all of the rules (INTERSECT) or any (UNION), but not the
 * exceptions (EXCEPT). Every condition goes in as a parameter; the name kept is an account's first.
 */
export async function definitionSql(
  definition: AudienceDefinition,
  clock: AudienceClock,
  lookup: DefinitionLookup,
  seen: number[] = [],
): Promise<SqlQuery> {
  const rules = await Promise.all(definition.rules.map((rule) => ruleSql(rule, clock, lookup, seen)))
  const except = await Promise.all(definition.except.map((rule) => ruleSql(rule, clock, lookup, seen)))
  const emailsOf = (rows: SqlQuery) => sql`SELECT lower(email) FROM (${rows}) AS rule_rows WHERE email IS NOT NULL`
  const kept = sql.join(rules.map((rows) => sql`(${emailsOf(rows)})`), definition.match === 'all' ? sql` INTERSECT ` : sql` UNION `)
  const refused = except.length ? sql` EXCEPT (${sql.join(except.map((rows) => sql`(${emailsOf(rows)})`), sql` UNION `)})` : sql``
  const people = sql.join(rules.map((rows) => sql`(${rows})`), sql` UNION ALL `)
  return sql`SELECT DISTINCT ON (lower(people.email)) lower(people.email) AS email, coalesce(people.name, '') AS name, people.user_id
      FROM (${people}) AS people
      WHERE lower(people.email) IN ((${kept})${refused})
      ORDER BY lower(people.email), people.user_id NULLS LAST, people.name`
}

/** The stored definition of a saved audience, checked again (a row written by hand is still read safely). */
export function definitionLookup(payload: Payload): DefinitionLookup {
  return async (audienceId) => {
    const found = await payload.find({
      collection: 'audiences',
      where: { id: { equals: audienceId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const doc = found.docs[0]
    if (!doc) return null
    const checked = checkDefinition(doc.definition)
    if (!checked.ok) throw new AudienceProblem(`The saved audience "${doc.name}" is not valid: ${checked.problems.join(' ')}`)
    return checked.definition
  }
}

/** A statement selecting DISTINCT lower(email) AS email, name, user_id of the saved audience's people, now. */
export async function audienceRecipientsSql(payload: Payload, audienceId: number): Promise<SqlQuery> {
  const lookup = definitionLookup(payload)
  const definition = await lookup(audienceId)
  if (!definition) throw new AudienceProblem(`There is no saved audience ${audienceId}.`)
  // The audience itself is "seen", so one naming itself is refused.
  const seen = [audienceId]
  for (const named of audiencesNamed(definition)) if (named === audienceId) throw new AudienceProblem('A saved audience cannot include itself.')
  return definitionSql(definition, clockNow(), lookup, seen)
}

export async function countOf(db: SqlExecutor, statement: SqlQuery): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::integer AS count FROM (${statement}) AS recipients`)
  return row?.count ?? 0
}

export async function audienceCount(payload: Payload, audienceId: number): Promise<number> {
  return countOf(database(payload), await audienceRecipientsSql(payload, audienceId))
}

/** The first people of a statement by email, for a preview. */
export async function firstRecipients(db: SqlExecutor, statement: SqlQuery, limit = 20): Promise<AudienceRecipient[]> {
  const rows = await rowsOf<{ email: string; name: string; user_id: number | null }>(
    db,
    sql`SELECT email, name, user_id FROM (${statement}) AS recipients ORDER BY email LIMIT ${limit}`,
  )
  return rows.map((row) => ({ email: row.email, name: row.name, userId: row.user_id }))
}

/** Every saved audience by name, each with its count now (left out when its definition no longer holds). */
export async function savedAudiences(payload: Payload): Promise<{ id: number; name: string; count?: number }[]> {
  const found = await payload.find({ collection: 'audiences', sort: 'name', depth: 0, limit: 0, pagination: false, overrideAccess: true })
  return Promise.all(
    found.docs.map(async (doc) => {
      try {
        return { id: doc.id, name: doc.name, count: await audienceCount(payload, doc.id) }
      } catch (error) {
        if (error instanceof AudienceProblem) return { id: doc.id, name: doc.name }
        throw error
      }
    }),
  )
}
