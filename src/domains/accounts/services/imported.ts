import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import type { Role } from '../roles'

/**
 * People brought in from a CSV file (the imports domain, decision 094): the
 * accounts an import finds by email, makes, and gives a role, in the caller's
 * transaction and in SQL (an import writes thousands of rows). An account an
 * import makes has no password — nobody can sign in to it until the person
 * sets one through "Forgot your password?" — and is sent no mail: the
 * organisation tells its people itself. An import never renames a person who
 * has a name: their account is theirs.
 */

/** The columns a file's line may fill for a person. */
export const PERSON_IMPORT_FIELDS = [
  { key: 'email', label: 'Email', required: true },
  { key: 'name', label: 'Name' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
] as const

export type ImportedPerson = { email: string; name: string | null }

/** An account an import found: what it may change (its name when it has none, its roles, its artist application). */
export type FoundAccount = { id: number; name: string | null; roles: string[]; artistApplication: string | null }
/** What an import changed on an account it found, to put back on undo. */
export type AccountBefore = Omit<FoundAccount, 'id'>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const NAME_MAX = 200

/** A line's person checked: the lower-case email and the name, or each problem in words. */
export function checkImportedPerson(
  cells: Partial<Record<string, string>>,
): { ok: true; value: ImportedPerson } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const email = (cells.email ?? '').trim().toLowerCase()
  if (!email) problems.push('there is no email address (people are matched by email)')
  else if (!EMAIL.test(email) || email.length > 254)
    problems.push(`'${(cells.email ?? '').trim()}' is not an email address`)
  const joined = [cells.firstName, cells.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const name = cells.name?.trim() || joined || null
  if (name && name.length > NAME_MAX) problems.push(`the name is longer than ${NAME_MAX} characters`)
  return problems.length ? { ok: false, problems } : { ok: true, value: { email, name } }
}

/** The accounts of these (lower-case) emails, in one statement for a batch; `lock`: held until it commits. */
export async function findImportedAccounts(
  db: SqlExecutor,
  emails: readonly string[],
  lock: boolean,
): Promise<Map<string, FoundAccount>> {
  if (!emails.length) return new Map()
  const rows = await rowsOf<FoundAccount & { email: string }>(
    db,
    sql`SELECT u.id, u.email, u.name, u.artist_application::text AS "artistApplication",
          ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = u.id ORDER BY r."order") AS roles
        FROM users u WHERE u.email = ANY(${sql.param([...emails])}::text[])
        ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  )
  return new Map(rows.map(({ email, ...account }) => [email, account]))
}

async function addRole(db: SqlExecutor, account: number, role: Role): Promise<void> {
  await db.execute(sql`
    INSERT INTO users_roles ("order", parent_id, value)
    SELECT coalesce(max("order"), 0) + 1, ${account}, ${role}::enum_users_roles FROM users_roles WHERE parent_id = ${account}
    HAVING NOT coalesce(bool_or(value = ${role}::enum_users_roles), false)`)
}

/**
 * The account of a line's person: the one found, given `role` if it lacks it
 * and a name if it has none (its values before returned, for undo), or a new
 * one without a password, holding `role`. Staff bringing in an artist is the
 * verification an applicant waits for, as when they add one by hand
 * (`addMember`): the artist application is approved.
 */
export async function saveImportedAccount(
  db: SqlExecutor,
  person: ImportedPerson,
  found: FoundAccount | undefined,
  role: Role | null,
): Promise<{ outcome: 'created' | 'updated'; id: number; before: AccountBefore | null }> {
  if (found) {
    if (person.name && !found.name)
      await db.execute(sql`UPDATE users SET name = ${person.name}, updated_at = now() WHERE id = ${found.id}`)
    if (role) await addRole(db, found.id, role)
    if (role === 'artist')
      await db.execute(sql`UPDATE users SET artist_application = 'approved' WHERE id = ${found.id}`)
    const { id, ...before } = found
    return { outcome: 'updated', id, before }
  }
  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO users (name, email, status, email_verified, artist_application)
        VALUES (${person.name}, ${person.email}, 'active', false, ${role === 'artist' ? 'approved' : 'none'})
        RETURNING id`,
  )
  if (role) await addRole(db, made!.id, role)
  return { outcome: 'created', id: made!.id, before: null }
}

/** Accounts among these that their person has since taken up (a password set, a sign-in): undo must keep them. */
export async function accountsTakenUp(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE id = ANY(${sql.param([...ids])}::int[])
          AND (hash IS NOT NULL OR last_sign_in_at IS NOT NULL) ORDER BY id`,
  )
  return rows.map((row) => row.id)
}

/** Undo of an account an import made: gone, with its roles. */
export async function removeImportedAccount(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM users WHERE id = ${id}`)
}

/** Undo of an account an import changed: its name and roles as they were. */
export async function restoreImportedAccount(db: SqlExecutor, id: number, before: AccountBefore): Promise<void> {
  await db.execute(sql`
    UPDATE users SET name = ${before.name}, artist_application = ${before.artistApplication}::enum_users_artist_application,
      updated_at = now()
    WHERE id = ${id}`)
  await db.execute(sql`DELETE FROM users_roles WHERE parent_id = ${id}`)
  for (const [index, role] of before.roles.entries())
    await db.execute(
      sql`INSERT INTO users_roles ("order", parent_id, value) VALUES (${index + 1}, ${id}, ${role}::enum_users_roles)`,
    )
}

/**
 * Undo of an import's part in an account: put back as it was, or removed when the import made it — unless the
 * person has taken it up since (a password, a sign-in): then it is theirs, and stays.
 */
export async function undoImportedAccount(
  db: SqlExecutor,
  id: number,
  before: { accountMade: boolean; account: AccountBefore | null },
): Promise<void> {
  if (before.account) await restoreImportedAccount(db, id, before.account)
  else if (before.accountMade && !(await accountsTakenUp(db, [id])).length) await removeImportedAccount(db, id)
}
