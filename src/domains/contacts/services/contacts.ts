import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { instantOf, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import type { ServiceAnswer } from '@/platform/forms'
import {
  database,
  inTransaction,
  rowsOf,
  type SqlExecutor,
  type SqlQuery as SQL,
  type Transaction,
} from '@/platform/database/transaction'

import { duplicateSuggestions, type DuplicateSuggestion } from './dedupe'
import {
  checkContact,
  checkFollowUp,
  checkInteraction,
  MERGED_FIELDS,
  type ContactForm,
  type MergedField,
} from './rules'
import { CONTACTS_PER_PAGE, type ContactCategory, type ContactKind, type InteractionKind } from './vocabulary'

/**
 * The contact tracker's work (decision 093): contacts saved with their tags
 * and the account of the same email, interactions logged, follow-ups kept,
 * duplicates merged. Each change and its audit entry are one transaction;
 * every function checks its caller is staff, whatever called it.
 */

export type Answer = ServiceAnswer

const refused = (person: Person | null): Answer | null =>
  isStaff(person) ? null : { ok: false, message: 'Only staff keep contacts.' }
const invalid = (fieldErrors: Record<string, string>): Answer => ({
  ok: false,
  message: 'Some of the form needs changing.',
  fieldErrors,
})

async function contactExists(db: SqlExecutor, id: number, lock = false): Promise<{ id: number; name: string } | null> {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    lock
      ? sql`SELECT id, name FROM contacts WHERE id = ${id} FOR UPDATE`
      : sql`SELECT id, name FROM contacts WHERE id = ${id}`,
  )
  return row ?? null
}

/** The tags by name, made when new (a tag is one whatever the case it is typed in). */
async function tagIds(tx: Transaction, names: readonly string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of names) {
    const [found] = await rowsOf<{ id: number }>(
      tx.db,
      sql`SELECT id FROM contact_tags WHERE lower(name) = lower(${name}) ORDER BY id LIMIT 1`,
    )
    if (found) ids.push(found.id)
    else
      ids.push(
        (await tx.req.payload.create({ collection: 'contact-tags', data: { name }, req: tx.req, overrideAccess: true }))
          .id,
      )
  }
  return ids
}

async function accountWithEmail(db: SqlExecutor, email: string | null): Promise<number | null> {
  if (!email) return null
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE lower(email) = ${email.toLowerCase()} ORDER BY id LIMIT 1`,
  )
  return row?.id ?? null
}

/** A new contact (no `id`) or a change to one, with its tags and the account of its email linked. */
export async function saveContact(
  payload: Payload,
  person: Person | null,
  id: number | null,
  form: ContactForm,
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const checked = checkContact(form)
  if (!checked.ok) return invalid(checked.fieldErrors as Record<string, string>)
  const { tags, ...values } = checked.value
  return inTransaction<Answer>(payload, async (tx) => {
    if (id !== null && !(await contactExists(tx.db, id, true)))
      return { commit: false, value: { ok: false, message: `There is no contact #${id}.` } }
    if (values.organisation !== null) {
      const [organisation] = await rowsOf<{ kind: string }>(
        tx.db,
        sql`SELECT kind FROM contacts WHERE id = ${values.organisation}`,
      )
      if (organisation?.kind !== 'organisation' || values.organisation === id)
        return { commit: false, value: invalid({ organisation: 'Choose an organisation from the list.' }) }
    }
    const data = {
      ...values,
      tags: await tagIds(tx, tags),
      account: await accountWithEmail(tx.db, values.email),
    }
    const saved =
      id === null
        ? await payload.create({ collection: 'contacts', data, req: tx.req, overrideAccess: true, depth: 0 })
        : await payload.update({ collection: 'contacts', id, data, req: tx.req, overrideAccess: true, depth: 0 })
    await recordAudit(
      payload,
      {
        actor: Number(person!.id),
        action: id === null ? 'contact.create' : 'contact.update',
        targetCollection: 'contacts',
        targetId: saved.id,
        target: saved.name,
        summary: { email: saved.email ?? null, tags },
      },
      tx.req,
    )
    const linked = data.account ? ' It is linked to the account with the same email.' : ''
    return {
      commit: true,
      value: { ok: true, id: saved.id, message: `${saved.name} is ${id === null ? 'added' : 'saved'}.${linked}` },
    }
  })
}

/**
 * An account saved: the contacts of its email link to it, and those it no
 * longer matches (its email changed) unlink. Run in the account's own
 * transaction, from the users collection's hook the application adds.
 */
export async function linkContactsToAccount(db: SqlExecutor, account: { id: number; email: string }): Promise<void> {
  await db.execute(
    sql`UPDATE contacts SET account_id = NULL WHERE account_id = ${account.id} AND lower(coalesce(email, '')) <> ${account.email.toLowerCase()}`,
  )
  await db.execute(
    sql`UPDATE contacts SET account_id = ${account.id} WHERE lower(email) = ${account.email.toLowerCase()} AND account_id IS DISTINCT FROM ${account.id}`,
  )
}

/** The contacts linked to an account, for the account's side of the link. */
export async function contactsOfAccount(payload: Payload, account: number): Promise<{ id: number; name: string }[]> {
  return rowsOf(database(payload), sql`SELECT id, name FROM contacts WHERE account_id = ${account} ORDER BY name, id`)
}

/** A call, meeting, email or note, by the staff member logging it, at the time given in the organisation's zone. */
export async function logInteraction(
  payload: Payload,
  person: Person | null,
  contact: number,
  form: { kind: string; at: string; summary: string },
  now = new Date(),
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const checked = checkInteraction(form)
  if (!checked.ok) return invalid(checked.fieldErrors as Record<string, string>)
  const at = checked.value.at ? instantOf(checked.value.at, config().TIMEZONE) : now
  return inTransaction<Answer>(payload, async (tx) => {
    const found = await contactExists(tx.db, contact)
    if (!found) return { commit: false, value: { ok: false, message: `There is no contact #${contact}.` } }
    const made = await payload.create({
      collection: 'contact-interactions',
      data: {
        contact,
        kind: checked.value.kind,
        at: at.toISOString(),
        staff: Number(person!.id),
        summary: checked.value.summary,
      },
      req: tx.req,
      overrideAccess: true,
    })
    await recordAudit(
      payload,
      {
        actor: Number(person!.id),
        action: 'contact.interaction',
        targetCollection: 'contacts',
        targetId: contact,
        target: found.name,
        summary: { interaction: made.id, kind: checked.value.kind },
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, id: made.id, message: `The ${checked.value.kind} is logged.` } }
  })
}

/** A follow-up for a staff member on a day. */
export async function addFollowUp(
  payload: Payload,
  person: Person | null,
  contact: number,
  form: { due: string; owner: string; note: string },
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const checked = checkFollowUp(form)
  if (!checked.ok) return invalid(checked.fieldErrors as Record<string, string>)
  return inTransaction<Answer>(payload, async (tx) => {
    const found = await contactExists(tx.db, contact)
    if (!found) return { commit: false, value: { ok: false, message: `There is no contact #${contact}.` } }
    const [owner] = await rowsOf<{ roles: string[] | null }>(
      tx.db,
      sql`SELECT array_agg(r.value) AS roles FROM users u LEFT JOIN users_roles r ON r.parent_id = u.id WHERE u.id = ${checked.value.owner} GROUP BY u.id`,
    )
    if (!owner || !isStaff({ id: checked.value.owner, roles: owner.roles ?? [] }))
      return { commit: false, value: invalid({ owner: 'Choose a member of staff.' }) }
    const made = await payload.create({
      collection: 'contact-follow-ups',
      data: { contact, due: checked.value.due, owner: checked.value.owner, note: checked.value.note },
      req: tx.req,
      overrideAccess: true,
    })
    await recordAudit(
      payload,
      {
        actor: Number(person!.id),
        action: 'contact.follow-up',
        targetCollection: 'contacts',
        targetId: contact,
        target: found.name,
        summary: { followUp: made.id, due: checked.value.due, owner: checked.value.owner },
      },
      tx.req,
    )
    return {
      commit: true,
      value: { ok: true, id: made.id, message: `The follow-up on ${checked.value.due} is added.` },
    }
  })
}

/** A follow-up marked done, or not done again. */
export async function markFollowUp(
  payload: Payload,
  person: Person | null,
  followUp: number,
  done: boolean,
  now = new Date(),
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  return inTransaction<Answer>(payload, async (tx) => {
    const [row] = await rowsOf<{ contact: number }>(
      tx.db,
      sql`UPDATE contact_follow_ups SET done_at = ${done ? now.toISOString() : null}, updated_at = now() WHERE id = ${followUp} RETURNING contact_id AS contact`,
    )
    if (!row) return { commit: false, value: { ok: false, message: `There is no follow-up #${followUp}.` } }
    await recordAudit(
      payload,
      {
        actor: Number(person!.id),
        action: done ? 'contact.follow-up.done' : 'contact.follow-up.undone',
        targetCollection: 'contacts',
        targetId: row.contact,
        summary: { followUp },
      },
      tx.req,
    )
    return {
      commit: true,
      value: { ok: true, message: done ? 'The follow-up is done.' : 'The follow-up is open again.' },
    }
  })
}

export type ContactQuery = {
  words: string
  tag: string
  category: ContactCategory | ''
  /** `due`: only contacts with a follow-up due today or before and not done. */
  followUps: '' | 'due'
  sort: 'name' | 'created' | 'due'
  direction: 'asc' | 'desc'
  page: number
}

export type ContactRow = {
  id: number
  name: string
  kind: ContactKind
  category: ContactCategory | null
  email: string | null
  organisation: string | null
  tags: string[]
  nextDue: string | null
  account: number | null
}

function listConditions(query: Pick<ContactQuery, 'words' | 'tag' | 'category' | 'followUps'>, today: string): SQL {
  const conditions = [sql`TRUE`]
  if (query.words) {
    const like = `%${query.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`(c.name ILIKE ${like} OR c.email ILIKE ${like} OR c.phone ILIKE ${like} OR o.name ILIKE ${like})`,
    )
  }
  if (query.tag)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM contacts_rels r JOIN contact_tags t ON t.id = r.contact_tags_id WHERE r.parent_id = c.id AND r.path = 'tags' AND lower(t.name) = lower(${query.tag}))`,
    )
  if (query.category) conditions.push(sql`c.category = ${query.category}`)
  if (query.followUps === 'due')
    conditions.push(
      sql`EXISTS (SELECT 1 FROM contact_follow_ups f WHERE f.contact_id = c.id AND f.done_at IS NULL AND f.due <= ${today})`,
    )
  return sql.join(conditions, sql` AND `)
}

const ROW_COLUMNS = sql`c.id, c.name, c.kind, c.category, c.email, c.account_id AS account, o.name AS organisation,
  coalesce((SELECT array_agg(t.name ORDER BY lower(t.name)) FROM contacts_rels r JOIN contact_tags t ON t.id = r.contact_tags_id
    WHERE r.parent_id = c.id AND r.path = 'tags'), '{}') AS tags,
  (SELECT min(f.due) FROM contact_follow_ups f WHERE f.contact_id = c.id AND f.done_at IS NULL) AS "nextDue"`

function listOrder(query: Pick<ContactQuery, 'sort' | 'direction'>): SQL {
  const way = query.direction === 'desc' ? sql`DESC` : sql`ASC`
  if (query.sort === 'created') return sql`c.created_at ${way}, c.id ${way}`
  if (query.sort === 'due') return sql`"nextDue" ${way} NULLS LAST, lower(c.name), c.id`
  return sql`lower(c.name) ${way}, c.id ${way}`
}

/** One page of the contact tracker's list, as its address asks, and how many contacts match. */
export async function contactList(
  payload: Payload,
  query: ContactQuery,
  now = new Date(),
): Promise<{ rows: ContactRow[]; total: number; pages: number }> {
  const where = listConditions(query, organisationDate(now, config().TIMEZONE))
  const db = database(payload)
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM contacts c LEFT JOIN contacts o ON o.id = c.organisation_id WHERE ${where}`,
  )
  const total = counted?.total ?? 0
  const rows = await rowsOf<ContactRow>(
    db,
    sql`SELECT ${ROW_COLUMNS} FROM contacts c LEFT JOIN contacts o ON o.id = c.organisation_id
        WHERE ${where} ORDER BY ${listOrder(query)} LIMIT ${CONTACTS_PER_PAGE} OFFSET ${(query.page - 1) * CONTACTS_PER_PAGE}`,
  )
  return { rows, total, pages: Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE)) }
}

/** Every contact the filter finds, in the list's order, a batch at a time (the CSV export). */
export async function* contactBatches(
  payload: Payload,
  query: ContactQuery,
  now = new Date(),
): AsyncGenerator<(ContactRow & { phone: string | null; role: string | null; accountEmail: string | null })[]> {
  const where = listConditions(query, organisationDate(now, config().TIMEZONE))
  for (let offset = 0; ; offset += 500) {
    const rows = await rowsOf<ContactRow & { phone: string | null; role: string | null; accountEmail: string | null }>(
      database(payload),
      sql`SELECT ${ROW_COLUMNS}, c.phone, c.role, u.email AS "accountEmail"
          FROM contacts c LEFT JOIN contacts o ON o.id = c.organisation_id LEFT JOIN users u ON u.id = c.account_id
          WHERE ${where} ORDER BY ${listOrder(query)} LIMIT 500 OFFSET ${offset}`,
    )
    if (rows.length) yield rows
    if (rows.length < 500) return
  }
}

export type ContactDetail = {
  id: number
  kind: ContactKind
  category: ContactCategory | null
  name: string
  email: string | null
  phone: string | null
  address: string | null
  notes: string | null
  organisation: { id: number; name: string } | null
  role: string | null
  tags: string[]
  account: { id: number; email: string; name: string | null } | null
  people: { id: number; name: string; role: string | null }[]
  interactions: { id: number; kind: InteractionKind; at: string; staff: string; summary: string }[]
  followUps: { id: number; due: string; owner: string; ownerId: number; note: string | null; doneAt: string | null }[]
}

/** One contact with what is kept about it: newest interaction first, open follow-ups by day then done ones. */
export async function contactDetail(payload: Payload, id: number): Promise<ContactDetail | null> {
  const db = database(payload)
  const [contact] = await rowsOf<
    Omit<ContactDetail, 'organisation' | 'account' | 'people' | 'interactions' | 'followUps' | 'tags'> & {
      organisationId: number | null
      organisationName: string | null
      accountId: number | null
      accountEmail: string | null
      accountName: string | null
    }
  >(
    db,
    sql`SELECT c.id, c.kind, c.category, c.name, c.email, c.phone, c.address, c.notes, c.role,
          o.id AS "organisationId", o.name AS "organisationName",
          u.id AS "accountId", u.email AS "accountEmail", u.name AS "accountName"
        FROM contacts c LEFT JOIN contacts o ON o.id = c.organisation_id LEFT JOIN users u ON u.id = c.account_id
        WHERE c.id = ${id}`,
  )
  if (!contact) return null
  const [tags, people, interactions, followUps] = await Promise.all([
    rowsOf<{ name: string }>(
      db,
      sql`SELECT t.name FROM contacts_rels r JOIN contact_tags t ON t.id = r.contact_tags_id WHERE r.parent_id = ${id} AND r.path = 'tags' ORDER BY lower(t.name)`,
    ),
    rowsOf<ContactDetail['people'][number]>(
      db,
      sql`SELECT id, name, role FROM contacts WHERE organisation_id = ${id} ORDER BY lower(name), id`,
    ),
    rowsOf<ContactDetail['interactions'][number]>(
      db,
      sql`SELECT i.id, i.kind, i.at, coalesce(nullif(u.name, ''), u.email) AS staff, i.summary
          FROM contact_interactions i JOIN users u ON u.id = i.staff_id WHERE i.contact_id = ${id} ORDER BY i.at DESC, i.id DESC`,
    ),
    rowsOf<ContactDetail['followUps'][number]>(
      db,
      sql`SELECT f.id, f.due, coalesce(nullif(u.name, ''), u.email) AS owner, u.id AS "ownerId", f.note, f.done_at AS "doneAt"
          FROM contact_follow_ups f JOIN users u ON u.id = f.owner_id WHERE f.contact_id = ${id}
          ORDER BY f.done_at IS NOT NULL, f.due, f.id`,
    ),
  ])
  const { organisationId, organisationName, accountId, accountEmail, accountName, ...rest } = contact
  return {
    ...rest,
    tags: tags.map((tag) => tag.name),
    organisation: organisationId ? { id: organisationId, name: organisationName ?? '' } : null,
    account: accountId ? { id: accountId, email: accountEmail ?? '', name: accountName } : null,
    people,
    interactions: interactions.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    followUps: followUps.map((row) => ({ ...row, doneAt: row.doneAt ? new Date(row.doneAt).toISOString() : null })),
  }
}

/** The organisations a person may be with, for the form's list. */
export async function organisations(payload: Payload): Promise<{ id: number; name: string }[]> {
  return rowsOf(
    database(payload),
    sql`SELECT id, name FROM contacts WHERE kind = 'organisation' ORDER BY lower(name), id LIMIT 2000`,
  )
}

/** Every tag in use, for the filter. */
export async function tagNames(payload: Payload): Promise<string[]> {
  return (
    await rowsOf<{ name: string }>(database(payload), sql`SELECT name FROM contact_tags ORDER BY lower(name)`)
  ).map((row) => row.name)
}

/** The staff who may own a follow-up. */
export async function staffMembers(payload: Payload): Promise<{ id: number; name: string }[]> {
  return rowsOf(
    database(payload),
    sql`SELECT u.id, coalesce(nullif(u.name, ''), u.email) AS name FROM users u
        WHERE EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN ('staff', 'admin'))
        ORDER BY lower(coalesce(nullif(u.name, ''), u.email)) LIMIT 500`,
  )
}

/** The most contacts compared for duplicates at once: far more than an organisation's address book. */
const DEDUPE_LIMIT = 20_000

/** Pairs of contacts that look like one (the dedupe rules), `of` one contact when given. */
export async function duplicates(
  payload: Payload,
  of?: number,
): Promise<(DuplicateSuggestion & { keepName: string; mergeName: string })[]> {
  const rows = await rowsOf<{
    id: number
    name: string
    email: string | null
    phone: string | null
    organisation: number | null
  }>(
    database(payload),
    sql`SELECT id, name, email, phone, organisation_id AS organisation FROM contacts ORDER BY id LIMIT ${DEDUPE_LIMIT}`,
  )
  const names = new Map(rows.map((row) => [row.id, row.name]))
  return duplicateSuggestions(rows)
    .filter((pair) => of === undefined || pair.keep === of || pair.merge === of)
    .map((pair) => ({ ...pair, keepName: names.get(pair.keep) ?? '', mergeName: names.get(pair.merge) ?? '' }))
}

export type MergeChoices = Partial<Record<MergedField, 'keep' | 'merge'>>

/**
 * A column of a domain above contacts that points at a contact (grants'
 * funder): declared by that domain and handed in through the Payload
 * config's `custom.contactReferences`, so a merge moves its rows too while
 * contacts imports nothing above it (decision 095).
 */
export type ContactReference = { label: { one: string; many: string }; table: string; column: string }

const counted = (count: number, label: { one: string; many: string }) =>
  `${count} ${count === 1 ? label.one : label.many}`

function contactReferences(payload: Payload): readonly ContactReference[] {
  return (payload.config.custom?.contactReferences ?? []) as ContactReference[]
}

/**
 * Two contacts made one (CiviCRM's merge): `keep` stays, each field taken
 * from the one staff chose; the other's tags join the kept one's, its
 * interactions, follow-ups and the people of an organisation move to it, and
 * it is removed — all in one transaction with its audit entry, both rows
 * locked so nothing is written to either meanwhile.
 */
export async function mergeContacts(
  payload: Payload,
  person: Person | null,
  keep: number,
  merge: number,
  choices: MergeChoices,
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  if (keep === merge) return { ok: false, message: 'Choose two different contacts to merge.' }
  return inTransaction<Answer>(payload, async (tx) => {
    const rows = await rowsOf<Record<string, unknown> & { id: number; name: string }>(
      tx.db,
      sql`SELECT id, kind, category, name, email, phone, address, notes, organisation_id AS organisation, role
          FROM contacts WHERE id IN (${keep}, ${merge}) ORDER BY id FOR UPDATE`,
    )
    const kept = rows.find((row) => row.id === keep)
    const gone = rows.find((row) => row.id === merge)
    if (!kept || !gone)
      return {
        commit: false,
        value: { ok: false, message: `There is no contact #${kept ? merge : keep}: it may have been merged already.` },
      }
    const chosen = Object.fromEntries(
      MERGED_FIELDS.map((field) => [field, choices[field] === 'merge' ? gone[field] : kept[field]]),
    ) as Record<MergedField, unknown>
    // An organisation cannot be with itself: the one merged away becomes the kept one.
    if (chosen.organisation === merge || chosen.organisation === keep) chosen.organisation = null
    const moved = {
      interactions: (
        await rowsOf(
          tx.db,
          sql`UPDATE contact_interactions SET contact_id = ${keep} WHERE contact_id = ${merge} RETURNING id`,
        )
      ).length,
      followUps: (
        await rowsOf(
          tx.db,
          sql`UPDATE contact_follow_ups SET contact_id = ${keep} WHERE contact_id = ${merge} RETURNING id`,
        )
      ).length,
      people: (
        await rowsOf(
          tx.db,
          sql`UPDATE contacts SET organisation_id = ${keep} WHERE organisation_id = ${merge} AND id <> ${keep} RETURNING id`,
        )
      ).length,
      tags: (
        await rowsOf(
          tx.db,
          sql`INSERT INTO contacts_rels (parent_id, path, contact_tags_id, "order")
              SELECT ${keep}, 'tags', r.contact_tags_id,
                (SELECT coalesce(max("order"), 0) FROM contacts_rels WHERE parent_id = ${keep}) + row_number() OVER (ORDER BY r.id)
              FROM contacts_rels r WHERE r.parent_id = ${merge} AND r.path = 'tags'
                AND NOT EXISTS (SELECT 1 FROM contacts_rels k WHERE k.parent_id = ${keep} AND k.path = 'tags' AND k.contact_tags_id = r.contact_tags_id)
              RETURNING id`,
        )
      ).length,
    }
    const elsewhere = new Map<ContactReference['label'], number>()
    for (const reference of contactReferences(payload)) {
      const column = sql.identifier(reference.column)
      const repointed = await rowsOf(
        tx.db,
        sql`UPDATE ${sql.identifier(reference.table)} SET ${column} = ${keep} WHERE ${column} = ${merge} RETURNING id`,
      )
      elsewhere.set(reference.label, repointed.length)
    }
    await tx.db.execute(sql`DELETE FROM contacts WHERE id = ${merge}`)
    const email = typeof chosen.email === 'string' && chosen.email ? chosen.email.toLowerCase() : null
    await tx.db.execute(
      sql`UPDATE contacts SET kind = ${chosen.kind as string}, category = ${chosen.category as string | null}, name = ${chosen.name as string},
            email = ${email}, phone = ${chosen.phone as string | null}, address = ${chosen.address as string | null},
            notes = ${chosen.notes as string | null}, organisation_id = ${chosen.organisation as number | null}, role = ${chosen.role as string | null},
            account_id = ${await accountWithEmail(tx.db, email)}, updated_at = now()
          WHERE id = ${keep}`,
    )
    await recordAudit(
      payload,
      {
        actor: Number(person!.id),
        action: 'contact.merge',
        targetCollection: 'contacts',
        targetId: keep,
        target: String(chosen.name),
        summary: {
          merged: gone,
          choices,
          moved: { ...moved, ...Object.fromEntries([...elsewhere].map(([label, count]) => [label.many, count])) },
        },
      },
      tx.req as PayloadRequest,
    )
    return {
      commit: true,
      value: {
        ok: true,
        id: keep,
        message: `${gone.name} (#${merge}) is merged into ${String(chosen.name)} (#${keep}): ${[
          counted(moved.interactions, { one: 'interaction', many: 'interactions' }),
          counted(moved.followUps, { one: 'follow-up', many: 'follow-ups' }),
          ...[...elsewhere].map(([label, count]) => counted(count, label)),
        ].join(', ')} and ${counted(moved.tags, { one: 'tag', many: 'tags' })} moved.`,
      },
    }
  })
}

/**
 * The contacts with `tag` and an email, as an audience's statement (group
 * mail's "contacts by tag"): `lower(email) AS email, name, NULL::int AS user_id`,
 * one row an email (the oldest contact's name).
 */
export function contactsTaggedSql(tag: string): SQL {
  return sql`SELECT DISTINCT ON (lower(c.email)) lower(c.email) AS email, c.name, NULL::int AS user_id
    FROM contacts c JOIN contacts_rels r ON r.parent_id = c.id AND r.path = 'tags'
    JOIN contact_tags t ON t.id = r.contact_tags_id
    WHERE lower(t.name) = lower(${tag}) AND c.email IS NOT NULL AND c.email <> ''
    ORDER BY lower(c.email), c.id`
}
