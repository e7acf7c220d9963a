import { sql } from '@payloadcms/db-postgres'

import {
  checkImportedPerson,
  findImportedAccounts,
  PERSON_IMPORT_FIELDS,
  undoImportedAccount,
  saveImportedAccount,
  type AccountBefore,
  type FoundAccount,
  type ImportedPerson,
} from '@/domains/accounts'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import { slugify, withFreeSuffix } from '@/platform/slugs'

import { BIO_MAX_LENGTH } from './rules'

/**
 * Artists brought in from a CSV file (the imports domain, decision 094, stop
 * 49): the person's account found or made by accounts, given the artist role
 * with its application approved (staff bringing an artist in is the
 * verification, as when they add one by hand), and an artist profile for
 * them when they have none. The profile is a draft, never public by the
 * import: the artist fills it in and submits it, and staff approve it as any
 * other (decision 024) — a name and a bio from a spreadsheet are not what
 * staff approve. A profile the artist has is left as they wrote it.
 */

export const ARTIST_IMPORT_FIELDS = [...PERSON_IMPORT_FIELDS, { key: 'bio', label: 'Bio' }] as const

export type ImportedArtist = ImportedPerson & { bio: string | null }
export type FoundArtist = { account: FoundAccount; profile: number | null }
/** What undo needs: the account as it was, or that the import made it. */
export type ArtistBefore = { accountMade: boolean; account: AccountBefore | null }

export function checkImportedArtist(
  cells: Partial<Record<string, string>>,
): { ok: true; value: ImportedArtist } | { ok: false; problems: string[] } {
  const person = checkImportedPerson(cells)
  const problems = person.ok ? [] : [...person.problems]
  const bio = cells.bio?.trim() || null
  if (bio && bio.length > BIO_MAX_LENGTH) problems.push(`the bio is longer than ${BIO_MAX_LENGTH} characters`)
  if (!person.ok || problems.length) return { ok: false, problems }
  return { ok: true, value: { ...person.value, bio } }
}

/** The accounts of a batch's emails (accounts' one statement) and their profiles (one statement). */
export async function findImportedArtists(
  db: SqlExecutor,
  emails: readonly string[],
  lock: boolean,
): Promise<Map<string, FoundArtist>> {
  const accounts = await findImportedAccounts(db, emails, lock)
  if (!accounts.size) return new Map()
  const profiles = await rowsOf<{ id: number; owner: number }>(
    db,
    sql`SELECT id, owner_id AS owner FROM artist_profiles
        WHERE owner_id = ANY(${sql.param([...accounts.values()].map((account) => account.id))}::int[])
        ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  const profileOf = new Map(profiles.map((profile) => [profile.owner, profile.id]))
  return new Map(
    [...accounts].map(([email, account]) => [email, { account, profile: profileOf.get(account.id) ?? null }]),
  )
}

export const updatesArtist = (found: FoundArtist): boolean => found.profile !== null

export async function saveImportedArtist(
  db: SqlExecutor,
  artist: ImportedArtist,
  found: FoundArtist | undefined,
): Promise<{ outcome: 'created' | 'updated'; id: number; before: ArtistBefore }> {
  const account = await saveImportedAccount(db, artist, found?.account, 'artist')
  const before = { accountMade: account.outcome === 'created', account: account.before }
  if (found?.profile) return { outcome: 'updated', id: found.profile, before }
  const name = artist.name ?? artist.email.split('@')[0]!
  const base = slugify(name, 'artist')
  const taken = await rowsOf<{ slug: string }>(
    db,
    sql`SELECT slug FROM artist_profiles WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  )
  const slug = withFreeSuffix(base, new Set(taken.map((row) => row.slug)))
  const [profile] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO artist_profiles (display_name, slug, owner_id, status, verified, bio, _status)
        VALUES (${name}, ${slug}, ${account.id}, 'draft', false, ${artist.bio}, 'draft') RETURNING id`,
  )
  // Payload reads a draft from its versions: the profile's first version is the same draft.
  await db.execute(sql`
    INSERT INTO _artist_profiles_v (parent_id, version_display_name, version_slug, version_owner_id, version_status,
                                    version_verified, version_bio, version_updated_at, version_created_at,
                                    version__status, latest)
    VALUES (${profile!.id}, ${name}, ${slug}, ${account.id}, 'draft', false, ${artist.bio}, now(), now(), 'draft', true)`)
  return { outcome: 'created', id: profile!.id, before }
}

/** Profiles an import made that their artist has since saved or submitted: undo must keep them. */
export async function profilesWorkedOn(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT p.id FROM artist_profiles p WHERE p.id = ANY(${sql.param([...ids])}::int[])
          AND (p.status <> 'draft' OR (SELECT count(*) FROM _artist_profiles_v v WHERE v.parent_id = p.id) > 1)
        ORDER BY p.id`,
  )
  return rows.map((row) => row.id)
}

/** Undo of a profile an import made: gone with its version, and the account put back or removed. */
export async function removeImportedArtist(db: SqlExecutor, id: number, before: ArtistBefore): Promise<void> {
  const [profile] = await rowsOf<{ owner: number }>(
    db,
    sql`SELECT owner_id AS owner FROM artist_profiles WHERE id = ${id}`,
  )
  await db.execute(sql`DELETE FROM _artist_profiles_v WHERE parent_id = ${id}`)
  await db.execute(sql`DELETE FROM artist_profiles WHERE id = ${id}`)
  if (profile) await undoImportedAccount(db, profile.owner, before)
}

/** Undo of an artist whose profile was there: the account as it was. */
export async function restoreImportedArtist(db: SqlExecutor, id: number, before: ArtistBefore): Promise<void> {
  const [profile] = await rowsOf<{ owner: number }>(
    db,
    sql`SELECT owner_id AS owner FROM artist_profiles WHERE id = ${id}`,
  )
  if (profile) await undoImportedAccount(db, profile.owner, before)
}
