import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mergeAccounts, recordAudit, type MergeReport } from '@/domains/accounts'
import { issueActionCode } from '@/domains/accounts/services/action-codes'

import { testPayload } from './payload'

type Roles = ('admin' | 'staff' | 'artist' | 'artlover')[]

let payload: Payload
let admin: { id: number; email: string; roles?: string[] | null }

function execute(query: ReturnType<typeof sql>) {
  return (
    payload.db as unknown as { drizzle: { execute: (q: typeof query) => Promise<{ rows: Record<string, unknown>[] }> } }
  ).drizzle.execute(query)
}

async function account(email: string, roles: Roles = [], extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-good-password', roles, ...extra },
  })
}

const identity = (provider: string, subject: string) => ({ provider, subject, linkedAt: new Date().toISOString() })

async function reload(id: number) {
  return payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0, showHiddenFields: true })
}

function reference(report: MergeReport, table: string, column: string) {
  return report.references.find((entry) => entry.table === table && entry.column === column)
}

beforeAll(async () => {
  payload = await testPayload()
  const found = await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } })
  admin = found.docs[0]!
  // Tables of domains that do not exist yet: found through the catalog all the same.
  await execute(sql`
    CREATE TABLE later_registrations (id serial PRIMARY KEY, artist_id integer NOT NULL REFERENCES users(id), season text NOT NULL);
    CREATE TABLE later_profiles (id serial PRIMARY KEY, owner_id integer UNIQUE REFERENCES users(id), bio text);
    CREATE TABLE later_favourites (id serial PRIMARY KEY, person_id integer REFERENCES users(id), artwork integer, UNIQUE (person_id, artwork));
  `)
})

describe('usermerger', () => {
  it('previews without changing anything, then moves every reference in one go', async () => {
    const keep = await account('keep@example.org', ['artlover'], { identities: [identity('google', 'k-1')] })
    const away = await account('away@example.org', ['artist', 'staff'], {
      artistApplication: 'approved',
      identities: [identity('oidc', 'a-1'), identity('google', 'a-2')],
    })
    const older = await account('older@example.org')
    await payload.update({
      collection: 'users',
      id: older.id,
      overrideAccess: true,
      data: { mergedInto: away.id, status: 'suspended' },
    })
    await payload.login({ collection: 'users', data: { email: 'away@example.org', password: 'a-good-password' } })
    await issueActionCode(payload, { user: away.id, mode: 'resetPassword' })
    await recordAudit(payload, { actor: away.id, action: 'test.something-away-did' })
    await execute(
      sql`INSERT INTO later_registrations (artist_id, season) VALUES (${away.id}, '2026'), (${away.id}, '2027')`,
    )
    await execute(
      sql`INSERT INTO later_profiles (owner_id, bio) VALUES (${keep.id}, 'kept bio'), (${away.id}, 'absorbed bio')`,
    )
    await execute(
      sql`INSERT INTO later_favourites (person_id, artwork) VALUES (${keep.id}, 1), (${away.id}, 1), (${away.id}, 2)`,
    )
    expect((await reload(away.id)).sessions).toHaveLength(1)
    const auditBefore = await payload.count({ collection: 'audit-log' })

    const preview = await mergeAccounts(payload, admin, { absorbed: away.id, survivor: keep.id }, { dryRun: true })
    expect(preview).toMatchObject({ ok: true, dryRun: true, auditId: null })
    if (!preview.ok) throw new Error(preview.message)
    expect(preview.report.roles).toEqual({
      before: ['artlover'],
      after: ['staff', 'artist', 'artlover'],
      added: ['staff', 'artist'],
    })
    expect(reference(preview.report, 'later_registrations', 'artist_id')).toMatchObject({
      rows: 2,
      moved: 2,
      skipped: 0,
    })
    expect(reference(preview.report, 'later_profiles', 'owner_id')).toMatchObject({ rows: 1, moved: 0, skipped: 1 })
    expect(reference(preview.report, 'later_favourites', 'person_id')).toMatchObject({ rows: 2, moved: 1, skipped: 1 })
    expect(reference(preview.report, 'users_identities', '_parent_id')).toMatchObject({ rows: 2, moved: 2 })
    // The preview was rolled back.
    expect((await reload(away.id)).status).toBe('active')
    expect((await reload(away.id)).identities).toHaveLength(2)
    expect((await reload(keep.id)).roles).toEqual(['artlover'])
    expect(await payload.count({ collection: 'audit-log' })).toEqual(auditBefore)

    const merged = await mergeAccounts(payload, admin, { absorbed: away.id, survivor: keep.id }, { dryRun: false })
    if (!merged.ok) throw new Error(merged.message)
    expect(merged.report.references).toEqual(
      preview.report.references.map((entry) => ({ ...entry, movedIds: expect.any(Array) })),
    )

    const kept = await reload(keep.id)
    expect(kept.roles).toEqual(['staff', 'artist', 'artlover'])
    expect(kept.artistApplication).toBe('approved')
    expect(kept.identities?.map((entry) => entry.subject)).toEqual(['k-1', 'a-1', 'a-2'])
    const gone = await reload(away.id)
    expect(gone).toMatchObject({ status: 'suspended', mergedInto: keep.id, roles: [] })
    expect(gone.sessions ?? []).toEqual([])
    expect(gone.identities ?? []).toEqual([])
    expect((await reload(older.id)).mergedInto).toBe(keep.id)

    const registrations = await execute(sql`SELECT artist_id FROM later_registrations`)
    expect(registrations.rows.map((row) => row.artist_id)).toEqual([keep.id, keep.id])
    const profiles = await execute(sql`SELECT owner_id, bio FROM later_profiles ORDER BY id`)
    expect(profiles.rows).toEqual([
      { owner_id: keep.id, bio: 'kept bio' },
      { owner_id: away.id, bio: 'absorbed bio' },
    ])
    const favourites = await execute(sql`SELECT person_id, artwork FROM later_favourites ORDER BY id`)
    expect(favourites.rows).toEqual([
      { person_id: keep.id, artwork: 1 },
      { person_id: away.id, artwork: 1 },
      { person_id: keep.id, artwork: 2 },
    ])
    expect(
      await payload.count({ collection: 'action-codes', overrideAccess: true, where: { user: { equals: away.id } } }),
    ).toEqual({ totalDocs: 0 })

    // History stays: what the absorbed account did still names it.
    const history = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'test.something-away-did' } },
    })
    expect(history.docs[0]?.actor).toMatchObject({ id: away.id })
    const audit = await payload.findByID({ collection: 'audit-log', id: merged.auditId!, depth: 0 })
    expect(audit).toMatchObject({
      actor: admin.id,
      action: 'usermerger.merge',
      targetId: String(away.id),
      target: 'away@example.org into keep@example.org',
    })
    expect(audit.summary).toMatchObject({
      roles: { added: ['staff', 'artist'] },
      references: expect.arrayContaining([
        expect.objectContaining({ table: 'later_profiles', column: 'owner_id', moved: 0, skipped: 1 }),
        expect.objectContaining({ table: 'users_identities', treatment: 'move', moved: 2 }),
      ]),
    })

    await expect(
      payload.login({ collection: 'users', data: { email: 'away@example.org', password: 'a-good-password' } }),
    ).rejects.toThrow(/merged into another one/)
    await expect(
      payload.login({ collection: 'users', data: { email: 'keep@example.org', password: 'a-good-password' } }),
    ).resolves.toMatchObject({ user: { id: keep.id } })

    expect(
      await mergeAccounts(payload, admin, { absorbed: away.id, survivor: keep.id }, { dryRun: true }),
    ).toMatchObject({
      ok: false,
      problem: 'merged',
    })
  })

  it('refuses non-administrators, an account into itself, suspended accounts and administrators merged away', async () => {
    const staff = await account('staff-merger@example.org', ['staff'])
    const one = await account('one@example.org')
    const two = await account('two@example.org')
    const before = await payload.count({ collection: 'audit-log' })
    expect(
      await mergeAccounts(payload, staff, { absorbed: one.id, survivor: two.id }, { dryRun: false }),
    ).toMatchObject({ ok: false, problem: 'not-admin' })
    expect(
      await mergeAccounts(payload, admin, { absorbed: one.id, survivor: one.id }, { dryRun: false }),
    ).toMatchObject({ ok: false, problem: 'same-account' })
    expect(
      await mergeAccounts(payload, admin, { absorbed: admin.id, survivor: one.id }, { dryRun: false }),
    ).toMatchObject({ ok: false, problem: 'admin-absorbed' })
    expect(
      await mergeAccounts(payload, admin, { absorbed: 987_654, survivor: one.id }, { dryRun: false }),
    ).toMatchObject({ ok: false, problem: 'not-found' })
    await payload.update({ collection: 'users', id: two.id, overrideAccess: true, data: { status: 'suspended' } })
    expect(
      await mergeAccounts(payload, admin, { absorbed: one.id, survivor: two.id }, { dryRun: false }),
    ).toMatchObject({ ok: false, problem: 'suspended' })
    expect((await reload(one.id)).status).toBe('active')
    // Only the suspension's own row (decision 067): the refused merges wrote nothing.
    expect(await payload.count({ collection: 'audit-log' })).toEqual({ totalDocs: before.totalDocs + 1 })
  })

  it('rolls everything back when a step fails midway', async () => {
    const keep = await account('stays@example.org', ['artlover'])
    const away = await account('leaves@example.org', ['artist'], { identities: [identity('oidc', 'l-1')] })
    // A table after users_identities in the catalog order, whose rows refuse to change.
    await execute(sql`
      CREATE TABLE zz_later_ledger (id serial PRIMARY KEY, payer_id integer REFERENCES users(id));
      CREATE FUNCTION zz_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger rows never change'; END $$;
      CREATE TRIGGER zz_refuse BEFORE UPDATE ON zz_later_ledger FOR EACH ROW EXECUTE FUNCTION zz_refuse();
    `)
    await execute(sql`INSERT INTO zz_later_ledger (payer_id) VALUES (${away.id})`)
    await execute(sql`INSERT INTO later_registrations (artist_id, season) VALUES (${away.id}, '2028')`)
    const before = await payload.count({ collection: 'audit-log' })
    try {
      const failure = await mergeAccounts(
        payload,
        admin,
        { absorbed: away.id, survivor: keep.id },
        { dryRun: false },
      ).catch((error: Error) => error)
      expect(String((failure as Error).cause)).toMatch(/ledger rows never change/)
      const leaves = await reload(away.id)
      expect(leaves).toMatchObject({ status: 'active', mergedInto: null, roles: ['artist'] })
      expect(leaves.identities?.map((entry) => entry.subject)).toEqual(['l-1'])
      expect((await reload(keep.id)).roles).toEqual(['artlover'])
      const registrations = await execute(
        sql`SELECT count(*)::int AS n FROM later_registrations WHERE artist_id = ${away.id}`,
      )
      expect(registrations.rows[0]?.n).toBe(1)
      expect(await payload.count({ collection: 'audit-log' })).toEqual(before)
    } finally {
      await execute(sql`DROP TABLE zz_later_ledger; DROP FUNCTION zz_refuse();`)
    }
  })
})
