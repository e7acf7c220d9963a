import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import { parseTags } from './rules'
import { CONTACT_CATEGORIES, NAME_MAX, NOTES_MAX, TAG_MAX, type ContactCategory } from './vocabulary'

/**
 * Contacts brought in from a CSV file (the imports domain, decision 094): what
 * a line must hold, and the writes an import makes and undoes. People are one
 * per email whatever its case; a cell left empty leaves what is kept, tags
 * are added to those the contact has. Each function runs in the caller's
 * transaction (a batch of lines), in SQL: an import writes thousands of rows.
 */

/** The columns a file's line may fill for a contact. */
export const CONTACT_IMPORT_FIELDS = [
  { key: 'email', label: 'Email', required: true },
  { key: 'name', label: 'Name' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'phone', label: 'Phone' },
  { key: 'role', label: 'Role' },
  { key: 'category', label: 'Category' },
  { key: 'notes', label: 'Notes' },
  { key: 'tags', label: 'Tags' },
] as const

export type ImportedContact = {
  email: string
  name: string | null
  phone: string | null
  role: string | null
  category: ContactCategory | null
  notes: string | null
  tags: string[]
}

/** What an import changed on a contact it found, to put back on undo. */
export type ContactBefore = {
  name: string
  phone: string | null
  role: string | null
  category: string | null
  notes: string | null
  tags: number[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const orNull = (value: string | undefined) => value?.trim() || null

/** A line's cells (by field key) checked: the contact, or each problem in words. */
export function checkImportedContact(
  cells: Partial<Record<string, string>>,
): { ok: true; value: ImportedContact } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const email = (cells.email ?? '').trim().toLowerCase()
  if (!email) problems.push('there is no email address (people are matched by email)')
  else if (!EMAIL.test(email)) problems.push(`'${(cells.email ?? '').trim()}' is not an email address`)
  const joined = [cells.firstName, cells.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const name = orNull(cells.name) ?? (joined || null)
  if (name && name.length > NAME_MAX) problems.push(`the name is longer than ${NAME_MAX} characters`)
  const typedCategory = (cells.category ?? '').trim().toLowerCase()
  const category = CONTACT_CATEGORIES.find((known) => known === typedCategory) ?? null
  if (typedCategory && !category)
    problems.push(`'${cells.category!.trim()}' is not a kind of contact (${CONTACT_CATEGORIES.join(', ')})`)
  const notes = orNull(cells.notes)
  if (notes && notes.length > NOTES_MAX) problems.push(`the notes are longer than ${NOTES_MAX} characters`)
  const phone = orNull(cells.phone)
  if (phone && phone.length > 40) problems.push('the phone number is longer than 40 characters')
  const role = orNull(cells.role)
  if (role && role.length > 120) problems.push('the role is longer than 120 characters')
  // A spreadsheet's list is often separated by semicolons when commas separate the columns.
  const tags = parseTags((cells.tags ?? '').replaceAll(';', ','))
  const long = tags.find((tag) => tag.length > TAG_MAX)
  if (long) problems.push(`the tag '${long.slice(0, 20)}…' is longer than ${TAG_MAX} characters`)
  if (problems.length) return { ok: false, problems }
  return { ok: true, value: { email, name, phone, role, category, notes, tags } }
}

/** A contact an import found by its email: its id and the values an update would change. */
export type FoundContact = ContactBefore & { id: number }

/**
 * The contacts of these (lower-case) emails, in one statement for a whole
 * batch, each with its values and tags as they are; `lock`: held until the
 * batch commits. The oldest contact answers for an email kept twice.
 */
export async function findImportedContacts(
  db: SqlExecutor,
  emails: readonly string[],
  lock: boolean,
): Promise<Map<string, FoundContact>> {
  if (!emails.length) return new Map()
  const rows = await rowsOf<FoundContact & { email: string }>(
    db,
    sql`SELECT c.id, lower(c.email) AS email, c.name, c.phone, c.role, c.category::text AS category, c.notes,
          ARRAY(SELECT r.contact_tags_id FROM contacts_rels r
                 WHERE r.parent_id = c.id AND r.path = 'tags' AND r.contact_tags_id IS NOT NULL ORDER BY r."order") AS tags
        FROM contacts c WHERE lower(c.email) = ANY(${sql.param([...emails])}::text[])
        ORDER BY c.id ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  )
  const found = new Map<string, FoundContact>()
  for (const { email, ...contact } of rows) if (!found.has(email)) found.set(email, contact)
  return found
}

async function tagIdsFor(db: SqlExecutor, names: readonly string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of names) {
    const [found] = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM contact_tags WHERE lower(name) = lower(${name}) ORDER BY id LIMIT 1`,
    )
    const id =
      found?.id ??
      (await rowsOf<{ id: number }>(db, sql`INSERT INTO contact_tags (name) VALUES (${name}) RETURNING id`))[0]!.id
    ids.push(id)
  }
  return ids
}

async function addTags(db: SqlExecutor, contact: number, tagIds: readonly number[]): Promise<void> {
  for (const tag of tagIds)
    await db.execute(sql`
      INSERT INTO contacts_rels (parent_id, path, contact_tags_id, "order")
      SELECT ${contact}, 'tags', ${tag}, coalesce(max("order"), 0) + 1 FROM contacts_rels
       WHERE parent_id = ${contact} AND path = 'tags'
      HAVING NOT bool_or(contact_tags_id = ${tag}) OR count(*) = 0`)
}

/**
 * One line written: the contact found for its email (by `findImportedContacts`)
 * updated, its values before returned for undo, or, when there is none, one
 * created and linked to the account of the same email (Payload keeps
 * accounts' emails lower-case, so it is found through their unique index).
 */
export async function saveImportedContact(
  db: SqlExecutor,
  contact: ImportedContact,
  found: FoundContact | undefined,
): Promise<{ outcome: 'created' | 'updated'; id: number; before: ContactBefore | null }> {
  const tagIds = await tagIdsFor(db, contact.tags)
  if (found) {
    await db.execute(sql`
      UPDATE contacts SET
        name = coalesce(${contact.name}, name),
        phone = coalesce(${contact.phone}, phone),
        role = coalesce(${contact.role}, role),
        category = coalesce(${contact.category}::enum_contacts_category, category),
        notes = coalesce(${contact.notes}, notes),
        updated_at = now()
      WHERE id = ${found.id}`)
    await addTags(db, found.id, tagIds)
    const { id, ...before } = found
    return { outcome: 'updated', id, before }
  }
  const [created] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO contacts (kind, category, name, email, phone, role, notes, account_id)
        VALUES ('person', ${contact.category}::enum_contacts_category, ${contact.name ?? contact.email},
                ${contact.email}, ${contact.phone}, ${contact.role}, ${contact.notes},
                (SELECT id FROM users WHERE email = ${contact.email} ORDER BY id LIMIT 1))
        RETURNING id`,
  )
  await addTags(db, created!.id, tagIds)
  return { outcome: 'created', id: created!.id, before: null }
}

/** Contacts among these that staff have since logged an interaction or a follow-up on (undo would lose them). */
export async function contactsWithHistory(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const list = sql.param([...ids])
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT contact_id AS id FROM contact_interactions WHERE contact_id = ANY(${list}::int[])
        UNION SELECT contact_id FROM contact_follow_ups WHERE contact_id = ANY(${list}::int[]) ORDER BY 1`,
  )
  return rows.map((row) => row.id)
}

/** Undo of a created contact: gone, with its tags' links. */
export async function removeImportedContact(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM contacts WHERE id = ${id}`)
}

/** Undo of an updated contact: its values and tags as they were before the import. */
export async function restoreImportedContact(db: SqlExecutor, id: number, before: ContactBefore): Promise<void> {
  await db.execute(sql`
    UPDATE contacts SET name = ${before.name}, phone = ${before.phone}, role = ${before.role},
      category = ${before.category}::enum_contacts_category, notes = ${before.notes}, updated_at = now()
    WHERE id = ${id}`)
  await db.execute(sql`DELETE FROM contacts_rels WHERE parent_id = ${id} AND path = 'tags'`)
  for (const [index, tag] of before.tags.entries())
    await db.execute(sql`
      INSERT INTO contacts_rels (parent_id, path, contact_tags_id, "order")
      SELECT ${id}, 'tags', id, ${index + 1} FROM contact_tags WHERE id = ${tag}`)
}
